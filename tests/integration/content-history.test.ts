/**
 * History a team can read (src/server/content/revert.ts, src/server/staff/audit.ts) on a real PostgreSQL with today's
 * seed: "Revert the last publish" in one step (the version live before, published again; drafts left alone; twice
 * puts it back; nothing to revert refused and nothing changed), and the audit log narrowed by person, action, item
 * and days.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getItem, listItems, publish, saveDraft } from '@/server/content/edit';
import { revertLastPublish } from '@/server/content/revert';
import { listAudit } from '@/server/staff/audit';
import type { Db } from '@/server/db/client';
import { refused, startSeededContentDb } from './content-db';

let pool: pg.Pool;
let db: Db;
let stop = async () => {};
const ayla = { id: 'staff-ayla', email: 'ayla@driftline.test', name: 'Ayla' };
const ben = { id: 'staff-ben', email: 'ben@driftline.test', name: 'Ben' };

beforeAll(async () => {
  ({ pool, db, stop } = await startSeededContentDb());
}, 120_000);
afterAll(() => stop());

const title = async (id: string) => ((await getItem(db, id))!.published!.data as { title: string }).title;
const release = () => pool.query('DELETE FROM content_locks');

describe('Revert the last publish', () => {
  it('publishes the version live before, as a new version, leaving the draft; twice puts the reverted one back', async () => {
    const [role] = await listItems(db, 'role', 'backend');
    const start = (await getItem(db, role.id))!;
    const seedTitle = await title(role.id);
    const data = start.data as Record<string, unknown>;

    await saveDraft(db, ayla, role.id, { data: { ...data, title: 'Backend One' }, baseVersionId: start.baseVersionId });
    const one = await publish(db, ayla, role.id);
    // the first publish of a seeded item reverts to the seed
    const back = await revertLastPublish(db, ben, role.id);
    expect(await title(role.id)).toBe(seedTitle);
    expect(back.paths).toEqual(expect.arrayContaining(['/careers']));
    const [row] = (await pool.query('SELECT source, restored_from::int AS restored_from FROM content_versions WHERE id = $1', [back.versionId])).rows;
    expect(row).toEqual({ source: 'revert', restored_from: start.published!.id });

    // a second revert puts "Backend One" back; then a new publish, reverted, goes back to "Backend One"
    await revertLastPublish(db, ben, role.id);
    expect(await title(role.id)).toBe('Backend One');
    await release();
    const now = (await getItem(db, role.id))!;
    await saveDraft(db, ayla, role.id, { data: { ...data, title: 'Backend Two' }, baseVersionId: now.baseVersionId });
    await publish(db, ayla, role.id);
    expect(await title(role.id)).toBe('Backend Two');

    // Ayla's draft in progress, then Ben reverts: the page goes back, her draft stays hers and stays the draft
    const live = (await getItem(db, role.id))!;
    const draft = await saveDraft(db, ayla, role.id, { data: { ...data, title: 'Backend Three (unfinished)' }, baseVersionId: live.baseVersionId });
    await revertLastPublish(db, ben, role.id);
    expect(await title(role.id)).toBe('Backend One');
    const after = (await getItem(db, role.id))!;
    expect(after.draft!.id).toBe(draft.versionId);
    expect((await pool.query('SELECT draft_owner_id FROM content_items WHERE id = $1', [role.id])).rows[0].draft_owner_id).toBe(ayla.id);
    expect(one.versionId).toBeGreaterThan(0);
    const reverts = (await pool.query(`SELECT staff_email FROM audit_log WHERE action = 'content-revert' AND item_id = $1`, [role.id])).rows;
    expect(reverts).toHaveLength(3);
  });

  it('refuses an item never published since the seed, and changes nothing', async () => {
    const [role] = await listItems(db, 'role', 'flutter');
    const before = (await pool.query('SELECT count(*)::int AS n FROM content_versions')).rows[0].n;
    const audit = (await pool.query('SELECT count(*)::int AS n FROM audit_log')).rows[0].n;
    const err = await refused(revertLastPublish(db, ben, role.id));
    expect(err.status).toBe(422);
    expect(err.message).toBe('There is no earlier published version to go back to.');
    expect((await pool.query('SELECT count(*)::int AS n FROM content_versions')).rows[0].n).toBe(before);
    expect((await pool.query('SELECT count(*)::int AS n FROM audit_log')).rows[0].n).toBe(audit);
  });
});

describe('the audit log, filtered', () => {
  it('narrows by person, action, item and days', async () => {
    const everything = await listAudit(db, 1);
    expect(everything.entries.length).toBeGreaterThan(5);
    const bens = await listAudit(db, 1, { who: ben.email });
    expect(bens.entries.length).toBeGreaterThan(0);
    expect(bens.entries.every((e) => e.who === ben.email)).toBe(true);
    const reverts = await listAudit(db, 1, { action: 'content-revert' });
    expect(reverts.entries).toHaveLength(3);
    const backend = await listAudit(db, 1, { item: 'backend', action: 'content-publish' });
    expect(backend.entries.length).toBeGreaterThan(0);
    expect(backend.entries.every((e) => String(e.detail.item).toLowerCase().includes('backend'))).toBe(true);
    expect((await listAudit(db, 1, { item: '%' })).entries).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await listAudit(db, 1, { from: today, to: today })).entries.length).toBe(everything.entries.length);
    expect((await listAudit(db, 1, { to: '2000-01-01' })).entries).toEqual([]);
    await pool.query(`UPDATE audit_log SET at = '2026-01-15T23:59:00Z' WHERE id = $1`, [everything.entries[0].id]);
    expect((await listAudit(db, 1, { from: '2026-01-15', to: '2026-01-15' })).entries.map((e) => e.id)).toEqual([everything.entries[0].id]);
  });
});
