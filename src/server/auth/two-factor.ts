import 'server-only';
import { isAPIError } from 'better-auth/api';
import QRCode from 'qrcode';
import { staffCopy } from '@/content/staff';
import { getDb } from '../db/client';
import { recordAudit } from '../staff/audit';
import { getAuth } from './auth';
import { endStandingAccess } from './standing-access';
import type { Staff } from './session';

/** The session token a Set-Cookie list gives the browser (the signed cookie's value is `<token>.<signature>`), or ''. */
function sessionTokenOf(setCookies: string[]): string {
  const set = setCookies.find((c) => /^(__Host-)?driftline\.session=[^;]/.test(c));
  return set ? decodeURIComponent(set.slice(set.indexOf('=') + 1).split(';')[0]).split('.')[0] : '';
}

type Result = { status: number; body: Record<string, unknown>; cookies: string[] };

const words = staffCopy.account;
const failed = (message: string): Result => ({ status: 400, body: { error: message }, cookies: [] });

/**
 * Turning two-factor sign-in on or off for the signed-in staff member (Better Auth's twoFactor plugin: TOTP with
 * recovery codes). Turning it on takes the password, shows a QR code (drawn here, as an SVG, so no script draws it in
 * the browser) and the key, and is confirmed by a first code; turning it off takes the password.
 */
export async function changeTwoFactor(headers: Headers, staff: Staff, body: Record<string, unknown>): Promise<Result> {
  const auth = await getAuth();
  const db = await getDb();
  const password = typeof body.password === 'string' ? body.password : '';
  const code = typeof body.code === 'string' ? body.code.replace(/\s+/g, '') : '';
  try {
    switch (body.step) {
      case 'enable': {
        const { headers: out, response } = await auth.api.enableTwoFactor({ headers, body: { password }, returnHeaders: true });
        if (response.method !== 'totp') return failed('Unexpected two-factor method');
        const uri = response.totpURI;
        const qr = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
        return {
          status: 200,
          body: {
            qr: `data:image/svg+xml;base64,${Buffer.from(qr).toString('base64')}`,
            key: new URL(uri).searchParams.get('secret') ?? '',
            recoveryCodes: response.backupCodes,
          },
          cookies: out.getSetCookie(),
        };
      }
      case 'verify': {
        const { headers: out } = await auth.api.verifyTOTP({ headers, body: { code }, returnHeaders: true });
        await recordAudit(db, { staff, action: 'two-factor-on' });
        return { status: 200, body: { enabled: true }, cookies: out.getSetCookie() };
      }
      case 'disable': {
        const { headers: out } = await auth.api.disableTwoFactor({ headers, body: { password }, returnHeaders: true });
        // Every other way in ends with it: other sessions and pending challenges. This browser stays signed in, on
        // the session Better Auth has just made in place of its old one (the cookie it sets).
        await endStandingAccess(db, staff.id, 'two-factor-off', { by: staff, keepSessionToken: sessionTokenOf(out.getSetCookie()), keepSessionId: staff.sessionId });
        await recordAudit(db, { staff, action: 'two-factor-off' });
        return { status: 200, body: { enabled: false }, cookies: out.getSetCookie() };
      }
      default:
        return failed('Unknown step');
    }
  } catch (err) {
    if (!isAPIError(err)) throw err;
    return failed(body.step === 'verify' ? words.wrongCode : words.wrongPassword);
  }
}
