import { staffJson } from '@/server/auth/session';
import { contentRoute } from '@/server/content/edit-http';
import { scheduleChange, schedulesOf } from '@/server/content/schedule';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST /api/staff/content/items/{id}/schedule { action: 'publish' | 'unpublish', dueAt: ISO with offset, versionId }:
 * schedules the change (422 by field); answers with the row and the item's pending schedules.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: contentRoute('content:publish', async (body, staff, id) => {
    const db = await getDb();
    const schedule = await scheduleChange(db, staff, id, { action: body.action, dueAt: body.dueAt, versionId: body.versionId });
    return staffJson(201, { schedule, ...(await schedulesOf(db, id)) });
  }),
});
