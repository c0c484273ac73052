import { staffJson, staffRoute } from '@/server/auth/session';
import { routeHandlers } from '@/server/http/methods';
import { readJson } from '@/server/http/json';
import { changeTwoFactor } from '@/server/auth/two-factor';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST /api/staff/account/two-factor { step: 'enable', password } → a QR code, its key and recovery codes;
 * { step: 'verify', code } → on; { step: 'disable', password } → off. Each change is recorded.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: staffRoute('account:self', async (request, staff) => {
    const body = await readJson(request);
    const result = await changeTwoFactor(request.headers, staff, body);
    const response = staffJson(result.status, result.body);
    for (const cookie of result.cookies) response.headers.append('set-cookie', cookie);
    return response;
  }),
});
