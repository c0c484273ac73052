import { staffJson } from '@/server/auth/session';
import { deleteItem, deletePlan } from '@/server/content/collections';
import { contentActionRoute, contentRoute, revalidatePublished } from '@/server/content/edit-http';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * /api/staff/content/items/{id}: GET what deleting it would change (the items linking to it, the replacements offered,
 * the redirect); DELETE { replacement? } deletes it (422 on `replacement` when a link needs one).
 */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  GET: contentActionRoute('content:publish', async (_staff, id) => staffJson(200, await deletePlan(await getDb(), id))),
  DELETE: contentRoute('content:publish', async (body, staff, id) => {
    const result = await deleteItem(await getDb(), staff, id, body.replacement);
    revalidatePublished(result.paths);
    return staffJson(200, result);
  }),
});
