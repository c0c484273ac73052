import { staffJson } from '@/server/auth/session';
import { contentRoute } from '@/server/content/edit-http';
import { cancelSchedule, schedulesOf } from '@/server/content/schedule';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/staff/content/items/{id}/schedule/cancel { scheduleId }: cancels a schedule that has not run (404 otherwise). */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: contentRoute('content:publish', async (body, staff, id) => {
    const db = await getDb();
    await cancelSchedule(db, staff, id, body.scheduleId);
    return staffJson(200, await schedulesOf(db, id));
  }),
});
