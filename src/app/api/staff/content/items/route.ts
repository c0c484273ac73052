import { staffJson } from '@/server/auth/session';
import { createItem } from '@/server/content/collections';
import { contentBodyRoute } from '@/server/content/edit-http';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/staff/content/items { kind }: a new case study, expertise page or role from its kind's defaults, as a draft. */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: contentBodyRoute('content:edit', async (body, staff) => {
    const created = await createItem(await getDb(), staff, String(body.kind ?? ''));
    return staffJson(201, { ...created, href: `/staff/content/${created.kind}/${created.id}` });
  }),
});
