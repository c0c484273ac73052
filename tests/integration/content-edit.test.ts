/**
 * The content editor's model (src/server/content/edit.ts) on a real PostgreSQL with today's seed: drafts, autosave,
 * optimistic concurrency, publish (schema and cross-item rules, key changes, redirects), unpublish, history,
 * restore, and the audit and content_changes rows each leaves. Refusals change nothing.
 */
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContentEditError, getItem, history, listItems, moveAddress, publish, restore, saveDraft, unpublish } from '@/server/content/edit';
import { takeOver } from '@/server/content/lock';
import type { Db } from '@/server/db/client';
import { KIND_NAMES } from '@/lib/content/kinds';
import { pagePath } from '@/lib/content/collections';
import { pathsOf } from '@/lib/content/paths';
import { staffContentCopy } from '@/content/staff';
import { refused, startSeededContentDb } from './content-db';

let pool: pg.Pool;
let db: Db;
let stop = async () => {};
const staff = { id: 'staff-1', email: 'editor@driftline.test' };
const other = { id: 'staff-2', email: 'other@driftline.test' };

beforeAll(async () => {
  ({ pool, db, stop } = await startSeededContentDb());
}, 120_000);
afterAll(() => stop());
// Each test starts with nobody editing and every draft anyone's: who may edit has its own suite (content-lock.test.ts).
beforeEach(async () => {
  await pool.query('DELETE FROM content_locks; UPDATE content_items SET draft_owner_id = NULL, draft_owner_name = NULL');
});

const count = async (table: string, where = 'true') => Number((await pool.query(`SELECT count(*) AS n FROM ${table} WHERE ${where}`)).rows[0].n);
const state = async () => ({
  versions: await count('content_versions'),
  audit: await count('audit_log'),
  changes: await count('content_changes'),
  redirects: await count('content_redirects'),
  items: (await pool.query('SELECT id, key, status, published_version_id, draft_version_id FROM content_items ORDER BY id')).rows,
});


async function firstRole() {
  const [role] = await listItems(db, 'role', 'frontend');
  expect(role).toBeDefined();
  const item = (await getItem(db, role.id))!;
  return item as typeof item & { data: Record<string, unknown> };
}

