import { staffJson } from '@/server/auth/session';
import { publish } from '@/server/content/edit';
import { contentRoute, revalidatePublished, versionIdOf } from '@/server/content/edit-http';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/staff/content/items/{id}/publish { baseVersionId? }: publishes the draft (422 by field, 409 if it moved on). */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: contentRoute('content:publish', async (body, staff, id) => {
    const result = await publish(await getDb(), staff, id, versionIdOf(body.baseVersionId));
    revalidatePublished(result.paths);
    return staffJson(200, result);
  }),
});
