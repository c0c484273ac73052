/**
 * The content editor's New, Duplicate and Delete routes on the production server, as an attacker and a careless client
 * would use them: without a session, from another site, for a kind that is no collection, with a replacement that is
 * not offered, twice at once. Each refusal changes nothing; what is allowed happens once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Server } from './harness';
import { request, signIn, sql, staffCommand } from './staff-helpers';

const PASSWORD = 'correct horse battery staple';
let server: Server;
let cookie: string;

beforeAll(async () => {
  server = await startServer();
  const email = 'editor@driftline.test';
  const added = await staffCommand(server.dataDir, ['add', email], { stdin: `${PASSWORD}\n` });
  expect(added.code, added.stderr).toBe(0);
  cookie = (await signIn(server, email, PASSWORD)).cookie!;
  expect(cookie).toBeTruthy();
}, 180_000);
afterAll(async () => {
  await server?.stop();
}, 60_000);

const snapshot = async () => ({
  items: await sql(server.dataDir, 'SELECT id, key, status, published_version_id, draft_version_id FROM content_items ORDER BY id'),
  versions: (await sql<{ n: string }>(server.dataDir, 'SELECT count(*) AS n FROM content_versions'))[0].n,
  redirects: await sql(server.dataDir, 'SELECT from_path, to_path FROM content_redirects ORDER BY from_path'),
  changes: (await sql<{ n: string }>(server.dataDir, 'SELECT count(*) AS n FROM content_changes'))[0].n,
});
const idOf = async (kind: string, key: string) => (await sql<{ id: string }>(server.dataDir, 'SELECT id FROM content_items WHERE kind = $1 AND key = $2', [kind, key]))[0].id;

describe('New, Duplicate and Delete over HTTP', () => {
  it('refuses without a session, from another site, and for what is no collection, changing nothing', async () => {
    const before = await snapshot();
    const coral = await idOf('case-study', 'coral');
    const refusals = [
      await request(server, '/api/staff/content/items', { method: 'POST', body: { kind: 'role' } }),
      await request(server, '/api/staff/content/items', { method: 'POST', body: { kind: 'role' }, cookie, origin: 'https://evil.example' }),
      await request(server, `/api/staff/content/items/${coral}`, { method: 'DELETE', body: { replacement: 'kitepay' }, cookie, origin: 'https://evil.example' }),
      await request(server, `/api/staff/content/items/${coral}/duplicate`, { method: 'POST', body: {}, cookie: 'driftline.session=forged.value' }),
      await request(server, '/api/staff/content/items', { method: 'POST', body: { kind: 'home' }, cookie }),
      await request(server, '/api/staff/content/items', { method: 'POST', body: { kind: '__proto__' }, cookie }),
      await request(server, `/api/staff/content/items/${await idOf('home', 'home')}/duplicate`, { method: 'POST', body: {}, cookie }),
      await request(server, `/api/staff/content/items/${await idOf('home', 'home')}`, { method: 'DELETE', body: {}, cookie }),
      await request(server, `/api/staff/content/items/${coral}`, { method: 'DELETE', body: { replacement: 'no-such-study' }, cookie }),
      await request(server, `/api/staff/content/items/${coral}`, { method: 'DELETE', body: {}, cookie }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([401, 403, 403, 401, 404, 404, 404, 404, 422, 422]);
    expect(refusals[9].json()).toMatchObject({ fields: { replacement: expect.stringContaining('link to this one') } });
    expect(await snapshot()).toEqual(before);
  });

  it('tells what a delete would change, and refuses to publish a blank new item, changing nothing', async () => {
    const plan = await request(server, `/api/staff/content/items/${await idOf('case-study', 'coral')}`, { cookie });
    expect(plan.status).toBe(200);
    expect(plan.json()).toMatchObject({ key: 'coral', needsReplacement: true, redirect: { from: '/work/coral', to: '/work' } });

    const created = await request(server, '/api/staff/content/items', { method: 'POST', body: { kind: 'case-study' }, cookie });
    expect(created.status).toBe(201);
    const { id, href } = created.json() as { id: string; href: string };
    expect(href).toBe(`/staff/content/case-study/${id}`);
    expect((await request(server, href, { cookie })).status).toBe(200);
    const before = await snapshot();
    const refused = await request(server, `/api/staff/content/items/${id}/publish`, { method: 'POST', body: {}, cookie });
    expect(refused.status).toBe(422);
    expect(await snapshot()).toEqual(before);
    expect((await request(server, '/work/new-case-study')).status).toBe(404);
  });

  it('two News at once get two keys; two Deletes of one item at once delete it once', async () => {
    const both = await Promise.all([1, 2].map(() => request(server, '/api/staff/content/items', { method: 'POST', body: { kind: 'role' }, cookie })));
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    const keys = both.map((r) => (r.json() as { key: string }).key);
    expect(new Set(keys).size).toBe(2);

    const id = (both[0].json() as { id: string }).id;
    const deletes = await Promise.all([1, 2, 3].map(() => request(server, `/api/staff/content/items/${id}`, { method: 'DELETE', body: {}, cookie })));
    expect(deletes.map((r) => r.status).sort()).toEqual([200, 404, 404]);
    expect((await sql<{ n: string }>(server.dataDir, `SELECT count(*) AS n FROM audit_log WHERE action = 'content-delete' AND item_id = $1`, [id]))[0].n).toBe('1');
  });

  it('a Delete of a malformed id answers 404, changing nothing', async () => {
    const before = await snapshot();
    const refused = await request(server, '/api/staff/content/items/not-an-item', { method: 'DELETE', body: {}, cookie });
    expect(refused.status, refused.text).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('a Delete and the publish of an item that links to it, at once: one of them is refused, no published link points at nothing', async () => {
    const pointing = await idOf('case-study', 'coral');
    for (let round = 0; round < 4; round++) {
      // A case study nothing links to (a duplicate, published), and coral's draft with its Up Next on it.
      const copy = await request(server, `/api/staff/content/items/${await idOf('case-study', 'goldendao')}/duplicate`, { method: 'POST', body: {}, cookie });
      expect(copy.status, copy.text).toBe(201);
      const { id: target, key } = copy.json() as { id: string; key: string };
      const published = await request(server, `/api/staff/content/items/${target}/publish`, { method: 'POST', body: {}, cookie });
      expect(published.status, published.text).toBe(200);
      const [current] = await sql<{ base: string; data: { nextWorkProject: Record<string, string> } }>(
        server.dataDir,
        `SELECT v.id AS base, v.data FROM content_items i JOIN content_versions v ON v.id = coalesce(i.draft_version_id, i.published_version_id) WHERE i.id = $1`,
        [pointing],
      );
      const data = { ...current.data, nextWorkProject: { ...current.data.nextWorkProject, slug: key } };
      const saved = await request(server, `/api/staff/content/items/${pointing}/draft`, { method: 'POST', body: { data, baseVersionId: Number(current.base) }, cookie });
      expect(saved.status, saved.text).toBe(200);

      const [deleted, linked] = await Promise.all([
        request(server, `/api/staff/content/items/${target}`, { method: 'DELETE', body: {}, cookie }),
        request(server, `/api/staff/content/items/${pointing}/publish`, { method: 'POST', body: {}, cookie }),
      ]);
      expect([deleted.status, linked.status].sort(), `${deleted.text} ${linked.text}`).toEqual([200, 422]);
      const dangling = await sql(
        server.dataDir,
        `SELECT i.key FROM content_items i JOIN content_versions v ON v.id = i.published_version_id
         WHERE i.kind = 'case-study' AND i.status = 'published'
           AND NOT EXISTS (SELECT 1 FROM content_items t WHERE t.kind = 'case-study' AND t.status = 'published' AND t.key = v.data->'nextWorkProject'->>'slug')`,
      );
      expect(dangling).toEqual([]);
    }
  }, 120_000);
});
