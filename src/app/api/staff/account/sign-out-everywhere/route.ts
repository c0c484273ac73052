import { getAuth } from '@/server/auth/auth';
import { endStandingAccess } from '@/server/auth/standing-access';
import { staffJson, staffRoute } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';
import { recordAudit } from '@/server/staff/audit';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST /api/staff/account/sign-out-everywhere: ends every session of this staff member, this one too, and every
 * other standing access (pending two-factor challenges, the publishes and unpublishes they scheduled).
 */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: staffRoute('account:self', async (request, staff) => {
    const db = await getDb();
    await recordAudit(db, { staff, action: 'sign-out-everywhere' });
    const { headers } = await (await getAuth()).api.revokeSessions({ headers: request.headers, returnHeaders: true });
    await endStandingAccess(db, staff.id, 'sign-out-everywhere', { by: staff });
    const response = staffJson(200, { ok: true });
    for (const cookie of headers.getSetCookie()) response.headers.append('set-cookie', cookie);
    return response;
  }),
});
