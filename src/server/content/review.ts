import 'server-only';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { staffTeamCopy } from '@/content/staff-team';
import { isKindName, type KindName } from '@/lib/content/kinds';
import { itemName } from '@/lib/content/names';
import { fillTemplate } from '@/lib/copy/template';
import { PERMISSIONS } from '@/lib/staff/roles';
import type { Db } from '../db/client';
import { contentItems, contentLocks, contentReviews, contentVersions, staffUsers } from '../db/schema';
import { recordAudit } from '../staff/audit';
import { publishIn, type PublishResult } from './edit';
import { auditDetail, ContentEditError, holdPublishedSet, lockItem, type Tx } from './item';
import { claimIn, nameOf, type Person } from './lock';
import { notifyStaff } from './notices';

/**
 * Review before publishing: a writer asks for a review of their draft with a note; the draft is then frozen (nobody
 * edits it, src/lib/content/lock.ts) until an editor publishes it (that version, whatever else happened) or sends it
 * back with a comment (the draft is the writer's again), or the writer withdraws it. Editors are told of a request,
 * the writer of the outcome: a notice in the staff pages and an e-mail through the outbox (item and colleague names,
 * the note or comment; never a visitor's words). Each step is audited; each runs under the item's row lock.
 */

const copy = staffTeamCopy.review;
export const NOTE_MAX = 2000;

type Item = { id: string; kind: KindName; key: string };
/** The item's name in the site's words ("Role: Digital Marketing"), with the title of the version under review. */
async function itemLabel(tx: Pick<Db, 'select'>, item: Item, versionId: number): Promise<string> {
  const [version] = await tx.select({ data: contentVersions.data }).from(contentVersions).where(eq(contentVersions.id, versionId));
  return itemName(item.kind, item.key, version?.data ?? null);
}
const reviewHref = (id: number) => `/staff/content/reviews/${id}`;

function textOf(value: unknown, field: string, required: boolean, missing: string = copy.errors.noteMissing): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (required && !text) throw new ContentEditError(422, missing, { [field]: missing });
  if (text.length > NOTE_MAX) throw new ContentEditError(422, copy.errors.noteLong, { [field]: fillTemplate(copy.errors.noteLong, { max: NOTE_MAX }) });
  return text;
}

/** Who is told of a new request: everyone who may publish (`reviewers`), but the writer. */
export type Reviewers = (tx: Pick<Db, 'select'>) => Promise<string[]>;

export async function requestReview(db: Db, staff: Person, id: string, input: { note: unknown }, reviewers: Reviewers): Promise<{ reviewId: number }> {
  const note = textOf(input.note, 'note', true);
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, id);
    await claimIn(tx, staff, item);
    if (item.draftVersionId === null) throw new ContentEditError(422, copy.errors.noDraft, { '': copy.errors.noDraft });
    const [row] = await tx
      .insert(contentReviews)
      .values({ itemId: id, versionId: item.draftVersionId, requestedBy: staff.id, requestedByName: nameOf(staff), note })
      .returning({ id: contentReviews.id });
    // The draft waits for review: the writer's lock goes (nobody edits it now).
    await tx.delete(contentLocks).where(eq(contentLocks.itemId, id));
    await recordAudit(tx, { staff, action: 'content-review-request', itemId: id, detail: { ...auditDetail(item.kind, item.key, item.draftVersionId), reviewId: row.id } });
    const to = (await reviewers(tx)).filter((s) => s !== staff.id);
    await notifyStaff(tx, to, { itemId: id, text: fillTemplate(copy.notices.asked, { who: nameOf(staff), item: await itemLabel(tx, item, item.draftVersionId), note }), href: reviewHref(row.id) });
    return { reviewId: row.id };
  });
}

/** The open review, locked for this transaction, with its item; 404 when there is none (decided, or never). */
async function openReview(tx: Tx, reviewId: number) {
  const [review] = await tx.select().from(contentReviews).where(and(eq(contentReviews.id, reviewId), isNull(contentReviews.outcome))).for('update');
  if (!review) throw new ContentEditError(404, copy.errors.notOpen);
  const item = await lockItem(tx, review.itemId);
  return { review, item };
}

async function decide(tx: Tx, reviewId: number, staff: Person, outcome: 'published' | 'sent-back' | 'withdrawn', comment: string) {
  await tx.update(contentReviews).set({ outcome, decidedBy: staff.id, decidedByName: nameOf(staff), comment, decidedAt: new Date() }).where(eq(contentReviews.id, reviewId));
}

/** An editor publishes the version asked for (not whatever the draft may be), with an optional comment; the writer is told. */
export async function publishReview(db: Db, staff: Person, reviewId: number, input: { comment: unknown }): Promise<PublishResult> {
  const comment = textOf(input.comment, 'comment', false);
  return db.transaction(async (tx) => {
    await holdPublishedSet(tx);
    const { review, item } = await openReview(tx, reviewId);
    const result = await publishIn(tx, staff, item.id, { versionId: review.versionId, claim: false });
    await decide(tx, reviewId, staff, 'published', comment);
    await notifyStaff(tx, [review.requestedBy].filter((s) => s !== staff.id), {
      itemId: item.id,
      text: fillTemplate(comment ? copy.notices.publishedWith : copy.notices.published, { who: nameOf(staff), item: await itemLabel(tx, item, review.versionId), comment }),
      href: reviewHref(reviewId),
    });
    return result;
  });
}

