/**
 * Each page's heading, intro, title and description live on that page's own item (its `page`), so its form holds
 * everything the page shows. A database a release before this one left (the words in the 'pages' item, none on the
 * pages' own items) is moved over at start (migration 13): every version of every item then passes its kind's schema,
 * nothing the staff wrote is lost, and a publish of the page shows it to visitors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, until, type Server } from './harness';
import { addAndSignIn, request, sql } from './staff-helpers';

const PASSWORD = 'correct horse battery staple';
/** The kinds that carry a page's words, and where the 'pages' item kept them. */
const MOVED = [
  ['home', 'home'],
  ['about', 'about'],
  ['process', 'ourProcess'],
  ['privacy', 'privacy'],
  ['pricing', 'plansAndPricing'],
] as const;
const HEADING = 'A heading written before the move';

let server: Server;
let cookie: string;

type Row = { kind: string; id: string; version: number; data: Record<string, unknown> };
const published = async (dataDir: string) =>
  Object.fromEntries(
    (
      await sql<Row>(
        dataDir,
        `SELECT i.kind, i.id, v.id::int AS version, v.data FROM content_items i JOIN content_versions v ON v.id = i.published_version_id
         WHERE i.kind IN ('pages', 'home', 'about', 'process', 'privacy', 'pricing', 'roles-copy')`,
      )
    ).map((r) => [r.kind, r]),
  );

beforeAll(async () => {
  server = await startServer();
  cookie = await addAndSignIn(server, 'owner@driftline.test', PASSWORD);
}, 120_000);
afterAll(async () => {
  await server?.stop();
}, 60_000);

describe("a page's own words, moved over from the 'pages' item", () => {
  it('a database from before the move: at the next start every version carries its page’s words, and a publish shows them', async () => {
    const dir = server.dataDir;
    const before = await published(dir);
    // As the release before left it: the words in 'pages' (the About page's heading changed by staff), none on the pages.
    const old: Record<string, unknown> = { ...before.pages.data };
    for (const [kind, key] of MOVED) old[key] = before[kind].data.page;
    old.about = { ...(before.about.data.page as object), heading: HEADING };
    const rolesCopy = before['roles-copy'].data as Record<string, Record<string, unknown>>;
    old.careers = rolesCopy.careers.page;
    old.internships = rolesCopy.internships.page;
    await sql(dir, 'UPDATE content_versions SET data = $1 WHERE id = $2', [old, before.pages.version]);
    for (const [kind] of MOVED) await sql(dir, `UPDATE content_versions v SET data = v.data - 'page' FROM content_items i WHERE v.item_id = i.id AND i.kind = $1`, [kind]);
    await sql(dir, `UPDATE content_versions v SET data = v.data #- '{careers,page}' #- '{internships,page}' FROM content_items i WHERE v.item_id = i.id AND i.kind = 'roles-copy'`);
    await sql(dir, 'DELETE FROM schema_migrations WHERE version = 13');

    await server.stop();
    server = await startServer({}, dir);
    const after = await published(dir);
    expect(Object.keys(after.pages.data).sort()).toEqual(['contact', 'notFound', 'work']);
    expect(after.pages.data).toEqual({ work: before.pages.data.work, contact: before.pages.data.contact, notFound: before.pages.data.notFound });
    for (const [kind] of MOVED) expect(after[kind].data, kind).toEqual(kind === 'about' ? { ...before.about.data, page: { ...(before.about.data.page as object), heading: HEADING } } : before[kind].data);
    expect(after['roles-copy'].data).toEqual(before['roles-copy'].data);
    // No version of any kind misses its page's words, or keeps them in 'pages'.
    const leftover = await sql(dir, `SELECT i.kind FROM content_versions v JOIN content_items i ON i.id = v.item_id
      WHERE (i.kind IN ('home', 'about', 'process', 'privacy', 'pricing') AND NOT v.data ? 'page')
         OR (i.kind = 'roles-copy' AND NOT (v.data->'careers' ? 'page' AND v.data->'internships' ? 'page'))
         OR (i.kind = 'pages' AND v.data ?| ARRAY['home', 'about', 'ourProcess', 'privacy', 'plansAndPricing', 'careers', 'internships'])`);
    expect(leftover).toEqual([]);

    // The About page's form has no problem to fix, and its publish shows the heading written before the move.
    const saved = await request(server, `/api/staff/content/items/${after.about.id}/draft`, { method: 'POST', cookie, body: { data: after.about.data, baseVersionId: after.about.version } });
    expect(saved.status, saved.text).toBe(200);
    const live = await request(server, `/api/staff/content/items/${after.about.id}/publish`, { method: 'POST', cookie, body: { baseVersionId: saved.json().versionId } });
    expect(live.status, live.text).toBe(200);
    await until(async () => (await (await fetch(`${server.url}/about`)).text()).includes(HEADING));
  }, 240_000);
});
