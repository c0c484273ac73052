import { readStatusQuery } from '@/lib/media/library-query';
import { staffJson, staffRoute } from '@/server/auth/session';
import { mediaStatus } from '@/server/content/media';
import { routeHandlers } from '@/server/http/methods';
import { ensureStarted } from '@/server/startup';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET /api/staff/content/media/status?ids=…&sha256=…: where each upload named is now, `{ assets: [{ id, sha256,
 * state, failure, thumbnail }] }` (unknown ones left out). The media library and the editor's media fields ask again
 * every few seconds while one is processing, so "Processing" turns into "Ready" (or "Failed") by itself.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  GET: staffRoute('content:edit', async (request) => {
    await ensureStarted();
    const { ids, sha256s } = readStatusQuery(new URL(request.url).searchParams);
    return staffJson(200, { assets: await mediaStatus(ids, sha256s) });
    // Asked by a page left open, not by the staff member: it does not keep an idle session alive.
  }, { slide: false }),
});
