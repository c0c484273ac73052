/**
 * No one's work overwritten (src/server/content/lock.ts) on a real PostgreSQL with today's seed: the lock on an item
 * being edited, a draft that stays its writer's, Take over (the one it was taken from told, their text kept), the
 * lock's expiry, and parallel requests: many people opening, saving or taking over one item at the same moment.
 */
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getItem, publish, restore, saveDraft, unpublish } from '@/server/content/edit';
import { openItem, releaseItem, takeOver } from '@/server/content/lock';
import type { Db } from '@/server/db/client';
import { LOCK_TTL_MS } from '@/lib/content/lock';
import { countRows, freshRole, refused, startContentDbWith } from './content-db';

let pool: pg.Pool;
let db: Db;
let stop = async () => {};
const ayla = { id: 'staff-ayla', email: 'ayla@driftline.test', name: 'Ayla', role: 'editor' };
const ben = { id: 'staff-ben', email: 'ben@driftline.test', name: 'Ben', role: 'editor' };

beforeAll(async () => {
  ({ pool, db, stop } = await startContentDbWith([ayla, ben]));
}, 120_000);
afterAll(() => stop());

let roleId = '';
beforeEach(async () => {
  // a fresh item for each test: the published role, with no draft and nobody in it
  roleId = await freshRole(db, pool);
});

const count = (table: string, where?: string) => countRows(pool, table, where);
const item = async () => {
  const it = (await getItem(db, roleId))!;
  return it as typeof it & { data: Record<string, unknown> };
};
const owner = async () => (await pool.query('SELECT draft_owner_id FROM content_items WHERE id = $1', [roleId])).rows[0].draft_owner_id as string | null;
const titled = async (title: string) => ({ ...(await item()).data, title });
const versionsTitled = async (title: string) => count('content_versions', `item_id = '${roleId}' AND data->>'title' = '${title}'`);

describe('the lock on an item being edited', () => {
  it('tells the second person who is editing and since when, and refuses their save, publish, unpublish and restore', async () => {
    expect(await openItem(db, ayla, roleId)).toEqual({ state: 'mine' });
    const seen = await openItem(db, ben, roleId);
    expect(seen).toMatchObject({ state: 'editing', who: 'Ayla' });
    const base = (await item()).baseVersionId;
    const published = (await item()).published!.id;
    const data = await titled('Ben was here');
    for (const attempt of [
      () => saveDraft(db, ben, roleId, { data, baseVersionId: base }),
      () => publish(db, ben, roleId),
      () => unpublish(db, ben, roleId),
      () => restore(db, ben, roleId, published),
    ]) {
      const err = await refused(attempt());
      expect(err.status).toBe(409);
      expect(err.message).toMatch(/^Ayla is editing this item since \d\d:\d\d UTC\./);
      expect(err.detail).toMatchObject({ lock: { state: 'editing', who: 'Ayla' } });
    }
    const after = await item();
    expect(after.draft).toBeNull();
    expect(after.published!.id).toBe(published);
    expect(after.status).toBe('published');
  });

  it('keeps a draft its writer’s after they leave, until they publish it', async () => {
    await openItem(db, ayla, roleId);
    await saveDraft(db, ayla, roleId, { data: await titled('Ayla unfinished'), baseVersionId: (await item()).baseVersionId });
    await releaseItem(db, ayla, roleId);
    expect(await openItem(db, ben, roleId)).toMatchObject({ state: 'draft', who: 'Ayla' });
    // Ben's publish would have sent Ayla's unfinished text live: refused
    expect((await refused(publish(db, ben, roleId))).status).toBe(409);
    expect((await item()).data.title).toBe('Ayla unfinished');
    expect((await item()).status).toBe('published');
    // Ayla comes back to it and publishes: the draft is nobody's again
    expect(await openItem(db, ayla, roleId)).toEqual({ state: 'mine' });
    await publish(db, ayla, roleId);
    expect(await owner()).toBeNull();
    await releaseItem(db, ayla, roleId);
    expect(await openItem(db, ben, roleId)).toEqual({ state: 'mine' });
  });

  it('lets a lock go once its heartbeat stops for longer than the expiry, and not before', async () => {
    await openItem(db, ayla, roleId);
    await pool.query(`UPDATE content_locks SET heartbeat_at = now() - make_interval(secs => $1)`, [LOCK_TTL_MS / 1000 - 10]);
    expect((await openItem(db, ben, roleId)).state).toBe('editing');
    await pool.query(`UPDATE content_locks SET heartbeat_at = now() - make_interval(secs => $1)`, [LOCK_TTL_MS / 1000 + 1]);
    expect(await openItem(db, ben, roleId)).toEqual({ state: 'mine' });
    // Ayla's tab wakes up: her heartbeat now says the item is Ben's
    expect(await openItem(db, ayla, roleId)).toMatchObject({ state: 'editing', who: 'Ben' });
  });

  it('Take over: the item and its draft become Ben’s, Ayla is told in the staff pages and by e-mail, her text stays in the history', async () => {
    await openItem(db, ayla, roleId);
    const saved = await saveDraft(db, ayla, roleId, { data: await titled('Ayla saved'), baseVersionId: (await item()).baseVersionId });
    expect(await takeOver(db, ben, roleId)).toEqual({ from: 'Ayla' });
    expect(await owner()).toBe(ben.id);
    expect(await openItem(db, ben, roleId)).toEqual({ state: 'mine' });

    const notices = (await pool.query('SELECT staff_id, text, href FROM staff_notices')).rows;
    expect(notices).toEqual([{ staff_id: ayla.id, text: expect.stringMatching(/^Ben took over “Roles: .+” at \d\d:\d\d UTC\./), href: expect.stringContaining(`/history`) }]);
    const mail = (await pool.query('SELECT kind, submission_id, payload FROM outbox')).rows;
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: 'staff-notice', submission_id: null, payload: { to: ayla.email } });
    expect(mail[0].payload.text).toContain('Ben took over');
    expect(await count('audit_log', `action = 'content-take-over' AND item_id = '${roleId}' AND detail->>'from' = 'Ayla'`)).toBe(1);

    // Ayla's tab still has unsaved words: her next save is refused as the draft and kept in the history
    const err = await refused(saveDraft(db, ayla, roleId, { data: await titled('Ayla typed on'), baseVersionId: saved.versionId }));
    expect(err.status).toBe(409);
    expect(err.message).toMatch(/Ben is editing this item .* kept in the history as version \d+\./);
    const kept = (await pool.query(`SELECT source FROM content_versions WHERE item_id = $1 AND data->>'title' = 'Ayla typed on'`, [roleId])).rows;
    expect(kept).toEqual([{ source: 'kept' }]);
    expect((await item()).data.title).toBe('Ayla saved');
    expect((await item()).draft!.id).toBe(saved.versionId);
  });

  it('taking over a free item tells no one', async () => {
    expect(await takeOver(db, ben, roleId)).toEqual({ from: null });
    expect(await count('staff_notices')).toBe(0);
    expect(await count('outbox')).toBe(0);
  });
});

