import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { staffContentCopy } from '@/content/staff';
import { staffTeamCopy } from '@/content/staff-team';
import { editState, mayEdit, type EditState } from '@/lib/content/lock';
import { fillTemplate } from '@/lib/copy/template';
import type { Db } from '../db/client';
import { contentItems, contentLocks, contentReviews, contentVersions } from '../db/schema';
import { recordAudit } from '../staff/audit';
import { auditDetail, ContentEditError, lockItem, type Tx } from './item';
import { notifyStaff } from './notices';

/**
 * No one's work overwritten: an item's draft is its writer's until they publish it or someone takes it over, and
 * while someone has the form open the item is locked to them (a row in content_locks, kept alive by the editor's
 * heartbeat, gone LOCK_TTL_MS after the last one). Every change of an item's draft goes through claimIn, under the
 * item's row lock (SELECT … FOR UPDATE), so two people opening, saving or taking over at once are served one after
 * the other and exactly one of them holds it. The rules themselves are pure: src/lib/content/lock.ts.
 */

const copy = staffTeamCopy;
export type Person = { id: string; email: string; name?: string };
type Item = { id: string; kind: string; key: string; draftVersionId: number | null; draftOwnerId: string | null; draftOwnerName: string | null };

/** "10:42 UTC": how a refusal from the server names a moment (the pages show the reader's own time). */
const hhmm = (d: Date) => `${d.toISOString().slice(11, 16)} UTC`;
export const nameOf = (p: Person) => p.name?.trim() || p.email;

/** The item's edit state for `staffId`, read in the caller's transaction (after lockItem, or for a look). */
export async function stateIn(tx: Pick<Db, 'select'>, staffId: string, item: Item, now = new Date()): Promise<EditState> {
  const [lock] = await tx.select().from(contentLocks).where(eq(contentLocks.itemId, item.id));
  const [review] = await tx
    .select({ requestedBy: contentReviews.requestedBy, requestedByName: contentReviews.requestedByName, requestedAt: contentReviews.requestedAt })
    .from(contentReviews)
    .where(and(eq(contentReviews.itemId, item.id), isNull(contentReviews.outcome)));
  let draft = null;
  if (item.draftVersionId !== null) {
    const [v] = await tx.select({ createdAt: contentVersions.createdAt }).from(contentVersions).where(eq(contentVersions.id, item.draftVersionId));
    draft = { ownerId: item.draftOwnerId, ownerName: item.draftOwnerName, savedAt: v?.createdAt ?? now };
  }
  return editState(staffId, lock ?? null, draft, review ?? null, now);
}

/** The refusal of a change by someone the item is not free for: 409, with who holds it and since when. */
export function lockRefusal(state: EditState): ContentEditError {
  if (state.state === 'mine' || state.state === 'free') throw new Error('not a refusal');
  const values = { who: state.who, time: hhmm(state.since) };
  const message =
    state.state === 'review' ? copy.errors.inReview : fillTemplate(state.state === 'editing' ? copy.errors.editing : copy.errors.draftOwned, values);
  return new ContentEditError(409, message, undefined, { lock: { state: state.state, who: state.who, since: state.since.toISOString() } });
}

/** Holds (or keeps holding) the item's lock for `staff`: since now for a new holder, the heartbeat now. */
async function holdIn(tx: Tx, staff: Person, itemId: string, now: Date): Promise<void> {
  await tx
    .insert(contentLocks)
    .values({ itemId, staffId: staff.id, staffName: nameOf(staff), since: now, heartbeatAt: now })
    .onConflictDoUpdate({
      target: contentLocks.itemId,
      set: {
        staffId: staff.id,
        staffName: nameOf(staff),
        heartbeatAt: now,
        since: sql`CASE WHEN ${contentLocks.staffId} = ${staff.id} THEN ${contentLocks.since} ELSE ${now} END`,
      },
    });
}

/**
 * Before any change of the item by `staff` (in the transaction that holds the item's row): takes the lock when the
 * item is free or theirs, else throws the refusal (409) naming who has it.
 */
export async function claimIn(tx: Tx, staff: Person, item: Item): Promise<void> {
  const now = new Date();
  const state = await stateIn(tx, staff.id, item, now);
  if (!mayEdit(state)) throw lockRefusal(state);
  await holdIn(tx, staff, item.id, now);
}

/** Opening the form, and its heartbeat: the item's state for `staff`, who now holds it when it was free or theirs. */
export async function openItem(db: Db, staff: Person, id: string): Promise<EditState> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, id);
    const now = new Date();
    const state = await stateIn(tx, staff.id, item, now);
    if (!mayEdit(state)) return state;
    await holdIn(tx, staff, id, now);
    return { state: 'mine' };
  });
}

/** Closing the form: lets the lock go if `staff` holds it (their draft stays theirs). */
export async function releaseItem(db: Db, staff: Person, id: string): Promise<void> {
  await db.delete(contentLocks).where(and(eq(contentLocks.itemId, id), eq(contentLocks.staffId, staff.id)));
}

/**
 * Take over: the item's lock and its draft become `staff`'s. Whoever was editing it and whoever the draft was are
 * told (a notice and an e-mail); their saved text stays in the history (the draft is a version like any other), and
 * what they type after this is kept there too, not as the draft (saveDraft). A draft waiting for review is not taken
 * over (the review ends first). Audited.
 */
export async function takeOver(db: Db, staff: Person, id: string): Promise<{ from: string | null }> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, id);
    const now = new Date();
    const state = await stateIn(tx, staff.id, item, now);
    if (state.state === 'review') throw lockRefusal(state);
    const [lock] = await tx.select().from(contentLocks).where(eq(contentLocks.itemId, id));
    const others = [lock?.staffId, item.draftVersionId !== null ? item.draftOwnerId : null].filter((x): x is string => Boolean(x) && x !== staff.id);
    await holdIn(tx, staff, id, now);
    if (item.draftVersionId !== null) await tx.update(contentItems).set({ draftOwnerId: staff.id, draftOwnerName: nameOf(staff) }).where(eq(contentItems.id, id));
    if (!others.length) return { from: null };
    const from = state.state === 'editing' || state.state === 'draft' ? state.who : (lock?.staffName ?? null);
    const itemName = `${staffContentCopy.kinds[item.kind as keyof typeof staffContentCopy.kinds] ?? item.kind}: ${item.key}`;
    await notifyStaff(tx, others, {
      itemId: id,
      text: fillTemplate(copy.notices.tookOver, { who: nameOf(staff), item: itemName, time: hhmm(now) }),
      href: `/staff/content/${item.kind}/${id}/history`,
    });
    await recordAudit(tx, { staff, action: 'content-take-over', itemId: id, detail: { ...auditDetail(item.kind as never, item.key, item.draftVersionId), from: from ?? '' } });
    return { from };
  });
}

/** The item's state for `staffId` as a page shows it (a look: it takes nothing). */
export async function editStateOf(db: Db, staffId: string, id: string): Promise<EditState | null> {
  const [item] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  return item ? stateIn(db, staffId, item) : null;
}
