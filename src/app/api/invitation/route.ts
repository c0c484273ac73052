import { accountsCopy } from '@/content/accounts';
import { AccountError } from '@/server/auth/accounts';
import { acceptInvitation, invitationOf } from '@/server/auth/invitations';
import { crossSiteRefusal, staffJson } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';
import { readJson } from '@/server/http/json';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST /api/invitation, the invitation page's one route (no session: the invitee has no account yet; the token in
 * the body is the proof, and it never appears in an address): { token } → { email, role } while the link is good;
 * { token, password } → makes the account (201), once. A spent, expired or unknown link: 410 with the same words.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: async (request: Request) => {
    const refused = crossSiteRefusal(request);
    if (refused) return refused;
    const body = await readJson(request).catch(() => ({}) as Record<string, unknown>);
    const db = await getDb();
    if (body.password === undefined) {
      const found = await invitationOf(db, body.token);
      return found ? staffJson(200, found) : staffJson(410, { error: accountsCopy.errors.invitationGone });
    }
    try {
      return staffJson(201, await acceptInvitation(db, { token: body.token, password: body.password }));
    } catch (err) {
      if (!(err instanceof AccountError)) throw err;
      const gone = err.message === accountsCopy.errors.invitationGone;
      return staffJson(gone ? 410 : 422, err.fields ? { error: err.message, fields: err.fields } : { error: err.message });
    }
  },
});
