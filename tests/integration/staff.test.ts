/**
 * The staff side against the production server: every /staff page and staff API answers only to a signed-in staff
 * member; accounts come from `npm run staff` while the site runs; the session cookie's flags; one answer for an
 * unknown e-mail and a wrong password; the lockouts; cross-site actions refused; idle sessions and sign-out
 * everywhere; two-factor sign-in; erasure, retention and the audit log without a sender's words; the CSV export.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formParts, Multipart, pdf, post, startServer, until, type Answer, type Server } from './harness';
import type { Role } from '../../src/lib/staff/roles';
import { request, sessionCookie, signIn, sql, staffCommand } from './staff-helpers';
import { application } from './suite';

const ROOT = path.resolve(__dirname, '../..');
const PASSWORD = 'correct horse battery staple';
let server: Server;

beforeAll(async () => {
  server = await startServer();
  for (const email of ['ayla@driftline.test', 'bo@driftline.test', 'cy@driftline.test']) {
    const added = await staffCommand(server.dataDir, ['add', email], { stdin: `${PASSWORD}\n` });
    expect(added.code, added.stderr).toBe(0);
  }
  for (const role of ALL) {
    const added = await staffCommand(server.dataDir, ['add', `walk-${role}@driftline.test`, role], { stdin: `${PASSWORD}\n` });
    expect(added.code, added.stderr).toBe(0);
  }
}, 240_000);
afterAll(async () => {
  await server?.stop();
}, 60_000);

/** Every file-system route under a folder, as its pattern (`/staff/submissions/[id]`). */
function routesUnder(dir: string, file: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name === file) out.push(path.relative(path.join(ROOT, 'src/app'), d));
    }
  };
  walk(path.join(ROOT, dir));
  return out.map((r) => `/${r.split(path.sep).join('/')}`).sort();
}
const SOME_ID = '00000000-0000-4000-8000-000000000000';
/** A route pattern as an address, its dynamic segments filled from `values` (else SOME_ID). */
const fill = (pattern: string, values: Record<string, string> = {}) => pattern.replace(/\[([^\]]+)\]/g, (_, name: string) => values[name] ?? SOME_ID);

/**
 * Which roles reach which staff page and API (src/lib/staff/roles.ts): every page and every method of every API route
 * is listed; a route added without a line here fails the walk. A role not listed answers 403 (a page: the forbidden
 * page; /staff: a redirect to where the role starts) and nothing changes.
 */
