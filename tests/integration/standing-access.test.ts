/**
 * A scheduled publish does not outlive the access that planted it (the production server, embedded PostgreSQL). As
 * after a stolen session: a schedule planted, then "sign out everywhere", `npm run staff -- reset` or `remove`: the
 * planted version never goes live, each cancellation is on the row with its reason and in the audit log, and the
 * editor says who scheduled what and why it was cancelled. Schedules sent in parallel with "sign out everywhere"
 * either are refused or are cancelled: none stays pending. A schedule that slipped past every cancellation (written
 * straight into the table, planted before the access ended) is refused when it comes due.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, until, type Server } from './harness';
import { request, signIn, sql, staffCommand } from './staff-helpers';

const PASSWORD = 'correct horse battery staple';
let server: Server;

beforeAll(async () => {
  server = await startServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
}, 150_000);

type Role = { id: string; key: string; data: Record<string, unknown> & { title: string } };

let accounts = 0;
/** A new staff account, signed in: its e-mail and session cookie. */
async function staffMember(role = 'owner'): Promise<{ email: string; cookie: string }> {
  const email = `planter-${++accounts}-${Date.now()}@driftline.test`;
  const added = await staffCommand(server.dataDir, ['add', email, role], { stdin: `${PASSWORD}\n` });
  expect(added.code, added.stderr).toBe(0);
  const session = await signIn(server, email, PASSWORD);
  expect(session.status, session.text).toBe(200);
  return { email, cookie: session.cookie! };
}

/**
 * The n-th published role (each test plants on a role of its own: a draft save holds the item for its author, and
 * another staff member's save is refused while it does).
 */
async function role(n: number): Promise<Role> {
  const [r] = await sql<Role>(
    server.dataDir,
    `SELECT i.id, i.key, v.data FROM content_items i JOIN content_versions v ON v.id = i.published_version_id
     WHERE i.kind = 'role' AND i.status = 'published' ORDER BY i.position, i.key LIMIT 1 OFFSET $1`,
    [n],
  );
  return r;
}

/** Saves a draft of the role with this title; the version id. */
async function draft(cookie: string, r: Role, title: string): Promise<number> {
  const [item] = await sql<{ base: string }>(server.dataDir, `SELECT coalesce(draft_version_id, published_version_id) AS base FROM content_items WHERE id = $1`, [r.id]);
  const saved = await request(server, `/api/staff/content/items/${r.id}/draft`, { method: 'POST', cookie, body: { data: { ...r.data, title }, baseVersionId: Number(item.base) } });
  expect(saved.status, saved.text).toBe(200);
  return saved.json().versionId as number;
}

const schedule = (cookie: string, r: Role, versionId: number, dueAt: Date) =>
  request(server, `/api/staff/content/items/${r.id}/schedule`, { method: 'POST', cookie, body: { action: 'publish', dueAt: dueAt.toISOString(), versionId } });

const careers = async () => (await request(server, '/careers')).text;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Row = { id: string; done_at: Date | null; cancelled_at: Date | null; cancelled_reason: string | null; cancelled_by_email: string | null; failure: string | null };
const rowsOf = (email: string) =>
  sql<Row>(server.dataDir, `SELECT id, done_at, cancelled_at, cancelled_reason, cancelled_by_email, failure FROM content_schedule WHERE created_by_email = $1 ORDER BY id`, [email]);

/**
 * The author's schedules come due now (as if the hour had passed), and the content watcher (each second) has had
 * time to run them: a pending one is done within a few seconds.
 */
async function comesDue(email: string) {
  await sql(server.dataDir, `UPDATE content_schedule SET due_at = now() WHERE created_by_email = $1`, [email]);
  await pause(4_000);
}

/**
 * Plants a publish of a new title due in an hour, ends the account's access with `end`, and the hour passes: the
 * title never reaches /careers, the row is cancelled with `reason`, and the audit log says so once.
 */
