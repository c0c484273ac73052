import 'server-only';
import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import { sql } from 'drizzle-orm';
import { site } from '@/content/site';
import { staffCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import { siteUrl } from '@/lib/seo/site-url';
import { SIGN_IN_LOCKOUT } from '@/lib/staff/sign-in';
import { getDb, type Db } from '../db/client';
import { appSettings, authRateLimits, staffAccounts, staffSessions, staffTwoFactors, staffUsers, staffVerifications } from '../db/schema';
import { allowedOrigins } from '../request';
import { recordAudit } from '../staff/audit';

/**
 * Staff sign-in, with Better Auth (its Drizzle adapter on our database): scrypt password hashes, sessions in the
 * database that end after 12 idle hours, optional TOTP two-factor with recovery codes, no public sign-up (accounts
 * come from `npm run staff -- add`). Sign-in attempts are limited per address (Better Auth's limiter, counted in the
 * database so every instance sees them) and per account (a lockout counted here, for unknown addresses too, so the
 * answer never tells whether an account exists). The session cookie is HttpOnly and SameSite=Lax, and Secure with
 * the `__Host-` prefix when SITE_URL is https.
 */

/** A session ends this long after its last use (each page a staff member opens slides it). */
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;

/**
 * The secret that signs session cookies and encrypts two-factor secrets: AUTH_SECRET when set (give every instance
 * the same), otherwise one made on first start and kept in the database, so instances sharing it agree.
 */
async function authSecret(db: Db): Promise<string> {
  const given = process.env.AUTH_SECRET;
  if (given) {
    if (given.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters (e.g. openssl rand -base64 32)');
    return given;
  }
  await db
    .insert(appSettings)
    .values({ name: 'auth_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(sql`${appSettings.name} = 'auth_secret'`);
  return row.value;
}

const normalizeEmail = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '');

/** Minutes until an account's sign-ins are allowed again, or 0. */
async function lockedForMinutes(db: Db, email: string): Promise<number> {
  const { failures, windowMinutes } = SIGN_IN_LOCKOUT;
  const r = await db.execute<{ n: number; last: string | Date | null }>(sql`
    SELECT count(*)::int AS n, max(at) AS last FROM staff_sign_in_failures
    WHERE email = ${email} AND at > now() - make_interval(mins => ${windowMinutes})`);
  const { n, last } = r.rows[0] ?? { n: 0, last: null };
  if (Number(n) < failures || !last) return 0;
  return Math.max(1, Math.ceil((new Date(last).getTime() + windowMinutes * 60_000 - Date.now()) / 60_000));
}

/**
 * Whether a two-factor verification is the second step of a sign-in (the request carries the challenge cookie the
 * password step set), not the first code that confirms turning two-factor on (made with a session).
 */
const answersChallenge = (headers: Headers | undefined) => /(^|;\s*)(__Host-)?driftline\.two_factor=/.test(headers?.get('cookie') ?? '');

function cookieSettings() {
  const secure = siteUrl().startsWith('https://');
  // On https the cookies are Secure and carry the __Host- prefix (no Domain, Path=/: this host only).
  const name = (cookie: string) => (secure ? `__Host-driftline.${cookie}` : `driftline.${cookie}`);
  const attributes = { secure, sameSite: 'lax' as const, httpOnly: true, path: '/' };
  return {
    useSecureCookies: false,
    cookies: {
      session_token: { name: name('session'), attributes },
      session_data: { name: name('session_data'), attributes },
      dont_remember: { name: name('dont_remember'), attributes },
      two_factor: { name: name('two_factor'), attributes },
      trust_device: { name: name('trust_device'), attributes },
    },
  };
}

async function createAuth() {
  const db = await getDb();
  const secret = await authSecret(db);
  return betterAuth({
    appName: site.name,
    baseURL: siteUrl(),
    basePath: '/api/auth',
    secret,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
        rateLimit: authRateLimits,
      },
    }),
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 12, maxPasswordLength: 128 },
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: 5 * 60, cookieCache: { enabled: false } },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 300,
      customRules: {
        // Per client address (the edge resolved it into X-Forwarded-For): enough for a team behind one NAT.
        '/sign-in/email': { window: 15 * 60, max: 30 },
        '/two-factor/*': { window: 5 * 60, max: 30 },
      },
    },
    trustedOrigins: [...allowedOrigins()],
    // Failed sign-ins are in the audit log; Better Auth's own warning for each ("User not found", "Invalid password")
    // would fill the server log and say which of the two it was.
    logger: { level: 'error' },
    advanced: {
      ...cookieSettings(),
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    plugins: [twoFactor({ issuer: site.name })],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return;
        const minutes = await lockedForMinutes(db, normalizeEmail(ctx.body?.email));
        if (minutes) throw new APIError('TOO_MANY_REQUESTS', { code: 'ACCOUNT_LOCKED', message: fillTemplate(staffCopy.signIn.locked, { minutes }) });
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const signedIn = ctx.context.newSession?.user;
        if (ctx.path === '/sign-in/email') {
          const email = normalizeEmail(ctx.body?.email);
          if (isAPIError(returned) && returned.status === 'UNAUTHORIZED') {
            await db.execute(sql`INSERT INTO staff_sign_in_failures (email) VALUES (${email})`);
            await recordAudit(db, { staff: null, action: 'sign-in-failed', detail: { email } });
            return;
          }
          if (isAPIError(returned)) return;
          await db.execute(sql`DELETE FROM staff_sign_in_failures WHERE email = ${email}`);
          // With two-factor on, the password alone signs nobody in: the second step records the sign-in.
          const secondStep = typeof returned === 'object' && returned !== null && 'twoFactorRedirect' in returned;
          if (signedIn && !secondStep) await recordAudit(db, { staff: signedIn, action: 'sign-in' });
        } else if (ctx.path.startsWith('/two-factor/verify') && signedIn && !isAPIError(returned) && answersChallenge(ctx.headers)) {
          await recordAudit(db, { staff: signedIn, action: 'sign-in', detail: { secondFactor: ctx.path.endsWith('backup-code') ? 'recovery code' : 'authenticator' } });
        }
      }),
    },
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

const KEY = Symbol.for('driftline.auth');
type G = typeof globalThis & { [KEY]?: Promise<Auth> };

/** The one Better Auth instance of this process. */
export function getAuth(): Promise<Auth> {
  const g = globalThis as G;
  g[KEY] ??= createAuth().catch((err) => {
    delete g[KEY];
    throw err;
  });
  return g[KEY];
}
