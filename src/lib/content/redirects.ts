/**
 * Redirects staff add by hand (docs/content-editing-design.md 3.6): the rules, as a pure function over the
 * table as it stands. An old address (`from`) is a path on this site that no live page has and that does not redirect
 * yet; the new one (`to`) is a path on this site. The table never holds a chain or a loop: a→b with b→c stored is
 * stored as a→c, and x→a stored becomes x→c; a change that would close a circle is refused.
 */
import { staffContentCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import { canonicalSitePath, isCanonicalSitePath, isReservedPath } from './site-path.mjs';

const errors = staffContentCopy.errors;

export type Redirect = { from: string; to: string };

/**
 * The path as the table keeps it: trimmed, one trailing slash taken off (but '/'). Nothing else is changed: a path
 * that is not then in its canonical form (./site-path.mjs) is refused, not rewritten.
 */
export function normalizeRedirectPath(value: unknown): string {
  const s = typeof value === 'string' ? value.trim() : '';
  return s.length > 1 && s.endsWith('/') ? s.slice(0, -1) : s;
}

/**
 * What is wrong with a path as a redirect's end, or null. A path that resolves to the staff side, the API, Next's
 * files or the media is refused as such however it is written; any other path not written canonically is refused
 * with its canonical form, so that the rules, the loop check, the table and the edge compare one spelling.
 */
function pathProblem(path: string, missing: string, isLive?: (path: string) => boolean): string | null {
  if (!path) return missing;
  const canonical = canonicalSitePath(path);
  if (canonical === null) return errors.redirectPath;
  if (isReservedPath(canonical)) return errors.redirectNotPage;
  if (isLive?.(canonical)) return errors.redirectLive;
  if (canonical !== path) return fillTemplate(errors.redirectNotCanonical, { path: canonical });
  return null;
}

export type RedirectPlan =
  | { ok: true; row: Redirect; rewrites: Redirect[] }
  | { ok: false; fields: Partial<Record<'from' | 'to', string>> };

/**
 * What adding `from → to` does to `existing` (a table with no chains): the row to store (its target followed one
 * step, so no chain) and the older rows that pointed at `from` and now point at the new target; or the messages by
 * field. `isLive(path)` says whether a live page has that address.
 */
export function planRedirect(input: { from: unknown; to: unknown }, existing: readonly Redirect[], isLive: (path: string) => boolean): RedirectPlan {
  const from = normalizeRedirectPath(input.from);
  const to = normalizeRedirectPath(input.to);
  // Rows stored before every path was canonical are never answered (scripts/serve/redirects.mjs): not compared either.
  const table = existing.filter((r) => isCanonicalSitePath(r.from) && isCanonicalSitePath(r.to));
  const fields: Partial<Record<'from' | 'to', string>> = {};
  const fromProblem = pathProblem(from, errors.redirectFromMissing, isLive);
  const toProblem = pathProblem(to, errors.redirectToMissing);
  if (fromProblem) fields.from = fromProblem;
  else {
    const already = table.find((r) => r.from === from);
    if (already) fields.from = fillTemplate(errors.redirectExists, { to: already.to });
  }
  if (!fromProblem && canonicalSitePath(to) === from) fields.to = errors.redirectSelf;
  else if (toProblem) fields.to = toProblem;
  if (fields.from || fields.to) return { ok: false, fields };

  const target = table.find((r) => r.from === to)?.to ?? to;
  const rewrites = table.filter((r) => r.to === from).map((r) => ({ from: r.from, to: target }));
  if (target === from || rewrites.some((r) => r.from === r.to)) {
    return { ok: false, fields: { to: fillTemplate(errors.redirectLoop, { to, from: target === from ? from : to }) } };
  }
  return { ok: true, row: { from, to: target }, rewrites };
}
