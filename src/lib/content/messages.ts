/**
 * Zod's own words for a value that breaks its schema ("Too small: expected string to have >=1 characters") in the
 * site's words ("Fill this in."), for the editor's forms. A schema's own message (a rule written for that field) is
 * left as it is: only zod's defaults are recognised, by their exact form.
 */
import { staffContentCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';

const words = staffContentCopy.checks;

/** Zod's default messages (its English locale), each with what staff read instead. */
const PLAIN: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^Too (?:small|big): expected string to have exactly (\d+) characters?$/, (m) => fillTemplate(words.exactlyCharacters, { n: m[1] })],
  [/^Too (?:small|big): expected array to have exactly (\d+) items?$/, (m) => fillTemplate(words.exactlyItems, { n: m[1] })],
  [/^Too small: expected string to have (>=?)(\d+) characters?$/, (m) => atLeast(m, words.empty, words.atLeastCharacters)],
  [/^Too big: expected string to have (<=?)(\d+) characters?$/, (m) => fillTemplate(words.atMostCharacters, { n: bound(m, -1) })],
  [/^Too small: expected array to have (>=?)(\d+) items?$/, (m) => atLeast(m, words.atLeastOne, words.atLeastItems)],
  [/^Too big: expected array to have (<=?)(\d+) items?$/, (m) => fillTemplate(words.atMostItems, { n: bound(m, -1) })],
  [/^Too small: expected number to be (>=?)(-?[\d.]+)$/, (m) => fillTemplate(m[1] === '>' ? words.moreThanNumber : words.atLeastNumber, { n: m[2] })],
  [/^Too big: expected number to be (<=?)(-?[\d.]+)$/, (m) => fillTemplate(m[1] === '<' ? words.lessThanNumber : words.atMostNumber, { n: m[2] })],
  [/^Invalid input: expected \w+, received undefined$/, () => words.empty],
  [/^Invalid input: expected int, received number$/, () => words.wholeNumber],
  [/^Invalid input: expected (number|int), received \w+$/, () => words.number],
  [/^Invalid URL$/, () => words.url],
  [/^Invalid option: expected one of /, () => words.choice],
];

/** The bound as a count staff can reach: `>1` is at least 2, `<5` at most 4. */
function bound(m: RegExpExecArray, step: 1 | -1): number {
  const n = Number(m[2]);
  return m[1].length === 1 ? n + step : n;
}

function atLeast(m: RegExpExecArray, one: string, many: string): string {
  const n = bound(m, 1);
  return n <= 1 ? one : fillTemplate(many, { n });
}

/** `message` in the site's words when it is one of zod's defaults; otherwise as it is. */
export function plainMessage(message: string): string {
  for (const [pattern, say] of PLAIN) {
    const m = pattern.exec(message);
    if (m) return say(m);
  }
  return message;
}
