import { staffJson } from '@/server/auth/session';
import { contentRoute, revalidatePublished } from '@/server/content/edit-http';
import { revertLastPublish } from '@/server/content/revert';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/staff/content/items/{id}/revert {}: publishes again the version live before the current one (422 when none). */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: contentRoute('content:publish', async (_body, staff, id) => {
    const result = await revertLastPublish(await getDb(), staff, id);
    revalidatePublished(result.paths);
    return staffJson(200, result);
  }),
});
