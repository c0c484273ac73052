/**
 * Crafted paths against the content editor (src/lib/content/site-path.mjs: one canonical form of a site path, used by
 * the redirect rules, the loop check, the edge's table and the content schemas). On the production server with its
 * embedded database, once with uploads on disk and once in PostgreSQL:
 * - a redirect whose old address is another spelling of /staff, /api, a live page (dot segments, escaped dots or
 *   letters) is refused, sent all at once, and no spelling of those addresses answers 308; nor does an old row stored
 *   before the rules compared canonical paths; a loop is refused however it is spelled; the edge finds a real
 *   redirect under any spelling of its address;
 * - a media reference in another spelling than the media library's (`/media/./u/<sha>/…`) is refused at the field, so
 *   a publish cannot name a missing upload, and an upload published content names cannot be deleted, however spelled,
 *   also when the save and the delete race; a link to an upload in rich text holds it the same way;
 * - every link field takes https:, http:, mailto:, tel: or a site path, and nothing else (`data:`, `javascript:`);
 * - a draft stores only the keys its schema knows.
 */
import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffContentCopy } from '@/content/staff';
import { startServer, until, type Server } from './harness';
import { addAndSignIn, request, sql } from './staff-helpers';

const PASSWORD = 'correct horse battery staple';
const EMAIL = 'paths@driftline.test';
const LINK_MESSAGE = 'must be a link starting with https://, http://, mailto: or tel:, or a path on this site such as /careers';

