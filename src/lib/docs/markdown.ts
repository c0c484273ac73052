/**
 * The Markdown of the staff guide (docs/editing.md), read into blocks a page draws with React (no HTML is made from
 * the text, so nothing in it can become markup): headings (# to ###), paragraphs, lists (- and 1.), tables, images
 * alone on a line, and inline **bold**, *italic*, `code` and [links](address). Nothing else of Markdown is needed.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3; id: string; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'table'; head: Inline[][]; rows: Inline[][][] }
  | { type: 'image'; src: string; alt: string };

/** A picture as a page draws it: where it is served, and its size (so the page does not move as it loads). */
export type GuidePicture = { href: string; width: number; height: number };

/** A heading's id: its words, lower case, joined by hyphens (as GitHub makes them, for the common cases). */
export const headingId = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/;

/** The inline parts of a line of text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  for (let m = INLINE.exec(rest); m; m = INLINE.exec(rest)) {
    if (m.index > 0) out.push({ type: 'text', text: rest.slice(0, m.index) });
    if (m[1] !== undefined) out.push({ type: 'strong', children: parseInline(m[1]) });
    else if (m[2] !== undefined) out.push({ type: 'em', children: parseInline(m[2]) });
    else if (m[3] !== undefined) out.push({ type: 'code', text: m[3] });
    else out.push({ type: 'link', href: m[5], children: parseInline(m[4]) });
    rest = rest.slice(m.index + m[0].length);
  }
  if (rest) out.push({ type: 'text', text: rest });
  return out;
}

/** The plain words of inline parts (for ids and alt text). */
export const plainText = (parts: Inline[]): string => parts.map((p) => ('children' in p ? plainText(p.children) : p.text)).join('');

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => parseInline(c.trim()));

const IMAGE = /^!\[([^\]]*)\]\(([^)\s]+)\)$/;
const ITEM = /^(?:(-|\*)|\d+\.)\s+(.*)$/;

/** The blocks of a Markdown text. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    const trimmed = line.trim();
    if (!trimmed) {
      i++;
      continue;
    }
    const heading = /^(#{1,3})\s+(.*)$/.exec(trimmed);
    if (heading) {
      const children = parseInline(heading[2]);
      blocks.push({ type: 'heading', level: heading[1].length as 1 | 2 | 3, id: headingId(plainText(children)), children });
      i++;
      continue;
    }
    const image = IMAGE.exec(trimmed);
    if (image) {
      blocks.push({ type: 'image', alt: image[1], src: image[2] });
      i++;
      continue;
    }
    if (trimmed.startsWith('|') && /^\|?[\s:|-]+\|?$/.test(lines[i + 1]?.trim() ?? '')) {
      const head = cells(trimmed);
      const rows: Inline[][][] = [];
      i += 2;
      while (i < lines.length && lines[i].trim().startsWith('|')) rows.push(cells(lines[i++]));
      blocks.push({ type: 'table', head, rows });
      continue;
    }
    const item = ITEM.exec(trimmed);
    if (item) {
      const ordered = !item[1];
      const items: string[] = [];
      while (i < lines.length && lines[i].trim()) {
        const next = ITEM.exec(lines[i].trim());
        if (next && !next[1] === ordered) items.push(next[2]);
        else if (/^\s+/.test(lines[i]) && items.length) items[items.length - 1] += ` ${lines[i].trim()}`;
        else break;
        i++;
      }
      blocks.push({ type: 'list', ordered, items: items.map(parseInline) });
      continue;
    }
    // A paragraph: this line (none of the above, even if it starts like one), and the lines after it up to a blank
    // one or one that may start another block.
    const words = [trimmed];
    i++;
    while (i < lines.length && lines[i].trim() && !/^(#{1,3}\s|\||!\[)/.test(lines[i].trim()) && !ITEM.exec(lines[i].trim())) words.push(lines[i++].trim());
    blocks.push({ type: 'paragraph', children: parseInline(words.join(' ')) });
  }
  return blocks;
}
