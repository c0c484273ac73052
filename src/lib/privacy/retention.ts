/**
 * RETENTION_DAYS (default 365): how long a submission is kept before the site erases it on schedule
 * (src/server/staff/erase.ts). The privacy page states the same period: it is built with it, and `npm start`
 * rebuilds when it changes (scripts/build/lib/build-settings.mjs).
 */
export const DEFAULT_RETENTION_DAYS = 365;

export function retentionDays(env: Record<string, string | undefined> = process.env): number {
  const v = Number(env.RETENTION_DAYS);
  return Number.isInteger(v) && v > 0 ? v : DEFAULT_RETENTION_DAYS;
}

/** The period as the privacy notice says it: "365 days", "1 day". */
export function retentionPhrase(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** Fills `{key}` placeholders in every string of a content object (the privacy notice's `{retention}`). */
export function fillStrings<T>(value: T, values: Record<string, string>): T {
  if (typeof value === 'string') return value.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m) as T;
  if (Array.isArray(value)) return value.map((v) => fillStrings(v, values)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillStrings(v, values)])) as T;
  return value;
}
