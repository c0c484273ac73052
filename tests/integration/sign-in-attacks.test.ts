/**
 * The staff sign-in under attacks sent together, as an attacker would send them: the per-account lockout and the
 * two-factor lock count each password or code before checking it (at most 5 per account per 15 minutes, whatever
 * the concurrency and the addresses), a success does not wipe the failures before it, a code signs in once, no
 * device is ever trusted, and "sign out everywhere", a reset, turning two-factor off and removing an account end
 * every standing access. Also the smaller holes: the unread route's 400/404, a missing submission's page 404, the
 * endpoints the site does not use, and no session token in a JSON body.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formParts, Multipart, post, startServer, type Server } from './harness';
import { request, sessionCookie, signIn, sql, staffCommand, type Reply } from './staff-helpers';
import { enquiry } from './suite';

const PASSWORD = 'correct horse battery staple';
let server: Server;

const ACCOUNTS = ['race@driftline.test', 'spread@driftline.test', 'success@driftline.test', 'mfa-race@driftline.test', 'mfa-once@driftline.test', 'mfa-trust@driftline.test', 'mfa-out@driftline.test', 'mfa-reset@driftline.test', 'mfa-off@driftline.test', 'plain@driftline.test'];

beforeAll(async () => {
  server = await startServer();
  for (const email of ACCOUNTS) {
    const added = await staffCommand(server.dataDir, ['add', email], { stdin: `${PASSWORD}\n` });
    expect(added.code, added.stderr).toBe(0);
  }
}, 180_000);
afterAll(async () => {
  await server?.stop();
}, 60_000);

let addressCount = 0;
/** A client address of its own (the tests stand where nginx would: TRUST_PROXY=loopback). */
const anAddress = () => `203.0.113.${++addressCount}`;

/** `n` requests made at once. */
const atOnce = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));
const count = (answers: { status: number }[], status: number) => answers.filter((a) => a.status === status).length;

