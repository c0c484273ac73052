import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { staffCopy } from '@/content/staff';
import { ACCOUNT_PATH, signInPath } from '@/lib/staff/paths';
import { can, homeOf, isRole, type Permission, type Role } from '@/lib/staff/roles';
import { AccountError } from './accounts';
import { getAuth } from './auth';
import { assertSameOrigin } from '../request';
import { SubmissionError } from '../submissions/errors';

/**
 * The signed-in staff member, as the staff pages and APIs use it. `twoFactorRequired`: an Owner invited from the web,
 * who works only once two-factor is on.
 */
export type Staff = { id: string; email: string; name: string; role: Role; twoFactorEnabled: boolean; twoFactorRequired: boolean; sessionId: string };

/**
 * Whether the staff member may do what the permission covers (src/lib/staff/roles.ts). Someone who must turn on
 * two-factor first holds only `account:self` until they have.
 */
export function allowed(staff: Staff, permission: Permission): boolean {
  if (mustTurnOnTwoFactor(staff) && permission !== 'account:self') return false;
  return can(staff.role, permission);
}

export const mustTurnOnTwoFactor = (staff: Staff) => staff.twoFactorRequired && !staff.twoFactorEnabled;

/**
 * The staff member a request's session cookie belongs to, or null. `slide` (the default for pages and actions) moves
 * the session's 12-hour idle deadline forward; the inbox's background poll passes false, so an open tab alone does
 * not keep a session alive.
 */
export async function staffOf(requestHeaders: Headers, { slide = true } = {}): Promise<Staff | null> {
  const auth = await getAuth();
  const found = await auth.api.getSession({ headers: requestHeaders, query: { disableRefresh: !slide } });
  if (!found) return null;
  const user = found.user as typeof found.user & { twoFactorEnabled?: boolean | null; role?: unknown; twoFactorRequired?: boolean | null };
  // An account whose role is not one the site knows holds no permission at all: it is treated as signed out.
  if (!isRole(user.role)) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
    twoFactorRequired: Boolean(user.twoFactorRequired),
    sessionId: found.session.id,
  };
}

/**
 * For a staff page (a server component), with the permission the page needs: the staff member; without a session a
 * redirect to sign-in that comes back here; without the permission 403 (the staff forbidden page), or with
 * `otherwise: 'home'` a redirect to where the role starts (the inbox's address for a content role); an Owner who must
 * turn on two-factor first is sent to the account page.
 */
export async function requireStaffPage(path: string, permission: Permission, { otherwise = 'forbidden' }: { otherwise?: 'forbidden' | 'home' } = {}): Promise<Staff> {
  const staff = await staffOf(await headers());
  if (!staff) redirect(signInPath(path));
  if (allowed(staff, permission)) return staff;
  if (mustTurnOnTwoFactor(staff)) redirect(ACCOUNT_PATH);
  if (otherwise === 'home') redirect(homeOf(staff.role));
  forbidden();
}

const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...extra } });

/** A 403 JSON answer for a request that changes something and comes from another site (src/server/request.ts), else null. */
export function crossSiteRefusal(request: Request): Response | null {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  try {
    assertSameOrigin(request);
    return null;
  } catch {
    return json(403, { error: staffCopy.errors.crossSite });
  }
}

type Handler<C> = (request: Request, staff: Staff, context: C) => Promise<Response>;

/**
 * A staff API route, with the permission it needs first (src/lib/staff/roles.ts): 401 without a session, 403 for a
 * cross-site request that changes something (its Origin must be the site's own: src/server/request.ts), 403 when the
 * staff member's role lacks the permission (before the handler runs: nothing is read or changed), otherwise the
 * handler, with the staff member. Refusals are JSON.
 */
export function staffRoute<C = unknown>(permission: Permission, handler: Handler<C>, { slide = true } = {}) {
  return async (request: Request, context: C): Promise<Response> => {
    const refused = crossSiteRefusal(request);
    if (refused) return refused;
    const staff = await staffOf(request.headers, { slide });
    if (!staff) return json(401, { error: staffCopy.errors.unauthorized });
    if (!allowed(staff, permission)) {
      return json(403, { error: mustTurnOnTwoFactor(staff) ? staffCopy.errors.twoFactorFirst : staffCopy.errors.forbidden });
    }
    try {
      return await handler(request, staff, context);
    } catch (err) {
      if (err instanceof SubmissionError) return json(err.status, err.fields ? { error: err.message, fields: err.fields } : { error: err.message }, err.headers);
      if (err instanceof AccountError) return json(err.status, err.fields ? { error: err.message, fields: err.fields } : { error: err.message });
      throw err;
    }
  };
}

export { json as staffJson };
