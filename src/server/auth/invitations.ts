import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { accountsCopy } from '@/content/accounts';
import { staffCopy } from '@/content/staff';
import { site as seedSite } from '@/content/site';
import { fillTemplate } from '@/lib/copy/template';
import { EMAIL_PATTERN } from '@/lib/forms/schemas';
import { absoluteUrl } from '@/lib/seo/site-url';
import { INVITATION_HOURS, INVITATION_PATH } from '@/lib/staff/invitation';
import { isRole, type Role } from '@/lib/staff/roles';
import type { Db } from '../db/client';
import { outbox, staffAccounts, staffInvitations, staffUsers } from '../db/schema';
import { recordAudit, type Actor } from '../staff/audit';
import { AccountError, checkPassword } from './accounts';
import { actorStanding, inviterStands } from './standing-access';
import { getAuth } from './auth';

/**
 * Invitations by e-mail (the accounts page): an Owner names an address and a role; the address gets a one-time link,
 * through the outbox, to /staff/invitation#TOKEN (the token after `#` never reaches a server log: the page sends it
 * in a POST body). Only the token's SHA-256 is kept, and the outbox holds the link only until the e-mail is sent. It
 * works once (the row is marked used in the statement that checks it), for 48 hours, and a newer invitation for the
 * same address cancels the older (even one sent at the same moment).
 */

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const normalize = (email: string) => email.trim().toLowerCase();

export type PendingInvitation = { id: string; email: string; role: Role; invitedByEmail: string | null; createdAt: Date; expiresAt: Date };

/**
 * Sends an invitation; returns it. Refuses an address that has an account, a bad address or role, and an Owner whose
 * session ended or who can no longer invite since the request came in (nothing stored).
 */
export async function invite(db: Db, actor: { id: string; email: string; sessionId: string }, input: { email: unknown; role: unknown }, siteName = seedSite.name): Promise<PendingInvitation> {
  const email = typeof input.email === 'string' ? normalize(input.email) : '';
  const fields: Record<string, string> = {};
  if (!EMAIL_PATTERN.test(email) || email.length > 254) fields.email = accountsCopy.errors.email;
  if (!isRole(input.role)) fields.role = accountsCopy.errors.role;
  if (Object.keys(fields).length) throw new AccountError(Object.values(fields)[0], fields);
  const role = input.role as Role;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_HOURS * 3600_000);
  const link = `${absoluteUrl(INVITATION_PATH)}#${token}`;
  const words = accountsCopy.invitationMail;
  // Every placeholder but {link}, which the outbox fills as it sends.
  const values = { site: siteName, inviter: actor.email, role: accountsCopy.roles[role].name, expires: `${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` };
  return db.transaction(async (tx) => {
    // Its Owner's standing held first: a demotion or an end of access at the same moment cancels this invitation
    // once it is written, or came first and refuses it (../standing-access.ts).
    const standing = await actorStanding(tx, actor, 'accounts:manage');
    if (standing === 'signed-out') throw new AccountError(staffCopy.errors.unauthorized, undefined, 401);
    if (standing === 'forbidden') throw new AccountError(staffCopy.errors.forbidden, undefined, 403);
    // One invitation to an address at a time: another sent at the same moment waits here, then cancels this one (it
    // would not see it uncommitted, and the address would keep two working links).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`staff-invitation:${email}`}))`);
    const [existing] = await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email));
    if (existing) throw new AccountError(accountsCopy.errors.exists, { email: accountsCopy.errors.exists });
    await tx
      .update(staffInvitations)
      .set({ cancelledAt: new Date() })
      .where(and(eq(staffInvitations.email, email), isNull(staffInvitations.usedAt), isNull(staffInvitations.cancelledAt)));
    const [row] = await tx
      .insert(staffInvitations)
      .values({ id: randomUUID(), tokenHash: hashOf(token), email, role, invitedBy: actor.id, invitedByEmail: actor.email, expiresAt })
      .returning();
    // The link goes in the payload's `link`, filled into the text as it is sent and dropped once it is sent
    // (src/server/mail/outbox.ts): the database keeps no working link.
    await tx.insert(outbox).values({
      kind: 'staff-invitation',
      payload: {
        to: email,
        from: process.env.MAIL_FROM || `"${siteName}" <${seedSite.email}>`,
        replyTo: actor.email,
        subject: fillTemplate(words.subject, values),
        text: words.body.map((line) => fillTemplate(line, values)).join('\n'),
        link,
      },
    });
    await recordAudit(tx, { staff: actor, action: 'invitation-sent', detail: { email, role } });
    return { id: row.id, email, role, invitedByEmail: actor.email, createdAt: row.createdAt, expiresAt };
  });
}

