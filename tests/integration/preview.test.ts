/**
 * Draft preview is a same-origin POST (the production server): a link from another site, which a signed-in staff
 * member's browser follows with the session cookie (SameSite=Lax lets top-level GETs through), turns nothing on and
 * writes nothing; a POST from another site is refused; the editor's own form turns draft mode on, once audited.
 * The preview's answer is the one page the site's own pages may frame (the editor's live preview) and is kept by no
 * one; the same page for anyone else keeps frame-ancestors 'none', is shareable, and never shows the draft, also
 * when asked for at the same moment as the preview, or with a draft cookie but no staff session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Server } from './harness';
import { request, signIn, sql, staffCommand } from './staff-helpers';

const PASSWORD = 'correct horse battery staple';
let server: Server;
let cookie: string;

beforeAll(async () => {
  server = await startServer();
  const added = await staffCommand(server.dataDir, ['add', 'previewer@driftline.test'], { stdin: `${PASSWORD}\n` });
  expect(added.code, added.stderr).toBe(0);
  cookie = (await signIn(server, 'previewer@driftline.test', PASSWORD)).cookie!;
}, 120_000);
afterAll(async () => {
  await server?.stop();
}, 60_000);

type Role = { id: string; version: number; data: Record<string, unknown> & { title: string } };

/** The first listed role's current version (draft, else published), as the editor loads it. */
async function firstRole(): Promise<Role> {
  const [role] = await sql<Role>(
    server.dataDir,
    `SELECT i.id, v.id::int AS version, v.data FROM content_items i JOIN content_versions v ON v.id = coalesce(i.draft_version_id, i.published_version_id)
     WHERE i.kind = 'role' AND i.status = 'published' ORDER BY i.position, i.key LIMIT 1`,
  );
  return role;
}

/** A page as a browser asks for it, with these cookies (none: a visitor). */
async function page(route: string, cookies = '') {
  const r = await fetch(`${server.url}${route}`, { redirect: 'manual', headers: cookies ? { cookie: cookies } : {} });
  const csp = r.headers.get('content-security-policy') ?? '';
  return {
    status: r.status,
    html: await r.text(),
    frameAncestors: /(?:^|;)\s*frame-ancestors ([^;]*)/.exec(csp)?.[1].trim(),
    nonce: csp.includes("'nonce-"),
    frameOptions: r.headers.get('x-frame-options'),
    cacheControl: r.headers.get('cache-control') ?? '',
  };
}

const previews = async () => (await sql<{ n: number }>(server.dataDir, `SELECT count(*)::int AS n FROM audit_log WHERE action = 'content-preview'`))[0].n;
const draftCookie = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith('__prerender_bypass='));

