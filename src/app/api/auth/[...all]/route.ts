import { handleAuthRequest } from '@/server/auth/endpoints';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Better Auth's own endpoints under /api/auth (sign-in, the two-factor step, get-session): staff sign-in only, no
 * sign-up (src/server/auth/auth.ts). Its rate limits and lockout apply here; before it, a post from another site is
 * refused as every staff action is (Better Auth checks Origin only when the request carries cookies, which a
 * forged sign-in, signing the victim into the attacker's account, would not), and only the endpoints the site uses
 * answer (src/server/auth/endpoints.ts).
 */
export const GET = handleAuthRequest;
export const POST = handleAuthRequest;
