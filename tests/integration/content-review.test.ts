/**
 * Review before publishing (src/server/content/review.ts) on a real PostgreSQL with today's seed: a writer asks for a
 * review with a note (the draft is then locked for everyone), editors are told; an editor sends it back with a comment
 * (the draft is the writer's again) or publishes the version asked for; the writer is told each outcome, in the staff
 * pages and by e-mail through the outbox. Refusals change nothing; a publish and a send-back at once: one wins.
 */
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getItem, saveDraft } from '@/server/content/edit';
import { openItem } from '@/server/content/lock';
import { publishers, openReviews, publishReview, requestReview, sendBack, withdrawReview } from '@/server/content/review';
import type { Db } from '@/server/db/client';
import { countRows, freshRole, refused, startContentDbWith } from './content-db';

let pool: pg.Pool;
let db: Db;
let stop = async () => {};
const ayla = { id: 'staff-ayla', email: 'ayla@driftline.test', name: 'Ayla', role: 'writer' };
const ben = { id: 'staff-ben', email: 'ben@driftline.test', name: 'Ben', role: 'editor' };
/** Colleagues who may not publish: never told of a request. */
const rita = { id: 'staff-rita', email: 'rita@driftline.test', name: 'Rita', role: 'inbox' };
const will = { id: 'staff-will', email: 'will@driftline.test', name: 'Will', role: 'writer' };

beforeAll(async () => {
  ({ pool, db, stop } = await startContentDbWith([ayla, ben, rita, will]));
}, 120_000);
afterAll(() => stop());

let roleId = '';
beforeEach(async () => {
  await pool.query("UPDATE content_reviews SET outcome = 'withdrawn' WHERE outcome IS NULL");
  roleId = await freshRole(db, pool);
});

const count = (table: string, where?: string) => countRows(pool, table, where);
const snapshot = async () => ({
  reviews: (await pool.query('SELECT id, outcome FROM content_reviews ORDER BY id')).rows,
  notices: await count('staff_notices'),
  outbox: await count('outbox'),
  items: (await pool.query('SELECT id, status, published_version_id, draft_version_id, draft_owner_id FROM content_items ORDER BY id')).rows,
});
async function aylaDraft(title: string) {
  const item = (await getItem(db, roleId))!;
  return saveDraft(db, ayla, roleId, { data: { ...(item.data as object), title }, baseVersionId: item.baseVersionId });
}
const liveTitle = async () => ((await getItem(db, roleId))!.published!.data as { title: string }).title;

