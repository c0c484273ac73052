/**
 * Accounts on the web, against the production server: an Owner invites by e-mail (through the outbox), the link works
 * once and for 48 hours, the invitee chooses a password by today's rules; an invited Owner turns on two-factor before
 * working; an Owner changes a role, resets a colleague's two-factor and removes an account (its sessions, sign-ins
 * waiting for a code and pending schedules end); the last Owner stays, even with two Owners demoting each other at
 * once; every step is audited.
 */
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { mailText, startServer, until, type Server } from './harness';
import { request, sessionCookie, signIn, sql, staffCommand } from './staff-helpers';

const PASSWORD = 'correct horse battery staple';
let server: Server;
let owner: string;

beforeAll(async () => {
  server = await startServer();
  const added = await staffCommand(server.dataDir, ['add', 'owner@driftline.test'], { stdin: `${PASSWORD}\n` });
  expect(added.code, added.stderr).toBe(0);
  owner = (await signIn(server, 'owner@driftline.test', PASSWORD)).cookie!;
}, 120_000);
afterAll(async () => {
  await server?.stop();
}, 60_000);

const invite = (email: string, role: string, cookie = owner) => request(server, '/api/staff/accounts/invitations', { method: 'POST', cookie, body: { email, role } });
/**
 * The newest invitation e-mail to `email` as its reader gets it (delivered to DATA_DIR/mail: no SMTP_URL here), with
 * the token of its link; and its outbox row once sent.
 */
