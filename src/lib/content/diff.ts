/**
 * What changed between two versions of an item (shown in an item's history and in a review). Field by field over the
 * data, each change's path named with the form's labels (./fields.ts), and strings compared word by word. Pure.
 */
import { labelPath, type Path } from './fields';

export type WordPart = { op: 'same' | 'added' | 'removed'; text: string };
export type Change =
  | { op: 'added'; path: Path; label: string; after: unknown }
  | { op: 'removed'; path: Path; label: string; before: unknown }
  | { op: 'changed'; path: Path; label: string; before: unknown; after: unknown; words?: WordPart[] };

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Beyond this many words on a side, a string is shown as replaced whole (the comparison is quadratic). */
const MAX_WORDS = 1500;

/** A word-level diff of two strings (words and the spaces between them kept, so the parts join back to each side). */
export function diffWords(before: string, after: string): WordPart[] {
  const a = before.split(/(\s+)/).filter(Boolean);
  const b = after.split(/(\s+)/).filter(Boolean);
  if (a.length > MAX_WORDS || b.length > MAX_WORDS) return merge([{ op: 'removed', text: before }, { op: 'added', text: after }]);
  // Longest common subsequence, from the end, then walked forward.
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  }
  const parts: WordPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      parts.push({ op: 'same', text: a[i] });
      i++;
      j++;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) parts.push({ op: 'removed', text: a[i++] });
    else parts.push({ op: 'added', text: b[j++] });
  }
  while (i < a.length) parts.push({ op: 'removed', text: a[i++] });
  while (j < b.length) parts.push({ op: 'added', text: b[j++] });
  return merge(parts);
}

/** Neighbouring parts of one kind joined. */
function merge(parts: WordPart[]): WordPart[] {
  const out: WordPart[] = [];
  for (const p of parts) {
    if (!p.text) continue;
    const last = out.at(-1);
    if (last && last.op === p.op) last.text += p.text;
    else out.push({ ...p });
  }
  return out;
}

/** Every change from `before` to `after`, in the order of the fields (before's keys first, then new ones). */
export function diffData(before: unknown, after: unknown, path: Path = []): Change[] {
  const label = labelPath(path);
  if (before === undefined && after === undefined) return [];
  if (before === undefined) return [{ op: 'added', path, label, after }];
  if (after === undefined) return [{ op: 'removed', path, label, before }];
  if (isObject(before) && isObject(after)) {
    const keys = [...Object.keys(before), ...Object.keys(after).filter((k) => !Object.hasOwn(before, k))];
    return keys.flatMap((k) => diffData(before[k], after[k], [...path, k]));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const n = Math.max(before.length, after.length);
    return Array.from({ length: n }, (_, i) => diffData(before[i], after[i], [...path, i])).flat();
  }
  if (typeof before === 'string' && typeof after === 'string') {
    return before === after ? [] : [{ op: 'changed', path, label, before, after, words: diffWords(before, after) }];
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ op: 'changed', path, label, before, after }];
}
