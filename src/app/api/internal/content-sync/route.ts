import { revalidatePaths, isInternalRequest } from '@/server/content/sync';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const NO_STORE = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/**
 * POST /api/internal/content-sync {"paths": [...]}: this instance's content watcher (src/server/content/watch.ts),
 * on loopback with the edge's token, has Next render these pages again on their next request. Anything else: 404,
 * as if there were no such route.
 */
async function sync(request: Request): Promise<Response> {
  if (!isInternalRequest(request)) return new Response(JSON.stringify({ error: 'Not found' }), { status: 404, headers: NO_STORE });
  let paths: unknown;
  try {
    paths = ((await request.json()) as { paths?: unknown }).paths;
  } catch {
    paths = undefined;
  }
  if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string' && (p === '*' || p.startsWith('/')))) {
    return new Response(JSON.stringify({ error: 'paths must be a list of page addresses' }), { status: 400, headers: NO_STORE });
  }
  revalidatePaths(paths as string[]);
  return new Response(JSON.stringify({ revalidated: paths, phase: process.env.NEXT_PHASE ?? null }), { status: 200, headers: NO_STORE });
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({ POST: sync });
