/**
 * Where the forms post (SPEC section 7: "paths starting with '/api' have the prefix removed when a base is
 * configured"): `/api/submit`, `/api/contact`, `/api/pricing` on the site itself, or `${API_BASE_URL}/submit` … when
 * API_BASE_URL names a separate API host (pages from a CDN, the API elsewhere). A build-time setting, like SITE_URL:
 * next.config.ts bakes it into the scripts, and `npm start` rebuilds when it changes.
 */
export function apiUrl(path: '/submit' | '/contact' | '/pricing'): string {
  const base = (process.env.API_BASE_URL ?? '').replace(/\/+$/, '');
  return base ? `${base}${path}` : `/api${path}`;
}
