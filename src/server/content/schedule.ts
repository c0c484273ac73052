import 'server-only';
import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { staffContentCopy, staffCopy } from '@/content/staff';
import { CONTENT_KINDS, isKindName } from '@/lib/content/kinds';
import { auditDetail, ContentEditError, publishIn, unpublishIn, validate, type Tx } from './edit';
import { holdPublishedSet } from './item';
import { claimIn } from './lock';
import type { Db } from '../db/client';
import { actorStanding, standingAccessRefusal } from '../auth/standing-access';
import { contentItems, contentSchedule, contentVersions } from '../db/schema';
import { log } from '../ops/log.mjs';
import { recordAudit, type Actor } from '../staff/audit';

/**
 * Scheduled publish and unpublish (docs/content-editing-design.md 3.3 and step 9): a staff member names a
 * version of an item (or unpublish) and a moment; every instance's content watcher (./watch.ts) claims due rows each
 * second with FOR UPDATE SKIP LOCKED and publishes them through the editor's own publish, in the same transaction
 * that marks the row done, so two instances never run one row twice and a crash runs it again. At that moment the
 * rules are checked again; a refusal is kept on the row with its reason and audited, and the watcher goes on.
 */

const copy = staffContentCopy;
type Staff = NonNullable<Actor>;
/** Who plants a schedule: the staff member and the id of the session the request came with. */
type Planter = Staff & { sessionId: string };
export type ScheduledChange = 'publish' | 'unpublish';

export type ScheduleRow = {
  id: number;
  action: ScheduledChange;
  dueAt: Date;
  versionId: number | null;
  createdBy: string | null;
  doneAt: Date | null;
  failure: string | null;
  /** Why it was cancelled, when it was not by hand (its author's standing access ended), else null. */
  cancelledReason: string | null;
};

