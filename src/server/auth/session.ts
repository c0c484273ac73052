import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { staffCopy } from '@/content/staff';
import { signInPath } from '@/lib/staff/paths';
import { getAuth } from './auth';
import { assertSameOrigin } from '../request';
import { SubmissionError } from '../submissions/errors';

/** The signed-in staff member, as the staff pages and APIs use it. */
export type Staff = { id: string; email: string; name: string; twoFactorEnabled: boolean; sessionId: string };

/**
 * The staff member a request's session cookie belongs to, or null. `slide` (the default for pages and actions) moves
 * the session's 12-hour idle deadline forward; the inbox's background poll passes false, so an open tab alone does
 * not keep a session alive.
 */
export async function staffOf(requestHeaders: Headers, { slide = true } = {}): Promise<Staff | null> {
  const auth = await getAuth();
  const found = await auth.api.getSession({ headers: requestHeaders, query: { disableRefresh: !slide } });
  if (!found) return null;
  const user = found.user as typeof found.user & { twoFactorEnabled?: boolean | null };
  return { id: user.id, email: user.email, name: user.name, twoFactorEnabled: Boolean(user.twoFactorEnabled), sessionId: found.session.id };
}

/** For a staff page (a server component): the staff member, or a redirect to sign-in that comes back here. */
export async function requireStaffPage(path: string): Promise<Staff> {
  const staff = await staffOf(await headers());
  if (!staff) redirect(signInPath(path));
  return staff;
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
 * A staff API route: 401 without a session, 403 for a cross-site request that changes something (its Origin must be
 * the site's own: src/server/request.ts), otherwise the handler, with the staff member. Refusals are JSON.
 */
export function staffRoute<C = unknown>(handler: Handler<C>, { slide = true } = {}) {
  return async (request: Request, context: C): Promise<Response> => {
    const refused = crossSiteRefusal(request);
    if (refused) return refused;
    const staff = await staffOf(request.headers, { slide });
    if (!staff) return json(401, { error: staffCopy.errors.unauthorized });
    try {
      return await handler(request, staff, context);
    } catch (err) {
      if (err instanceof SubmissionError) return json(err.status, err.fields ? { error: err.message, fields: err.fields } : { error: err.message }, err.headers);
      throw err;
    }
  };
}

export { json as staffJson };
