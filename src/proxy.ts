import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { buildCsp } from '@/lib/security/headers.mjs';

/**
 * Pages get a Content-Security-Policy whose script-src lists the hashes of their own inline scripts
 * (computed after the build by scripts/build/csp-hashes.mjs), so static pages stay static and no
 * 'unsafe-inline' is needed for scripts. Other security headers come from next.config.ts.
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

function hashesFor(path: string): string[] {
  const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
  return hashes[clean] ?? hashes['/_not-found'] ?? [];
}

const mediaOrigin = process.env.MEDIA_BASE_URL ? new URL(process.env.MEDIA_BASE_URL).origin : undefined;

export function proxy(request: NextRequest) {
  const response = NextResponse.next();
  response.headers.set(
    'Content-Security-Policy',
    buildCsp({ scriptHashes: hashesFor(request.nextUrl.pathname), dev, mediaOrigin }),
  );
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
