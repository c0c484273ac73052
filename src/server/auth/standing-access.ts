import 'server-only';
import { sql } from 'drizzle-orm';
import { staffContentCopy } from '@/content/staff';
import { accountsCopy } from '@/content/accounts';
import { isKindName } from '@/lib/content/kinds';
import { fillTemplate } from '@/lib/copy/template';
import { can, isRole, type Permission } from '@/lib/staff/roles';
import { auditDetail, type Tx } from '../content/edit';
import type { Db } from '../db/client';
import { recordAudit, type Actor } from '../staff/audit';

/** Why an account's standing access ends: the words a cancelled schedule keeps (src/content/staff.ts, accessEnded). */
export type AccessEnd = 'sign-out-everywhere' | 'password-reset' | 'account-removed' | 'two-factor-off' | 'two-factor-reset';

type Handle = Db | Tx;

/** "2026-11-27 17:05 UTC": how the audit log names a moment. */
const auditTime = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Ends every kind of standing access an account has, in one transaction:
 * - its sessions (all, or all but the one named by `keepSessionToken`);
 * - its pending two-factor challenges (a password already checked, waiting for a code) and any trusted-device record
 *   left from before the site refused them (Better Auth rows naming the account);
 * - its scheduled publishes and unpublishes still to run: each cancelled, with `why` and `by` on the row and in the
 *   audit log. With `keepSessionId` (turning two-factor off keeps the session that did it), the ones that session
 *   planted stay;
 * - and, when nothing is kept, the moment it ended (`staff_users.access_ended_at`): a schedule planted before it never
 *   runs, whatever path it took (standingAccessRefusal), and the invitations it sent stop working (cancelled here,
 *   and refused at acceptance: inviterStands).
 * The account's row is locked before the schedules are cancelled, so a schedule being planted at the same moment
 * either commits before (and is cancelled here) or waits and then finds its session gone (src/server/content/schedule.ts). Used by "sign out
 * everywhere", `npm run staff -- reset` and `remove`, and turning two-factor off. Returns how many schedules it
 * cancelled.
 */
export async function endStandingAccess(
  db: Handle,
  userId: string,
  why: AccessEnd,
  { by, keepSessionToken, keepSessionId }: { by: Actor; keepSessionToken?: string; keepSessionId?: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    // Its pending schedules first, then its row: the order the content watcher takes them in (a schedule, then its
    // author's row), so the two never wait for each other in a circle.
    await tx.execute(sql`SELECT id FROM content_schedule WHERE created_by = ${userId} AND done_at IS NULL AND cancelled_at IS NULL FOR UPDATE`);
    const [user] = (
      await tx.execute<{ email: string }>(
        keepSessionToken
          ? sql`SELECT email FROM staff_users WHERE id = ${userId} FOR UPDATE`
          : sql`UPDATE staff_users SET access_ended_at = now() WHERE id = ${userId} RETURNING email`,
      )
    ).rows;
    if (keepSessionToken) await tx.execute(sql`DELETE FROM staff_sessions WHERE user_id = ${userId} AND token <> ${keepSessionToken}`);
    else await tx.execute(sql`DELETE FROM staff_sessions WHERE user_id = ${userId}`);
    await tx.execute(sql`DELETE FROM staff_verifications WHERE value = ${userId}`);
    if (!user) return 0;
    const reason = fillTemplate(staffContentCopy.schedule.accessEnded[why], { email: user.email });
    if (!keepSessionToken) await cancelInvitationsOf(tx, { id: userId, email: user.email }, by, reason);
    const cancelled = (
      await tx.execute<{ id: string; item_id: string; version_id: string | null; action: string; due_at: Date | string; kind: string; key: string }>(sql`
        UPDATE content_schedule s SET cancelled_at = now(), cancelled_by_email = ${by?.email ?? null}, cancelled_reason = ${reason}
        FROM content_items i
        WHERE i.id = s.item_id AND s.created_by = ${userId} AND s.done_at IS NULL AND s.cancelled_at IS NULL
          AND (${keepSessionId ?? null}::text IS NULL OR s.created_session IS DISTINCT FROM ${keepSessionId ?? null})
        RETURNING s.id, s.item_id, s.version_id, s.action, s.due_at, i.kind, i.key`)
    ).rows;
    for (const row of cancelled) {
      const kind = isKindName(row.kind) ? row.kind : 'role';
      await recordAudit(tx, {
        staff: by,
        action: 'content-schedule-ended',
        itemId: row.item_id,
        detail: {
          ...auditDetail(kind, row.key, row.version_id === null ? null : Number(row.version_id)),
          change: row.action,
          when: auditTime(new Date(row.due_at)),
          scheduleId: Number(row.id),
          author: user.email,
          reason,
        },
      });
    }
    return cancelled.length;
  });
}