async function invitationMail(email: string) {
  const [row] = await sql<{ id: number }>(server.dataDir, `SELECT id::int AS id FROM outbox WHERE kind = 'staff-invitation' AND payload->>'to' = $1 ORDER BY id DESC LIMIT 1`, [email]);
  const file = path.join(server.dataDir, 'mail', `${String(row.id).padStart(6, '0')}-message.eml`);
  const text = await until(async () => mailText(await readFile(file, 'utf8').catch(() => '')));
  const link = /(http\S+\/staff\/invitation#(\S+))/.exec(text)!;
  expect(link[1]).toMatch(/^http:\/\/[^/]+\/staff\/invitation#[A-Za-z0-9_-]{43}$/);
  const sent = await until(async () => (await sql<{ payload: Record<string, unknown> }>(server.dataDir, 'SELECT payload FROM outbox WHERE id = $1 AND sent_at IS NOT NULL', [row.id]))[0]);
  return { token: link[2], text, row: sent };
}
const tokenFor = async (email: string) => (await invitationMail(email)).token;
const accept = (token: string, password?: string) => request(server, '/api/invitation', { method: 'POST', body: password === undefined ? { token } : { token, password } });
const accounts = async (email: string) => sql<{ role: string }>(server.dataDir, 'SELECT role FROM staff_users WHERE email = $1', [email]);

/**
 * Turns on two-factor for the session's account; returns a function giving the current code, and the session cookie
 * from then on (turning it on replaces the session it was turned on in).
 */
async function turnOnTwoFactor(cookie: string) {
  const setup = await request(server, '/api/staff/account/two-factor', { method: 'POST', cookie, body: { step: 'enable', password: PASSWORD } });
  expect(setup.status, setup.text).toBe(200);
  const key = setup.json().key as string;
  const totp = (offset = 0) => createOTP(new TextDecoder().decode(base32.decode(key)), { digits: 6, period: 30 }).hotp(Math.floor(Date.now() / 30_000) + offset);
  const on = await request(server, '/api/staff/account/two-factor', { method: 'POST', cookie, body: { step: 'verify', code: await totp() } });
  expect(on.status, on.text).toBe(200);
  const renewed = sessionCookie(on.headers);
  expect(renewed).not.toBeNull();
  return { totp, cookie: renewed! };
}

describe('invitations', () => {
  it('an Owner invites by e-mail (the sent e-mail’s row keeps no link); the link names the address and role; a weak password is refused; it works once', async () => {
    const sent = await invite('Writer@Driftline.test', 'writer');
    expect(sent.status, sent.text).toBe(201);
    const { token, text, row } = await invitationMail('writer@driftline.test');
    expect(text).toMatch(/Choose your password here \(the link works once, until \d{4}-\d\d-\d\d \d\d:\d\d UTC\):\nhttp:\/\/\S+\/staff\/invitation#/);
    expect(row.payload.replyTo).toBe('owner@driftline.test');
    // Only the token's hash is kept; the sent e-mail's row keeps no link (a database read, a backup, cannot use it).
    expect(JSON.stringify(await sql(server.dataDir, 'SELECT * FROM staff_invitations'))).not.toContain(token);
    expect(JSON.stringify(row.payload)).not.toContain(token);
    expect(JSON.stringify(row.payload)).not.toContain('/staff/invitation#');

    expect((await accept(token)).json()).toEqual({ email: 'writer@driftline.test', role: 'writer' });
    const weak = await accept(token, 'too short');
    expect(weak.status).toBe(422);
    expect(weak.json().error).toContain('at least 12 characters');
    expect(await accounts('writer@driftline.test')).toEqual([]);

    const made = await accept(token, 'a long writer passphrase');
    expect(made.status, made.text).toBe(201);
    expect(await accounts('writer@driftline.test')).toEqual([{ role: 'writer' }]);
    const again = await accept(token, 'another long passphrase');
    expect(again.status).toBe(410);
    expect((await accept(token)).status).toBe(410);

    const signedIn = await signIn(server, 'writer@driftline.test', 'a long writer passphrase');
    expect(signedIn.status).toBe(200);
    expect((await request(server, '/staff/content', { cookie: signedIn.cookie! })).status).toBe(200);
    expect((await request(server, '/api/staff/inbox', { cookie: signedIn.cookie! })).status).toBe(403);
    const audit = await sql<{ action: string }>(server.dataDir, `SELECT action FROM audit_log WHERE detail->>'email' = 'writer@driftline.test' ORDER BY id`);
    expect(audit.map((a) => a.action)).toEqual(['invitation-sent', 'invitation-accepted']);
  }, 60_000);

  it('refuses a bad address, an unknown role, or an address with an account, storing and sending nothing', async () => {
    const before = await sql(server.dataDir, `SELECT count(*)::int AS n FROM outbox WHERE kind = 'staff-invitation'`);
    expect((await invite('not an address', 'writer')).json()).toMatchObject({ fields: { email: expect.any(String) } });
    expect((await invite('new@driftline.test', 'admin')).json()).toMatchObject({ fields: { role: 'Choose a role.' } });
    const exists = await invite('owner@driftline.test', 'writer');
    expect(exists.status).toBe(422);
    expect(exists.json().error).toBe('There is already an account for this address.');
    expect(await sql(server.dataDir, `SELECT count(*)::int AS n FROM outbox WHERE kind = 'staff-invitation'`)).toEqual(before);
    expect(await sql(server.dataDir, `SELECT 1 FROM staff_invitations WHERE email IN ('new@driftline.test', 'not an address')`)).toEqual([]);
  });

  it('an expired link (after 48 hours) or a cancelled one makes no account', async () => {
    expect((await invite('late@driftline.test', 'inbox')).status).toBe(201);
    const [row] = await sql<{ hours: number }>(server.dataDir, `SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM staff_invitations WHERE email = 'late@driftline.test'`);
    expect(row.hours).toBe(48);
    const token = await tokenFor('late@driftline.test');
    await sql(server.dataDir, `UPDATE staff_invitations SET expires_at = now() - interval '1 second' WHERE email = 'late@driftline.test'`);
    expect((await accept(token, 'a long enough passphrase')).status).toBe(410);
    expect(await accounts('late@driftline.test')).toEqual([]);

    expect((await invite('gone@driftline.test', 'inbox')).status).toBe(201);
    const cancelled = await tokenFor('gone@driftline.test');
    const [{ id }] = await sql<{ id: string }>(server.dataDir, `SELECT id FROM staff_invitations WHERE email = 'gone@driftline.test'`);
    expect((await request(server, '/api/staff/accounts/invitations', { method: 'DELETE', cookie: owner, body: { id } })).status).toBe(200);
    expect((await accept(cancelled, 'a long enough passphrase')).status).toBe(410);
    expect(await accounts('gone@driftline.test')).toEqual([]);
  });

  it('one link accepted ten times at once makes one account', async () => {
    expect((await invite('race@driftline.test', 'editor')).status).toBe(201);
    const token = await tokenFor('race@driftline.test');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => accept(token, `a long racing passphrase ${i}`)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 410)).toBe(true);
    expect(await accounts('race@driftline.test')).toEqual([{ role: 'editor' }]);
  }, 60_000);

  it('one address invited five times at once keeps one working link: its links accepted at once make one account, the others are gone', async () => {
    const email = 'twice@driftline.test';
    const sent = await Promise.all(Array.from({ length: 5 }, () => invite(email, 'writer')));
    expect(sent.map((s) => s.status)).toEqual([201, 201, 201, 201, 201]);
    // The accounts page's pending invitations (those neither used, cancelled nor expired): the address once.
    const pending = await sql(server.dataDir, `SELECT id FROM staff_invitations WHERE email = $1 AND used_at IS NULL AND cancelled_at IS NULL AND expires_at > now()`, [email]);
    expect(pending).toHaveLength(1);
    // Every e-mail sent, each with its own link.
    const rows = await sql<{ id: number }>(server.dataDir, `SELECT id::int AS id FROM outbox WHERE kind = 'staff-invitation' AND payload->>'to' = $1`, [email]);
    expect(rows).toHaveLength(5);
    const tokens = await Promise.all(
      rows.map(async ({ id }) => {
        const file = path.join(server.dataDir, 'mail', `${String(id).padStart(6, '0')}-message.eml`);
        const text = await until(async () => mailText(await readFile(file, 'utf8').catch(() => '')));
        return /\/staff\/invitation#([A-Za-z0-9_-]+)/.exec(text)![1];
      }),
    );
    const answers = await Promise.all(tokens.map((token, i) => accept(token, `a long invited passphrase ${i}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 410, 410, 410, 410]);
    expect(await accounts(email)).toEqual([{ role: 'writer' }]);
  }, 60_000);

  it('an invited Owner works only once two-factor is on; until then the account page alone', async () => {
    expect((await invite('second-owner@driftline.test', 'owner')).status).toBe(201);
    expect((await accept(await tokenFor('second-owner@driftline.test'), PASSWORD)).status).toBe(201);
    const { cookie } = await signIn(server, 'second-owner@driftline.test', PASSWORD);
    const refused = await request(server, '/api/staff/inbox', { cookie: cookie! });
    expect(refused.status).toBe(403);
    expect(refused.json().error).toBe('Turn on two-factor sign-in on your account page first.');
    const inbox = await request(server, '/staff', { cookie: cookie! });
    expect(inbox.status).toBe(307);
    expect(inbox.headers.get('location')).toBe('/staff/account');
    expect((await request(server, '/staff/accounts', { cookie: cookie! })).status).toBe(307);
    const account = await request(server, '/staff/account', { cookie: cookie! });
    expect(account.status).toBe(200);
    expect(account.text).toContain('Turn on two-factor sign-in to start working');
    const on = await turnOnTwoFactor(cookie!);
    expect((await request(server, '/api/staff/inbox', { cookie: on.cookie })).status).toBe(200);
    expect((await request(server, '/staff/accounts', { cookie: on.cookie })).status).toBe(200);
  }, 60_000);
});

describe('an Owner manages accounts', () => {
  it('reminds an Owner without two-factor on every staff page', async () => {
    for (const page of ['/staff', '/staff/content', '/staff/accounts']) {
      expect((await request(server, page, { cookie: owner })).text, page).toContain('turn on two-factor sign-in');
    }
  });

  it('changes a role: the next request already has it; the audit log says from what to what', async () => {
    await staffCommand(server.dataDir, ['add', 'ed@driftline.test', 'editor'], { stdin: `${PASSWORD}\n` });
    const { cookie } = await signIn(server, 'ed@driftline.test', PASSWORD);
    expect((await request(server, '/api/staff/inbox', { cookie: cookie! })).status).toBe(403);
    const changed = await request(server, '/api/staff/accounts/role', { method: 'POST', cookie: owner, body: { email: 'ed@driftline.test', role: 'inbox' } });
    expect(changed.status, changed.text).toBe(200);
    expect((await request(server, '/api/staff/inbox', { cookie: cookie! })).status).toBe(200);
    expect((await request(server, '/staff/content', { cookie: cookie! })).status).toBe(403);
    const [entry] = await sql<{ detail: Record<string, string>; staff_email: string }>(server.dataDir, `SELECT detail, staff_email FROM audit_log WHERE action = 'role-changed' ORDER BY id DESC LIMIT 1`);
    expect(entry).toEqual({ staff_email: 'owner@driftline.test', detail: { email: 'ed@driftline.test', from: 'editor', to: 'inbox' } });
    const bad = await request(server, '/api/staff/accounts/role', { method: 'POST', cookie: owner, body: { email: 'ed@driftline.test', role: 'root' } });
    expect(bad.status).toBe(422);
    expect(await accounts('ed@driftline.test')).toEqual([{ role: 'inbox' }]);
  });

  it("resets a colleague's two-factor: their sessions end, they sign in with the password alone", async () => {
    await staffCommand(server.dataDir, ['add', 'phone@driftline.test', 'writer'], { stdin: `${PASSWORD}\n` });
    const { cookie } = await turnOnTwoFactor((await signIn(server, 'phone@driftline.test', PASSWORD)).cookie!);
    expect((await request(server, '/api/staff/content/media', { cookie })).status).toBe(200);
    expect((await signIn(server, 'phone@driftline.test', PASSWORD)).json()).toMatchObject({ twoFactorRedirect: true });
    const reset = await request(server, '/api/staff/accounts/two-factor', { method: 'POST', cookie: owner, body: { email: 'phone@driftline.test' } });
    expect(reset.status, reset.text).toBe(200);
    expect((await request(server, '/api/staff/content/media', { cookie })).status).toBe(401);
    expect(await sql(server.dataDir, `SELECT 1 FROM staff_two_factors t JOIN staff_users u ON u.id = t.user_id WHERE u.email = 'phone@driftline.test'`)).toEqual([]);
    const again = await signIn(server, 'phone@driftline.test', PASSWORD);
    expect(again.cookie).not.toBeNull();
    expect((await sql<{ action: string }>(server.dataDir, `SELECT action FROM audit_log WHERE action = 'two-factor-reset'`)).length).toBe(1);
  }, 60_000);

  it('removes an account: its sessions, sign-ins waiting for a code and pending schedules end', async () => {
    await staffCommand(server.dataDir, ['add', 'leaver@driftline.test', 'editor'], { stdin: `${PASSWORD}\n` });
    const { cookie, totp } = await turnOnTwoFactor((await signIn(server, 'leaver@driftline.test', PASSWORD)).cookie!);
    const waiting = await signIn(server, 'leaver@driftline.test', PASSWORD); // a password checked, a code awaited
    const challenge = waiting.headers.getSetCookie().find((c) => c.startsWith('driftline.two_factor='))!.split(';')[0];
    const [item] = await sql<{ id: string; v: number }>(server.dataDir, `SELECT id, published_version_id AS v FROM content_items WHERE kind = 'case-study' AND status = 'published' ORDER BY key LIMIT 1`);
    const due = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await request(server, `/api/staff/content/items/${item.id}/schedule`, { method: 'POST', cookie, body: { action: 'unpublish', dueAt: due } });
    expect(scheduled.status, scheduled.text).toBe(201);

    const removed = await request(server, '/api/staff/accounts', { method: 'DELETE', cookie: owner, body: { email: 'leaver@driftline.test' } });
    expect(removed.status, removed.text).toBe(200);
    expect((await request(server, '/api/staff/content/media', { cookie })).status).toBe(401);
    const code = await request(server, '/api/auth/two-factor/verify-totp', { method: 'POST', cookie: challenge, body: { code: await totp(1) } });
    expect(code.status).not.toBe(200);
    const [schedule] = await sql<{ cancelled: boolean }>(server.dataDir, `SELECT cancelled_at IS NOT NULL AS cancelled FROM content_schedule WHERE item_id = $1 ORDER BY id DESC LIMIT 1`, [item.id]);
    expect(schedule.cancelled).toBe(true);
    expect(await accounts('leaver@driftline.test')).toEqual([]);
    const [entry] = await sql<{ staff_email: string }>(server.dataDir, `SELECT staff_email FROM audit_log WHERE action = 'account-removed' AND detail->>'email' = 'leaver@driftline.test'`);
    expect(entry.staff_email).toBe('owner@driftline.test');
  }, 60_000);

  it('the last Owner is neither removed nor demoted, from the web or the command line', async () => {
    const s = await startServer();
    try {
      for (const [email, role] of [['a@driftline.test', 'owner'], ['b@driftline.test', 'owner']]) await staffCommand(s.dataDir, ['add', email, role], { stdin: `${PASSWORD}\n` });
      const a = (await signIn(s, 'a@driftline.test', PASSWORD)).cookie!;
      const b = (await signIn(s, 'b@driftline.test', PASSWORD)).cookie!;
      // Two Owners demote each other at the same moment: one wins, one Owner is left.
      const answers = await Promise.all([
        request(s, '/api/staff/accounts/role', { method: 'POST', cookie: a, body: { email: 'b@driftline.test', role: 'editor' } }),
        request(s, '/api/staff/accounts/role', { method: 'POST', cookie: b, body: { email: 'a@driftline.test', role: 'editor' } }),
      ]);
      expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
      expect([403, 422]).toContain(answers.find((r) => r.status !== 200)!.status);
      const owners = await sql<{ email: string }>(s.dataDir, `SELECT email FROM staff_users WHERE role = 'owner'`);
      expect(owners).toHaveLength(1);
      const last = owners[0].email;
      const cli = await staffCommand(s.dataDir, ['role', last, 'writer']);
      expect(cli.code).toBe(1);
      expect(cli.stderr).toContain('at least one Owner');
      const gone = await staffCommand(s.dataDir, ['remove', last]);
      expect(gone.code).toBe(1);
      expect((await sql(s.dataDir, `SELECT role FROM staff_users WHERE email = $1`, [last]))).toEqual([{ role: 'owner' }]);
      const self = await request(s, '/api/staff/accounts', { method: 'DELETE', cookie: last === 'a@driftline.test' ? a : b, body: { email: last } });
      expect(self.status).toBe(422);
    } finally {
      await s.stop();
    }
  }, 120_000);
});

describe('an invitation ends with the standing of the Owner who sent it', () => {
  /** An Owner from the command line (no two-factor asked), signed in; the address they invite, its link. */
  async function ownerInviting(name: string) {
    const email = `${name}@driftline.test`;
    expect((await staffCommand(server.dataDir, ['add', email, 'owner'], { stdin: `${PASSWORD}\n` })).code).toBe(0);
    const cookie = (await signIn(server, email, PASSWORD)).cookie!;
    const invitee = `${name}-invitee@driftline.test`;
    expect((await invite(invitee, 'editor', cookie)).status).toBe(201);
    return { email, cookie, invitee, token: await tokenFor(invitee) };
  }

  it('demoted, signed out everywhere, reset or removed: the links they sent stop working, audited with why', async () => {
    const demoted = await ownerInviting('demoted');
    const signedOut = await ownerInviting('signed-out');
    const reset = await ownerInviting('reset');
    const removed = await ownerInviting('removed');
    expect((await request(server, '/api/staff/accounts/role', { method: 'POST', cookie: owner, body: { email: demoted.email, role: 'editor' } })).status).toBe(200);
    expect((await request(server, '/api/staff/account/sign-out-everywhere', { method: 'POST', cookie: signedOut.cookie })).status).toBe(200);
    expect((await staffCommand(server.dataDir, ['reset', reset.email], { stdin: 'a brand new passphrase\n' })).code).toBe(0);
    expect((await request(server, '/api/staff/accounts', { method: 'DELETE', cookie: owner, body: { email: removed.email } })).status).toBe(200);

    for (const { invitee, token } of [demoted, signedOut, reset, removed]) {
      expect((await accept(token)).status, invitee).toBe(410);
      expect((await accept(token, 'a long enough passphrase')).status, invitee).toBe(410);
      expect(await accounts(invitee), invitee).toEqual([]);
    }
    // The accounts page lists none of them as pending.
    const page = await request(server, '/staff/accounts', { cookie: owner });
    for (const { invitee } of [demoted, signedOut, reset, removed]) expect(page.text).not.toContain(invitee);
    const ended = await sql<{ staff_email: string | null; detail: Record<string, string> }>(
      server.dataDir,
      `SELECT staff_email, detail FROM audit_log WHERE action = 'invitation-ended' AND detail->>'author' = ANY($1) ORDER BY id`,
      [[demoted.email, signedOut.email, reset.email, removed.email]],
    );
    expect(ended.map((e) => [e.staff_email, e.detail.email, e.detail.reason])).toEqual([
      ['owner@driftline.test', demoted.invitee, `${demoted.email} is no longer an Owner.`],
      [signedOut.email, signedOut.invitee, `${signedOut.email} signed out everywhere.`],
      [null, reset.invitee, `The password of ${reset.email} was reset.`],
      ['owner@driftline.test', removed.invitee, `The account ${removed.email} was removed.`],
    ]);
  }, 120_000);

  it('an invitation sent while its Owner is demoted or signs out everywhere, at the same moment: none of theirs stays pending', async () => {
    const pendingFrom = (email: string) =>
      sql(server.dataDir, `SELECT i.email FROM staff_invitations i JOIN staff_users u ON u.id = i.invited_by WHERE u.email = $1 AND i.used_at IS NULL AND i.cancelled_at IS NULL`, [email]);
    for (let round = 0; round < 4; round++) {
      const demoted = await ownerInviting(`demoted-at-once-${round}`);
      const [sent, changed] = await Promise.all([
        invite(`late-${round}@driftline.test`, 'writer', demoted.cookie),
        request(server, '/api/staff/accounts/role', { method: 'POST', cookie: owner, body: { email: demoted.email, role: 'editor' } }),
      ]);
      expect(changed.status, changed.text).toBe(200);
      expect([201, 403], sent.text).toContain(sent.status);
      expect(await pendingFrom(demoted.email)).toEqual([]);

      const leaving = await ownerInviting(`leaving-at-once-${round}`);
      const [sentToo, out] = await Promise.all([
        invite(`later-${round}@driftline.test`, 'writer', leaving.cookie),
        request(server, '/api/staff/account/sign-out-everywhere', { method: 'POST', cookie: leaving.cookie }),
      ]);
      expect(out.status, out.text).toBe(200);
      expect([201, 401], sentToo.text).toContain(sentToo.status);
      expect(await pendingFrom(leaving.email)).toEqual([]);
    }
  }, 240_000);

  it('an invitation accepted while its Owner is removed, at the same moment: either the account is made first or the link is gone, never both, never an error', async () => {
    for (let round = 0; round < 4; round++) {
      const sender = await ownerInviting(`racing-${round}`);
      const [accepted, removedNow] = await Promise.all([
        accept(sender.token, 'a long enough passphrase'),
        request(server, '/api/staff/accounts', { method: 'DELETE', cookie: owner, body: { email: sender.email } }),
      ]);
      expect(removedNow.status, removedNow.text).toBe(200);
      expect([201, 410], accepted.text).toContain(accepted.status);
      expect(await accounts(sender.invitee)).toEqual(accepted.status === 201 ? [{ role: 'editor' }] : []);
      expect((await accept(sender.token, 'another long passphrase')).status).toBe(410);
    }
  }, 120_000);
});
