import { accountsCopy } from '@/content/accounts';
import { isRole } from '@/lib/staff/roles';
import { AccountError, setRole } from '@/server/auth/accounts';
import { staffJson, staffRoute } from '@/server/auth/session';
import { routeHandlers } from '@/server/http/methods';
import { readJson } from '@/server/http/json';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/staff/accounts/role { email, role }: gives a colleague another role (Owners); never demotes the last Owner. */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: staffRoute('accounts:manage', async (request, staff) => {
    const body = await readJson(request);
    const email = String(body.email ?? '').trim().toLowerCase();
    if (!isRole(body.role)) throw new AccountError(accountsCopy.errors.role, { role: accountsCopy.errors.role });
    if (email === staff.email) throw new AccountError(accountsCopy.errors.yourself);
    const { changed } = await setRole(email, body.role, staff);
    return staffJson(200, { email, role: body.role, changed });
  }),
});