const ALL: Role[] = ['owner', 'editor', 'writer', 'inbox'];
const CONTENT: Role[] = ['owner', 'editor', 'writer'];
const PUBLISH: Role[] = ['owner', 'editor'];
const SUBMISSIONS: Role[] = ['owner', 'inbox'];
const OWNER: Role[] = ['owner'];
const PAGES: Record<string, Role[]> = {
  '/staff': SUBMISSIONS,
  '/staff/account': ALL,
  '/staff/accounts': OWNER,
  '/staff/audit': OWNER,
  '/staff/content': CONTENT,
  '/staff/content/[kind]': CONTENT,
  '/staff/content/[kind]/[id]': CONTENT,
  '/staff/content/[kind]/[id]/history': CONTENT,
  '/staff/content/guide': CONTENT,
  '/staff/content/media': CONTENT,
  '/staff/content/redirects': PUBLISH,
  '/staff/content/reviews': CONTENT,
  '/staff/content/reviews/[id]': CONTENT,
  '/staff/submissions/[id]': SUBMISSIONS,
};
/** Routes that end the session they are sent with: walked last, each with a session of its own. */
const ENDS_SESSION = new Set(['/api/staff/sign-out', '/api/staff/account/sign-out-everywhere']);
const APIS: Record<string, Record<string, Role[]>> = {
  '/api/staff/account/sign-out-everywhere': { POST: ALL },
  '/api/staff/account/two-factor': { POST: ALL },
  '/api/staff/accounts': { DELETE: OWNER },
  '/api/staff/accounts/invitations': { POST: OWNER, DELETE: OWNER },
  '/api/staff/accounts/role': { POST: OWNER },
  '/api/staff/accounts/two-factor': { POST: OWNER },
  '/api/staff/content/guide/[file]': { GET: CONTENT },
  '/api/staff/content/items': { POST: CONTENT },
  '/api/staff/content/items/[id]': { GET: PUBLISH, DELETE: PUBLISH },
  '/api/staff/content/items/[id]/draft': { POST: CONTENT },
  '/api/staff/content/items/[id]/duplicate': { POST: CONTENT },
  '/api/staff/content/items/[id]/lock': { POST: CONTENT },
  '/api/staff/content/items/[id]/lock/release': { POST: CONTENT },
  '/api/staff/content/items/[id]/revert': { POST: PUBLISH },
  '/api/staff/content/items/[id]/review': { POST: CONTENT },
  '/api/staff/content/reviews/[id]/publish': { POST: PUBLISH },
  '/api/staff/content/reviews/[id]/send-back': { POST: PUBLISH },
  '/api/staff/content/reviews/[id]/withdraw': { POST: CONTENT },
  '/api/staff/content/items/[id]/take-over': { POST: CONTENT },
  '/api/staff/content/items/[id]/publish': { POST: PUBLISH },
  '/api/staff/content/items/[id]/restore': { POST: CONTENT },
  '/api/staff/content/items/[id]/schedule': { POST: PUBLISH },
  '/api/staff/content/items/[id]/schedule/cancel': { POST: PUBLISH },
  '/api/staff/content/items/[id]/unpublish': { POST: PUBLISH },
  '/api/staff/content/media': { GET: CONTENT, POST: PUBLISH },
  '/api/staff/content/media/[id]': { PATCH: PUBLISH, DELETE: PUBLISH },
  '/api/staff/content/media/status': { GET: CONTENT },
  '/api/staff/content/preview': { POST: CONTENT },
  '/api/staff/content/preview/exit': { GET: ALL },
  '/api/staff/content/redirects': { GET: PUBLISH, POST: PUBLISH, DELETE: PUBLISH },
  '/api/staff/export': { GET: SUBMISSIONS },
  '/api/staff/inbox': { GET: SUBMISSIONS },
  '/api/staff/notices/[id]/read': { POST: ALL },
  '/api/staff/sign-out': { POST: ALL },
  '/api/staff/submissions/[id]': { DELETE: SUBMISSIONS },
  '/api/staff/submissions/[id]/files/[fileId]': { GET: SUBMISSIONS },
  '/api/staff/submissions/[id]/notes': { POST: SUBMISSIONS },
  '/api/staff/submissions/[id]/status': { POST: SUBMISSIONS },
  '/api/staff/submissions/[id]/unread': { POST: SUBMISSIONS },
};

/** The staff pages open without a session: signing in, and an invitee choosing a password. */
const OPEN_PAGES = new Set(['/staff/sign-in', '/staff/invitation']);

describe('without a session', () => {
  const pages = routesUnder('src/app/staff', 'page.tsx').filter((p) => !OPEN_PAGES.has(p));
  const apis = routesUnder('src/app/api/staff', 'route.ts');

  it('the walk knows every staff page and API: each is in the tables of who reaches it', () => {
    expect(pages).toEqual(Object.keys(PAGES).sort());
    expect(apis).toEqual(Object.keys(APIS).sort());
  });

  it.each(pages.map((p) => fill(p)))('the page %s redirects to sign-in, and back after it', async (page) => {
    for (const cookie of [undefined, 'driftline.session=forged.value', '__Host-driftline.session=forged']) {
      const r = await request(server, page, { cookie });
      expect(r.status).toBe(307);
      expect(r.headers.get('location')).toBe(`/staff/sign-in?next=${encodeURIComponent(page)}`);
    }
  });

  it.each(apis.map((a) => fill(a)))('the API %s answers 401 to every method it takes', async (api) => {
    const statuses: number[] = [];
    for (const method of ['GET', 'POST', 'DELETE', 'PATCH']) {
      const r = await request(server, api, { method, cookie: 'driftline.session=forged.value', body: method === 'GET' ? undefined : {} });
      expect([401, 405], `${method} ${api}: ${r.text}`).toContain(r.status);
      statuses.push(r.status);
      if (r.status === 401) expect(r.json()).toEqual({ error: 'Sign in first.' });
    }
    expect(statuses).toContain(401);
  });

  it('a staff page, rendered on each request, lets only its own scripts run: a fresh nonce each time, on every script', async () => {
    const policies = [];
    for (let i = 0; i < 2; i++) {
      const page = await request(server, '/staff/sign-in', { headers: { 'content-security-policy': "script-src 'nonce-forged'" } });
      const policy = page.headers.get('content-security-policy')!;
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
      expect(policy.split('; ').find((d) => d.startsWith('script-src '))).not.toContain("'unsafe-inline'");
      expect(policy).not.toContain('forged');
      const scripts = [...page.text.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)].map((m) => m[1]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
      policies.push(nonce);
    }
    expect(policies[0]).not.toBe(policies[1]);
  });

  it('the sign-in page is open, not indexed, not in robots or the sitemap', async () => {
    const page = await request(server, '/staff/sign-in');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<meta name="robots" content="noindex, nofollow/);
    expect(page.text).toContain('<label for="sign-in-email"');
    expect((await request(server, '/robots.txt')).text).toMatch(/Disallow: \/staff/);
    expect((await request(server, '/sitemap.xml')).text).not.toContain('/staff');
  });

  it('there is no sign-up', async () => {
    const r = await request(server, '/api/auth/sign-up/email', { method: 'POST', body: { email: 'eve@evil.example', password: PASSWORD, name: 'Eve' } });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(await sql(server.dataDir, `SELECT 1 FROM staff_users WHERE email = 'eve@evil.example'`)).toEqual([]);
  });
});