describe('the lock under parallel requests', () => {
  const team = Array.from({ length: 8 }, (_, i) => ({ id: `staff-p${i}`, email: `p${i}@driftline.test`, name: `P${i}` }));

  it('eight people opening one item at the same moment: exactly one holds it, the others are told who', async () => {
    const states = await Promise.all(team.map((p) => openItem(db, p, roleId)));
    const mine = states.filter((s) => s.state === 'mine');
    expect(mine).toHaveLength(1);
    const holder = team[states.findIndex((s) => s.state === 'mine')];
    expect(states.filter((s) => s.state === 'editing').every((s) => 'who' in s && s.who === holder.name)).toBe(true);
    expect(await count('content_locks')).toBe(1);
  });

  it('eight people saving one free item at the same moment: one draft, one writer; the others refused', async () => {
    const base = (await item()).baseVersionId;
    const data = await titled('x');
    const results = await Promise.allSettled(team.map((p) => saveDraft(db, p, roleId, { data: { ...data, title: `Draft by ${p.name}` }, baseVersionId: base })));
    const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [team[i]] : []));
    expect(won).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as { status: number }).status).toBe(409);
    expect((await item()).data.title).toBe(`Draft by ${won[0].name}`);
    expect(await owner()).toBe(won[0].id);
    // every loser's words are in the history, none of them the draft
    for (const p of team) expect(await versionsTitled(`Draft by ${p.name}`)).toBe(1);
  });

  it('Ayla saving while Ben takes over, twenty rounds: her words are always in the history, and the draft is Ben’s', async () => {
    for (let round = 0; round < 20; round++) {
      await pool.query('DELETE FROM content_locks');
      await pool.query('UPDATE content_items SET draft_version_id = NULL, draft_owner_id = NULL WHERE id = $1', [roleId]);
      await openItem(db, ayla, roleId);
      const base = (await item()).baseVersionId;
      const words = `Ayla round ${round}`;
      const [save, take] = await Promise.allSettled([saveDraft(db, ayla, roleId, { data: await titled(words), baseVersionId: base }), takeOver(db, ben, roleId)]);
      expect(take.status).toBe('fulfilled');
      if (save.status === 'rejected') expect((save.reason as { status: number }).status).toBe(409);
      expect(await versionsTitled(words)).toBe(1);
      expect(await openItem(db, ben, roleId)).toEqual({ state: 'mine' });
      expect(await openItem(db, ayla, roleId)).toMatchObject({ state: 'editing', who: 'Ben' });
    }
  });
});
