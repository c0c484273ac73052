import { accountsCopy } from '@/content/accounts';
import { AccountError, resetTwoFactor } from '@/server/auth/accounts';
import { staffJson, staffRoute } from '@/server/auth/session';
import { routeHandlers } from '@/server/http/methods';
import { readJson } from '@/server/http/json';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/staff/accounts/two-factor { email }: turns off a colleague's two-factor sign-in (Owners), ending their sessions. */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: staffRoute('accounts:manage', async (request, staff) => {
    const email = String((await readJson(request)).email ?? '').trim().toLowerCase();
    if (email === staff.email) throw new AccountError(accountsCopy.errors.yourself);
    await resetTwoFactor(email, staff);
    return staffJson(200, { reset: email });
  }),
});