describe('review before publishing', () => {
  it('asks with a note: the draft waits in the queue, locked for everyone; those who may publish are told, without any visitor data', async () => {
    const draft = await aylaDraft('Reviewed title');
    const { reviewId } = await requestReview(db, ayla, roleId, { note: 'New title for the spring hiring round.' }, publishers);
    const queue = await openReviews(db);
    expect(queue).toEqual([expect.objectContaining({ id: reviewId, itemId: roleId, versionId: draft.versionId, requestedByName: 'Ayla', note: 'New title for the spring hiring round.' })]);
    expect(await openItem(db, ayla, roleId)).toMatchObject({ state: 'review', who: 'Ayla' });
    expect(await openItem(db, ben, roleId)).toMatchObject({ state: 'review' });
    const base = (await getItem(db, roleId))!.baseVersionId;
    expect((await refused(saveDraft(db, ben, roleId, { data: { ...((await getItem(db, roleId))!.data as object), title: 'Ben' }, baseVersionId: base }))).status).toBe(409);
    expect((await getItem(db, roleId))!.draft!.id).toBe(draft.versionId);

    const notices = (await pool.query('SELECT staff_id, text, href FROM staff_notices')).rows;
    expect(notices).toEqual([{ staff_id: ben.id, text: 'Ayla asked for a review of “Role: Reviewed title”: New title for the spring hiring round.', href: `/staff/content/reviews/${reviewId}` }]);
    const mail = (await pool.query('SELECT kind, submission_id, payload FROM outbox')).rows;
    expect(mail).toEqual([expect.objectContaining({ kind: 'staff-notice', submission_id: null })]);
    expect(mail[0].payload.to).toBe(ben.email);
    expect(await count('submissions')).toBe(0);
  });

  it('refuses a request without a note, or without a draft, and changes nothing', async () => {
    const before = await snapshot();
    expect((await refused(requestReview(db, ayla, roleId, { note: '  ' }, publishers))).fields).toEqual({ note: expect.any(String) });
    expect((await refused(requestReview(db, ayla, roleId, { note: 'Please look' }, publishers))).status).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it('sent back with a comment: the draft is the writer’s again, and she is told why', async () => {
    await aylaDraft('Needs work');
    const { reviewId } = await requestReview(db, ayla, roleId, { note: 'Is this better?' }, publishers);
    const before = await snapshot();
    expect((await refused(sendBack(db, ben, reviewId, { comment: '' }))).fields).toEqual({ comment: expect.any(String) });
    expect(await snapshot()).toEqual(before);
    await sendBack(db, ben, reviewId, { comment: 'Shorter, please.' });
    expect(await openReviews(db)).toEqual([]);
    expect(await openItem(db, ayla, roleId)).toEqual({ state: 'mine' });
    const told = (await pool.query('SELECT text FROM staff_notices WHERE staff_id = $1', [ayla.id])).rows;
    expect(told).toEqual([{ text: expect.stringMatching(/^Ben sent “Role: .+” back: Shorter, please\.$/) }]);
    expect(await count('audit_log', `action = 'content-review-send-back' AND item_id = '${roleId}'`)).toBe(1);
    // decided: a second decision finds it closed
    expect((await refused(publishReview(db, ben, reviewId, { comment: '' }))).status).toBe(404);
  });

  it('published: the version asked for goes live, the draft is gone, the writer is told', async () => {
    const draft = await aylaDraft('Approved title');
    const { reviewId } = await requestReview(db, ayla, roleId, { note: 'Ready' }, publishers);
    const result = await publishReview(db, ben, reviewId, { comment: 'Looks good' });
    expect(result.versionId).toBe(draft.versionId);
    expect(await liveTitle()).toBe('Approved title');
    expect((await getItem(db, roleId))!.draft).toBeNull();
    expect((await pool.query('SELECT outcome, decided_by_name, comment FROM content_reviews WHERE id = $1', [reviewId])).rows[0]).toEqual({
      outcome: 'published',
      decided_by_name: 'Ben',
      comment: 'Looks good',
    });
    expect((await pool.query('SELECT payload FROM outbox WHERE payload->>\'to\' = $1', [ayla.email])).rows[0].payload.text).toContain('Ben published “Role: Approved title” after review: Looks good');
  });

  it('only its writer withdraws a request', async () => {
    await aylaDraft('Withdrawn');
    const { reviewId } = await requestReview(db, ayla, roleId, { note: 'Oops' }, publishers);
    expect((await refused(withdrawReview(db, ben, reviewId))).status).toBe(403);
    await withdrawReview(db, ayla, reviewId);
    expect(await openItem(db, ayla, roleId)).toEqual({ state: 'mine' });
  });

  it('a publish and a send-back of one review at the same moment: exactly one decides it', async () => {
    for (let round = 0; round < 8; round++) {
      await pool.query('DELETE FROM content_locks');
      await aylaDraft(`Race ${round}`);
      const { reviewId } = await requestReview(db, ayla, roleId, { note: `Round ${round}` }, publishers);
      const [a, b] = await Promise.allSettled([publishReview(db, ben, reviewId, { comment: '' }), sendBack(db, ben, reviewId, { comment: 'No' })]);
      expect([a.status, b.status].sort()).toEqual(['fulfilled', 'rejected']);
      const loser = (a.status === 'rejected' ? a : b) as PromiseRejectedResult;
      expect((loser.reason as { status: number }).status).toBe(404);
      const [row] = (await pool.query('SELECT outcome FROM content_reviews WHERE id = $1', [reviewId])).rows;
      expect(row.outcome).toBe(a.status === 'fulfilled' ? 'published' : 'sent-back');
      expect((await liveTitle()) === `Race ${round}`).toBe(a.status === 'fulfilled');
    }
  });
});
