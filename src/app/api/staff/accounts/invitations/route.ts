import { cancelInvitation, invite } from '@/server/auth/invitations';
import { staffJson, staffRoute } from '@/server/auth/session';
import { readSite } from '@/server/content/read';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';
import { readJson } from '@/server/http/json';
import { kickOutbox } from '@/server/mail/outbox';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * /api/staff/accounts/invitations (Owners): POST { email, role } sends an invitation through the outbox (422 by field:
 * not an address, not a role, already an account); DELETE { id } cancels a pending one (404 when there is none).
 */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: staffRoute('accounts:manage', async (request, staff) => {
    const body = await readJson(request);
    const invitation = await invite(await getDb(), staff, { email: body.email, role: body.role }, (await readSite()).name);
    kickOutbox();
    return staffJson(201, { invitation });
  }),
  DELETE: staffRoute('accounts:manage', async (request, staff) => {
    const body = await readJson(request);
    if (!(await cancelInvitation(await getDb(), staff, body.id))) return staffJson(404, { error: 'No such invitation' });
    return staffJson(200, { cancelled: body.id });
  }),
});
