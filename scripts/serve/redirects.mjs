// The edge's redirect table (docs/content-editing-design.md 3.6): a page whose address moved (a case study's
// slug changed, or a redirect staff added by hand) is answered here with a 308 to its new address, before the edge's
// memory and before Next, so neither the memory nor nginx can keep serving the old page. The table is the database's
// content_redirects, handed over by this instance's content watcher (src/server/content/watch.ts, through the
// server's globalThis handle) at start and after every content change. The answer keeps the request's query string
// (a client router's `?_rsc=` request lands on the new address's RSC answer) and may be kept by nginx for
// REDIRECT_CACHE_CONTROL's two seconds, as a page is.

import { canonicalSitePath, isCanonicalSitePath, isReservedPath } from '../../src/lib/content/site-path.mjs';

/** How long nginx may keep a redirect (as long as a page: a redirect deleted or changed is seen within seconds). */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=0, s-maxage=2, stale-while-revalidate=2';

/**
 * @typedef {object} Redirect
 * @property {string} from a path on this site ('/work/old')
 * @property {string} to a path on this site ('/work/new')
 * @property {number} [status] 308 unless said
 */

/**
 * The request target's path as the table keys it: its canonical form (src/lib/content/site-path.mjs: dot segments
 * resolved, escaped letters decoded, no trailing slash), so every spelling of an address finds its row; null for a
 * target that is no site path (left to Next). @param {string} p
 */
const keyOf = (p) => canonicalSitePath(p);

/** The redirect table. `set` replaces it whole; `answer` sends the 308 for a GET or HEAD of a moved address. */
export function createRedirects() {
  /** @type {Map<string, { to: string, status: number }>} */
  let table = new Map();

  /** @param {readonly Redirect[]} rows */
  function set(rows) {
    /** @type {Map<string, { to: string, status: number }>} */
    const next = new Map();
    for (const row of rows) {
      // Only a row both of whose ends are canonical, from an address that may be a page: a row stored before the rules
      // compared canonical paths (`/x/../staff`, `/about/.`) is never answered.
      if (!isCanonicalSitePath(row.from) || isReservedPath(row.from) || !isCanonicalSitePath(row.to)) continue;
      next.set(row.from, { to: row.to, status: row.status === 301 || row.status === 302 || row.status === 307 ? row.status : 308 });
    }
    table = next;
    return table.size;
  }

  /**
   * Where a request target goes, with its query string, or null.
   * @param {string} url an origin-form request target
   */
  function locationOf(url) {
    if (table.size === 0) return null;
    const q = url.indexOf('?');
    const key = keyOf(q === -1 ? url : url.slice(0, q));
    const found = key ? table.get(key) : undefined;
    if (!found) return null;
    return { location: q === -1 ? found.to : `${found.to}${found.to.includes('?') ? '&' : '?'}${url.slice(q + 1)}`, status: found.status };
  }

  /**
   * Answers a GET or HEAD of a moved address with its redirect; false for anything else.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   */
  function answer(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const found = locationOf(req.url ?? '/');
    if (!found) return false;
    const body = req.method === 'HEAD' ? '' : `Moved to ${found.location}\n`;
    res.writeHead(found.status, {
      location: found.location,
      'cache-control': REDIRECT_CACHE_CONTROL,
      'content-type': 'text/plain; charset=utf-8',
      'content-length': Buffer.byteLength(`Moved to ${found.location}\n`),
    });
    res.end(body);
    return true;
  }

  return { set, answer, locationOf, size: () => table.size };
}
