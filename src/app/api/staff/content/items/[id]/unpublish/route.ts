import { staffJson } from '@/server/auth/session';
import { unpublish } from '@/server/content/edit';
import { contentRoute, revalidatePublished } from '@/server/content/edit-http';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/staff/content/items/{id}/unpublish {}: takes the item off the public site. */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: contentRoute('content:publish', async (_body, staff, id) => {
    const result = await unpublish(await getDb(), staff, id);
    revalidatePublished(result.paths);
    return staffJson(200, result);
  }),
});
