import { staffJson, staffRoute } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';
import { inboxState } from '@/server/staff/inbox';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET /api/staff/inbox: the newest submission's id and this staff member's unread count, which an open inbox polls
 * to show new submissions without a reload. Polling does not slide the session: an open tab alone keeps nobody in.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  GET: staffRoute('submissions:read', async (_request, staff) => staffJson(200, await inboxState(await getDb(), staff.id)), { slide: false }),
});
