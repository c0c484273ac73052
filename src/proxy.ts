import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { buildCsp, PREVIEW_CACHE_CONTROL, PREVIEW_FRAME_OPTIONS } from '@/lib/security/headers.mjs';
import { isPreviewRequest, pageKind } from '@/lib/security/page-kind.mjs';

/**
 * Pages get a Content-Security-Policy whose script-src lists the hashes of their own inline scripts, so static pages
 * stay static and no 'unsafe-inline' is needed for scripts. Which pages: by the kind of address
 * (src/lib/security/page-kind.mjs). A public page gets the hashes the build computed (scripts/build/finish-pages.mjs);
 * when Next renders it again at runtime (after a publish) the production server's edge finishes it and writes the
 * policy with its new hashes (scripts/serve/finish.mjs). A staff page, or any page in draft mode, gets a fresh nonce
 * as well: Next reads it from the request's policy header and puts it on the scripts it writes; such an answer is
 * never kept. A staff preview of a public page may be framed by the site's own pages (the editor's live preview), and
 * is marked private and no-store. Other security headers come from next.config.ts.
 */
const dev = process.env.NODE_ENV === 'development';

/** Read once, when the server loads this module: the build wrote it and it does not change while the server runs. */
const hashes: Record<string, string[]> = (() => {
  try {
    return JSON.parse(readFileSync(join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'csp-hashes.json'), 'utf8'));
  } catch {
    return {}; // `next dev`: no build, and development allows inline scripts anyway
  }
})();

const clean = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

function hashesFor(path: string): string[] {
  return hashes[clean(path)] ?? hashes['/_not-found'] ?? [];
}

const mediaOrigin = process.env.MEDIA_BASE_URL ? new URL(process.env.MEDIA_BASE_URL).origin : undefined;
/** A separate API host the forms post to (API_BASE_URL, src/lib/forms/api.ts). */
const apiOrigin = process.env.API_BASE_URL ? new URL(process.env.API_BASE_URL).origin : undefined;

export function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname;
  const cookie = request.headers.get('cookie');
  const nonce = pageKind(path, cookie) === 'public' || dev ? undefined : Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64');
  const preview = isPreviewRequest(path, cookie);
  const csp = buildCsp({ scriptHashes: hashesFor(path), nonce, dev, mediaOrigin, apiOrigin, framedBySelf: preview });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.delete('content-security-policy');
  if (nonce) requestHeaders.set('content-security-policy', csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  if (preview) {
    response.headers.set('X-Frame-Options', PREVIEW_FRAME_OPTIONS);
    response.headers.set('Cache-Control', PREVIEW_CACHE_CONTROL);
  }
  return response;
}

export const config = {
  matcher: [
    {
      source: '/((?!api|_next/static|_next/image|media|favicon.ico|icon|apple-icon|manifest.webmanifest|robots.txt|sitemap.xml).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'rsc' },
      ],
    },
  ],
};
