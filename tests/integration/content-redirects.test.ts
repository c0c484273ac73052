/**
 * Redirects answered everywhere (docs/content-editing-design.md 3.6): two production instances on one
 * PostgreSQL behind nginx (./content-cluster.ts). A case study's slug change is written in SQL as the editor's publish
 * writes it (edit.ts moveAddress: a content_redirects row with the item, and announceChange with the old address):
 * case-study slugs are a fixed list in the schema today (src/lib/seo/routes.ts and the work grid read its options),
 * so a publish cannot change one yet. Then: the old address answers 308 to the new one on both instances and through
 * nginx within 10 s, before the edge's memory and nginx's cache that had kept the old page, the query string kept (a
 * client router's `?_rsc=` request lands on the new RSC answer); redirects added by hand through the staff API (no
 * chain: a→b with b→c stored is a→c), refused field by field (a live page, a loop, not a path on this site),
 * deleted (the old address answers as before again everywhere); every change audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentCluster, untilEverywhere, type ContentCluster } from './content-cluster';

const LIVE_WITHIN_MS = 10_000;
let c: ContentCluster;

beforeAll(async () => {
  c = await startContentCluster();
}, 180_000);
afterAll(async () => {
  await c?.stop();
}, 60_000);

/** What an address answers, as nginx and a browser see it (redirects not followed). */
async function head(base: string, route: string, headers: Record<string, string> = {}) {
  const r = await fetch(`${base}${route}`, { redirect: 'manual', headers });
  await r.arrayBuffer();
  return { status: r.status, location: r.headers.get('location'), cacheControl: r.headers.get('cache-control') };
}

/** As publish writes a moved case study: the redirect, older ones to the old address pointed on, the change announced. */
async function moveInSql(itemId: string, from: string, to: string) {
  await c.query(
    `WITH moved AS (UPDATE content_redirects SET to_path = $2 WHERE to_path = $1),
          added AS (INSERT INTO content_redirects (from_path, to_path, status, item_id, created_by_email) VALUES ($1, $2, 308, $3, 'sql@driftline.test')),
          state AS (UPDATE content_state SET version = version + 1, changed_at = now() RETURNING version)
     INSERT INTO content_changes (version, paths, items) SELECT version, $4, $5 FROM state`,
    [from, to, itemId, ['/', '/work', '/work/*', from], [itemId]],
  );
}