describe('as every role', () => {
  /** What a forbidden request could change: every row of these tables, as one fingerprint each. */
  const TABLES = ['submissions', 'submission_notes', 'submission_reads', 'content_items', 'content_versions', 'content_schedule', 'content_redirects', 'media_assets', 'audit_log', 'staff_users', 'staff_invitations', 'staff_two_factors'];
  const fingerprint = async () => {
    const out: Record<string, unknown> = {};
    for (const table of TABLES) {
      const [row] = await sql<{ n: number; h: string }>(server.dataDir, `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM ${table} t`);
      out[table] = row;
    }
    return out;
  };
  /** Bodies that would change something real, were the request let through. */
  const BODIES: Record<string, unknown> = {
    '/api/staff/submissions/[id]/status': { status: 'archived' },
    '/api/staff/submissions/[id]/notes': { body: 'A note from a role that may not write one' },
    '/api/staff/content/redirects': { from: '/work/forbidden-walk', to: '/work' },
    '/api/staff/content/media/[id]': { focalX: 0.1, focalY: 0.9 },
    '/api/staff/account/two-factor': { step: 'enable', password: PASSWORD },
    '/api/staff/accounts': { email: 'walk-owner@driftline.test' },
    '/api/staff/accounts/invitations': { email: 'walk-new@driftline.test', role: 'owner' },
    '/api/staff/accounts/role': { email: 'walk-owner@driftline.test', role: 'inbox' },
    '/api/staff/accounts/two-factor': { email: 'walk-owner@driftline.test' },
  };
  const sessions = {} as Record<Role, string>;
  const values: Record<string, string> = {};
  const contentValues: Record<string, string> = {};

  beforeAll(async () => {
    const sent = (await post(`${server.url}/api/submit`, { body: new Multipart(formParts(application, [pdf('cv.pdf', 3000, 4)])) })) as Answer;
    expect(sent.status, sent.body).toBe(201);
    values.id = sent.json().id as string;
    values.fileId = (await sql<{ id: string }>(server.dataDir, 'SELECT id FROM submission_files WHERE submission_id = $1', [values.id]))[0].id;
    const [item] = await sql<{ id: string; kind: string }>(server.dataDir, `SELECT id, kind FROM content_items WHERE kind = 'case-study' AND published_version_id IS NOT NULL ORDER BY key LIMIT 1`);
    Object.assign(contentValues, { id: item.id, kind: item.kind });
    for (const role of ALL) sessions[role] = await signInAs(role);
  }, 60_000);

  const valuesFor = (pattern: string) => (pattern.includes('/content/') ? contentValues : values);
  /** Each of the walk's sign-ins from an address of its own: the per-address limit is for the other tests. */
  let addresses = 0;
  const signInAs = async (role: Role) => {
    const signedIn = await signIn(server, `walk-${role}@driftline.test`, PASSWORD, { address: `192.0.2.${++addresses}` });
    expect(signedIn.status, signedIn.text).toBe(200);
    return signedIn.cookie!;
  };

  it.each(ALL)('as %s: a page the role may not use answers 403 (the inbox sends it home), and changes nothing', async (role) => {
    for (const [pattern, roles] of Object.entries(PAGES)) {
      if (roles.includes(role)) continue;
      const r = await request(server, fill(pattern, valuesFor(pattern)), { cookie: sessions[role] });
      if (pattern === '/staff') {
        expect(r.status, pattern).toBe(307);
        expect(r.headers.get('location')).toBe('/staff/content');
      } else {
        expect(r.status, `${role} ${pattern}`).toBe(403);
        expect(r.text).toContain('Your role does not include this page');
      }
    }
  });

  it.each(ALL)('as %s: every page the role may use opens (200), its nav shows only what it can use', async (role) => {
    for (const [pattern, roles] of Object.entries(PAGES)) {
      if (!roles.includes(role)) continue;
      const r = await request(server, fill(pattern, valuesFor(pattern)), { cookie: sessions[role] });
      // A review's page is walked with an item's id: through the permission, then not found.
      expect(r.status, `${role} ${pattern}`).toBe(pattern === '/staff/content/reviews/[id]' ? 404 : 200);
      if (r.status === 404) continue; // the not-found page's nav is not the page's
      const nav = /<nav aria-label="Staff">([\s\S]*?)<\/nav>/.exec(r.text)?.[1] ?? '';
      expect(nav.includes('href="/staff"'), `${role} ${pattern}: inbox link`).toBe(SUBMISSIONS.includes(role));
      expect(nav.includes('href="/staff/content"'), `${role} ${pattern}: content link`).toBe(CONTENT.includes(role));
      expect(nav.includes('href="/staff/audit"'), `${role} ${pattern}: audit link`).toBe(OWNER.includes(role));
      expect(nav.includes('href="/staff/accounts"'), `${role} ${pattern}: accounts link`).toBe(OWNER.includes(role));
    }
  });

  it.each(CONTENT)('as %s: the media library and an image field offer an upload only to a role that may upload (media:manage)', async (role) => {
    const uploads = PUBLISH.includes(role);
    const library = await request(server, '/staff/content/media', { cookie: sessions[role] });
    expect(library.status).toBe(200);
    expect(library.text.includes('type="file"'), `${role}: the library's upload field`).toBe(uploads);
    const form = await request(server, fill('/staff/content/[kind]/[id]', contentValues), { cookie: sessions[role] });
    expect(form.status).toBe(200);
    expect(form.text, `${role}: the image fields' choice from the library`).toMatch(/(Choose|Replace) from library/);
    expect(form.text.includes('Upload a new image'), `${role}: the image fields' Upload`).toBe(uploads);
  });

  it.each(ALL)('as %s: an API the role may not use answers 403 and changes nothing (no row, no audit entry)', async (role) => {
    const before = await fingerprint();
    for (const [pattern, methods] of Object.entries(APIS)) {
      for (const [method, roles] of Object.entries(methods)) {
        if (roles.includes(role)) continue;
        const body = method === 'GET' ? undefined : (BODIES[pattern] ?? {});
        const r = await request(server, fill(pattern, valuesFor(pattern)), { method, cookie: sessions[role], body });
        expect(r.status, `${role} ${method} ${pattern}: ${r.text}`).toBe(403);
        expect(r.json()).toEqual({ error: 'Your role does not allow this.' });
      }
    }
    expect(await fingerprint()).toEqual(before);
  });

  it.each(ALL)('as %s: every API the role may use lets it through (not 401 or 403)', async (role) => {
    const last = (pattern: string) => (ENDS_SESSION.has(pattern) ? 1 : 0);
    for (const [pattern, methods] of Object.entries(APIS).sort(([a], [b]) => last(a) - last(b))) {
      for (const [method, roles] of Object.entries(methods)) {
        if (!roles.includes(role)) continue;
        // Sent with unknown ids and empty bodies: through the permission check, then refused by the route itself.
        const own = ENDS_SESSION.has(pattern) ? await signInAs(role) : sessions[role];
        const body = method === 'GET' ? undefined : {};
        const r = await request(server, fill(pattern), { method, cookie: own, body });
        expect([401, 403], `${role} ${method} ${pattern}: ${r.status} ${r.text}`).not.toContain(r.status);
      }
    }
  }, 60_000);
});

