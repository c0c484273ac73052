/**
 * What text a visitor may send. Whatever is typed into the forms ends up in a staff e-mail, in a terminal (the
 * staff commands) and on the staff pages, so characters that can rewrite what a reader sees are kept out:
 * C0 and C1 control codes (an escape sequence can clear a terminal or move its cursor), the bidi embeddings,
 * overrides and isolates (they reorder the text around them: `cv\u202Efdp.exe` reads as "cvexe.pdf"), the
 * Unicode line and paragraph separators (a line break in disguise), and the invisible characters below (a required
 * field "filled" with a zero-width space, a name that hides a bidi mark).
 *
 * One-line fields refuse them with a message; multi-line fields keep line breaks and tabs and drop the rest.
 */

/**
 * Characters a reader cannot see but that change what they read or what a field holds: the bidi marks (LRM, RLM,
 * ALM), zero-width space, word joiner and invisible operators, the byte-order mark, deprecated format characters,
 * interlinear annotations, the Mongolian vowel separator and the tag characters. (The zero-width joiner and
 * non-joiner stay: Persian, the Indic scripts and emoji need them.)
 */
const INVISIBLE = '\\u061c\\u180e\\u200b\\u200e\\u200f\\u2060-\\u2064\\u206a-\\u206f\\ufeff\\ufff9-\\ufffb\\u{e0000}-\\u{e007f}';
/** Everything a one-line field refuses. */
const FORBIDDEN_IN_LINE = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069${INVISIBLE}]`, 'u');
/** What a multi-line field drops: the same, but for tab, line feed and carriage return. */
const DROPPED_IN_TEXT = new RegExp(`[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069${INVISIBLE}]`, 'gu');
/** What the staff commands show as escapes. */
const ESCAPED_IN_TERMINAL = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069${INVISIBLE}]`, 'gu');

/** True when a one-line value holds a control, bidi or separator character. */
export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN_IN_LINE.test(value);
}

/** A multi-line value with line breaks made `\n`, tabs kept, and every other control, bidi or separator dropped. */
export function cleanMultilineText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(DROPPED_IN_TEXT, '');
}

export const forbiddenCharactersMessage = (label: string) => `${label} cannot contain control, invisible or text-direction characters`;

/** True when a value has something a reader can see: a letter, digit, punctuation mark or symbol. */
export function hasVisibleCharacter(value: string): boolean {
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(value);
}

/**
 * A stored value made safe to print in a terminal: every control, bidi or separator character is shown as an
 * escape (`\x1b`, `\u202e`) so it can neither move the cursor nor reorder the line; line breaks become `\n`,
 * unless `multiline` is set, when each line after the first is indented by `indent` (so no value can forge a
 * line that looks like another field).
 */
export function terminalSafe(value: unknown, { multiline = false, indent = '    ' } = {}): string {
  const text = typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value);
  const escape = (s: string) =>
    s.replace(ESCAPED_IN_TERMINAL, (c) => {
      const code = c.codePointAt(0) ?? 0;
      const hex = code.toString(16);
      return code < 0x100 ? `\\x${hex.padStart(2, '0')}` : code <= 0xffff ? `\\u${hex.padStart(4, '0')}` : `\\u{${hex}}`;
    });
  if (!multiline) return escape(text);
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line, i) => (i === 0 ? '' : `\n${indent}`) + escape(line))
    .join('');
}