describe('a moved address answers 308 everywhere', () => {
  it('a case study’s old address goes to its new one on both instances and through nginx within 10 s, query kept', async () => {
    const [study] = await c.query<{ id: string; key: string }>(`SELECT id, key FROM content_items WHERE kind = 'case-study' AND status = 'published' ORDER BY position LIMIT 1`);
    const [other] = await c.query<{ key: string }>(`SELECT key FROM content_items WHERE kind = 'case-study' AND status = 'published' AND id <> $1 ORDER BY position LIMIT 1`, [study.id]);
    const from = `/work/${study.key}`;
    const to = `/work/${other.key}`;
    // Every address has the page kept (the edge's memory, nginx) before the move.
    for (const base of c.bases) {
      expect((await head(base, from)).status, base).toBe(200);
      expect((await head(base, from)).status, base).toBe(200);
    }
    const since = Date.now();
    await moveInSql(study.id, from, to);
    const seen = await untilEverywhere(c.bases, async (b) => (await head(b, from)).status === 308, since, LIVE_WITHIN_MS);
    console.log(`content-redirects: the 308 seen after ${seen.map((t) => (t / 1000).toFixed(1)).join('/')} s (A/B/nginx)`);
    expect(Math.max(...seen)).toBeLessThan(LIVE_WITHIN_MS);
    for (const base of c.bases) {
      expect(await head(base, from), base).toEqual({ status: 308, location: to, cacheControl: 'public, max-age=0, s-maxage=2, stale-while-revalidate=2' });
      expect((await head(base, `${from}?utm_source=x&b=2`)).location, base).toBe(`${to}?utm_source=x&b=2`);
      // The client router's request for the old address (RSC): sent on with its query, and the new address's RSC answer follows.
      const rsc = await head(base, `${from}?_rsc=abc12`, { rsc: '1' });
      expect(rsc, base).toMatchObject({ status: 308, location: `${to}?_rsc=abc12` });
      // (Next checks the _rsc value against the router headers and sends a wrong one on to the right one itself.)
      const followed = await fetch(`${base}${from}?_rsc=abc12`, { headers: { rsc: '1' } });
      expect(followed.url.startsWith(`${base}${to}?_rsc`), `${base}: ${followed.url}`).toBe(true);
      expect(followed.status, base).toBe(200);
      expect(followed.headers.get('content-type'), base).toMatch(/^text\/x-component/);
      await followed.arrayBuffer();
    }
    // The staff list names the item that moved.
    const list = await c.api('GET', '/api/staff/content/redirects');
    expect(list.status).toBe(200);
    expect(list.body.redirects).toEqual([expect.objectContaining({ from, to, item: `Case studies: ${study.key}`, createdBy: 'sql@driftline.test' })]);

    // Deleted by staff: the page is back everywhere.
    const deleted = await c.api('DELETE', '/api/staff/content/redirects', { from });
    expect(deleted).toEqual({ status: 200, body: { deleted: { from, to } } });
    await untilEverywhere(c.bases, async (b) => (await head(b, from)).status === 200, Date.now(), LIVE_WITHIN_MS);
    expect((await c.api('DELETE', '/api/staff/content/redirects', { from })).status).toBe(404);
  }, 120_000);

  it('adds redirects by hand (no chains), refuses loops, live pages and addresses off the site by field, deletes them; all audited', async () => {
    const add = (from: string, to: string) => c.api('POST', '/api/staff/content/redirects', { from, to });
    const audits = async (action: string) => (await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = $1`, [action]))[0].n;

    expect(await add('/work/old-name', '/work/new-name')).toEqual({ status: 201, body: { redirect: { from: '/work/old-name', to: '/work/new-name' } } });
    // a→b with b→c stored is stored as a→c.
    expect((await add('/work/older-name', '/work/old-name')).body).toEqual({ redirect: { from: '/work/older-name', to: '/work/new-name' } });
    // x→a stored, then a→b: x→b too.
    expect((await add('/work/new-name', '/careers')).status).toBe(201);
    const rows = await c.query(`SELECT from_path, to_path FROM content_redirects ORDER BY from_path`);
    expect(rows).toEqual([
      { from_path: '/work/new-name', to_path: '/careers' },
      { from_path: '/work/old-name', to_path: '/careers' },
      { from_path: '/work/older-name', to_path: '/careers' },
    ]);
    const since = Date.now();
    await untilEverywhere(c.bases, async (b) => (await head(b, '/work/older-name')).location === '/careers', since, LIVE_WITHIN_MS);

    const before = await c.query(`SELECT * FROM content_redirects ORDER BY from_path`);
    const loop = await add('/careers-old', '/work/older-name');
    expect(loop.status).toBe(201); // goes to /careers, fine
    const circle = await add('/careers-loop', '/careers-loop');
    expect(circle).toEqual({ status: 422, body: { error: 'Not saved: some fields break the rules.', fields: { to: 'An address cannot redirect to itself.' } } });
    await add('/a-first', '/b-second');
    const back = await add('/b-second', '/a-first');
    expect(back.status).toBe(422);
    expect((back.body.fields as Record<string, string>).to).toBe('This would make the redirects go in a circle: /a-first already goes to /b-second.');
    const live = await add('/careers', '/work');
    expect((live.body.fields as Record<string, string>).from).toMatch(/^A live page has this address/);
    // A role's own page is a live page too, while its role is published.
    const role = await add('/careers/frontend-developer', '/careers');
    expect((role.body.fields as Record<string, string>).from).toMatch(/^A live page has this address/);
    const off = await add('https://evil.example/x', '//evil.example');
    expect(off.status).toBe(422);
    expect(Object.keys(off.body.fields as object).sort()).toEqual(['from', 'to']);
    const staff = await add('/staff', '/careers');
    expect((staff.body.fields as Record<string, string>).from).toMatch(/^This is not a page address/);
    const again = await add('/work/old-name', '/work');
    expect((again.body.fields as Record<string, string>).from).toBe('This address already redirects to /careers. Delete that redirect first.');
    // Refusals changed nothing.
    const after = await c.query(`SELECT * FROM content_redirects WHERE from_path NOT IN ('/careers-old', '/a-first') ORDER BY from_path`);
    expect(after).toEqual(before);

    for (const from of ['/work/old-name', '/work/older-name', '/work/new-name', '/careers-old', '/a-first']) {
      expect((await c.api('DELETE', '/api/staff/content/redirects', { from })).status, from).toBe(200);
    }
    expect(await c.query(`SELECT * FROM content_redirects`)).toEqual([]);
    await untilEverywhere(c.bases, async (b) => (await head(b, '/work/older-name')).status === 404, Date.now(), LIVE_WITHIN_MS);
    expect(await audits('content-redirect')).toBe(5);
    expect(await audits('content-redirect-delete')).toBe(6);
  }, 120_000);

  it('the staff API refuses without a session and from another site', async () => {
    const anon = await fetch(`${c.instances[0].url}/api/staff/content/redirects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: '/x', to: '/y' }),
    });
    expect(anon.status).toBe(401);
    expect(await c.query(`SELECT * FROM content_redirects`)).toEqual([]);
  });
});