describe('accounts from the command line, while the site runs', () => {
  it('adds, lists, refuses a weak password or a second account, resets and removes', async () => {
    const weak = await staffCommand(server.dataDir, ['add', 'dee@driftline.test'], { stdin: 'short\n' });
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('at least 12 characters');
    const twice = await staffCommand(server.dataDir, ['add', 'AYLA@driftline.test'], { stdin: `${PASSWORD}\n` });
    expect(twice.stderr).toContain('already has an account');
    const list = await staffCommand(server.dataDir, ['list']);
    expect(list.stdout).toMatch(/ayla@driftline\.test\s+owner\s+added \d{4}-\d{2}-\d{2}\s+two-factor off/);

    await staffCommand(server.dataDir, ['add', 'dee@driftline.test'], { stdin: `${PASSWORD}\n` });
    const session = await signIn(server, 'dee@driftline.test', PASSWORD);
    expect(session.status).toBe(200);
    const reset = await staffCommand(server.dataDir, ['reset', 'dee@driftline.test'], { stdin: 'a brand new passphrase\n' });
    expect(reset.code, reset.stderr).toBe(0);
    expect((await request(server, '/api/staff/inbox', { cookie: session.cookie! })).status).toBe(401); // its sessions ended
    expect((await signIn(server, 'dee@driftline.test', PASSWORD)).status).toBe(401);
    expect((await signIn(server, 'dee@driftline.test', 'a brand new passphrase')).status).toBe(200);
    expect((await staffCommand(server.dataDir, ['remove', 'dee@driftline.test'])).code).toBe(0);
    expect((await signIn(server, 'dee@driftline.test', 'a brand new passphrase')).status).toBe(401);
  }, 120_000);
});

