/**
 * New, Duplicate and Delete (src/server/content/collections.ts) and what follows a collection item's publish, rename
 * and delete (the links to it, the Explore menu, redirects), on a real PostgreSQL with today's seed. Refusals change
 * nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, deleteItem, deletePlan, duplicateItem } from '@/server/content/collections';
import { getItem, listItems, publish, saveDraft } from '@/server/content/edit';
import { exportContent, importContent } from '@/server/content/files';
import type { Db } from '@/server/db/client';
import { staffContentCopy } from '@/content/staff';
import { refused, startSeededContentDb } from './content-db';

let pool: pg.Pool;
let db: Db;
let stop = async () => {};
const staff = { id: 'staff-1', email: 'editor@driftline.test' };

beforeAll(async () => {
  ({ pool, db, stop } = await startSeededContentDb());
}, 120_000);
afterAll(() => stop());

const count = async (table: string, where = 'true') => Number((await pool.query(`SELECT count(*) AS n FROM ${table} WHERE ${where}`)).rows[0].n);
const state = async () => ({
  versions: await count('content_versions'),
  audit: await count('audit_log'),
  changes: await count('content_changes'),
  redirects: (await pool.query('SELECT from_path, to_path FROM content_redirects ORDER BY from_path')).rows,
  items: (await pool.query('SELECT id, key, status, published_version_id, draft_version_id FROM content_items ORDER BY id')).rows,
});
const published = async (kind: string, key: string) =>
  (await pool.query('SELECT v.data FROM content_items i JOIN content_versions v ON v.id = i.published_version_id WHERE i.kind = $1 AND i.key = $2', [kind, key])).rows[0]?.data;
const nav = async () => JSON.stringify(await published('navigation', 'navigation'));

describe('new items', () => {
  it('adds a case study as a draft from its defaults: saved incomplete, refused at publish until filled, then live', async () => {
    const before = await count('content_items', `kind = 'case-study'`);
    const { id, key } = await createItem(db, staff, 'case-study');
    expect(key).toBe('new-case-study');
    const item = (await getItem(db, id))!;
    expect(item).toMatchObject({ status: 'draft', published: null });
    expect(await count('content_items', `kind = 'case-study'`)).toBe(before + 1);
    expect(await count('audit_log', `action = 'content-create' AND item_id = '${id}'`)).toBe(1);

    // Incomplete: saved as a draft (only the schema's keys kept), not published.
    const saved = await saveDraft(db, staff, id, { data: { ...(item.data as object), title: 'Harbour', smuggled: '<script>' }, baseVersionId: item.baseVersionId });
    const draft = (await getItem(db, id))!;
    expect(draft.data).toMatchObject({ title: 'Harbour' });
    expect(draft.data).not.toHaveProperty('smuggled');
    const snapshot = await state();
    const err = await refused(publish(db, staff, id));
    expect(err.status).toBe(422);
    expect(Object.keys(err.fields!)).toEqual(expect.arrayContaining(['shortIntro', 'websiteUrl']));
    expect(await state()).toEqual(snapshot);

    // Filled from an existing study (its texts and media) under its own slug: published, with its page's address.
    const [coral] = await listItems(db, 'case-study', 'coral');
    const source = (await getItem(db, coral.id))!.data as Record<string, unknown>;
    await saveDraft(db, staff, id, { data: { ...source, slug: 'harbour', title: 'Harbour' }, baseVersionId: saved.versionId });
    const result = await publish(db, staff, id);
    expect(result.key).toBe('harbour');
    expect(result.paths).toEqual(expect.arrayContaining(['/work', '/work/*', '/sitemap.xml', '/work/harbour/opengraph-image']));
    expect(await published('case-study', 'harbour')).toMatchObject({ path: '/work/harbour', title: 'Harbour' });
  });

  it('refuses New for a kind that is not a collection, and changes nothing', async () => {
    const before = await state();
    for (const kind of ['home', 'navigation', 'nope', '__proto__']) expect((await refused(createItem(db, staff, kind))).status).toBe(404);
    expect(await state()).toEqual(before);
  });

  it('publishes a new expertise page into the Explore menu, in the group of its colour', async () => {
    const { id } = await createItem(db, staff, 'expertise-page');
    const [backend] = await listItems(db, 'expertise-page', 'backend');
    const source = (await getItem(db, backend.id))!.data as { hero: Record<string, unknown> };
    const item = (await getItem(db, id))!;
    await saveDraft(db, staff, id, { data: { ...source, slug: 'rust', title: 'Rust', hero: { ...source.hero, tagText: 'Rust' } }, baseVersionId: item.baseVersionId });
    expect(await nav()).not.toContain('/expertise/rust');
    const result = await publish(db, staff, id);
    expect(result.explore).toBeTruthy();
    expect(result.paths).toContain('*');
    expect(await nav()).toContain('{"href":"/expertise/rust","label":"Rust"}');
  });

  it('duplicates a role as a draft with a title and key of its own', async () => {
    const [role] = await listItems(db, 'role');
    const copy = await duplicateItem(db, staff, role.id);
    expect(copy.key).toBe(`${role.key}-copy`);
    const item = (await getItem(db, copy.id))!;
    expect(item.status).toBe('draft');
    expect((item.data as { title: string }).title).toMatch(/\(copy\)$/);
    expect(await count('audit_log', `action = 'content-duplicate' AND item_id = '${copy.id}'`)).toBe(1);
    const [home] = await listItems(db, 'home');
    expect((await refused(duplicateItem(db, staff, home.id))).status).toBe(404);
  });
});

describe('renames', () => {
  it('renames an expertise page: its old address redirects, the Explore menu and the home cards follow', async () => {
    const [page] = await listItems(db, 'expertise-page', 'web-applications');
    const item = (await getItem(db, page.id))!;
    await saveDraft(db, staff, page.id, { data: { ...(item.data as object), slug: 'web-apps' }, baseVersionId: item.baseVersionId });
    const result = await publish(db, staff, page.id);
    expect(result.redirect).toEqual({ from: '/expertise/web-applications', to: '/expertise/web-apps' });
    expect(await nav()).toContain('/expertise/web-apps');
    expect(await nav()).not.toContain('/expertise/web-applications');
    expect(JSON.stringify(await published('home', 'home'))).toContain('"slug":"web-apps"');
    expect(result.paths).toEqual(expect.arrayContaining(['*', '/expertise/web-applications']));
  });
});

describe('delete', () => {
  it('says which items link to a case study, refuses without a replacement, then repoints them and redirects', async () => {
    const studies = await listItems(db, 'case-study');
    const target = studies[1];
    const plan = await deletePlan(db, target.id);
    expect(plan.links).toHaveLength(1);
    expect(plan.links[0]).toMatchObject({ kind: 'case-study', key: studies[0].key, onDelete: 'replace' });
    expect(plan.needsReplacement).toBe(true);
    expect(plan.suggested).toBe(((await getItem(db, target.id))!.data as { nextWorkProject: { slug: string } }).nextWorkProject.slug);
    expect(plan.redirect).toEqual({ from: `/work/${target.key}`, to: '/work' });

    const before = await state();
    const err = await refused(deleteItem(db, staff, target.id, undefined));
    expect(err.status).toBe(422);
    expect(err.fields).toHaveProperty('replacement');
    expect((await refused(deleteItem(db, staff, target.id, 'no-such-study'))).fields).toEqual({ replacement: staffContentCopy.errors.replacementUnknown });
    expect((await refused(deleteItem(db, staff, target.id, target.key))).status).toBe(422);
    expect(await state()).toEqual(before);

    const result = await deleteItem(db, staff, target.id, plan.suggested);
    expect(result.redirect).toEqual(plan.redirect);
    expect(await getItem(db, target.id)).toBeNull();
    expect(await count('content_versions', `item_id = '${target.id}'`)).toBe(0);
    expect((await published('case-study', studies[0].key)).nextWorkProject.slug).toBe(plan.suggested);
    expect((await pool.query('SELECT to_path FROM content_redirects WHERE from_path = $1', [`/work/${target.key}`])).rows).toEqual([{ to_path: '/work' }]);
    expect(result.paths).toEqual(expect.arrayContaining(['/work', '/work/*', '/sitemap.xml', `/work/${target.key}`]));
    expect(await count('audit_log', `action = 'content-delete' AND item_id = '${target.id}'`)).toBe(1);
  });

  it('deletes an expertise page: out of the Explore menu and the home cards; a new page at its address lifts the redirect', async () => {
    const [page] = await listItems(db, 'expertise-page', 'mobile-apps');
    const plan = await deletePlan(db, page.id);
    expect(plan.links.map((l) => l.kind).sort()).toEqual(['home', 'navigation']);
    expect(plan.needsReplacement).toBe(false);
    await deleteItem(db, staff, page.id, null);
    expect(await nav()).not.toContain('/expertise/mobile-apps');
    expect(JSON.stringify(await published('home', 'home'))).not.toContain('"slug":"mobile-apps"');
    expect((await pool.query(`SELECT to_path FROM content_redirects WHERE from_path = '/expertise/mobile-apps'`)).rows).toEqual([{ to_path: '/expertise' }]);

    const { id } = await createItem(db, staff, 'expertise-page');
    const [backend] = await listItems(db, 'expertise-page', 'backend');
    const source = (await getItem(db, backend.id))!.data as object;
    await saveDraft(db, staff, id, { data: { ...source, slug: 'mobile-apps', title: 'Mobile' }, baseVersionId: (await getItem(db, id))!.baseVersionId });
    await publish(db, staff, id);
    expect(await count('content_redirects', `from_path = '/expertise/mobile-apps'`)).toBe(0);
  });

  it('deletes a draft that was never published without a redirect, and refuses an unknown item', async () => {
    const { id } = await createItem(db, staff, 'role');
    const plan = await deletePlan(db, id);
    expect(plan).toMatchObject({ links: [], redirect: null, needsReplacement: false });
    const redirects = await count('content_redirects');
    await deleteItem(db, staff, id, null);
    expect(await count('content_redirects')).toBe(redirects);
    expect((await refused(deleteItem(db, staff, id, null))).status).toBe(404);
    expect((await refused(deletePlan(db, 'not-a-uuid'))).status).toBe(404);
  });
});

describe('content as files', () => {
  it('exports a new item and imports it back; --delete-missing deletes the published items the export does not have', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'cc-'));
    try {
      const [role] = await listItems(db, 'role');
      const copy = await duplicateItem(db, staff, role.id);
      const published = await publish(db, staff, copy.id);
      await exportContent(db, path.join(folder, 'with'), path.resolve('public'));
      await deleteItem(db, staff, copy.id, null);

      // The export has it: import creates it again, published.
      let result = await importContent(db, path.join(folder, 'with'), { publish: true });
      expect(result).toMatchObject({ problems: [], deleted: [] });
      const [back] = await listItems(db, 'role', published.key);
      expect(back).toMatchObject({ key: published.key, status: 'published' });

      // An export without it: --delete-missing deletes it (and only what is missing), in the same transaction.
      await deleteItem(db, staff, back.id, null);
      await exportContent(db, path.join(folder, 'without'), path.resolve('public'));
      const extra = await duplicateItem(db, staff, role.id);
      const extraKey = (await publish(db, staff, extra.id)).key;
      const draftOnly = await duplicateItem(db, staff, role.id);
      const items = await count('content_items');
      result = await importContent(db, path.join(folder, 'without'), { publish: true, deleteMissing: true });
      expect(result.problems).toEqual([]);
      expect(result.deleted).toEqual([`role/${extraKey}`]);
      expect(await getItem(db, draftOnly.id)).not.toBeNull(); // a draft never published is nobody's export yet
      expect(await count('content_items')).toBe(items - 1);
      expect(await getItem(db, extra.id)).toBeNull();
      expect(await count('audit_log', `action = 'content-delete' AND item_id = '${extra.id}'`)).toBe(1);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
