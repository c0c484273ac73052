/**
 * The inbox's filters as they travel in its address (/staff?q=…&kind=…&status=…&from=…&to=…&files=1&page=2), so a
 * filtered view can be bookmarked, shared with a colleague, refreshed live and exported as it is. Whatever the
 * address says is checked here; anything unknown is dropped, never passed on.
 */
export const KINDS = ['application', 'enquiry', 'pricing'] as const;
export type Kind = (typeof KINDS)[number];

/** The status a submission moves through (SPEC for the staff side: New → In review → Replied → Archived). */
export const STATUSES = ['new', 'in_review', 'replied', 'archived'] as const;
export type Status = (typeof STATUSES)[number];

export const PAGE_SIZE = 50;
const MAX_QUERY_CHARS = 200;

export type InboxFilters = {
  q: string;
  kind: Kind | null;
  status: Status | null;
  /** Inclusive days, YYYY-MM-DD, in UTC. */
  from: string | null;
  to: string | null;
  withFiles: boolean;
  page: number;
};

export type Params = Record<string, string | string[] | undefined> | URLSearchParams;

export function param(params: Params, name: string): string {
  const v = params instanceof URLSearchParams ? params.get(name) : params[name];
  return (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
}

/** A real calendar day written YYYY-MM-DD, or null. */
export function day(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value ? value : null;
}

const oneOf = <T extends string>(list: readonly T[], value: string): T | null => (list.includes(value as T) ? (value as T) : null);

export function parseInboxFilters(params: Params): InboxFilters {
  const page = Number(param(params, 'page'));
  return {
    q: param(params, 'q').slice(0, MAX_QUERY_CHARS),
    kind: oneOf(KINDS, param(params, 'kind')),
    status: oneOf(STATUSES, param(params, 'status')),
    from: day(param(params, 'from')),
    to: day(param(params, 'to')),
    withFiles: param(params, 'files') === '1',
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The address of a view of the inbox: the filters, with `changes` applied (the page goes back to 1 unless given). */
export function inboxHref(filters: InboxFilters, changes: Partial<InboxFilters> = {}, base = '/staff'): string {
  const f = { ...filters, page: 1, ...changes };
  const params = new URLSearchParams();
  if (f.q) params.set('q', f.q);
  if (f.kind) params.set('kind', f.kind);
  if (f.status) params.set('status', f.status);
  if (f.from) params.set('from', f.from);
  if (f.to) params.set('to', f.to);
  if (f.withFiles) params.set('files', '1');
  if (f.page > 1) params.set('page', String(f.page));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** True when the view is the whole inbox. */
export function isUnfiltered(f: InboxFilters): boolean {
  return !f.q && !f.kind && !f.status && !f.from && !f.to && !f.withFiles;
}

/**
 * A search as a PostgreSQL tsquery for to_tsquery('simple', …): every word must be found, each as a prefix
 * ("ayes" finds Ayesha); only letters, digits and the characters of e-mail addresses and names are kept, so nothing
 * typed can change the query's syntax. Null when nothing searchable is left.
 */
export function searchQuery(q: string): string | null {
  const words = q
    .normalize('NFKC')
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}@._+-]/gu, '').replace(/^[._+-]+|[._+-]+$/g, ''))
    .filter(Boolean)
    .slice(0, 12);
  if (!words.length) return null;
  return words.map((w) => `'${w.replace(/'/g, "''")}':*`).join(' & ');
}
