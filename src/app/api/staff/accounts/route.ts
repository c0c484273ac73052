import { accountsCopy } from '@/content/accounts';
import { AccountError, removeStaff } from '@/server/auth/accounts';
import { staffJson, staffRoute } from '@/server/auth/session';
import { routeHandlers } from '@/server/http/methods';
import { readJson } from '@/server/http/json';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * DELETE /api/staff/accounts { email }: removes a colleague's account (Owners): its sessions, sign-ins waiting for a
 * code and pending schedules end with it; 422 for the last Owner, an unknown account or your own.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  DELETE: staffRoute('accounts:manage', async (request, staff) => {
    const email = String((await readJson(request)).email ?? '').trim().toLowerCase();
    if (email === staff.email) throw new AccountError(accountsCopy.errors.yourself);
    await removeStaff(email, staff);
    return staffJson(200, { removed: email });
  }),
});