/** A form post as a browser sends it (urlencoded), from `origin`, with extra headers. */
const post = (body: string, origin: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/staff/content/preview`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}), ...headers },
    body,
  });

describe('draft preview', () => {
  it('a cross-site link (GET, with the session cookie) turns nothing on and writes no audit entry', async () => {
    const before = await previews();
    for (const headers of [{ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }, {}] as Record<string, string>[]) {
      const r = await request(server, '/api/staff/content/preview?path=/careers', { cookie, origin: '', headers });
      expect(r.status).toBe(405);
      expect(r.headers.get('allow')).toBe('OPTIONS, POST');
      expect(draftCookie(r.headers)).toBeUndefined();
      expect(r.headers.get('location')).toBeNull();
    }
    expect(await previews()).toBe(before);
  });

  it('a post from another site is refused (403), whether it names its origin or only that it is cross-site', async () => {
    const before = await previews();
    for (const [origin, headers] of [
      ['https://evil.example', {}],
      ['null', {}],
      ['', { 'sec-fetch-site': 'cross-site' }],
    ] as const) {
      const r = await post('path=%2Fcareers', origin, headers);
      expect(r.status, origin).toBe(403);
      expect(draftCookie(r.headers)).toBeUndefined();
    }
    expect(await previews()).toBe(before);
  });

  it('the editor’s form (a same-origin POST) turns draft mode on and goes to the page, audited once; a bad path changes nothing', async () => {
    const before = await previews();
    for (const path of ['//evil.example', 'https://evil.example', '/staff/content', '/api/ready']) {
      const bad = await post(`path=${encodeURIComponent(path)}`, server.url);
      expect(bad.status, path).toBe(400);
      expect(draftCookie(bad.headers)).toBeUndefined();
    }
    const json = await request(server, '/api/staff/content/preview', { method: 'POST', cookie, body: { path: '/careers' } });
    expect(json.status).toBe(400);
    expect(await previews()).toBe(before);

    const ok = await post('path=%2Fcareers', server.url);
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/careers');
    // The site's own cookie attributes: on this http site not Secure (a browser refuses a Secure cookie from an http
    // address it does not count as secure, as WebKit does 127.0.0.1), SameSite=Lax; HttpOnly.
    const draft = draftCookie(ok.headers)!;
    expect(draft).toMatch(/HttpOnly/i);
    expect(draft).toMatch(/SameSite=Lax/i);
    expect(draft).not.toMatch(/Secure/i);
    expect(ok.headers.getSetCookie().filter((c) => c.startsWith('__prerender_bypass='))).toHaveLength(1);
    expect(await previews()).toBe(before + 1);
  });

  it('remembers the editor it was opened from, only an editor of this site, and Exit preview goes back to it', async () => {
    const role = await firstRole();
    const editor = `/staff/content/role/${role.id}`;
    for (const from of ['https://evil.example/staff/content/role/x', '//evil.example', '/careers', `${editor}/history`]) {
      const bad = await post(`path=%2Fcareers&from=${encodeURIComponent(from)}`, server.url);
      expect(bad.status, from).toBe(400);
      expect(draftCookie(bad.headers)).toBeUndefined();
    }
    const ok = await post(`path=%2Fcareers&from=${encodeURIComponent(editor)}`, server.url);
    expect(ok.status).toBe(303);
    const fromCookie = ok.headers.getSetCookie().find((c) => c.startsWith('driftline.preview_from='));
    expect(fromCookie).toMatch(/HttpOnly/i);
    expect(fromCookie).toMatch(/Path=\/api\/staff\/content\/preview/i);
    const cookies = [cookie, draftCookie(ok.headers)!.split(';')[0], fromCookie!.split(';')[0]].join('; ');
    const exit = await request(server, '/api/staff/content/preview/exit', { cookie: cookies });
    expect([303, 307]).toContain(exit.status);
    expect(exit.headers.get('location')).toBe(editor);
    expect(draftCookie(exit.headers)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect(draftCookie(exit.headers)).not.toMatch(/Secure/i);
    expect(exit.headers.getSetCookie().filter((c) => c.startsWith('__prerender_bypass='))).toHaveLength(1);
  });

  it('a preview answer may be framed by this site only and is kept by no one; the same page for a visitor, at the same moment, keeps frame-ancestors none and never shows the draft', async () => {
    const role = await firstRole();
    // Title-cased, as role cards show titles.
    const title = `Preview Only Title ${Date.now()}`;
    const saved = await request(server, `/api/staff/content/items/${role.id}/draft`, { method: 'POST', cookie, body: { data: { ...role.data, title }, baseVersionId: role.version } });
    expect(saved.status, saved.text).toBe(200);
    const on = await post('path=%2Fcareers', server.url);
    const draft = draftCookie(on.headers)!.split(';')[0];
    const staffPreview = `${cookie}; ${draft}`;

    // Asked for together: the preview, visitors, a visitor with the draft cookie (copied, or forged with another
    // session), and a staff member without draft mode.
    const [previewAnswers, visitors, draftOnly, forgedSession, staffOnly] = await Promise.all([
      Promise.all(Array.from({ length: 4 }, () => page('/careers', staffPreview))),
      Promise.all(Array.from({ length: 8 }, () => page('/careers'))),
      page('/careers', draft),
      page('/careers', `${draft}; driftline.session=forged.signature`),
      page('/careers', cookie),
    ]);
    for (const p of previewAnswers) {
      expect(p.status).toBe(200);
      expect(p.html.includes(title), 'the preview shows the draft').toBe(true);
      expect(p.frameAncestors).toBe("'self'");
      expect(p.frameOptions).toBe('SAMEORIGIN');
      expect(p.cacheControl).toMatch(/\bprivate\b/);
      expect(p.cacheControl).toMatch(/\bno-store\b/);
      expect(p.cacheControl).not.toMatch(/s-maxage|public/);
      expect(p.nonce).toBe(true);
    }
    for (const p of [...visitors, draftOnly, forgedSession, staffOnly, await page('/careers')]) {
      expect(p.status).toBe(200);
      expect(p.html.includes(title), 'a visitor never sees the draft').toBe(false);
    }
    for (const p of [...visitors, draftOnly, staffOnly, await page('/careers')]) {
      expect(p.frameAncestors).toBe("'none'");
      expect(p.frameOptions).toBe('DENY');
    }
    for (const p of [...visitors, staffOnly, await page('/careers')]) {
      expect(p.cacheControl).toMatch(/s-maxage/);
      expect(p.nonce).toBe(false);
    }
    // A draft cookie with a session cookie that is not a session: the published page, for this browser only.
    expect(forgedSession.cacheControl).toMatch(/\bno-store\b/);
    // Staff pages and API answers are framed by none, in preview or not.
    for (const route of ['/staff/content', '/api/ready']) {
      const r = await page(route, staffPreview);
      expect(r.frameAncestors, route).toBe("'none'");
      expect(r.frameOptions, route).toBe('DENY');
    }
  });
});
