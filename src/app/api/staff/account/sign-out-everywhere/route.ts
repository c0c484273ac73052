import { getAuth } from '@/server/auth/auth';
import { staffJson, staffRoute } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';
import { recordAudit } from '@/server/staff/audit';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/staff/account/sign-out-everywhere: ends every session of this staff member, this one too. */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: staffRoute(async (request, staff) => {
    await recordAudit(await getDb(), { staff, action: 'sign-out-everywhere' });
    const { headers } = await (await getAuth()).api.revokeSessions({ headers: request.headers, returnHeaders: true });
    const response = staffJson(200, { ok: true });
    for (const cookie of headers.getSetCookie()) response.headers.append('set-cookie', cookie);
    return response;
  }),
});