// Last: it leaves a redirect and a renamed case study, which the tests above do not expect.
describe('a slug changed in the editor', () => {
  it('staff rename a case study in the editor: the old address answers 308 to the new page everywhere, and Up Next follows', async () => {
    const [study] = await c.query<{ id: string; key: string; version: number; data: Record<string, unknown> }>(
      `SELECT i.id, i.key, v.id::int AS version, v.data FROM content_items i JOIN content_versions v ON v.id = i.published_version_id
       WHERE i.kind = 'case-study' AND i.status = 'published' ORDER BY i.position DESC LIMIT 1`,
    );
    const newSlug = `${study.key}-renamed`;
    const from = `/work/${study.key}`;
    const to = `/work/${newSlug}`;
    for (const base of c.bases) expect((await head(base, from)).status, base).toBe(200);
    // A slug staff cannot use is refused at its field, and nothing changes.
    const bad = await c.api('POST', `/api/staff/content/items/${study.id}/draft`, { data: { ...study.data, slug: 'Not A Slug', path: '/work/Not A Slug' }, baseVersionId: study.version });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.fields as object)).toContain('slug');
    const saved = await c.api('POST', `/api/staff/content/items/${study.id}/draft`, { data: { ...study.data, slug: newSlug, path: to }, baseVersionId: study.version });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const since = Date.now();
    const published = await c.api('POST', `/api/staff/content/items/${study.id}/publish`, { baseVersionId: saved.body.versionId });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const seen = await untilEverywhere(c.bases, async (b) => (await head(b, from)).status === 308, since, LIVE_WITHIN_MS);
    console.log(`content-redirects: a renamed case study's 308 seen after ${seen.map((t) => (t / 1000).toFixed(1)).join('/')} s (A/B/nginx)`);
    for (const base of c.bases) {
      expect((await head(base, from)).location, base).toBe(to);
      const page = await fetch(`${base}${to}`);
      expect(page.status, base).toBe(200);
      expect(await page.text(), base).toContain(`/work/${newSlug}"`);
    }
    // The case study whose Up Next named the old slug now names the new one (published with it, audited).
    const pointing = await c.query<{ slug: string }>(
      `SELECT v.data->'nextWorkProject'->>'slug' AS slug FROM content_items i JOIN content_versions v ON v.id = i.published_version_id
       WHERE i.kind = 'case-study' AND v.data->'nextWorkProject'->>'slug' IN ($1, $2)`,
      [study.key, newSlug],
    );
    expect(pointing.map((p) => p.slug)).toEqual([newSlug]);
    const list = await c.api('GET', '/api/staff/content/redirects');
    expect(list.body.redirects).toEqual(expect.arrayContaining([expect.objectContaining({ from, to })]));
  }, 120_000);
});