describe('the per-account lockout, with sign-ins sent together', () => {
  it('25 sign-ins for one account sent at once from one address: at most 5 passwords are checked, the rest are refused as locked', async () => {
    const address = anAddress();
    const answers = await atOnce(25, (i) => signIn(server, 'race@driftline.test', `wrong password number ${i}`, { address }));
    expect(count(answers, 401)).toBeLessThanOrEqual(5);
    expect(count(answers, 401) + count(answers, 429)).toBe(25);
    for (const a of answers.filter((x) => x.status === 429)) expect(a.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    const failures = await sql(server.dataDir, `SELECT 1 FROM audit_log WHERE action = 'sign-in-failed' AND detail->>'email' = 'race@driftline.test'`);
    expect(failures.length).toBe(count(answers, 401));
    // The right password now: still locked.
    const right = await signIn(server, 'race@driftline.test', PASSWORD, { address: anAddress() });
    expect(right.status).toBe(429);
    expect(right.cookie).toBeNull();
  }, 60_000);

  it('19 wrong passwords from two addresses at once, then the right one: it does not sign in', async () => {
    const addresses = [anAddress(), anAddress()];
    const wrong = await atOnce(19, (i) => signIn(server, 'spread@driftline.test', `wrong password number ${i}`, { address: addresses[i % 2] }));
    expect(count(wrong, 401)).toBeLessThanOrEqual(5);
    const right = await signIn(server, 'spread@driftline.test', PASSWORD, { address: addresses[1] });
    expect(right.status).toBe(429);
    expect(right.cookie).toBeNull();
  }, 60_000);

  it('a success does not take back the failures made before it', async () => {
    const address = anAddress();
    for (let i = 0; i < 3; i++) expect((await signIn(server, 'success@driftline.test', `wrong password ${i}`, { address })).status).toBe(401);
    expect((await signIn(server, 'success@driftline.test', PASSWORD, { address })).status).toBe(200);
    for (let i = 3; i < 5; i++) expect((await signIn(server, 'success@driftline.test', `wrong password ${i}`, { address })).status).toBe(401);
    // Five failures within 15 minutes: locked, the success between them notwithstanding.
    expect((await signIn(server, 'success@driftline.test', PASSWORD, { address })).status).toBe(429);
  }, 60_000);
});

/** Turns two-factor on for an account; returns a function giving the code of the step `offset` steps from now. */
async function withTwoFactor(email: string) {
  const { cookie } = await signIn(server, email, PASSWORD, { address: anAddress() });
  const setup = await request(server, '/api/staff/account/two-factor', { method: 'POST', cookie: cookie!, body: { step: 'enable', password: PASSWORD } });
  expect(setup.status, setup.text).toBe(200);
  const otp = createOTP(new TextDecoder().decode(base32.decode((setup.json() as { key: string }).key)), { digits: 6, period: 30 });
  const code = (offset = 0) => otp.hotp(Math.floor(Date.now() / 30_000) + offset);
  const on = await request(server, '/api/staff/account/two-factor', { method: 'POST', cookie: cookie!, body: { step: 'verify', code: await code(-1) } });
  expect(on.status, on.text).toBe(200);
  const userId = (await sql<{ id: string }>(server.dataDir, 'SELECT id FROM staff_users WHERE email = $1', [email]))[0].id;
  return { code, userId };
}

/** The password step of a sign-in with two-factor on: the challenge cookie it sets. */
async function challenge(email: string): Promise<string> {
  const first = await signIn(server, email, PASSWORD, { address: anAddress() });
  expect(first.json()).toMatchObject({ twoFactorRedirect: true });
  expect(first.cookie).toBeNull();
  return first.headers.getSetCookie().find((c) => c.startsWith('driftline.two_factor='))!.split(';')[0];
}

const verify = (cookie: string, code: string, extra: Record<string, unknown> = {}) =>
  request(server, '/api/auth/two-factor/verify-totp', { method: 'POST', cookie, body: { code, ...extra }, headers: { 'x-forwarded-for': anAddress() } });

/** A six-digit code that is none of the account's valid ones now. */
async function wrongCode(code: (offset?: number) => Promise<string>, seed: number): Promise<string> {
  const valid = new Set(await Promise.all([-1, 0, 1, 2].map((o) => code(o))));
  for (let n = seed; ; n++) {
    const c = String((n * 7919) % 1_000_000).padStart(6, '0');
    if (!valid.has(c)) return c;
  }
}

describe('two-factor, with codes sent together', () => {
  it('8 challenges × 5 wrong codes sent at once: at most 5 codes are checked for the account', async () => {
    const { code } = await withTwoFactor('mfa-race@driftline.test');
    const challenges: string[] = [];
    for (let i = 0; i < 8; i++) challenges.push(await challenge('mfa-race@driftline.test'));
    const guesses = await Promise.all(Array.from({ length: 40 }, (_, i) => wrongCode(code, i * 13 + 1)));
    const answers = await atOnce(40, (i) => verify(challenges[i % 8], guesses[i]));
    expect(count(answers, 401)).toBeLessThanOrEqual(5);
    expect(count(answers, 401) + count(answers, 429)).toBe(40);
    // The right code on a fresh challenge: still locked.
    const right = await verify(await challenge('mfa-race@driftline.test'), await code());
    expect(right.status).toBe(429);
    expect(sessionCookie(right.headers)).toBeNull();
  }, 90_000);

  it('a code signs in once, even when two sign-ins carry it at the same moment', async () => {
    const { code } = await withTwoFactor('mfa-once@driftline.test');
    const now = await code(0);
    const [a, b] = await Promise.all([challenge('mfa-once@driftline.test'), challenge('mfa-once@driftline.test')]);
    const both = await Promise.all([verify(a, now), verify(b, now)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
    expect(both.filter((r) => sessionCookie(r.headers))).toHaveLength(1);
    // Later, with the same code: refused; the next step's code signs in.
    expect((await verify(await challenge('mfa-once@driftline.test'), now)).status).toBe(401);
    expect((await verify(await challenge('mfa-once@driftline.test'), await code(1))).status).toBe(200);
  }, 60_000);

  it('"trust this device" is refused, and a trusted-device cookie minted before is ignored', async () => {
    const { code, userId } = await withTwoFactor('mfa-trust@driftline.test');
    const asked = await verify(await challenge('mfa-trust@driftline.test'), await code(0), { trustDevice: true });
    expect(asked.status).toBe(400);
    expect(asked.headers.getSetCookie().join('\n')).not.toMatch(/trust_device=[^;]/);
    expect(sessionCookie(asked.headers)).toBeNull();

    // A trusted-device cookie as an older release set it (signed with the site's secret, recorded in the database).
    const [{ value: secret }] = await sql<{ value: string }>(server.dataDir, `SELECT value FROM app_settings WHERE name = 'auth_secret'`);
    const trustId = `trust-device-${randomBytes(16).toString('hex')}`;
    await sql(server.dataDir, `INSERT INTO staff_verifications (id, identifier, value, expires_at) VALUES ($1, $2, $3, now() + interval '30 days')`, [randomBytes(8).toString('hex'), trustId, userId]);
    const value = `${createHmac('sha256', secret).update(`${userId}!${trustId}`).digest('base64url')}!${trustId}`;
    const signed = encodeURIComponent(`${value}.${createHmac('sha256', secret).update(value).digest('base64')}`);
    const withDevice = await signIn(server, 'mfa-trust@driftline.test', PASSWORD, { address: anAddress(), cookie: `driftline.trust_device=${signed}` });
    expect(withDevice.status).toBe(200);
    expect(withDevice.json()).toMatchObject({ twoFactorRedirect: true });
    expect(withDevice.cookie).toBeNull();
  }, 60_000);

  /** A full sign-in (password, then the code `offset` steps from now): its session cookie. */
  const fullSignIn = async (email: string, code: (offset?: number) => Promise<string>, offset: number) =>
    sessionCookie((await verify(await challenge(email), await code(offset))).headers)!;

  // Each scenario has its account: three valid codes at a time (this step and one either side), each used once, in
  // increasing steps, so a refusal below is the ended access, never a code used twice.
  it('"sign out everywhere" ends the sessions and a challenge whose password was already checked', async () => {
    const email = 'mfa-out@driftline.test';
    const { code } = await withTwoFactor(email);
    const a = await fullSignIn(email, code, 0);
    const pending = await challenge(email);
    expect((await request(server, '/api/staff/account/sign-out-everywhere', { method: 'POST', cookie: a })).status).toBe(200);
    expect((await request(server, '/api/staff/inbox', { cookie: a })).status).toBe(401);
    expect((await verify(pending, await code(1))).status).toBe(401);
  }, 60_000);

  it('a password reset from the command line ends the sessions and a pending challenge', async () => {
    const email = 'mfa-reset@driftline.test';
    const { code } = await withTwoFactor(email);
    const b = await fullSignIn(email, code, 0);
    const pending = await challenge(email);
    expect((await staffCommand(server.dataDir, ['reset', email], { stdin: `${PASSWORD}\n` })).code).toBe(0);
    expect((await request(server, '/api/staff/inbox', { cookie: b })).status).toBe(401);
    expect((await verify(pending, await code(1))).status).toBe(401);
  }, 60_000);

  it('turning two-factor off ends the other sessions and pending challenges; the one that turned it off stays', async () => {
    const email = 'mfa-off@driftline.test';
    const { code } = await withTwoFactor(email);
    const here = await fullSignIn(email, code, 0);
    const elsewhere = await fullSignIn(email, code, 1);
    const off = await request(server, '/api/staff/account/two-factor', { method: 'POST', cookie: here, body: { step: 'disable', password: PASSWORD } });
    expect(off.status, off.text).toBe(200);
    expect((await request(server, '/api/staff/inbox', { cookie: elsewhere })).status).toBe(401);
    const stays = sessionCookie(off.headers) ?? here;
    expect((await request(server, '/api/staff/inbox', { cookie: stays })).status).toBe(200);
  }, 60_000);
});

describe('the smaller holes', () => {
  let cookie: string;
  beforeAll(async () => {
    const r = await signIn(server, 'plain@driftline.test', PASSWORD, { address: anAddress() });
    cookie = r.cookie!;
  });

  it('a signed-in staff member is never sent back to sign-in, however many requests arrive together', async () => {
    // The cause of the sign-in that bounced once: the embedded database's socket interleaved the queries of several
    // connections (a transaction beside them: a submission stored, a view recorded), so a session lookup failed, and
    // the page took it for no session.
    for (let round = 0; round < 3; round++) {
      const [pages] = await Promise.all([
        atOnce(30, (i) => request(server, ['/staff', '/api/staff/inbox', '/api/auth/get-session'][i % 3], { cookie })),
        atOnce(10, (i) => signIn(server, `nobody${i}@driftline.test`, 'wrong password, long', { address: anAddress() })),
        // Enquiries arriving meanwhile, each stored in a transaction.
        atOnce(10, () => post(`${server.url}/api/contact`, { body: new Multipart(formParts(enquiry)) })),
      ]);
      expect(pages.map((p) => p.status)).toEqual(Array(30).fill(200));
    }
  }, 60_000);

  it('the sign-in answer carries no session token in its body, nor does get-session', async () => {
    const r = await signIn(server, 'plain@driftline.test', PASSWORD, { address: anAddress() });
    expect(r.status).toBe(200);
    const token = decodeURIComponent(r.cookie!.split('=')[1]).split('.')[0];
    expect(r.text).not.toContain(token);
    expect(r.json()).not.toHaveProperty('token');
    const session = await request(server, '/api/auth/get-session', { cookie: r.cookie! });
    expect(session.status).toBe(200);
    expect(session.json()).toMatchObject({ user: { email: 'plain@driftline.test' } });
    expect(session.text).not.toContain(token);
  });

  it.each([
    ['/api/auth/update-user', { name: 'Mallory', image: 'https://evil.example/x.png' }],
    ['/api/auth/change-email', { newEmail: 'mallory@evil.example' }],
    ['/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'another long password' }],
    ['/api/auth/delete-user', {}],
    ['/api/auth/revoke-other-sessions', {}],
    ['/api/auth/two-factor/enable', { password: PASSWORD }],
  ])('%s answers 404 and changes nothing', async (route, body) => {
    const before = await sql(server.dataDir, `SELECT name, email, image, two_factor_enabled FROM staff_users WHERE email = 'plain@driftline.test'`);
    const r = await request(server, route, { method: 'POST', cookie, body });
    expect(r.status).toBe(404);
    expect(await sql(server.dataDir, `SELECT name, email, image, two_factor_enabled FROM staff_users WHERE email = 'plain@driftline.test'`)).toEqual(before);
    expect((await request(server, '/api/staff/inbox', { cookie })).status).toBe(200);
  });

  it('marking unread: 400 for what is not an id, 404 for an unknown one, and the audit log records neither', async () => {
    const audit = () => sql(server.dataDir, `SELECT 1 FROM audit_log WHERE action = 'unread'`);
    const before = (await audit()).length;
    const malformed: Reply = await request(server, `/api/staff/submissions/not-an-id'/unread`, { method: 'POST', cookie, body: {} });
    expect(malformed.status).toBe(400);
    expect(malformed.json()).toEqual({ error: 'Not a submission id' });
    const unknown = await request(server, '/api/staff/submissions/00000000-0000-4000-8000-000000000000/unread', { method: 'POST', cookie, body: {} });
    expect(unknown.status).toBe(404);
    expect((await audit()).length).toBe(before);
    expect(server.output()).not.toMatch(/invalid input syntax for type uuid/);
  });

  it("a submission's page for an id that does not exist answers 404, with the way back to the inbox", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const page = await request(server, `/staff/submissions/${id}`, { cookie });
      expect(page.status).toBe(404);
      expect(page.text).toContain('This submission does not exist, or was erased.');
      expect(page.text).toContain('Back to the inbox');
    }
  });
});
