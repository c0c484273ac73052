/**
 * Draft preview is a same-origin POST (the production server): a link from another site, which a signed-in staff
 * member's browser follows with the session cookie (SameSite=Lax lets top-level GETs through), turns nothing on and
 * writes nothing; a POST from another site is refused; the editor's own form turns draft mode on, once audited.
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
    expect(draftCookie(ok.headers)).toMatch(/HttpOnly/i);
    expect(await previews()).toBe(before + 1);
  });
});
