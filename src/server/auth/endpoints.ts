import 'server-only';
import { staffCopy } from '@/content/staff';
import { getAuth } from './auth';
import { crossSiteRefusal, staffJson } from './session';

/**
 * Which of Better Auth's endpoints answer over HTTP, under /api/auth: only what the sign-in page and the staff pages
 * use. The rest (update-user, change-password, change-email, delete-user, list-sessions, revoke-session, the
 * two-factor set-up, which goes through /api/staff/account/two-factor…) is 404: the site has no profile to edit, and
 * an account changes only through `npm run staff` or the account page's own routes.
 */
const OPEN_ENDPOINTS: Record<string, string> = {
  '/sign-in/email': 'POST',
  '/two-factor/verify-totp': 'POST',
  '/two-factor/verify-backup-code': 'POST',
  '/get-session': 'GET',
};

/** The cookie of Better Auth's "trust this device", which the site never honours (every sign-in asks for the code). */
const TRUST_DEVICE_COOKIE = /^(__Host-)?driftline\.trust_device=/;

/** The request without a trust-device cookie, whatever a browser still holds from before. */
function withoutTrustedDevice(request: Request): Request {
  const cookies = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  const kept = cookies.filter((c) => !TRUST_DEVICE_COOKIE.test(c));
  if (kept.length === cookies.length) return request;
  const headers = new Headers(request.headers);
  if (kept.length) headers.set('cookie', kept.join('; '));
  else headers.delete('cookie');
  return new Request(request, { headers });
}

/**
 * The session token stays in its HttpOnly cookie: Better Auth also puts it in the JSON of a sign-in and of
 * get-session, where a script on the page could read it. Taken out here (Better Auth has no setting for it).
 */
async function withoutToken(response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  if (body && typeof body === 'object') {
    const b = body as { token?: unknown; session?: { token?: unknown } | null };
    delete b.token;
    if (b.session && typeof b.session === 'object') delete b.session.token;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers });
}

/** GET and POST /api/auth/*: a cross-site post refused, an endpoint the site does not use 404, the rest to Better Auth. */
export async function handleAuthRequest(request: Request): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const endpoint = new URL(request.url).pathname.replace(/^\/api\/auth/, '').replace(/\/+$/, '');
  if (OPEN_ENDPOINTS[endpoint] !== request.method) return staffJson(404, { error: staffCopy.errors.notFound });
  const auth = await getAuth();
  return withoutToken(await auth.handler(withoutTrustedDevice(request)));
}