describe('signing in', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie for the whole site, Secure-less over plain http', async () => {
    const r = await signIn(server, 'ayla@driftline.test', PASSWORD);
    expect(r.status).toBe(200);
    const cookie = r.headers.getSetCookie().find((c) => c.startsWith('driftline.session='))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=43200/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect((await request(server, '/staff', { cookie: r.cookie! })).status).toBe(200);
  });

  it('gives an unknown e-mail and a wrong password the same answer', async () => {
    const unknown = await signIn(server, 'nobody@driftline.test', 'wrong password, long');
    const wrong = await signIn(server, 'bo@driftline.test', 'wrong password, long');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.text).toBe(wrong.text);
    expect(unknown.cookie).toBeNull();
  });

  it('locks an account after 5 failed attempts, with a clear message, and no other account', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn(server, 'cy@driftline.test', `wrong password ${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const locked = await signIn(server, 'cy@driftline.test', PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', message: expect.stringMatching(/Too many failed attempts for this account\. Try again in 1\d minutes\./) });
    expect(locked.cookie).toBeNull();
    expect((await signIn(server, 'bo@driftline.test', PASSWORD)).status).toBe(200);
    // Resetting the password lifts the lock.
    await staffCommand(server.dataDir, ['reset', 'cy@driftline.test'], { stdin: `${PASSWORD}\n` });
    expect((await signIn(server, 'cy@driftline.test', PASSWORD)).status).toBe(200);
  }, 60_000);

  it('limits sign-in attempts per address, whatever the accounts tried', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await signIn(server, `guess${i}@driftline.test`, 'wrong password, long', { address: '203.0.113.99' })).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await signIn(server, 'bo@driftline.test', PASSWORD, { address: '203.0.113.100' })).status).toBe(200);
  }, 120_000);

  it('refuses a sign-in posted from another site', async () => {
    const r = await signIn(server, 'bo@driftline.test', PASSWORD, { origin: 'https://evil.example' });
    expect(r.status).toBe(403);
    expect(r.cookie).toBeNull();
  });
});

describe('sessions', () => {
  it('end after 12 idle hours', async () => {
    const { cookie } = await signIn(server, 'bo@driftline.test', PASSWORD);
    const token = decodeURIComponent(cookie!.split('=')[1]).split('.')[0];
    await sql(server.dataDir, `UPDATE staff_sessions SET expires_at = now() - interval '1 second' WHERE token = $1`, [token]);
    expect((await request(server, '/api/staff/inbox', { cookie: cookie! })).status).toBe(401);
    expect((await request(server, '/staff', { cookie: cookie! })).status).toBe(307);
  });

  it('can be ended everywhere at once', async () => {
    const a = (await signIn(server, 'bo@driftline.test', PASSWORD)).cookie!;
    const b = (await signIn(server, 'bo@driftline.test', PASSWORD)).cookie!;
    expect((await request(server, '/api/staff/inbox', { cookie: b })).status).toBe(200);
    expect((await request(server, '/api/staff/account/sign-out-everywhere', { method: 'POST', cookie: a })).status).toBe(200);
    expect((await request(server, '/api/staff/inbox', { cookie: a })).status).toBe(401);
    expect((await request(server, '/api/staff/inbox', { cookie: b })).status).toBe(401);
  });

  it('refuse a staff action posted from another site (403), even with a valid cookie', async () => {
    const { cookie } = await signIn(server, 'bo@driftline.test', PASSWORD);
    for (const origin of ['https://evil.example', 'null']) {
      const r = await request(server, `/api/staff/submissions/${SOME_ID}/status`, { method: 'POST', cookie: cookie!, origin, body: { status: 'archived' } });
      expect(r.status).toBe(403);
    }
    const marked = await request(server, `/api/staff/submissions/${SOME_ID}`, { method: 'DELETE', cookie: cookie!, headers: { 'sec-fetch-site': 'cross-site' }, origin: '' });
    expect(marked.status).toBe(403);
  });
});

describe('two-factor sign-in', () => {
  it('turns on with a QR code and a first code, then asks for a code at sign-in; a recovery code works once', async () => {
    const { cookie } = await signIn(server, 'ayla@driftline.test', PASSWORD);
    const wrong = await request(server, '/api/staff/account/two-factor', { method: 'POST', cookie: cookie!, body: { step: 'enable', password: 'not my password' } });
    expect(wrong.status).toBe(400);
    const setup = await request(server, '/api/staff/account/two-factor', { method: 'POST', cookie: cookie!, body: { step: 'enable', password: PASSWORD } });
    expect(setup.status, setup.text).toBe(200);
    const { qr, key, recoveryCodes } = setup.json() as { qr: string; key: string; recoveryCodes: string[] };
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(recoveryCodes).toHaveLength(10);
    // The code of the step `offset` steps from now (one step either side is accepted); a code is accepted once.
    const totp = (offset = 0) => createOTP(new TextDecoder().decode(base32.decode(key)), { digits: 6, period: 30 }).hotp(Math.floor(Date.now() / 30_000) + offset);
    const on = await request(server, '/api/staff/account/two-factor', { method: 'POST', cookie: cookie!, body: { step: 'verify', code: await totp(0) } });
    expect(on.status, on.text).toBe(200);

    const first = await signIn(server, 'ayla@driftline.test', PASSWORD);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    expect(first.cookie).toBeNull();
    const challenge = first.headers.getSetCookie().find((c) => c.startsWith('driftline.two_factor='))!.split(';')[0];
    const second = await request(server, '/api/auth/two-factor/verify-totp', { method: 'POST', cookie: challenge, body: { code: await totp(1) } });
    expect(second.status, second.text).toBe(200);
    expect(sessionCookie(second.headers)).not.toBeNull();

    const viaRecovery = async () => {
      const start = await signIn(server, 'ayla@driftline.test', PASSWORD);
      const c = start.headers.getSetCookie().find((x) => x.startsWith('driftline.two_factor='))!.split(';')[0];
      return request(server, '/api/auth/two-factor/verify-backup-code', { method: 'POST', cookie: c, body: { code: recoveryCodes[0] } });
    };
    expect((await viaRecovery()).status).toBe(200);
    expect((await viaRecovery()).status).toBe(401);

    const audit = await sql<{ action: string; detail: Record<string, string> }>(server.dataDir, `SELECT action, detail FROM audit_log WHERE staff_email = 'ayla@driftline.test' ORDER BY id`);
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['two-factor-on', 'sign-in']));
    expect(audit.filter((a) => a.detail.secondFactor).map((a) => a.detail.secondFactor)).toEqual(['authenticator', 'recovery code']);
  }, 60_000);
});

describe('the inbox, erasure and the export', () => {
  it('exports the filtered list as CSV with formulas neutralised, and an erasure leaves no personal data', async () => {
    const fields = { ...application, name: '=HYPERLINK("x")', whyJoin: 'I build +SUM(1) dashboards' };
    const sent = (await post(`${server.url}/api/submit`, { body: new Multipart(formParts(fields, [pdf('cv.pdf', 5000, 2)])) })) as Answer;
    expect(sent.status, sent.body).toBe(201);
    const id = sent.json().id as string;
    const { cookie } = await signIn(server, 'bo@driftline.test', PASSWORD);

    const csv = await request(server, '/api/staff/export?q=dashboards', { cookie: cookie! });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="driftline-submissions-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.text).toContain("I build +SUM(1) dashboards"); // not at the start of a cell: left as it is
    expect(csv.text.trim().split('\n')).toHaveLength(2);

    const erased = await request(server, `/api/staff/submissions/${id}`, { method: 'DELETE', cookie: cookie! });
    expect(erased.status).toBe(200);
    expect(await sql(server.dataDir, 'SELECT 1 FROM submissions WHERE id = $1', [id])).toEqual([]);
    expect(await sql(server.dataDir, 'SELECT 1 FROM outbox WHERE submission_id = $1', [id])).toEqual([]);
    const audit = await sql<{ action: string; detail: unknown }>(server.dataDir, 'SELECT action, detail FROM audit_log WHERE submission_id = $1', [id]);
    expect(audit.map((a) => a.action)).toContain('erase');
    const everything = JSON.stringify(await sql(server.dataDir, 'SELECT * FROM audit_log'));
    for (const personal of ['HYPERLINK', application.email, application.phone, 'dashboards', 'cv.pdf']) expect(everything).not.toContain(personal);
    expect((await request(server, `/api/staff/submissions/${id}`, { method: 'DELETE', cookie: cookie! })).status).toBe(404);
  }, 60_000);
});

describe('retention', () => {
  it('erases submissions older than RETENTION_DAYS on schedule (at start, then hourly)', async () => {
    const s = await startServer({ RETENTION_DAYS: '30' });
    try {
      const send = async () => ((await post(`${s.url}/api/submit`, { body: new Multipart(formParts(application, [pdf('cv.pdf', 2000, 3)])) })) as Answer).json().id as string;
      const old = await send();
      const recent = await send();
      await sql(s.dataDir, `UPDATE submissions SET created_at = now() - interval '31 days' WHERE id = $1`, [old]);
      await s.stop();
      const again = await startServer({ RETENTION_DAYS: '30' }, s.dataDir);
      try {
        await until(async () => (await sql(s.dataDir, 'SELECT id FROM submissions')).length === 1);
        expect((await sql<{ id: string }>(s.dataDir, 'SELECT id FROM submissions')).map((r) => r.id)).toEqual([recent]);
        expect(await sql(s.dataDir, `SELECT action FROM audit_log WHERE submission_id = $1`, [old])).toEqual([{ action: 'retention-erase' }]);
        await until(async () => again.output().includes('"event":"retention","erased":1'));
      } finally {
        await again.stop();
      }
    } finally {
      await s.stop();
    }
  }, 120_000);
});

describe('on https', () => {
  it('the session cookie is Secure and carries the __Host- prefix', async () => {
    const s = await startServer({ SITE_URL: 'https://staff.example.test' });
    try {
      await staffCommand(s.dataDir, ['add', 'ayla@driftline.test'], { stdin: `${PASSWORD}\n` });
      const r = await signIn(s, 'ayla@driftline.test', PASSWORD, { origin: 'https://staff.example.test' });
      expect(r.status, r.text).toBe(200);
      const cookie = r.headers.getSetCookie().find((c) => c.startsWith('__Host-driftline.session='))!;
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
    } finally {
      await s.stop();
    }
  }, 90_000);
});
