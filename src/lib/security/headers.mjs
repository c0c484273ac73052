/**
 * Security headers and the Content-Security-Policy, as pure functions shared by the production server's edge
 * (scripts/serve/server.mjs: every answer, before Next sees the request), next.config.ts (`next dev`) and
 * src/proxy.ts (pages, whose inline scripts are allowed by hash). Plain JavaScript with JSDoc types, because the
 * server runs it as it is; TypeScript reads the types (allowJs).
 */

/**
 * @typedef {object} CspOptions
 * @property {string[]} [scriptHashes] 'sha256-…' sources for the page's inline scripts; none means no inline script may run.
 * @property {string} [nonce] a fresh nonce for a page rendered on request (Next puts it on the page's scripts).
 * @property {boolean} [dev] development needs 'unsafe-eval' and 'unsafe-inline' (React's debugging and Fast Refresh).
 * @property {string} [mediaOrigin] origin of an external media service (MEDIA_BASE_URL), allowed for images.
 * @property {string} [apiOrigin] origin of a separate API host (API_BASE_URL), which the forms post to.
 * @property {boolean} [framedBySelf] a staff preview, which the editor shows in a frame beside its form: this site's
 *   own pages may frame it (frame-ancestors 'self'); every other page may be framed by none.
 */

/** @param {CspOptions} [options] @returns {string} */
export function buildCsp({ scriptHashes = [], nonce, dev = false, mediaOrigin, apiOrigin, framedBySelf = false } = {}) {
  const script = dev
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes.map((h) => `'${h}'`)];
  const img = ["'self'", 'data:', 'blob:', ...(mediaOrigin ? [mediaOrigin] : [])];
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': script,
    // React and motion set style attributes; no stylesheet comes from elsewhere.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': img,
    'media-src': ["'self'", 'blob:'],
    // Fonts, fetches and the manifest fall back to default-src 'self'. Every byte of this header is in each page's
    // first round trip, so only directives that differ from default-src are listed.
    ...(dev || apiOrigin ? { 'connect-src': ["'self'", ...(dev ? ['ws:'] : []), ...(apiOrigin ? [apiOrigin] : [])] } : {}),
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [framedBySelf ? "'self'" : "'none'"],
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(' ')}`)
    .join('; ');
}

/**
 * A policy for responses that are not pages (API answers, assets, a staff download opened in a tab): nothing may
 * run or embed them, and a document opened from one is sandboxed (no script, no same-origin access).
 */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox";

/** X-Frame-Options of a staff preview (older browsers' frame-ancestors 'self'); SECURITY_HEADERS' DENY everywhere else. */
export const PREVIEW_FRAME_OPTIONS = 'SAMEORIGIN';

/** Cache-Control of a staff preview: for this browser only, kept nowhere (not by the edge, nginx nor the browser). */
export const PREVIEW_CACHE_CONTROL = 'private, no-store';

/** @type {{ key: string; value: string }[]} */
export const SECURITY_HEADERS = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
];

/**
 * Opener isolation, on the staff pages and every API answer (next.config.ts, and scripts/serve/edge.mjs for its own): a window that opened one of them, or
 * that it opens, gets no handle on it (no navigating it away to a look-alike, no counting its frames to learn what
 * the inbox holds), and it runs in a browsing context group of its own. Not on the public pages: they are the same
 * for every visitor, so there is nothing of theirs to leak, and a navigation to a page with this header must swap
 * the browsing context group, which in Lighthouse's load doubled the navigation's commit task and cost 220-740 ms of
 * blocking time and 70-90 ms of largest paint on every public route. A public page opened by someone
 * else's window and then navigated to a staff page loses the opener there, at the staff page's header.
 * @type {{ key: string; value: string }}
 */
export const OPENER_ISOLATION = { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' };

/** Where OPENER_ISOLATION applies: these paths and everything under them. */
const OPENER_ISOLATED_PREFIXES = ['/staff', '/api'];

/** The same, as next.config.ts header sources. */
export const OPENER_ISOLATED_SOURCES = OPENER_ISOLATED_PREFIXES.map((prefix) => `${prefix}/:path*`);

/** The same, for an answer scripts/serve/edge.mjs writes itself (a refusal before Next sees the request). */
export function isOpenerIsolated(/** @type {string} */ pathname) {
  return OPENER_ISOLATED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