/** A request target sent exactly as written (fetch would resolve its dot segments first). */
function raw(server: Server, target: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: target, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each([{ storage: 'disk' }, { storage: 'postgres' }])('crafted paths, uploads on $storage', ({ storage }) => {
  let server: Server;
  let cookie: string;
  const api = (method: string, route: string, body?: unknown) => request(server, route, { method, cookie, body });
  const q = <T = Record<string, unknown>>(text: string, values: unknown[] = []) => sql<T>(server.dataDir, text, values);

  beforeAll(async () => {
    server = await startServer({ STORAGE: storage });
    cookie = await addAndSignIn(server, EMAIL, PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  }, 60_000);

  /** Waits until the edge answers `path` with a 308 to `to`: its table has been loaded since the last change. */
  const edgeHas = (path: string, to: string) => until(async () => (await raw(server, path)).location === to, 20_000, 200);

  it('refuses every other spelling of /staff, /api, _next, /media and live pages as a redirect’s old address, sent at once', async () => {
    const attacks: [string, string][] = [
      ['/x1/../staff/sign-in', '/about'],
      ['/x1/%2e%2e/staff', '/about'],
      ['/x1/%2E%2e/staff/content/redirects', '/about'],
      ['/x1/../api/health', '/about'],
      ['/x1/.%2e/api/ready', '/about'],
      ['/x/../_next/static/chunks/x.js', '/about'],
      ['/media/./u/x', '/about'],
      ['/about/.', '/work/coral'],
      ['/about/./', '/work/coral'],
      ['/work/x/../coral', '/about'],
      ['/work/%63oral', '/about'],
      ['/%61bout', '/careers'],
      ['/../careers', '/about'],
      ['/x1/%2e%2e/staff%2Fsign-in', '/about'],
      ['/x1\\..\\staff', '/about'],
      ['/robots.txt', '/about'],
      ['/x/../sitemap.xml', '/about'],
      ['/favicon.ico', '/about'],
      ['/work/coral/opengraph-image', '/about'],
      ['/work/x/%2E%2E/coral/opengraph-image', '/about'],
    ];
    const answers = await Promise.all(attacks.map(([from, to]) => api('POST', '/api/staff/content/redirects', { from, to })));
    answers.forEach((r, i) => {
      expect(r.status, `${attacks[i][0]}: ${r.text}`).toBe(422);
      expect(Object.keys(r.json().fields as object), attacks[i][0]).toEqual(['from']);
    });
    expect((answers[0].json().fields as Record<string, string>).from).toBe(staffContentCopy.errors.redirectNotPage);
    expect((answers[7].json().fields as Record<string, string>).from).toBe(staffContentCopy.errors.redirectLive);
    expect(await q(`SELECT from_path FROM content_redirects`)).toEqual([]);
    expect(await q(`SELECT 1 FROM audit_log WHERE action = 'content-redirect'`)).toEqual([]);

    // Loops, however spelled.
    expect((await api('POST', '/api/staff/content/redirects', { from: '/loop-a', to: '/loop-b' })).status).toBe(201);
    const loops = await Promise.all([
      api('POST', '/api/staff/content/redirects', { from: '/loop-b', to: '/x/../loop-a' }),
      api('POST', '/api/staff/content/redirects', { from: '/loop-b', to: '/loop-a/.' }),
      api('POST', '/api/staff/content/redirects', { from: '/loop-b', to: '/loop-%61' }),
      api('POST', '/api/staff/content/redirects', { from: '/self', to: '/x/../self' }),
      api('POST', '/api/staff/content/redirects', { from: '/self2', to: '/self2/.' }),
    ]);
    for (const r of loops) {
      expect(r.status, r.text).toBe(422);
      expect(Object.keys(r.json().fields as object)).toEqual(['to']);
    }
    expect(await q(`SELECT from_path, to_path FROM content_redirects`)).toEqual([{ from_path: '/loop-a', to_path: '/loop-b' }]);

    // The edge has loaded the table since (it answers the one redirect), and answers none of the attacked addresses.
    await edgeHas('/loop-a', '/loop-b');
    for (const path of ['/staff/sign-in', '/staff', '/staff/content/redirects', '/api/health', '/api/ready', '/about', '/work/coral', '/careers', '/loop-b', '/robots.txt', '/sitemap.xml', '/favicon.ico', '/work/coral/opengraph-image']) {
      expect((await raw(server, path)).status, path).not.toBe(308);
    }
    expect((await raw(server, '/api/health')).status).toBe(200);
    expect((await raw(server, '/about')).status).toBe(200);
    expect((await api('DELETE', '/api/staff/content/redirects', { from: '/loop-a' })).status).toBe(200);
  }, 60_000);

  it('finds a redirect under any spelling of its address, and never answers a stored row that is not canonical', async () => {
    // Rows written before the rules compared canonical paths (or around them), and one canonical row, then announced.
    await q(
      `WITH added AS (INSERT INTO content_redirects (from_path, to_path, status, created_by_email) VALUES
         ('/x1/../staff/sign-in', '/about', 308, 'old@driftline.test'),
         ('/x1/%2e%2e/staff', '/about', 308, 'old@driftline.test'),
         ('/x1/../api/health', '/about', 308, 'old@driftline.test'),
         ('/about/.', '/work/coral', 308, 'old@driftline.test'),
         ('/b/.', '/b', 308, 'old@driftline.test'),
         ('/staff', '/about', 308, 'old@driftline.test'),
         ('/sends-home', '/x/../staff', 308, 'old@driftline.test'),
         ('/old-studio', '/about', 308, 'old@driftline.test')),
            state AS (UPDATE content_state SET version = version + 1, changed_at = now() RETURNING version)
       INSERT INTO content_changes (version, paths, items) SELECT version, $1, $2 FROM state`,
      [['/about', '/staff', '/old-studio'], []],
    );
    await edgeHas('/old-studio', '/about');
    for (const spelling of ['/old-studio/', '/x/../old-studio', '/x/%2e%2e/old-studio', '/%6Fld-studio', '/./old-studio?utm=1']) {
      const r = await raw(server, spelling);
      expect(r.status, spelling).toBe(308);
      expect(r.location, spelling).toMatch(/^\/about(\?utm=1)?$/);
    }
    for (const path of ['/staff/sign-in', '/staff', '/api/health', '/about', '/b', '/sends-home']) {
      expect((await raw(server, path)).status, path).not.toBe(308);
    }
    // The rows' own spellings are not answered from the table either (Next may still tidy `/about/.` into `/about`).
    for (const [path, target] of [['/x1/../staff/sign-in', '/about'], ['/x1/%2e%2e/staff', '/about'], ['/about/.', '/work/coral']]) {
      expect((await raw(server, path)).location, path).not.toBe(target);
    }
    await q(`DELETE FROM content_redirects`);
  }, 60_000);

  /** The case study "coral": its id, the version a save starts from, and its published data. */
  async function coral() {
    const [item] = await q<{ id: string; base: number; data: { images: string[]; imageAlts: string[] } }>(
      `SELECT i.id, coalesce(i.draft_version_id, i.published_version_id)::int AS base, v.data
       FROM content_items i JOIN content_versions v ON v.id = i.published_version_id WHERE i.kind = 'case-study' AND i.key = 'coral'`,
    );
    return item;
  }
  const saveCoral = async (image: string) => {
    const item = await coral();
    const data = { ...item.data, images: [image, ...item.data.images.slice(1)], imageAlts: ['A crafted picture', ...item.data.imageAlts.slice(1)] };
    return { id: item.id, r: await api('POST', `/api/staff/content/items/${item.id}/draft`, { data, baseVersionId: item.base }) };
  };
  const versions = async () => (await q<{ n: number }>(`SELECT count(*)::int AS n FROM content_versions`))[0].n;
  async function uploadImage(blue: number) {
    const raw = Buffer.alloc(600 * 400 * 3, blue);
    const bytes = await sharp(raw, { raw: { width: 600, height: 400, channels: 3 } }).png().toBuffer();
    const form = new FormData();
    form.append('alt', `Picture ${blue}`);
    form.append('upload', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `picture-${blue}.png`);
    const r = await fetch(`${server.url}/api/staff/content/media`, { method: 'POST', headers: { origin: server.url, cookie }, body: form });
    expect(r.status).toBe(201);
    return (await r.json()).asset as { id: string; sha256: string; reference: string };
  }
  /** Every spelling of an upload's reference but the library's own. */
  const spellings = (sha: string, file: string) => [
    `/media/./u/${sha}/${file}`,
    `/media//u/${sha}/${file}`,
    `/media/u/./${sha}/${file}`,
    `/media/x/../u/${sha}/${file}`,
    `/media/%75/${sha}/${file}`,
    `/media/u/${sha}/./${file}`,
    `/media/u/%2e/${sha}/${file}`,
    `/media/u/${sha.toUpperCase()}/${file}`,
    `${new URL(server.url).origin.replace('http:', 'https:')}/media/u/${sha}/${file}`,
    `https://driftline.example/media/%2e/u/${sha}/${file}`,
  ];

  it('refuses an upload’s reference in any other spelling at the field: a publish never names a missing upload', async () => {
    const missing = 'f'.repeat(64);
    const before = await versions();
    const saved = await Promise.all(spellings(missing, '600x400-50-50.webp').map((s) => saveCoral(s)));
    for (const { r } of saved) {
      expect(r.status, r.text).toBe(422);
      expect(Object.keys(r.json().fields as object)).toEqual(['images.0']);
    }
    expect(await versions()).toBe(before);
    // The library's own spelling of a missing upload may be a draft, and is refused at publish.
    const { id, r } = await saveCoral(`/media/u/${missing}/600x400-50-50.webp`);
    expect(r.status, r.text).toBe(200);
    const published = await api('POST', `/api/staff/content/items/${id}/publish`, {});
    expect(published.status).toBe(422);
    expect(published.json().fields).toEqual({ 'images.0': staffContentCopy.errors.mediaUnknown });
    const [{ image }] = await q<{ image: string }>(`SELECT v.data->'images'->>0 AS image FROM content_items i JOIN content_versions v ON v.id = i.published_version_id WHERE i.id = $1`, [id]);
    expect(image).not.toContain(missing);
  }, 60_000);

  it('a save naming an upload in another spelling and the upload’s delete, at once: the upload is never deleted while published content names it', async () => {
    for (const blue of [61, 62, 63]) {
      const asset = await uploadImage(blue);
      const file = asset.reference.split('/').pop()!;
      const crafted = spellings(asset.sha256, file)[blue % 3];
      const [{ id, r: saved }, deleted] = await Promise.all([saveCoral(crafted), api('DELETE', `/api/staff/content/media/${asset.id}`)]);
      expect(saved.status, saved.text).toBe(422);
      expect(deleted.status, deleted.text).toBe(200);
      await api('POST', `/api/staff/content/items/${id}/publish`, {});
      // No version that is live, a draft or scheduled names the deleted upload, in any spelling.
      const naming = await q(
        `SELECT v.id FROM content_items i JOIN content_versions v ON v.id IN (i.published_version_id, i.draft_version_id)
         WHERE lower(v.data::text) LIKE $1`,
        [`%${asset.sha256}%`],
      );
      expect(naming).toEqual([]);
    }
    // Published in the library's spelling, the upload is held: its delete is refused, and the page serves it.
    const held = await uploadImage(64);
    const { id, r } = await saveCoral(held.reference);
    expect(r.status, r.text).toBe(200);
    expect((await api('POST', `/api/staff/content/items/${id}/publish`, {})).status).toBe(200);
    const refused = await api('DELETE', `/api/staff/content/media/${held.id}`);
    expect(refused.status).toBe(409);
    expect((await fetch(`${server.url}/media/u/${held.sha256}/480.webp`)).status).toBe(200);
  }, 120_000);

  it('holds an upload that rich text links to, and refuses to publish a link to a missing one', async () => {
    const [page] = await q<{ id: string; base: number; data: { aside: { paragraph: string }[] } }>(
      `SELECT i.id, coalesce(i.draft_version_id, i.published_version_id)::int AS base, v.data
       FROM content_items i JOIN content_versions v ON v.id = i.published_version_id WHERE i.kind = 'expertise-page' ORDER BY i.position LIMIT 1`,
    );
    const withLink = (href: string) => ({ ...page.data, aside: [{ ...page.data.aside[0], paragraph: `${page.data.aside[0].paragraph} <a href="${href}">The film</a>` }, ...page.data.aside.slice(1)] });
    const save = async (href: string) => {
      const [{ base }] = await q<{ base: number }>(`SELECT coalesce(draft_version_id, published_version_id)::int AS base FROM content_items WHERE id = $1`, [page.id]);
      return api('POST', `/api/staff/content/items/${page.id}/draft`, { data: withLink(href), baseVersionId: base });
    };
    const missing = 'e'.repeat(64);
    expect((await save(`/media/u/${missing}/poster.webp`)).status).toBe(200);
    const refused = await api('POST', `/api/staff/content/items/${page.id}/publish`, {});
    expect(refused.status, refused.text).toBe(422);
    expect(refused.json().fields).toEqual({ 'aside.0.paragraph': staffContentCopy.errors.mediaUnknown });

    // Another spelling in rich text loses its href as it is saved (the rule of every link).
    expect((await save(`/media/./u/${missing}/poster.webp`)).status).toBe(200);
    const [{ paragraph }] = await q<{ paragraph: string }>(`SELECT v.data->'aside'->0->>'paragraph' AS paragraph FROM content_items i JOIN content_versions v ON v.id = i.draft_version_id WHERE i.id = $1`, [page.id]);
    expect(paragraph).toContain('<a>The film</a>');

    const asset = await uploadImage(65);
    expect((await save(`/media/u/${asset.sha256}/480.webp`)).status).toBe(200);
    expect((await api('POST', `/api/staff/content/items/${page.id}/publish`, {})).status).toBe(200);
    expect((await api('DELETE', `/api/staff/content/media/${asset.id}`)).status).toBe(409);
  }, 60_000);

  /** The site settings item, its base version and its data. */
  async function siteItem() {
    const [item] = await q<{ id: string; base: number; data: Record<string, unknown> & { footer: Record<string, unknown> & { links: { label: string; href: string }[]; socialLinks: { href: string }[]; heading: { text: string; href: string } } } }>(
      `SELECT i.id, coalesce(i.draft_version_id, i.published_version_id)::int AS base, coalesce(d.data, v.data) AS data
       FROM content_items i JOIN content_versions v ON v.id = i.published_version_id LEFT JOIN content_versions d ON d.id = i.draft_version_id WHERE i.kind = 'site'`,
    );
    return item;
  }

  it('takes https:, http:, mailto:, tel: or a site path in every link field, and nothing else', async () => {
    const item = await siteItem();
    const footer = item.data.footer;
    const save = (f: Record<string, unknown>) => api('POST', `/api/staff/content/items/${item.id}/draft`, { data: { ...item.data, footer: { ...footer, ...f } }, baseVersionId: item.base });
    const before = await versions();
    const hostile = ['data:text/html,<script>alert(1)</script>', 'javascript:alert(document.cookie)', 'JAVASCRIPT:alert(1)', 'vbscript:msgbox', '//evil.example', 'careers', '/x/../staff', 'java\tscript:alert(1)'];
    const answers = await Promise.all(
      hostile.flatMap((href) => [
        save({ links: [{ ...footer.links[0], href }, ...footer.links.slice(1)] }),
        save({ heading: { ...footer.heading, href } }),
        save({ socialLinks: [{ ...footer.socialLinks[0], href }, ...footer.socialLinks.slice(1)] }),
      ]),
    );
    const fields = ['footer.links.0.href', 'footer.heading.href', 'footer.socialLinks.0.href'];
    answers.forEach((r, i) => {
      expect(r.status, `${hostile[Math.floor(i / 3)]}: ${r.text}`).toBe(422);
      expect(r.json().fields, hostile[Math.floor(i / 3)]).toEqual({ [fields[i % 3]]: LINK_MESSAGE });
    });
    expect(await versions()).toBe(before);

    const good = await save({ links: [{ ...footer.links[0], href: 'tel:+442071234567' }, { ...footer.links[1], href: 'mailto:hello@driftline.example' }, ...footer.links.slice(2)], heading: { ...footer.heading, href: 'https://driftline.example/contact' } });
    expect(good.status, good.text).toBe(200);
  });

  it('stores only the keys a kind’s schema knows', async () => {
    const item = await siteItem();
    const data = { ...item.data, isAdmin: true, footer: { ...item.data.footer, isAdmin: true, links: item.data.footer.links.map((l) => ({ ...l, onclick: 'alert(1)' })) } };
    const r = await api('POST', `/api/staff/content/items/${item.id}/draft`, { data, baseVersionId: item.base });
    expect(r.status, r.text).toBe(200);
    const [row] = await q<{ data: Record<string, unknown> }>(`SELECT data FROM content_versions WHERE id = $1`, [r.json().versionId]);
    expect(JSON.stringify(row.data)).not.toMatch(/isAdmin|onclick/);
    expect(row.data).toEqual(item.data);
  });
});
