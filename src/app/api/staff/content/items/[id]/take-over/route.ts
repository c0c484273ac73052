import { staffJson } from '@/server/auth/session';
import { contentRoute } from '@/server/content/edit-http';
import { takeOver } from '@/server/content/lock';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/staff/content/items/{id}/take-over {}: the item and its draft become this staff member's; the previous holder is told. */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: contentRoute('content:edit', async (_body, staff, id) => {
    const result = await takeOver(await getDb(), staff, id);
    return staffJson(200, result);
  }),
});
