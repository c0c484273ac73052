import { getAuth } from '@/server/auth/auth';
import { staffRoute } from '@/server/auth/session';
import { routeHandlers } from '@/server/http/methods';
import { getDb } from '@/server/db/client';
import { recordAudit } from '@/server/staff/audit';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/staff/sign-out: ends this session (its cookie is cleared) and records it. */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: staffRoute('account:self', async (request, staff) => {
    await recordAudit(await getDb(), { staff, action: 'sign-out' });
    const { headers } = await (await getAuth()).api.signOut({ headers: request.headers, returnHeaders: true });
    const response = new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });
    for (const cookie of headers.getSetCookie()) response.headers.append('set-cookie', cookie);
    return response;
  }),
});
