import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { accountsCopy } from '@/content/accounts';
import { EMAIL_PATTERN } from '@/lib/forms/schemas';
import { can, type Role } from '@/lib/staff/roles';
import { getDb, type Db } from '../db/client';
import { staffAccounts, staffTwoFactors, staffUsers } from '../db/schema';
import { recordAudit, type Actor } from '../staff/audit';
import { getAuth } from './auth';
import { cancelInvitationsOf, endStandingAccess, noLongerInvites } from './standing-access';

/**
 * Staff accounts, for `npm run staff` (there is no public sign-up): add, list, remove, reset a password. Passwords are
 * hashed by Better Auth (scrypt); removing an account or resetting its password ends all its standing access (sessions,
 * pending two-factor challenges, the publishes it scheduled: ./standing-access.ts).
 */
export const MIN_PASSWORD = 12;
export const MAX_PASSWORD = 128;

/** A refusal in words, with the form's fields it concerns when it came from a form (422 unless told). */
export class AccountError extends Error {
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
    readonly status: 401 | 403 | 422 = 422,
  ) {
    super(message);
  }
}

type Tx = Pick<Db, 'execute' | 'update' | 'delete' | 'insert'>;

const normalize = (email: string) => email.trim().toLowerCase();

/** Today's password rules (the same for `npm run staff` and an invitation): 12 to 128 characters. */
export function checkPassword(password: string) {
  if (password.length < MIN_PASSWORD) throw new AccountError(`The password must be at least ${MIN_PASSWORD} characters.`, { password: `The password must be at least ${MIN_PASSWORD} characters.` });
  if (password.length > MAX_PASSWORD) throw new AccountError(`The password can be at most ${MAX_PASSWORD} characters.`, { password: `The password can be at most ${MAX_PASSWORD} characters.` });
}

async function findUser(email: string) {
  const db = await getDb();
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, normalize(email)));
  return user ?? null;
}

export async function addStaff(email: string, password: string, role: Role = 'owner'): Promise<void> {
  const address = normalize(email);
  if (!EMAIL_PATTERN.test(address) || address.length > 254) throw new AccountError(`${JSON.stringify(email)} is not an e-mail address.`);
  checkPassword(password);
  if (await findUser(address)) throw new AccountError(`${address} already has an account (reset its password with: npm run staff -- reset ${address}).`);
  const ctx = await (await getAuth()).$context;
  const hash = await ctx.password.hash(password);
  const user = await ctx.internalAdapter.createUser({ email: address, name: address.split('@')[0], emailVerified: true, role }, { method: 'admin' } as never);
  await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });
  await recordAudit(await getDb(), { staff: null, action: 'account-added', detail: { email: address, role } });
}

/**
 * Refuses to leave the site without an Owner: the owners' rows are locked first (FOR UPDATE), so two Owners demoting
 * or removing each other at once cannot both pass. Run inside the change's transaction.
 */
async function keepAnOwner(tx: Tx, userId: string): Promise<void> {
  const owners = await tx.execute<{ id: string }>(sql`SELECT id FROM staff_users WHERE role = 'owner' ORDER BY id FOR UPDATE`);
  const ids = owners.rows.map((r) => r.id);
  if (ids.includes(userId) && ids.length === 1) throw new AccountError(accountsCopy.errors.lastOwner);
}

/** Pending schedules the account made: cancelled, with the reason, when its role can no longer publish. */
async function cancelSchedulesOf(tx: Tx, userId: string, actor: Actor, reason: string): Promise<void> {
  await tx.execute(sql`
    UPDATE content_schedule SET cancelled_at = now(), cancelled_by_email = ${actor?.email ?? null}, cancelled_reason = ${reason}
    WHERE created_by = ${userId} AND done_at IS NULL AND cancelled_at IS NULL AND claimed_at IS NULL`);
}

/**
 * Removes an account: its sessions, pending two-factor challenges and pending schedules end with it, in one
 * transaction; never the last Owner. `actor`: the Owner who did it (null: `npm run staff`).
 */
export async function removeStaff(email: string, actor: Actor = null): Promise<number> {
  const user = await findUser(email);
  if (!user) throw new AccountError(`There is no account for ${normalize(email)}.`);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await keepAnOwner(tx, user.id);
    const cancelled = await endStandingAccess(tx, user.id, 'account-removed', { by: actor });
    await tx.delete(staffUsers).where(eq(staffUsers.id, user.id)); // accounts and 2FA cascade
    await recordAudit(tx, { staff: actor, action: 'account-removed', detail: { email: user.email, role: user.role } });
    return cancelled;
  });
}

/**
 * Gives an account another role; never demotes the last Owner. Someone who can no longer publish loses their pending
 * schedules, and someone who can no longer invite the invitations they sent; an account made Owner from the web must turn on two-factor before working (not from `npm run staff`,
 * the way back in for an Owner who lost theirs). Sessions stay: every request reads the role afresh.
 */
export async function setRole(email: string, role: Role, actor: Actor = null): Promise<{ changed: boolean }> {
  const user = await findUser(email);
  if (!user) throw new AccountError(`There is no account for ${normalize(email)}.`);
  if (user.role === role) return { changed: false };
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (role !== 'owner') await keepAnOwner(tx, user.id);
    const required = role === 'owner' && actor !== null ? true : user.twoFactorRequired && role === 'owner';
    await tx.update(staffUsers).set({ role, twoFactorRequired: required, updatedAt: new Date() }).where(eq(staffUsers.id, user.id));
    if (!can(role, 'content:publish')) await cancelSchedulesOf(tx, user.id, actor, `role changed to ${role}`);
    if (!can(role, 'accounts:manage')) await cancelInvitationsOf(tx, user, actor, noLongerInvites(user.email));
    await recordAudit(tx, { staff: actor, action: 'role-changed', detail: { email: user.email, from: user.role, to: role } });
  });
  return { changed: true };
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

/**
 * Turns off a colleague's two-factor sign-in (a lost phone): its secret and recovery codes go, with all its standing
 * access (sessions, pending sign-ins, scheduled publishes: ./standing-access.ts); an Owner must turn it on again before
 * working.
 */
export async function resetTwoFactor(email: string, actor: NonNullable<Actor>): Promise<void> {
  const user = await findUser(email);
  if (!user) throw new AccountError(accountsCopy.errors.noAccount);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(staffTwoFactors).where(eq(staffTwoFactors.userId, user.id));
    await tx.update(staffUsers).set({ twoFactorEnabled: false, twoFactorRequired: user.role === 'owner', updatedAt: new Date() }).where(eq(staffUsers.id, user.id));
    await endStandingAccess(tx, user.id, 'two-factor-reset', { by: actor });
    await recordAudit(tx, { staff: actor, action: 'two-factor-reset', detail: { email: user.email } });
  });
}

export type AccountRow = { id: string; email: string; role: Role; createdAt: Date; twoFactor: boolean; sessions: number };

/** Every account, for the accounts page and `npm run staff -- list`. */
export async function listStaff(): Promise<AccountRow[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      role: staffUsers.role,
      createdAt: staffUsers.createdAt,
      twoFactor: staffUsers.twoFactorEnabled,
      sessions: sql<number>`(SELECT count(*)::int FROM staff_sessions s WHERE s.user_id = ${staffUsers.id} AND s.expires_at > now())`,
    })
    .from(staffUsers)
    .orderBy(asc(staffUsers.email));
  return rows.map((r) => ({ ...r, sessions: Number(r.sessions) }));
}
