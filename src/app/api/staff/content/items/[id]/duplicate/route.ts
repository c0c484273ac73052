import { staffJson } from '@/server/auth/session';
import { duplicateItem } from '@/server/content/collections';
import { contentRoute } from '@/server/content/edit-http';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/staff/content/items/{id}/duplicate {}: a copy of the item as a new draft, with a key of its own. */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: contentRoute('content:edit', async (_body, staff, id) => {
    const created = await duplicateItem(await getDb(), staff, id);
    return staffJson(201, { ...created, href: `/staff/content/${created.kind}/${created.id}` });
  }),
});