describe('content edit', () => {
  it('lists a kind’s items, searched by key or title', async () => {
    const all = await listItems(db, 'role');
    expect(all.length).toBeGreaterThan(2);
    const found = await listItems(db, 'role', 'FRONTEND');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => /frontend/i.test(r.key + r.title))).toBe(true);
    expect(await listItems(db, 'role', 'no such role %_')).toEqual([]);
  });

  it('saves a draft without touching what visitors see, and publishes it with its new key', async () => {
    const role = await firstRole();
    const oldTitle = role.data.title as string;
    const saved = await saveDraft(db, staff, role.id, { data: { ...role.data, title: `${oldTitle} Edited` }, baseVersionId: role.baseVersionId });
    const after = (await getItem(db, role.id))!;
    expect(after.published!.id).toBe(role.published!.id);
    expect(after.draft!.id).toBe(saved.versionId);
    expect(after.key).toBe(role.key);

    const changesBefore = await count('content_changes');
    const result = await publish(db, staff, role.id);
    expect(result.key).not.toBe(role.key);
    expect(result.paths).toEqual(['/careers', '/internships', '/careers/*', '/internships/*', '/sitemap.xml']);
    const published = (await getItem(db, role.id))!;
    expect(published).toMatchObject({ status: 'published', key: result.key, draft: null });
    expect((published.data as { title: string }).title).toBe(`${oldTitle} Edited`);
    expect(await count('content_changes')).toBe(changesBefore + 1);
    expect(await count('audit_log', `action = 'content-publish' AND item_id = '${role.id}'`)).toBe(1);
    expect(await count('audit_log', `action = 'content-save' AND item_id = '${role.id}'`)).toBe(1);
  });

  it('refuses a save that breaks a rule, by field, and changes nothing', async () => {
    const role = await firstRole();
    const before = await state();
    const err = await refused(saveDraft(db, staff, role.id, { data: { ...role.data, title: '', datePosted: 'soon' }, baseVersionId: role.baseVersionId }));
    expect(err.status).toBe(422);
    expect(Object.keys(err.fields!)).toEqual(expect.arrayContaining(['title', 'datePosted']));
    expect(await state()).toEqual(before);
  });

  it('refuses a save from a stale version (the same person’s other tab) with 409, naming who saved', async () => {
    const role = await firstRole();
    await saveDraft(db, other, role.id, { data: { ...role.data, title: `${role.data.title as string} Other` }, baseVersionId: role.baseVersionId });
    const before = await state();
    const err = await refused(saveDraft(db, other, role.id, { data: { ...role.data, title: 'Mine' }, baseVersionId: role.baseVersionId }));
    expect(err.status).toBe(409);
    expect(err.message).toContain(other.email);
    expect(await state()).toEqual(before);
  });

  it('collapses autosaves of one staff member into one version for 30 s', async () => {
    const role = await firstRole();
    const a = await saveDraft(db, staff, role.id, { data: { ...role.data, title: 'Auto one' }, baseVersionId: role.baseVersionId, autosave: true });
    expect(a.collapsed).toBe(false);
    const b = await saveDraft(db, staff, role.id, { data: { ...role.data, title: 'Auto two' }, baseVersionId: a.versionId, autosave: true });
    expect(b).toMatchObject({ versionId: a.versionId, collapsed: true });
    // another staff member's autosave (once they took the item over) is a version of its own
    await takeOver(db, other, role.id);
    const c = await saveDraft(db, other, role.id, { data: { ...role.data, title: 'Auto three' }, baseVersionId: b.versionId, autosave: true });
    expect(c.versionId).not.toBe(a.versionId);
    // and so is an autosave after the window
    await pool.query(`UPDATE content_versions SET created_at = now() - interval '31 seconds' WHERE id = $1`, [c.versionId]);
    const d = await saveDraft(db, other, role.id, { data: { ...role.data, title: 'Auto four' }, baseVersionId: c.versionId, autosave: true });
    expect(d.versionId).not.toBe(c.versionId);
    expect(((await getItem(db, role.id))!.data as { title: string }).title).toBe('Auto four');
  });

  it('refuses a key another item has at publish, and changes nothing', async () => {
    const roles = await listItems(db, 'role');
    const [a, b] = [(await getItem(db, roles[0].id))!, (await getItem(db, roles[1].id))!];
    const bTitle = (b.published!.data as { title: string }).title;
    const bType = (b.published!.data as { type: string }).type;
    const data = { ...(b.published!.data as object), title: bTitle, type: bType };
    await saveDraft(db, staff, a.id, { data, baseVersionId: a.baseVersionId });
    const before = await state();
    const err = await refused(publish(db, staff, a.id));
    expect(err.status).toBe(422);
    expect(err.fields).toHaveProperty('title');
    expect(await state()).toEqual(before);
  });

  it('publishes one of two items that take the same new key at the same moment, and refuses the other cleanly', async () => {
    // Two roles the other tests leave alone (they edit the frontend one and the first two).
    const roles = (await listItems(db, 'role')).filter((r) => !/frontend/i.test(r.key + r.title)).slice(-2);
    const [a, b] = [(await getItem(db, roles[0].id))!, (await getItem(db, roles[1].id))!];
    const type = (a.published!.data as { type: string }).type;
    const data = (item: typeof a) => ({ ...(item.published!.data as object), title: 'Parallel Publishing Engineer', type });
    await saveDraft(db, staff, a.id, { data: data(a), baseVersionId: a.baseVersionId });
    await saveDraft(db, other, b.id, { data: data(b), baseVersionId: b.baseVersionId });
    const auditBefore = await count('audit_log', `action = 'content-publish'`);

    // Each checks that no other item has the key before it takes it: at once, both checks pass.
    const results = await Promise.allSettled([publish(db, staff, a.id), publish(db, other, b.id)]);
    const done = results.filter((r) => r.status === 'fulfilled');
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(done).toHaveLength(1);
    expect(failed).toHaveLength(1);
    const err = failed[0].reason;
    expect(err).toBeInstanceOf(ContentEditError);
    expect((err as ContentEditError).status).toBe(422);
    expect((err as ContentEditError).fields?.title).toContain('already has the key');

    const key = (done[0] as PromiseFulfilledResult<{ key: string }>).value.key;
    expect(await count('content_items', `kind = 'role' AND key = '${key}'`)).toBe(1);
    expect(await count('audit_log', `action = 'content-publish'`)).toBe(auditBefore + 1);
    // The refused one keeps its draft, unpublished, for its editor to rename.
    const loser = (await getItem(db, results[0].status === 'rejected' ? a.id : b.id))!;
    expect(loser.draft).not.toBeNull();
    expect(loser.key).not.toBe(key);
  });

  it('keeps history, restores an old version as a new draft and publishes it back', async () => {
    const role = await firstRole();
    const versions = await history(db, role.id);
    const seed = versions.find((v) => v.source === 'seed')!;
    expect(versions[0].id).toBeGreaterThan(seed.id);
    const restored = await restore(db, staff, role.id, seed.id);
    const after = await history(db, role.id);
    expect(after.length).toBe(versions.length + 1);
    expect(after[0]).toMatchObject({ id: restored.versionId, source: 'restore', restoredFrom: seed.id, draft: true });
    expect(after.slice(1).map((v) => [v.id, v.data])).toEqual(versions.map((v) => [v.id, v.data]));
    await publish(db, staff, role.id);
    const item = (await getItem(db, role.id))!;
    expect(item.published!.data).toEqual(seed.data);
    expect(item.key).toBe(role.key === item.key ? role.key : item.key);
    expect(await count('audit_log', `action = 'content-restore' AND item_id = '${role.id}'`)).toBe(1);
  });

  it('unpublishes a role, but not a singleton nor a case study another one points to', async () => {
    const role = await firstRole();
    const { paths } = await unpublish(db, staff, role.id);
    expect(paths).toContain('/careers');
    expect((await getItem(db, role.id))!.status).toBe('unpublished');
    expect(await count('audit_log', `action = 'content-unpublish' AND item_id = '${role.id}'`)).toBe(1);
    await publish(db, staff, role.id);

    const [home] = await listItems(db, 'home');
    expect((await refused(unpublish(db, staff, home.id))).status).toBe(422);
    const studies = await listItems(db, 'case-study');
    const before = await state();
    const err = await refused(unpublish(db, staff, studies[1].id));
    expect(err.fields!['']).toMatch(/no case study has the slug/);
    expect(await state()).toEqual(before);
  });

  it('moves a page’s address: a 308 from the old one, older redirects follow it, none points at itself', async () => {
    const [first] = await listItems(db, 'case-study');
    const move = (from: string, to: string) => db.transaction((tx) => moveAddress(tx, staff, first.id, from, to));
    const rows = async () => (await pool.query('SELECT from_path, to_path, status FROM content_redirects ORDER BY from_path')).rows;
    await move('/work/a', '/work/b');
    await move('/work/b', '/work/c');
    expect(await rows()).toEqual([
      { from_path: '/work/a', to_path: '/work/c', status: 308 },
      { from_path: '/work/b', to_path: '/work/c', status: 308 },
    ]);
    // back to the first address: its own redirect goes, the others point at it
    await move('/work/c', '/work/a');
    expect(await rows()).toEqual([
      { from_path: '/work/b', to_path: '/work/a', status: 308 },
      { from_path: '/work/c', to_path: '/work/a', status: 308 },
    ]);
    await pool.query('DELETE FROM content_redirects');
  });

  it('refuses a case study slug that is not an address (lowercase letters, digits, single hyphens), by field', async () => {
    const [first] = await listItems(db, 'case-study');
    const study = (await getItem(db, first.id))!;
    const before = await state();
    for (const slug of ['Renamed', 'two words', 'a--b', '-edge', '../up']) {
      const err = await refused(saveDraft(db, staff, study.id, { data: { ...(study.data as object), slug, path: `/work/${slug}` }, baseVersionId: study.baseVersionId }));
      expect(err.fields, slug).toHaveProperty('slug');
    }
    expect(await state()).toEqual(before);
    // The page's address follows the slug: staff never edit it.
    const saved = await saveDraft(db, staff, study.id, { data: { ...(study.data as object), slug: 'renamed', path: '/work/elsewhere' }, baseVersionId: study.baseVersionId });
    expect(((await getItem(db, study.id))!.data as { path: string }).path).toBe('/work/renamed');
    await pool.query('UPDATE content_items SET draft_version_id = NULL WHERE id = $1', [study.id]);
    await pool.query('DELETE FROM content_versions WHERE id = $1', [saved.versionId]);
  });

  it('publishes an item of every kind as it stands, announcing the pages it is on', async () => {
    for (const kind of KIND_NAMES) {
      const first = (await listItems(db, kind)).find((i) => !i.hasDraft)!;
      const result = await publish(db, staff, first.id);
      expect(result.key, kind).toBe(first.key);
      const page = pagePath(kind, first.key);
      expect(result.paths, kind).toEqual([...new Set([...pathsOf(kind, first.key), ...(page ? [`${page}/opengraph-image`] : [])])]);
      const [change] = (await pool.query('SELECT paths, items FROM content_changes ORDER BY version DESC LIMIT 1')).rows;
      expect(change.items, kind).toEqual([first.id]);
    }
  });

  it('passes HTML fields through the sanitizer on save', async () => {
    const [page] = await listItems(db, 'expertise-page');
    const item = (await getItem(db, page.id))!;
    const data = item.data as { aside: { paragraph: string }[] };
    const dirty = { ...data, aside: data.aside.map((a, i) => (i ? a : { ...a, paragraph: 'Safe <script>alert(1)</script><em>words</em>' })) };
    await saveDraft(db, staff, item.id, { data: dirty, baseVersionId: item.baseVersionId });
    expect(((await getItem(db, item.id))!.data as typeof data).aside[0].paragraph).toBe('Safe <em>words</em>');
  });

  it('saves a draft naming a video that is not ready, refuses to publish it at that field, and publishes it once ready', async () => {
    const [study] = await listItems(db, 'case-study', 'coral');
    const item = (await getItem(db, study.id))!;
    const sha = 'c'.repeat(64);
    const base = `/media/u/${sha}`;
    await pool.query(
      `INSERT INTO media_assets (id, kind, sha256, stored_in, original_name, mime_type, size_bytes, alt, width, height, state)
       VALUES (gen_random_uuid(), 'video', $1, 'disk', 'clip.mp4', 'video/mp4', 1000, 'A clip', 640, 360, 'processing')`,
      [sha],
    );
    const data = item.data as { video: { sequences: string[] } };
    const edited = { ...data, video: { ...data.video, originalFile: `${base}/original.mp4`, poster: `${base}/poster.webp`, sequences: [`${base}/master.m3u8`, ...data.video.sequences.slice(1)] } };
    await saveDraft(db, staff, study.id, { data: edited, baseVersionId: item.baseVersionId });
    const before = await state();
    const err = await refused(publish(db, staff, study.id));
    expect(err.status).toBe(422);
    expect(err.message).toBe(staffContentCopy.errors.mediaRefused);
    expect(err.fields).toMatchObject({ 'video.originalFile': staffContentCopy.errors.videoNotReady, 'video.poster': staffContentCopy.errors.videoNotReady, 'video.sequences.0': staffContentCopy.errors.videoNotReady });
    expect(await state()).toEqual(before);

    await pool.query(`UPDATE media_assets SET state = 'failed', failure = 'ffmpeg exited with 1' WHERE sha256 = $1`, [sha]);
    expect((await refused(publish(db, staff, study.id))).fields?.['video.poster']).toContain('ffmpeg exited with 1');

    await pool.query(`UPDATE media_assets SET state = 'ready', failure = NULL WHERE sha256 = $1`, [sha]);
    await publish(db, staff, study.id);
    expect(((await getItem(db, study.id))!.published!.data as { video: { poster: string } }).video.poster).toBe(`${base}/poster.webp`);
    await publish(db, staff, study.id); // ready stays publishable
    // An upload the library does not have is refused too.
    const ghost = `/media/u/${'d'.repeat(64)}/poster.webp`;
    const now = (await getItem(db, study.id))!;
    await saveDraft(db, staff, study.id, { data: { ...(now.data as object), video: { ...edited.video, poster: ghost } }, baseVersionId: now.baseVersionId });
    expect((await refused(publish(db, staff, study.id))).fields).toEqual({ 'video.poster': staffContentCopy.errors.mediaUnknown });
  });
});
