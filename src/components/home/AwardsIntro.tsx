import { AnimatedText } from '@/components/ui/AnimatedText';

/** The awards intro line: large type, revealed word by word. */
export function AwardsIntro({ text }: { text: string }) {
  return (
    <section aria-label="Awards" className="container-site py-16 sm:py-24">
      <AnimatedText as="p" text={text} className="max-w-[30ch] text-h2 font-medium text-fg" />
    </section>
  );
}
