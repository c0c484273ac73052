import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { EMAIL_PATTERN } from '@/lib/forms/schemas';
import { getDb } from '../db/client';
import { staffAccounts, staffUsers } from '../db/schema';
import { recordAudit } from '../staff/audit';
import { getAuth } from './auth';
import { endStandingAccess } from './standing-access';

/**
 * Staff accounts, for `npm run staff` (there is no public sign-up): add, list, remove, reset a password. Passwords are
 * hashed by Better Auth (scrypt); removing an account or resetting its password ends all its standing access (sessions,
 * pending two-factor challenges, the publishes it scheduled: ./standing-access.ts).
 */
export const MIN_PASSWORD = 12;
export const MAX_PASSWORD = 128;

export class AccountError extends Error {}

const normalize = (email: string) => email.trim().toLowerCase();

function checkPassword(password: string) {
  if (password.length < MIN_PASSWORD) throw new AccountError(`The password must be at least ${MIN_PASSWORD} characters.`);
  if (password.length > MAX_PASSWORD) throw new AccountError(`The password can be at most ${MAX_PASSWORD} characters.`);
}

async function findUser(email: string) {
  const db = await getDb();
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, normalize(email)));
  return user ?? null;
}

export async function addStaff(email: string, password: string): Promise<void> {
  const address = normalize(email);
  if (!EMAIL_PATTERN.test(address) || address.length > 254) throw new AccountError(`${JSON.stringify(email)} is not an e-mail address.`);
  checkPassword(password);
  if (await findUser(address)) throw new AccountError(`${address} already has an account (reset its password with: npm run staff -- reset ${address}).`);
  const ctx = await (await getAuth()).$context;
  const hash = await ctx.password.hash(password);
  const user = await ctx.internalAdapter.createUser({ email: address, name: address.split('@')[0], emailVerified: true }, { method: 'admin' } as never);
  await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });
  await recordAudit(await getDb(), { staff: null, action: 'account-added', detail: { email: address } });
}

export async function listStaff(): Promise<{ email: string; createdAt: Date; twoFactor: boolean; sessions: number }[]> {
  const db = await getDb();
  const rows = await db
    .select({
      email: staffUsers.email,
      createdAt: staffUsers.createdAt,
      twoFactor: staffUsers.twoFactorEnabled,
      sessions: sql<number>`(SELECT count(*)::int FROM staff_sessions s WHERE s.user_id = ${staffUsers.id} AND s.expires_at > now())`,
    })
    .from(staffUsers)
    .orderBy(asc(staffUsers.email));
  return rows.map((r) => ({ ...r, sessions: Number(r.sessions) }));
}

/** Removes the account and ends its standing access; how many of its scheduled changes that cancelled. */
export async function removeStaff(email: string): Promise<number> {
  const user = await findUser(email);
  if (!user) throw new AccountError(`There is no account for ${normalize(email)}.`);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const cancelled = await endStandingAccess(tx, user.id, 'account-removed', { by: null });
    await tx.delete(staffUsers).where(eq(staffUsers.id, user.id)); // accounts and 2FA cascade
    await recordAudit(tx, { staff: null, action: 'account-removed', detail: { email: user.email } });
    return cancelled;
  });
}

/** A new password; ends the account's standing access and lifts a lockout. How many scheduled changes that cancelled. */
export async function resetPassword(email: string, password: string): Promise<number> {
  checkPassword(password);
  const user = await findUser(email);
  if (!user) throw new AccountError(`There is no account for ${normalize(email)}.`);
  const ctx = await (await getAuth()).$context;
  const hash = await ctx.password.hash(password);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.update(staffAccounts).set({ password: hash, updatedAt: new Date() }).where(eq(staffAccounts.userId, user.id));
    const cancelled = await endStandingAccess(tx, user.id, 'password-reset', { by: null });
    await tx.execute(sql`DELETE FROM staff_sign_in_failures WHERE email = ${user.email}`);
    await recordAudit(tx, { staff: null, action: 'password-reset', detail: { email: user.email } });
    return cancelled;
  });
}
