import { staffJson, staffRoute } from '@/server/auth/session';
import { markNoticeRead } from '@/server/content/notices';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** POST /api/staff/notices/{id}/read: marks one of the staff member's own notices read (404 for anyone else's). */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: staffRoute<Context>('account:self', async (_request, staff, { params }) => {
    const id = Number((await params).id);
    const done = Number.isSafeInteger(id) && id > 0 && (await markNoticeRead(await getDb(), staff.id, id));
    return done ? staffJson(200, { ok: true }) : staffJson(404, { error: 'Not found.' });
  }),
});
