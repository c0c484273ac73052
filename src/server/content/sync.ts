import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { revalidatePath } from 'next/cache';
import { EVERY_PAGE } from '@/lib/content/paths';

/**
 * What a content change does to this instance's Next cache (docs/content-editing-design.md 3.3), called by
 * POST /api/internal/content-sync, which this instance's own watcher (./watch.ts) sends on loopback: Next's
 * revalidatePath works only inside a request.
 */

/** The header the watcher authenticates with: `Bearer <the edge's token>` (scripts/serve/edge.mjs makes it per process). */
export const SYNC_AUTHORIZATION = 'authorization';

const LOOPBACK = (address: string) => address === '127.0.0.1' || address === '::1' || address.startsWith('127.') || address === '::ffff:127.0.0.1';

/**
 * Whether a request is this process's own watcher: it carries the edge's token (known only to this process) as a
 * bearer token, and the edge resolved its client to a loopback address. Anything else is refused.
 */
export function isInternalRequest(request: Request): boolean {
  const token = process.env.DRIFTLINE_EDGE_TOKEN;
  if (!token) return false;
  const given = request.headers.get(SYNC_AUTHORIZATION) ?? '';
  const expected = `Bearer ${token}`;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return false;
  if (request.headers.get('x-driftline-edge') !== token) return false;
  const client = request.headers.get('x-forwarded-for')?.trim() ?? '';
  return isIP(client) !== 0 && LOOPBACK(client);
}

/**
 * A changed path as Next's revalidatePath takes it: '*' every page, '/work/*' every case study. A route pattern must
 * be the page's own route, route group included: Next tags a page with `/(site)/work/[slug]/page`, so
 * '/work/[slug]' would mark nothing stale (the case study pages kept showing the old version after a publish).
 */
export function revalidationOf(path: string): [string, 'layout' | 'page' | undefined][] {
  if (path === EVERY_PAGE) return [['/', 'layout']];
  if (path === '/work/*') {
    // A case study also opens as a dialog over the page a work card was on: the intercepting route is its own page.
    return [['/(site)/work/[slug]', 'page'], ['/(site)/@modal/(.)work/[slug]', 'page']];
  }
  if (path.endsWith('/*')) return [[`/(site)${path.slice(0, -2)}/[slug]`, 'page']];
  return [[path, undefined]];
}

/** Marks these paths stale in this instance's Next cache: the next request for each renders it again. */
export function revalidatePaths(paths: readonly string[]): void {
  for (const p of new Set(paths)) {
    for (const [path, type] of revalidationOf(p)) revalidatePath(path, type);
  }
}