async function plantThenEnd(n: number, end: (who: { email: string; cookie: string }) => Promise<void>, reason: RegExp, cancelledBy: string | null | 'self') {
  const who = await staffMember();
  const r = await role(n);
  const title = `Planted Title ${n} ${Date.now()}`;
  const made = await schedule(who.cookie, r, await draft(who.cookie, r, title), new Date(Date.now() + 3_600_000));
  expect(made.status, made.text).toBe(201);
  await end(who);
  await comesDue(who.email);
  expect(await careers()).not.toContain(title);
  const [row] = await rowsOf(who.email);
  expect(row.done_at).toBeNull();
  expect(row.cancelled_at).not.toBeNull();
  expect(row.cancelled_reason).toMatch(reason);
  expect(row.cancelled_by_email).toBe(cancelledBy === 'self' ? who.email : cancelledBy);
  const audited = await sql<{ staff_email: string | null; detail: Record<string, unknown> }>(
    server.dataDir,
    `SELECT staff_email, detail FROM audit_log WHERE action = 'content-schedule-ended' AND (detail->>'scheduleId')::bigint = $1`,
    [row.id],
  );
  expect(audited).toHaveLength(1);
  expect(audited[0].detail).toMatchObject({ author: who.email, change: 'publish' });
  expect(String(audited[0].detail.reason)).toMatch(reason);
  expect(await sql(server.dataDir, `SELECT 1 FROM audit_log WHERE action = 'content-publish' AND (detail->>'scheduleId')::bigint = $1`, [row.id])).toEqual([]);
  return { who, r, title };
}

