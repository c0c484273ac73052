import 'server-only';
import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { twoFactor } from 'better-auth/plugins';
import { sql } from 'drizzle-orm';
import { site } from '@/content/site';
import { staffCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import { siteUrl } from '@/lib/seo/site-url';
import { SECOND_FACTOR_LOCKOUT, SIGN_IN_LOCKOUT } from '@/lib/staff/sign-in';
import { signInsPerAddress } from '../config';
import { getDb, type Db } from '../db/client';
import { appSettings, authRateLimits, staffAccounts, staffSessions, staffTwoFactors, staffUsers, staffVerifications } from '../db/schema';
import { allowedOrigins } from '../request';
import { recordAudit } from '../staff/audit';
import { giveBackAttempt, takeAttempt, useCodeOnce } from './attempts';
import { log } from '../ops/log.mjs';
import { metrics } from '../ops/metrics.mjs';

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

/** The password hash running now, or the last one: the next waits for it. */
let hashing: Promise<unknown> = Promise.resolve();
function oneHashAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = hashing.then(work, work);
  hashing = run.catch(() => undefined);
  return run;
}

/**
 * A sign-in event in the log and the metrics: the outcome, the factor, and the account's id when it is known (never
 * an e-mail address: a failed attempt's may be anyone's).
 */
function signInEvent(outcome: 'success' | 'failure' | 'locked', factor: 'password' | 'code', staff?: string) {
  metrics.signIns.inc({ outcome, factor });
  const message = outcome === 'success' ? 'signed in' : outcome === 'failure' ? 'sign-in failed' : 'sign-in refused: the account is locked';
  log.info({ event: `sign-in-${outcome}`, factor, staff }, message);
}

const normalizeEmail = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '');

/**
 * Whether a two-factor verification is the second step of a sign-in (the request carries the challenge cookie the
 * password step set), not the first code that confirms turning two-factor on (made with a session).
 */
const answersChallenge = (headers: Headers | undefined) => /(^|;\s*)(__Host-)?driftline\.two_factor=/.test(headers?.get('cookie') ?? '');

/** Better Auth's endpoints that check a second-factor code. */
const SECOND_FACTOR_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code', '/two-factor/verify-otp']);

/**
 * The account a second-factor code is for, before Better Auth checks it: the one the sign-in challenge (its signed
 * cookie, set by the password step) names, else the signed-in staff member's (confirming two-factor), else null.
 */
async function secondFactorAccount(ctx: AuthHookContext): Promise<string | null> {
  const challenge = await ctx.getSignedCookie(ctx.context.createAuthCookie('two_factor').name, ctx.context.secret);
  if (challenge) {
    const found = await ctx.context.internalAdapter.findVerificationValue(challenge);
    return found && new Date(found.expiresAt).getTime() > Date.now() ? found.value : null;
  }
  const session = await getSessionFromCtx(ctx).catch(() => null);
  return session?.user.id ?? null;
}
type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

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
    user: {
      // Set by the site only (npm run staff, the accounts page): never from a request's body.
      additionalFields: {
        role: { type: 'string', required: true, input: false },
        twoFactorRequired: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 12,
      maxPasswordLength: 128,
      // Better Auth's own scrypt (node:crypto, on libuv's threads), one hash at a time in this process: sign-ins sent
      // together (each costs ~16 MB and a core for tens of milliseconds) queue here instead of taking every core and
      // every thread the site's other requests (files, compression) need.
      password: { hash: (password) => oneHashAtATime(() => hashPassword(password)), verify: (data) => oneHashAtATime(() => verifyPassword(data)) },
    },
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: 5 * 60, cookieCache: { enabled: false } },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 300,
      customRules: {
        // Per client address (the edge resolved it into X-Forwarded-For): enough for a team behind one NAT.
        '/sign-in/email': { window: 15 * 60, max: signInsPerAddress() },
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
        if (ctx.path === '/sign-in/email') {
          // Counted before the password is checked (src/server/auth/attempts.ts): sign-ins sent together cannot all pass.
          const minutes = await takeAttempt(db, 'password', normalizeEmail(ctx.body?.email), SIGN_IN_LOCKOUT);
          if (minutes) {
            signInEvent('locked', 'password');
            throw new APIError('TOO_MANY_REQUESTS', { code: 'ACCOUNT_LOCKED', message: fillTemplate(staffCopy.signIn.locked, { minutes }) });
          }
          return;
        }
        if (!SECOND_FACTOR_PATHS.has(ctx.path)) return;
        // The site offers no "trust this device": a second factor is asked at every sign-in.
        if (ctx.body?.trustDevice) throw new APIError('BAD_REQUEST', { code: 'NO_TRUSTED_DEVICES', message: staffCopy.errors.noTrustedDevices });
        const userId = await secondFactorAccount(ctx);
        if (!userId) return; // no challenge and no session: Better Auth refuses it without checking a code
        const minutes = await takeAttempt(db, 'second-factor', userId, SECOND_FACTOR_LOCKOUT);
        if (minutes) {
          signInEvent('locked', 'code', userId);
          throw new APIError('TOO_MANY_REQUESTS', { code: 'ACCOUNT_LOCKED', message: fillTemplate(staffCopy.signIn.codeLocked, { minutes }) });
        }
        const code = typeof ctx.body?.code === 'string' ? ctx.body.code.replace(/\s+/g, '') : '';
        // A code is accepted once per account: a second use (even at the same moment) is a wrong code.
        if (ctx.path !== '/two-factor/verify-otp' && !(await useCodeOnce(db, userId, `${ctx.path}:${code}`))) {
          throw new APIError('UNAUTHORIZED', { code: 'INVALID_CODE', message: 'Invalid code' });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const signedIn = ctx.context.newSession?.user;
        if (ctx.path === '/sign-in/email') {
          const email = normalizeEmail(ctx.body?.email);
          if (isAPIError(returned) && returned.status === 'UNAUTHORIZED') {
            // A wrong password keeps its count (until the window passes): a later success does not take it back.
            signInEvent('failure', 'password');
            await recordAudit(db, { staff: null, action: 'sign-in-failed', detail: { email } });
            return;
          }
          // A success, or a refusal before any password was checked (a malformed request): its own count goes back.
          if (!(isAPIError(returned) && returned.status === 'TOO_MANY_REQUESTS')) await giveBackAttempt(db, 'password', email);
          if (isAPIError(returned)) return;
          // With two-factor on, the password alone signs nobody in: the second step records the sign-in.
          const secondStep = typeof returned === 'object' && returned !== null && 'twoFactorRedirect' in returned;
          if (signedIn && !secondStep) {
            signInEvent('success', 'password', signedIn.id);
            await recordAudit(db, { staff: signedIn, action: 'sign-in' });
          }
        } else if (SECOND_FACTOR_PATHS.has(ctx.path)) {
          if (isAPIError(returned)) return void (returned.status === 'UNAUTHORIZED' && signInEvent('failure', 'code'));
          // A right code gives its count back: the account is the one just signed in, or the session's (confirming).
          const userId = signedIn?.id ?? (await getSessionFromCtx(ctx).catch(() => null))?.user.id;
          if (userId) await giveBackAttempt(db, 'second-factor', userId);
          if (signedIn && answersChallenge(ctx.headers)) {
            signInEvent('success', 'code', signedIn.id);
            await recordAudit(db, { staff: signedIn, action: 'sign-in', detail: { secondFactor: ctx.path.endsWith('backup-code') ? 'recovery code' : 'authenticator' } });
          }
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
