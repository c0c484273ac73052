import { staffJson } from '@/server/auth/session';
import { contentRoute } from '@/server/content/edit-http';
import { releaseItem } from '@/server/content/lock';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/staff/content/items/{id}/lock/release {}: the editor closed; the lock goes (a draft stays its writer's). */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: contentRoute('content:edit', async (_body, staff, id) => {
    await releaseItem(await getDb(), staff, id);
    return staffJson(200, { ok: true });
  }),
});
