/**
 * What text a visitor may send. Whatever is typed into the forms ends up in a staff e-mail, in a terminal (the
 * staff commands) and on the staff pages, so characters that can rewrite what a reader sees are kept out:
 * C0 and C1 control codes (an escape sequence can clear a terminal or move its cursor), the bidi embeddings,
 * overrides and isolates (they reorder the text around them: `cv\u202Efdp.exe` reads as "cvexe.pdf"), and the
 * Unicode line and paragraph separators (a line break in disguise).
 *
 * One-line fields refuse them with a message; multi-line fields keep line breaks and tabs and drop the rest.
 */

/** Everything a one-line field refuses. */
const FORBIDDEN_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** What a multi-line field drops: the same, but for tab, line feed and carriage return. */
const DROPPED_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** True when a one-line value holds a control, bidi or separator character. */
export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN_IN_LINE.test(value);
}

/** A multi-line value with line breaks made `\n`, tabs kept, and every other control, bidi or separator dropped. */
export function cleanMultilineText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(DROPPED_IN_TEXT, '');
}

export const forbiddenCharactersMessage = (label: string) => `${label} cannot contain control or text-direction characters`;

/**
 * A stored value made safe to print in a terminal: every control, bidi or separator character is shown as an
 * escape (`\x1b`, `\u202e`) so it can neither move the cursor nor reorder the line; line breaks become `\n`,
 * unless `multiline` is set, when each line after the first is indented by `indent` (so no value can forge a
 * line that looks like another field).
 */
export function terminalSafe(value: unknown, { multiline = false, indent = '    ' } = {}): string {
  const text = typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value);
  const escape = (s: string) =>
    s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => {
      const code = c.charCodeAt(0);
      return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
    });
  if (!multiline) return escape(text);
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line, i) => (i === 0 ? '' : `\n${indent}`) + escape(line))
    .join('');
}
