/**
 * The media library's questions as addresses: the list (and its picker) filtered by words and kind, and the state of
 * some uploads (GET /api/staff/content/media and …/media/status). One reading for the routes and the components.
 */

export const MEDIA_LIST_URL = '/api/staff/content/media';
export const MEDIA_STATUS_URL = '/api/staff/content/media/status';

/** How many uploads one status question names at most (a form's fields, a library page's rows). */
export const MAX_STATUS_IDS = 200;
/** How many uploads the picker shows for one search. */
export const PICKER_LIMIT = 60;
const MAX_SEARCH = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SHA256 = /^[0-9a-f]{64}$/;

export type MediaKind = 'image' | 'video';

/** GET /api/staff/content/media?search=…&kind=image|video&limit=n: words cut to a sane length, a kind or none. */
export function readListQuery(params: URLSearchParams): { search?: string; kind?: MediaKind; limit?: number } {
  const search = (params.get('search') ?? '').slice(0, MAX_SEARCH).trim();
  const kind = params.get('kind');
  const limit = Number(params.get('limit'));
  return {
    ...(search ? { search } : {}),
    ...(kind === 'image' || kind === 'video' ? { kind } : {}),
    ...(Number.isInteger(limit) && limit > 0 ? { limit: Math.min(limit, 200) } : {}),
  };
}

/** The address of the list for `search` and `kind`, as the picker asks for it. */
export function listUrl(search: string, kind?: MediaKind): string {
  const params = new URLSearchParams({ limit: String(PICKER_LIMIT) });
  if (search.trim()) params.set('search', search.trim());
  if (kind) params.set('kind', kind);
  return `${MEDIA_LIST_URL}?${params}`;
}

/**
 * GET /api/staff/content/media/status?ids=…&sha256=…: comma-separated upload ids and SHA-256s, each well formed, no
 * repeats, at most MAX_STATUS_IDS in all; anything else is dropped (it names no upload).
 */
export function readStatusQuery(params: URLSearchParams): { ids: string[]; sha256s: string[] } {
  const list = (name: string, shape: RegExp) => [...new Set((params.get(name) ?? '').split(',').map((s) => s.trim().toLowerCase()))].filter((s) => shape.test(s));
  const ids = list('ids', UUID).slice(0, MAX_STATUS_IDS);
  const sha256s = list('sha256', SHA256).slice(0, MAX_STATUS_IDS - ids.length);
  return { ids, sha256s };
}

/** The address that asks for the state of these uploads. */
export function statusUrl({ ids = [], sha256s = [] }: { ids?: string[]; sha256s?: string[] }): string {
  const params = new URLSearchParams();
  if (ids.length) params.set('ids', ids.join(','));
  if (sha256s.length) params.set('sha256', sha256s.join(','));
  return `${MEDIA_STATUS_URL}?${params}`;
}
