import { sanitize } from '@/lib/expertise/sanitize';

type Props = { html: string; className?: string; tone?: 'paper' | 'ink' };

const TONE = {
  paper:
    '[&_a]:text-on-paper [&_a]:underline [&_a]:decoration-on-paper-muted [&_a]:underline-offset-4 hover:[&_a]:decoration-on-paper [&_strong]:text-on-paper [&_code]:bg-paper-2 [&_code]:text-on-paper',
  ink: '[&_a]:text-fg [&_a]:underline [&_a]:decoration-muted [&_a]:underline-offset-4 hover:[&_a]:decoration-fg [&_strong]:text-fg [&_code]:bg-ink-3 [&_code]:text-fg',
};

/** Renders content HTML through the allow-list sanitizer (src/lib/sanitize.ts). Server component. */
export function RichText({ html, className = '', tone = 'paper' }: Props) {
  const clean = sanitize(/^\s*<(p|ul|ol)[\s>]/i.test(html) ? html : `<p>${html}</p>`);
  return (
    <div
      className={`space-y-4 [&_code]:rounded-md [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em] [&_li]:ml-5 [&_ol]:list-decimal [&_strong]:font-semibold [&_ul]:list-disc ${TONE[tone]} ${className}`}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
