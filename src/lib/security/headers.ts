/**
 * Security headers and the Content-Security-Policy, as pure functions shared by next.config.ts
 * (every response) and src/proxy.ts (pages, whose inline scripts are allowed by hash).
 */

type CspOptions = {
  /** 'sha256-…' sources for the page's inline scripts; none means no inline script may run. */
  scriptHashes?: string[];
  /** Development needs 'unsafe-eval' and 'unsafe-inline' (React's debugging and Fast Refresh). */
  dev?: boolean;
  /** Origin of an external media service (MEDIA_BASE_URL), allowed for images. */
  mediaOrigin?: string;
};

export function buildCsp({ scriptHashes = [], dev = false, mediaOrigin }: CspOptions = {}): string {
  const script = dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", ...scriptHashes.map((h) => `'${h}'`)];
  const img = ["'self'", 'data:', 'blob:', ...(mediaOrigin ? [mediaOrigin] : [])];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': script,
    // React and motion set style attributes; no stylesheet comes from elsewhere.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': img,
    'media-src': ["'self'", 'blob:'],
    // Fonts, fetches and the manifest fall back to default-src 'self'. Every byte of this header is in each page's
    // first round trip, so only directives that differ from default-src are listed.
    ...(dev ? { 'connect-src': ["'self'", 'ws:'] } : {}),
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(' ')}`)
    .join('; ');
}

/** A policy for responses that are not pages (API answers, assets): nothing may run or embed them. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const SECURITY_HEADERS: { key: string; value: string }[] = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];
