import { isLinkHref } from './site-path.mjs';

/**
 * Formatted text as the rich-text editor holds it, and the HTML it is stored as: exactly the form the site's sanitizer
 * (src/lib/expertise/sanitize.ts) writes, so that sanitizing what the editor wrote changes nothing, and only the tags the
 * pages render (p, ul, ol, li, strong, em, code, a, br).
 *
 * Two shapes of field: 'blocks' (an expertise aside's paragraph: paragraphs and lists; one paragraph alone is stored
 * without its <p>, as the content is written) and 'inline' (one of the privacy notice's paragraphs, which the page
 * sets in its own <p>: formatting and line breaks only).
 */
export type RichTextMode = 'blocks' | 'inline';

export type RichText = { type: 'text'; text: string; bold?: boolean; italic?: boolean; code?: boolean };
export type RichInline = RichText | { type: 'break' } | { type: 'link'; href: string; children: (RichText | { type: 'break' })[] };
export type RichBlock = { type: 'paragraph'; children: RichInline[] } | { type: 'list'; ordered: boolean; items: RichInline[][] };

/** Text as the sanitizer writes it (its entities decoded, then &, < and > escaped). */
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (s: string) => escapeText(s).replace(/"/g, '&quot;');

type Mark = 'bold' | 'italic' | 'code';
const MARKS: [Mark, string][] = [
  ['bold', 'strong'],
  ['italic', 'em'],
  ['code', 'code'],
];

/**
 * A run of text and breaks, each mark opened once over the texts next to each other that carry it (bold outermost,
 * then italic, then code): "a <strong>b <em>c</em></strong>".
 */
function runHtml(run: (RichText | { type: 'break' })[], marks: readonly [Mark, string][] = MARKS): string {
  if (!marks.length) return run.map((r) => (r.type === 'break' ? '<br />' : escapeText(r.text))).join('');
  const [[mark, tag], ...rest] = marks;
  let out = '';
  for (let i = 0; i < run.length; ) {
    const on = run[i].type === 'text' && (run[i] as RichText)[mark] === true;
    let j = i;
    while (j < run.length && (run[j].type === 'text' && (run[j] as RichText)[mark] === true) === on) j++;
    const inner = runHtml(run.slice(i, j), rest);
    out += on ? `<${tag}>${inner}</${tag}>` : inner;
    i = j;
  }
  return out;
}

/** A link as the sanitizer writes it: its href only when the link rule allows it, and a new tab for the web. */
function linkHtml(href: string, inner: string): string {
  if (!isLinkHref(href)) return inner;
  const web = /^https?:\/\//.test(href) ? ' target="_blank" rel="noopener noreferrer"' : '';
  return `<a href="${escapeAttribute(href)}"${web}>${inner}</a>`;
}

function inlineHtml(children: RichInline[]): string {
  let out = '';
  let run: (RichText | { type: 'break' })[] = [];
  for (const child of children) {
    if (child.type === 'link') {
      out += runHtml(run) + linkHtml(child.href, runHtml(child.children));
      run = [];
    } else if (child.type === 'break' || child.text) run.push(child);
  }
  return out + runHtml(run);
}

/** Whether an inline part holds anything a visitor would see (text other than white space). */
const shows = (children: RichInline[]) => /\S/.test(inlineHtml(children).replace(/<br \/>/g, ''));

/** The HTML a field stores for what the editor holds: empty paragraphs and list entries dropped. */
export function richTextHtml(blocks: RichBlock[], mode: RichTextMode): string {
  const kept = blocks
    .map((b) => (b.type === 'list' ? { ...b, items: b.items.filter(shows) } : b))
    .filter((b) => (b.type === 'list' ? b.items.length > 0 : shows(b.children)));
  if (mode === 'inline') {
    // One paragraph of the page: each paragraph or list entry on its own line.
    const lines = kept.flatMap((b) => (b.type === 'list' ? b.items : [b.children]));
    return lines.map(inlineHtml).join('<br />');
  }
  if (kept.length === 1 && kept[0].type === 'paragraph') return inlineHtml(kept[0].children);
  return kept
    .map((b) => {
      if (b.type === 'paragraph') return `<p>${inlineHtml(b.children)}</p>`;
      const tag = b.ordered ? 'ol' : 'ul';
      return `<${tag}>${b.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</${tag}>`;
    })
    .join('');
}

/**
 * HTML as the page reads it (RichText): a text that does not open with a paragraph or a list is one paragraph. The
 * editor loads a field's value through this.
 */
export function asBlocksHtml(html: string): string {
  return /^\s*<(p|ul|ol)[\s>]/i.test(html) ? html : `<p>${html}</p>`;
}

/**
 * What the link field accepts: an https address, an e-mail link or a path on this site (each as the link rule of
 * every link field writes it); null when it is fine, else why not.
 */
export function linkTargetProblem(href: string): 'empty' | 'notAllowed' | null {
  const value = href.trim();
  if (!value) return 'empty';
  const kind = value.startsWith('https:') || value.startsWith('mailto:') || value.startsWith('/');
  return kind && isLinkHref(value) ? null : 'notAllowed';
}
