/**
 * Canonical JSON for content: object keys sorted (at every depth), 2-space indent, a trailing newline; properties
 * whose value is undefined left out, as JSON.stringify does. One value has exactly one text, so an export diffs well
 * in git and a fingerprint of the seed is stable whatever order its objects were written in.
 */
export function canonicalJson(value: unknown): string {
  return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) out[key] = sortKeys((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}