/** When a time in the ISO form the form sends (with its offset), as a Date, or null. */
function dueOf(value: unknown): Date | null {
  if (typeof value !== 'string' || value.length > 40 || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const t = Date.parse(value);
  return Number.isFinite(t) ? new Date(t) : null;
}

/** "2026-11-27 17:05 UTC": how the audit log names a moment. */
const auditTime = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Schedules a change of the item: `publish` of `versionId` (a saved version of this item, valid by its kind's
 * schema now), or `unpublish` (a published item of a collection), at `dueAt` (ISO with an offset, in the future).
 * Refusals are by field (422) and change nothing. The row names the session that planted it, which must still
 * exist when it is written: the staff member's row is read FOR SHARE first, so an end of their standing access
 * (../auth/standing-access.ts) or a change of role that takes publishing away (../auth/accounts.ts) running at the
 * same moment either waits for this one and cancels it, or has happened already (401, 403).
 */
export async function scheduleChange(db: Db, staff: Planter, itemId: string, input: { action: unknown; dueAt: unknown; versionId?: unknown }): Promise<ScheduleRow> {
  const fields: Record<string, string> = {};
  const action = input.action === 'publish' || input.action === 'unpublish' ? input.action : null;
  if (!action) fields.action = copy.errors.scheduleAction;
  const dueAt = dueOf(input.dueAt);
  if (!dueAt || dueAt.getTime() <= Date.now()) fields.dueAt = copy.errors.scheduleWhen;
  if (!action || !dueAt || fields.dueAt) throw new ContentEditError(422, copy.errors.invalid, fields);
  return db.transaction(async (tx) => {
    // The role read under the same lock: a change of role that took publishing away meanwhile has cancelled the
    // author's schedules already, and this one would outlive it.
    const standing = await actorStanding(tx, staff, 'content:publish');
    if (standing === 'signed-out') throw new ContentEditError(401, staffCopy.errors.unauthorized);
    if (standing === 'forbidden') throw new ContentEditError(403, staffCopy.errors.forbidden);
    const [item] = await tx.select().from(contentItems).where(eq(contentItems.id, itemId)).for('update');
    if (!item || !isKindName(item.kind)) throw new ContentEditError(404, copy.errors.notFound);
    // Scheduling is the form's, like Publish: refused while the item or its draft is someone else's.
    await claimIn(tx, staff, item);
    let versionId: number | null = null;
    if (action === 'publish') {
      const id = typeof input.versionId === 'number' && Number.isSafeInteger(input.versionId) ? input.versionId : null;
      const [version] = id === null ? [] : await tx.select().from(contentVersions).where(and(eq(contentVersions.id, id), eq(contentVersions.itemId, itemId)));
      if (!version) throw new ContentEditError(422, copy.errors.scheduleVersion, { dueAt: copy.errors.scheduleVersion });
      const { fields: invalid } = validate(item.kind, version.data);
      if (invalid) throw new ContentEditError(422, copy.errors.invalid, invalid);
      versionId = version.id;
    } else {
      if (!CONTENT_KINDS[item.kind].collection) throw new ContentEditError(422, copy.errors.singleton, { action: copy.errors.singleton });
      if (item.status !== 'published') throw new ContentEditError(422, copy.errors.scheduleUnpublished, { action: copy.errors.scheduleUnpublished });
    }
    const [row] = await tx
      .insert(contentSchedule)
      .values({ itemId, versionId, action, dueAt, createdBy: staff.id, createdByEmail: staff.email, createdSession: staff.sessionId })
      .returning();
    await recordAudit(tx, {
      staff,
      action: 'content-schedule',
      itemId,
      detail: { ...auditDetail(item.kind, item.key, versionId), change: action, when: auditTime(dueAt), scheduleId: row.id },
    });
    return toRow(row);
  });
}

const toRow = (r: typeof contentSchedule.$inferSelect): ScheduleRow => ({
  id: r.id,
  action: r.action,
  dueAt: r.dueAt,
  versionId: r.versionId,
  createdBy: r.createdByEmail,
  doneAt: r.doneAt,
  failure: r.failure,
  cancelledReason: r.cancelledReason,
});

/** Cancels a schedule of the item that has neither run nor been cancelled (one running now is waited for: 404 after). */
export async function cancelSchedule(db: Db, staff: Staff, itemId: string, scheduleId: unknown): Promise<void> {
  const id = typeof scheduleId === 'number' && Number.isSafeInteger(scheduleId) ? scheduleId : null;
  await db.transaction(async (tx) => {
    const [row] =
      id === null
        ? []
        : await tx
            .select()
            .from(contentSchedule)
            .where(and(eq(contentSchedule.id, id), eq(contentSchedule.itemId, itemId)))
            .for('update');
    if (!row || row.doneAt || row.cancelledAt) throw new ContentEditError(404, copy.errors.scheduleNotFound);
    await tx.update(contentSchedule).set({ cancelledAt: new Date(), cancelledByEmail: staff.email }).where(eq(contentSchedule.id, row.id));
    const [item] = await tx.select().from(contentItems).where(eq(contentItems.id, itemId));
    const kind = item && isKindName(item.kind) ? item.kind : 'role';
    await recordAudit(tx, {
      staff,
      action: 'content-schedule-cancel',
      itemId,
      detail: { ...auditDetail(kind, item?.key ?? '', row.versionId), change: row.action, when: auditTime(row.dueAt), scheduleId: row.id },
    });
  });
}

/**
 * The item's schedules still to run (soonest first), and, from the last week (newest first), the ones that failed
 * and the ones cancelled because their author's standing access ended.
 */
export async function schedulesOf(db: Pick<Db, 'select'>, itemId: string): Promise<{ pending: ScheduleRow[]; failed: ScheduleRow[]; ended: ScheduleRow[] }> {
  const [pending, failed, ended] = await Promise.all([
    db
      .select()
      .from(contentSchedule)
      .where(and(eq(contentSchedule.itemId, itemId), isNull(contentSchedule.doneAt), isNull(contentSchedule.cancelledAt)))
      .orderBy(asc(contentSchedule.dueAt)),
    db
      .select()
      .from(contentSchedule)
      .where(and(eq(contentSchedule.itemId, itemId), isNotNull(contentSchedule.failure), sql`${contentSchedule.doneAt} > now() - interval '7 days'`))
      .orderBy(desc(contentSchedule.doneAt))
      .limit(5),
    db
      .select()
      .from(contentSchedule)
      .where(and(eq(contentSchedule.itemId, itemId), isNotNull(contentSchedule.cancelledReason), sql`${contentSchedule.cancelledAt} > now() - interval '7 days'`))
      .orderBy(desc(contentSchedule.cancelledAt))
      .limit(5),
  ]);
  return { pending: pending.map(toRow), failed: failed.map(toRow), ended: ended.map(toRow) };
}

/** Why a scheduled change was refused, in words: the refusal and its fields. */
function reasonOf(err: unknown): string {
  if (err instanceof ContentEditError) {
    const fields = Object.entries(err.fields ?? {}).filter(([, m]) => m !== err.message);
    return [err.message, ...fields.map(([path, m]) => (path ? `${path}: ${m}` : m))].join(' ').slice(0, 1000);
  }
  return copy.errors.scheduleUnexpected;
}

/** Runs one due schedule, if any is free: true when one ran (or failed), false when none is due (or a change of the published site is under way). */
async function runOne(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // First, as every change of the published site (./item.ts); busy now: the next tick tries again.
    if (!(await holdPublishedSet(tx, { wait: false }))) return false;
    const [row] = await tx
      .select()
      .from(contentSchedule)
      .where(and(isNull(contentSchedule.doneAt), isNull(contentSchedule.cancelledAt), lte(contentSchedule.dueAt, sql`now()`)))
      .orderBy(asc(contentSchedule.dueAt), asc(contentSchedule.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return false;
    await tx.update(contentSchedule).set({ claimedAt: new Date() }).where(eq(contentSchedule.id, row.id));
    const staff: Staff = { id: row.createdBy ?? '', email: row.createdByEmail ?? '' };
    let failure: string | null = null;
    try {
      const refusal = await standingAccessRefusal(tx, row.createdBy, row.createdAt);
      if (refusal) throw new ContentEditError(422, refusal);
      // A savepoint: a refusal undoes the publish's own writes and leaves this transaction to record it.
      await tx.transaction((sp: Tx) =>
        row.action === 'publish' ? publishIn(sp, staff, row.itemId, { versionId: row.versionId ?? 0, scheduleId: row.id }) : unpublishIn(sp, staff, row.itemId, row.id),
      );
    } catch (err) {
      if (!(err instanceof ContentEditError)) log.error({ event: 'content', err, scheduleId: row.id }, `scheduled ${row.action} ${row.id} failed`);
      failure = reasonOf(err);
    }
    await tx.update(contentSchedule).set({ doneAt: new Date(), failure }).where(eq(contentSchedule.id, row.id));
    if (failure !== null) {
      const [item] = await tx.select().from(contentItems).where(eq(contentItems.id, row.itemId));
      const kind = item && isKindName(item.kind) ? item.kind : 'role';
      await recordAudit(tx, {
        staff: row.createdBy ? staff : null,
        action: 'content-schedule-failed',
        itemId: row.itemId,
        detail: { ...auditDetail(kind, item?.key ?? '', row.versionId), change: row.action, when: auditTime(row.dueAt), scheduleId: row.id, reason: failure },
      });
      log.warn({ event: 'content', scheduleId: row.id, reason: failure }, `scheduled ${row.action} ${row.id} refused`);
    } else {
      log.info({ event: 'content', scheduleId: row.id, itemId: row.itemId }, `scheduled ${row.action} ${row.id} done`);
    }
    return true;
  });
}

/** At most this many due schedules run in one tick of the watcher (the rest in the next). */
const MAX_PER_TICK = 20;

/**
 * Runs the schedules that are due (the content watcher, each second, in every instance): one cheap look first, then
 * each due row in its own transaction. Returns how many ran.
 */
export async function runDueSchedules(db: Db): Promise<number> {
  const [due] = await db
    .select({ id: contentSchedule.id })
    .from(contentSchedule)
    .where(and(isNull(contentSchedule.doneAt), isNull(contentSchedule.cancelledAt), lte(contentSchedule.dueAt, sql`now()`)))
    .limit(1);
  if (!due) return 0;
  let ran = 0;
  while (ran < MAX_PER_TICK && (await runOne(db))) ran++;
  return ran;
}
