import 'server-only';
import { isAllowedOrigin } from '../request';

/**
 * CORS for the site's own origin only (SITE_URL's; src/server/request.ts allowedOrigins), for when the forms post to a
 * separate API host (API_BASE_URL): the browser may read the answer, and a preflight (the pricing request's JSON)
 * is allowed for the methods the route takes and the one header the forms set. No credentials are ever allowed: the
 * forms send none. Any other origin gets no CORS header at all (and its posts are refused by the cross-site check).
 */
/** How long a browser may keep a preflight's answer (Chromium keeps one for at most 2 hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 7200;
/** The only request header the forms set that is not CORS-safelisted: Content-Type: application/json (pricing). */
const ALLOWED_HEADERS = 'content-type';

function allowedOrigin(request: Request): string | null {
  const origin = request.headers.get('origin');
  return origin && isAllowedOrigin(origin) ? origin : null;
}

/** The CORS headers of an answer to this request (always Vary: Origin: the answer depends on it). */
export function corsHeaders(request: Request): Record<string, string> {
  const origin = allowedOrigin(request);
  return origin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : { vary: 'Origin' };
}

/** The headers of a preflight's answer: the route's methods for the site's origin, nothing for any other. */
export function preflightHeaders(request: Request, methods: string[]): Record<string, string> {
  const asked = request.headers.get('access-control-request-method');
  const origin = allowedOrigin(request);
  if (!asked || !origin || !methods.includes(asked.toUpperCase())) return { vary: 'Origin' };
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': methods.join(', '),
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
    vary: 'Origin',
  };
}