/** An editor sends the draft back with a comment (required): it is the writer's again, to change and ask again. */
export async function sendBack(db: Db, staff: Person, reviewId: number, input: { comment: unknown }): Promise<void> {
  const comment = textOf(input.comment, 'comment', true, copy.errors.commentMissing);
  await db.transaction(async (tx) => {
    const { review, item } = await openReview(tx, reviewId);
    await decide(tx, reviewId, staff, 'sent-back', comment);
    await recordAudit(tx, { staff, action: 'content-review-send-back', itemId: item.id, detail: { ...auditDetail(item.kind, item.key, review.versionId), reviewId } });
    await notifyStaff(tx, [review.requestedBy].filter((s) => s !== staff.id), {
      itemId: item.id,
      text: fillTemplate(copy.notices.sentBack, { who: nameOf(staff), item: await itemLabel(tx, item, review.versionId), comment }),
      href: reviewHref(reviewId),
    });
  });
}

/** The writer takes their request back (the draft is theirs to edit again). Only the writer. */
export async function withdrawReview(db: Db, staff: Person, reviewId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { review, item } = await openReview(tx, reviewId);
    if (review.requestedBy !== staff.id) throw new ContentEditError(403, copy.errors.notYours);
    await decide(tx, reviewId, staff, 'withdrawn', '');
    await recordAudit(tx, { staff, action: 'content-review-withdraw', itemId: item.id, detail: { ...auditDetail(item.kind, item.key, review.versionId), reviewId } });
  });
}

export type ReviewSummary = {
  id: number;
  itemId: string;
  kind: KindName;
  key: string;
  title: string;
  versionId: number;
  requestedBy: string;
  requestedByName: string;
  note: string;
  requestedAt: Date;
  outcome: 'published' | 'sent-back' | 'withdrawn' | null;
  decidedByName: string | null;
  comment: string | null;
  decidedAt: Date | null;
};

const columns = {
  id: contentReviews.id,
  itemId: contentReviews.itemId,
  kind: contentItems.kind,
  key: contentItems.key,
  title: contentVersions.data,
  versionId: contentReviews.versionId,
  requestedBy: contentReviews.requestedBy,
  requestedByName: contentReviews.requestedByName,
  note: contentReviews.note,
  requestedAt: contentReviews.requestedAt,
  outcome: contentReviews.outcome,
  decidedByName: contentReviews.decidedByName,
  comment: contentReviews.comment,
  decidedAt: contentReviews.decidedAt,
};

function summary(row: Omit<ReviewSummary, 'title' | 'kind'> & { kind: string; title: unknown }): ReviewSummary | null {
  if (!isKindName(row.kind)) return null;
  const data = row.title as { title?: unknown; name?: unknown } | null;
  const title = typeof data?.title === 'string' ? data.title : typeof data?.name === 'string' ? data.name : row.key;
  return { ...row, kind: row.kind, title };
}

const base = (db: Pick<Db, 'select'>) =>
  db.select(columns).from(contentReviews).innerJoin(contentItems, eq(contentItems.id, contentReviews.itemId)).innerJoin(contentVersions, eq(contentVersions.id, contentReviews.versionId));

/** The review queue: every open request, oldest first. */
export async function openReviews(db: Db): Promise<ReviewSummary[]> {
  const rows = await base(db).where(isNull(contentReviews.outcome)).orderBy(contentReviews.id);
  return rows.map(summary).filter((r): r is ReviewSummary => r !== null);
}

/** A staff member's own requests, newest first (the outcomes they are waiting for, or have had). */
export async function reviewsBy(db: Db, staffId: string, limit = 20): Promise<ReviewSummary[]> {
  const rows = await base(db).where(eq(contentReviews.requestedBy, staffId)).orderBy(desc(contentReviews.id)).limit(limit);
  return rows.map(summary).filter((r): r is ReviewSummary => r !== null);
}

/** One review, with the version asked for and what is live now (for the diff). */
export async function getReview(db: Db, id: number): Promise<(ReviewSummary & { data: unknown; live: unknown | null }) | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await base(db).where(eq(contentReviews.id, id));
  const found = row ? summary(row) : null;
  if (!found) return null;
  const [v] = await db.select({ data: contentVersions.data }).from(contentVersions).where(eq(contentVersions.id, found.versionId));
  const [item] = await db.select({ published: contentItems.publishedVersionId }).from(contentItems).where(eq(contentItems.id, found.itemId));
  const [live] = item?.published ? await db.select({ data: contentVersions.data }).from(contentVersions).where(eq(contentVersions.id, item.published)) : [];
  return { ...found, data: v?.data ?? null, live: live?.data ?? null };
}

/** The item's latest review (open or decided), for its form. */
export async function latestReviewOf(db: Db, itemId: string): Promise<ReviewSummary | null> {
  const [row] = await base(db).where(eq(contentReviews.itemId, itemId)).orderBy(desc(contentReviews.id)).limit(1);
  return row ? summary(row) : null;
}

/** Who is told of a request: the accounts whose role may publish it (an Inbox or Writer account is not). */
export const publishers: Reviewers = async (tx) =>
  (await tx.select({ id: staffUsers.id }).from(staffUsers).where(inArray(staffUsers.role, [...PERMISSIONS['content:publish']]))).map((r) => r.id);

/** A review id from an address: a positive integer, else a 404. */
export function reviewIdOf(value: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new ContentEditError(404, copy.errors.notOpen);
  return id;
}
