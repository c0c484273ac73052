/**
 * A record's value (an object whose keys staff choose, such as offices by city) as the form edits it: a list of
 * entries, each a key and a value, and back. Keys are trimmed; an empty key or one given twice is a problem the form
 * shows instead of saving, so no entry is silently merged into another or filed under nothing.
 */
export type RecordEntry = { key: string; value: unknown };

/** The entries of a record's value, in its order (anything but a plain object has none). */
export function recordEntries(value: unknown): RecordEntry[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).map(([key, v]) => ({ key, value: v }));
}

export type RecordProblem = { problem: 'missing' } | { problem: 'twice'; key: string };

/** The record the entries make, or what stops them making one: a key left empty, or a key given twice. */
export function recordOf(entries: readonly RecordEntry[]): { value: Record<string, unknown> } | RecordProblem {
  const value: Record<string, unknown> = {};
  for (const entry of entries) {
    const key = entry.key.trim();
    if (!key) return { problem: 'missing' };
    if (Object.hasOwn(value, key)) return { problem: 'twice', key };
    value[key] = entry.value;
  }
  return { value };
}