describe('a scheduled publish after its author’s access ends', () => {
  it('"sign out everywhere" cancels it: it never goes live, and the editor says who scheduled it and why it was cancelled', async () => {
    const { who, r } = await plantThenEnd(
      0,
      async ({ cookie }) => {
        const out = await request(server, '/api/staff/account/sign-out-everywhere', { method: 'POST', cookie });
        expect(out.status).toBe(200);
      },
      /signed out everywhere/,
      'self',
    );
    // The editor (another staff member) shows the cancelled schedule: what, by whom, why.
    const other = await staffMember();
    const page = await request(server, `/staff/content/role/${r.id}`, { cookie: other.cookie });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`, by ${who.email}, was cancelled: ${who.email} signed out everywhere.`);
  }, 150_000);

  it('`npm run staff -- reset` cancels it', async () => {
    await plantThenEnd(
      1,
      async ({ email }) => {
        const reset = await staffCommand(server.dataDir, ['reset', email], { stdin: 'a brand new passphrase\n' });
        expect(reset.code, reset.stderr).toBe(0);
      },
      /password of .* was reset/,
      null,
    );
  }, 150_000);

  it('`npm run staff -- remove` cancels it', async () => {
    await plantThenEnd(
      2,
      async ({ email }) => {
        const removed = await staffCommand(server.dataDir, ['remove', email]);
        expect(removed.code, removed.stderr).toBe(0);
      },
      /was removed/,
      null,
    );
  }, 150_000);

  it('schedules sent in parallel with "sign out everywhere" are refused or cancelled: none stays pending, none publishes', async () => {
    const who = await staffMember();
    const r = await role(3);
    const title = `Raced Title ${Date.now()}`;
    const versionId = await draft(who.cookie, r, title);
    const sent = Array.from({ length: 16 }, () => schedule(who.cookie, r, versionId, new Date(Date.now() + 3_600_000)));
    await pause(5);
    const out = request(server, '/api/staff/account/sign-out-everywhere', { method: 'POST', cookie: who.cookie });
    const answers = await Promise.all([...sent, out]);
    expect(answers.at(-1)!.status).toBe(200);
    for (const a of answers.slice(0, -1)) expect([201, 401], a.text).toContain(a.status);
    const rows = await rowsOf(who.email);
    expect(rows.length).toBe(answers.slice(0, -1).filter((a) => a.status === 201).length);
    expect(rows.filter((row) => row.cancelled_at === null)).toEqual([]);
    await comesDue(who.email);
    expect(await careers()).not.toContain(title);
    expect((await rowsOf(who.email)).filter((row) => row.done_at !== null)).toEqual([]);
  }, 150_000);

  it('a schedule whose request was let in before its author became a Writer, and whose body came after, is refused', async () => {
    const owner = await staffMember();
    const who = await staffMember('editor');
    const r = await role(5);
    const versionId = await draft(who.cookie, r, `Demoted Title ${Date.now()}`);
    // The schedule's headers now (its session and role are checked on them), its body once the role has changed.
    const body = JSON.stringify({ action: 'publish', dueAt: new Date(Date.now() + 3_600_000).toISOString(), versionId });
    let answer: { status: number; text: string } | null = null;
    const req = http.request(`${server.url}/api/staff/content/items/${r.id}/schedule`, {
      method: 'POST',
      headers: { origin: server.url, cookie: who.cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c) => (text += c));
        res.on('end', () => resolve((answer = { status: res.statusCode ?? 0, text })));
      });
      req.on('error', reject);
    });
    req.write(body.slice(0, 10));
    await pause(1_500);
    const demoted = await request(server, '/api/staff/accounts/role', { method: 'POST', cookie: owner.cookie, body: { email: who.email, role: 'writer' } });
    expect(demoted.status, demoted.text).toBe(200);
    expect(answer).toBeNull();
    req.end(body.slice(10));
    const planted = await answered;
    expect(planted.status, planted.text).toBe(403);
    expect(await rowsOf(who.email)).toEqual([]);
  }, 150_000);

  it('a schedule planted before the access ended, which no cancellation reached, is refused when due, with the reason', async () => {
    const who = await staffMember();
    const r = await role(4);
    const title = `Slipped Title ${Date.now()}`;
    const versionId = await draft(who.cookie, r, title);
    expect((await request(server, '/api/staff/account/sign-out-everywhere', { method: 'POST', cookie: who.cookie })).status).toBe(200);
    // As if it had been planted a minute before and missed by the cancellation (another path, a bug).
    const [planted] = await sql<{ id: string }>(
      server.dataDir,
      `INSERT INTO content_schedule (item_id, version_id, action, due_at, created_by, created_by_email, created_at)
       SELECT $1, $2, 'publish', now(), id, email, now() - interval '1 minute' FROM staff_users WHERE email = $3 RETURNING id`,
      [r.id, versionId, who.email],
    );
    const [done] = await until(async () => {
      const rows = await sql<Row>(server.dataDir, `SELECT failure, done_at FROM content_schedule WHERE id = $1 AND done_at IS NOT NULL`, [planted.id]);
      return rows.length ? rows : null;
    }, 15_000, 200);
    expect(done.failure ?? 'it ran').toMatch(/standing access .* was ended after they scheduled it/);
    expect(await careers()).not.toContain(title);
    // A schedule planted after the end (a new sign-in) runs as usual.
    const again = await signIn(server, who.email, PASSWORD);
    const later = await schedule(again.cookie!, r, await draft(again.cookie!, r, `${title} Again`), new Date(Date.now() + 2_000));
    expect(later.status, later.text).toBe(201);
    const laterId = (later.json().schedule as { id: number }).id;
    await until(async () => (await sql(server.dataDir, `SELECT 1 FROM content_schedule WHERE id = $1 AND done_at IS NOT NULL AND failure IS NULL`, [laterId])).length > 0, 20_000, 200);
    const [published] = await sql<{ v: string }>(server.dataDir, `SELECT published_version_id AS v FROM content_items WHERE id = $1`, [r.id]);
    expect(Number(published.v)).toBe(Number((later.json().schedule as { versionId: number }).versionId));
  }, 150_000);
});