/** Invitations not used, cancelled or expired, newest first. */
export async function pendingInvitations(db: Db): Promise<PendingInvitation[]> {
  const rows = await db
    .select()
    .from(staffInvitations)
    .where(and(isNull(staffInvitations.usedAt), isNull(staffInvitations.cancelledAt), gt(staffInvitations.expiresAt, new Date())))
    .orderBy(sql`${staffInvitations.createdAt} DESC`);
  return rows.map((r) => ({ id: r.id, email: r.email, role: r.role, invitedByEmail: r.invitedByEmail, createdAt: r.createdAt, expiresAt: r.expiresAt }));
}

/** Cancels a pending invitation (its link stops working); false when there is none pending with that id. */
export async function cancelInvitation(db: Db, actor: NonNullable<Actor>, id: unknown): Promise<boolean> {
  if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvitations)
      .set({ cancelledAt: new Date() })
      .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.usedAt), isNull(staffInvitations.cancelledAt)))
      .returning();
    if (!row) return false;
    await recordAudit(tx, { staff: actor, action: 'invitation-cancelled', detail: { email: row.email, role: row.role } });
    return true;
  });
}

/** What the invitation page shows before the password is chosen: the address and role, or null when the link is spent. */
export async function invitationOf(db: Db, token: unknown): Promise<{ email: string; role: Role } | null> {
  if (typeof token !== 'string' || !token || token.length > 100) return null;
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, hashOf(token)), isNull(staffInvitations.usedAt), isNull(staffInvitations.cancelledAt), gt(staffInvitations.expiresAt, new Date())));
  return row ? { email: row.email, role: row.role } : null;
}

/**
 * Accepts an invitation: the account is made with the chosen password (today's rules) and the invitation's role. The
 * invitation is marked used by the statement that checks it is still good, in the account's own transaction: two
 * accepts at once make one account, and a refused password leaves the link usable. It works only while the Owner who
 * sent it still stands behind it (./standing-access.ts). An invited Owner must turn on two-factor before working.
 */
export async function acceptInvitation(db: Db, input: { token: unknown; password: unknown }): Promise<{ email: string; role: Role }> {
  const token = typeof input.token === 'string' ? input.token : '';
  const password = typeof input.password === 'string' ? input.password : '';
  if (!(await invitationOf(db, token))) throw new AccountError(accountsCopy.errors.invitationGone);
  checkPassword(password);
  const hash = await (await (await getAuth()).$context).password.hash(password);
  return db.transaction(async (tx) => {
    // The Owner who sent it must still stand behind it (not removed, signed out everywhere, reset or demoted since):
    // their row is read first (FOR SHARE), in the order a change of that account takes them (its row, then its
    // invitations), so an acceptance and a removal at the same moment never wait for each other in a circle.
    const [sent] = await tx.select({ invitedBy: staffInvitations.invitedBy, createdAt: staffInvitations.createdAt }).from(staffInvitations).where(eq(staffInvitations.tokenHash, hashOf(token)));
    if (!sent || !(await inviterStands(tx, sent.invitedBy, sent.createdAt))) throw new AccountError(accountsCopy.errors.invitationGone);
    const [invitation] = await tx
      .update(staffInvitations)
      .set({ usedAt: new Date() })
      .where(and(eq(staffInvitations.tokenHash, hashOf(token)), isNull(staffInvitations.usedAt), isNull(staffInvitations.cancelledAt), gt(staffInvitations.expiresAt, new Date())))
      .returning();
    if (!invitation) throw new AccountError(accountsCopy.errors.invitationGone);
    const [existing] = await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, invitation.email));
    if (existing) throw new AccountError(accountsCopy.errors.exists);
    const id = randomUUID();
    const now = new Date();
    await tx.insert(staffUsers).values({
      id,
      name: invitation.email.split('@')[0],
      email: invitation.email,
      emailVerified: true,
      role: invitation.role,
      twoFactorRequired: invitation.role === 'owner',
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(staffAccounts).values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash, createdAt: now, updatedAt: now });
    await recordAudit(tx, { staff: { id, email: invitation.email }, action: 'invitation-accepted', detail: { email: invitation.email, role: invitation.role, invitedBy: invitation.invitedByEmail ?? '' } });
    return { email: invitation.email, role: invitation.role };
  });
}
