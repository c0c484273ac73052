import { staffJson, staffRoute } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';
import { markUnread } from '@/server/staff/submission';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** POST /api/staff/submissions/{id}/unread: marks it unread again, for this staff member only. */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: staffRoute<Context>('submissions:handle', async (_request, staff, { params }) => {
    await markUnread(await getDb(), staff, (await params).id);
    return staffJson(200, { ok: true });
  }),
});