/**
 * Cancels the invitations an account sent that are still pending (their links stop working), each audited with the
 * reason: its standing access ended, or it can no longer invite. Run after the account's row is locked, in the
 * transaction that changes it (an acceptance takes the inviter's row first too: acceptInvitation). How many it
 * cancelled.
 */
export async function cancelInvitationsOf(tx: Handle, inviter: { id: string; email: string }, by: Actor, reason: string): Promise<number> {
  const cancelled = (
    await tx.execute<{ email: string; role: string }>(sql`
      UPDATE staff_invitations SET cancelled_at = now()
      WHERE invited_by = ${inviter.id} AND used_at IS NULL AND cancelled_at IS NULL AND expires_at > now()
      RETURNING email, role`)
  ).rows;
  for (const row of cancelled) {
    await recordAudit(tx, { staff: by, action: 'invitation-ended', detail: { email: row.email, role: row.role, author: inviter.email, reason } });
  }
  return cancelled.length;
}

/** The reason, in words, an Owner's invitations end when their role changes to one that cannot invite. */
export const noLongerInvites = (email: string) => fillTemplate(accountsCopy.invitationEnded.role, { email });

type Standing = { state: 'gone' } | { state: 'ended' } | { state: 'stands'; role: string };

/**
 * Where an account stands for something it planted at `plantedAt`: gone, its standing access ended since (sign out
 * everywhere, a reset…), or standing, with its role as it is now. Its row is read FOR SHARE, so a change of it
 * running at the same moment either waits for this transaction or is seen.
 */
async function standingOf(tx: Handle, userId: string | null, plantedAt: Date): Promise<Standing> {
  const [user] = userId
    ? (await tx.execute<{ ended: Date | string | null; role: string }>(sql`SELECT access_ended_at AS ended, role FROM staff_users WHERE id = ${userId} FOR SHARE`)).rows
    : [];
  if (!user) return { state: 'gone' };
  if (user.ended !== null && new Date(user.ended).getTime() >= plantedAt.getTime()) return { state: 'ended' };
  return { state: 'stands', role: user.role };
}

/**
 * Whether the staff member acting still stands as the request found them, held to the end of the transaction: their
 * row read FOR SHARE with the session the request came with, and their role as it is now. staffRoute checked both
 * when the request arrived; an end of their standing access (the session gone) or a change of role may come before
 * the request's transaction. Run first in that transaction, it makes them one after the other: the end or change
 * either waits for this transaction and then undoes what it left (cancels the schedule, the invitation), or came
 * first, and this answers 'signed-out' (401) or 'forbidden' (403).
 */
export async function actorStanding(tx: Handle, actor: { id: string; sessionId: string }, permission: Permission): Promise<'stands' | 'signed-out' | 'forbidden'> {
  const { rows } = await tx.execute<{ role: string }>(sql`
    SELECT u.role FROM staff_users u JOIN staff_sessions s ON s.user_id = u.id
    WHERE u.id = ${actor.id} AND s.id = ${actor.sessionId} AND s.expires_at > now() FOR SHARE OF u`);
  if (!rows.length) return 'signed-out';
  return isRole(rows[0].role) && can(rows[0].role, permission) ? 'stands' : 'forbidden';
}

/** Whether the Owner who sent an invitation at `sentAt` still stands behind it and may still invite. */
export async function inviterStands(tx: Handle, userId: string | null, sentAt: Date): Promise<boolean> {
  const standing = await standingOf(tx, userId, sentAt);
  return standing.state === 'stands' && isRole(standing.role) && can(standing.role, 'accounts:manage');
}

/**
 * Whether the account that planted something at `plantedAt` still stands behind it: the account exists, and its
 * standing access has not been ended since (sign out everywhere, a reset…). Its row is read FOR SHARE, so an end of
 * access running at the same moment either waits for this transaction or is seen. A lockout after failed sign-ins is
 * not an end: anyone who knows the address can cause one, and it would let them stop a scheduled publish. Returns
 * null when it stands, else the reason in words.
 */
export async function standingAccessRefusal(tx: Handle, userId: string | null, plantedAt: Date): Promise<string | null> {
  const errors = staffContentCopy.errors;
  const standing = await standingOf(tx, userId, plantedAt);
  if (standing.state === 'gone') return errors.scheduleStaffGone;
  if (standing.state === 'ended') return errors.scheduleAccessEnded;
  return null;
}
