/**
 * Redirects staff add by hand (issue 43, docs/content-editing-design.md 3.6): the rules, as a pure function over the
 * table as it stands. An old address (`from`) is a path on this site that no live page has and that does not redirect
 * yet; the new one (`to`) is a path on this site. The table never holds a chain or a loop: a→b with b→c stored is
 * stored as a→c, and x→a stored becomes x→c; a change that would close a circle is refused.
 */
import { staffContentCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';

const errors = staffContentCopy.errors;

export type Redirect = { from: string; to: string };

/** A page path: '/' or '/segment/segment…', each segment letters, digits and - . _ ~ (a percent escape too). */
const PAGE_PATH = /^\/$|^(?:\/(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})+)+$/;
/** What is never a page: the staff side, the API, Next's files, the media. */
const NOT_PAGES = /^\/(staff|api|_next|media)(\/|$)/;
export const MAX_PATH_LENGTH = 300;

/** The path as the table keeps it: trimmed, without a trailing slash (but '/'). */
export function normalizeRedirectPath(value: unknown): string {
  const s = typeof value === 'string' ? value.trim() : '';
  return s.length > 1 ? s.replace(/\/+$/, '') : s;
}

function pathProblem(path: string, missing: string): string | null {
  if (!path) return missing;
  if (path.length > MAX_PATH_LENGTH || !PAGE_PATH.test(path)) return errors.redirectPath;
  if (NOT_PAGES.test(path)) return errors.redirectNotPage;
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
  const fields: Partial<Record<'from' | 'to', string>> = {};
  const fromProblem = pathProblem(from, errors.redirectFromMissing);
  const toProblem = pathProblem(to, errors.redirectToMissing);
  if (fromProblem) fields.from = fromProblem;
  else if (isLive(from)) fields.from = errors.redirectLive;
  else {
    const already = existing.find((r) => r.from === from);
    if (already) fields.from = fillTemplate(errors.redirectExists, { to: already.to });
  }
  if (toProblem) fields.to = toProblem;
  else if (!fromProblem && to === from) fields.to = errors.redirectSelf;
  if (fields.from || fields.to) return { ok: false, fields };

  const target = existing.find((r) => r.from === to)?.to ?? to;
  const rewrites = existing.filter((r) => r.to === from).map((r) => ({ from: r.from, to: target }));
  if (target === from || rewrites.some((r) => r.from === r.to)) {
    return { ok: false, fields: { to: fillTemplate(errors.redirectLoop, { to, from: target === from ? from : to }) } };
  }
  return { ok: true, row: { from, to: target }, rewrites };
}
