import { getAuth } from '@/server/auth/auth';
import { crossSiteRefusal } from '@/server/auth/session';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Better Auth's own endpoints under /api/auth (sign-in, the two-factor step, get-session…): staff sign-in only, no
 * sign-up (src/server/auth/auth.ts). Its rate limits and lockout apply here; before it, a post from another site is
 * refused as every staff action is (Better Auth checks Origin only when the request carries cookies, which a
 * forged sign-in, signing the victim into the attacker's account, would not).
 */
const handle = async (request: Request) => crossSiteRefusal(request) ?? (await getAuth()).handler(request);
export const GET = handle;
export const POST = handle;
