/**
 * Scheduled publish and unpublish (design step 9) on two production instances on one PostgreSQL behind
 * nginx (./content-cluster.ts), through the staff API: a role's new title scheduled 5 s ahead is served by both
 * instances and nginx within 10 s after it is due (and not before); a cancelled schedule never publishes; a batch of
 * schedules due at once is run exactly once each although both instances' watchers claim them every second; a
 * schedule whose version breaks the rules when it comes due is refused with its reason on the row and in the audit
 * log, and the watcher goes on; an unpublish can be scheduled too; bad input is refused by field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentCluster, untilEverywhere, type ContentCluster } from './content-cluster';
import { until } from './harness';

const LIVE_WITHIN_MS = 10_000;
let c: ContentCluster;

beforeAll(async () => {
  c = await startContentCluster();
}, 180_000);
afterAll(async () => {
  await c?.stop();
}, 60_000);

type Role = { id: string; key: string; data: Record<string, unknown> & { title: string } };

async function role(n = 0): Promise<Role> {
  const rows = await c.query<Role>(
    `SELECT i.id, i.key, v.data FROM content_items i JOIN content_versions v ON v.id = i.published_version_id
     WHERE i.kind = 'role' AND i.status = 'published' ORDER BY i.position, i.key LIMIT 1 OFFSET $1`,
    [n],
  );
  return rows[0];
}

/** Saves a draft of the role with this title through the editor's API; returns the version id. */
async function draft(r: Role, title: string): Promise<number> {
  const item = await c.query<{ base: string }>(`SELECT coalesce(draft_version_id, published_version_id) AS base FROM content_items WHERE id = $1`, [r.id]);
  const saved = await c.api('POST', `/api/staff/content/items/${r.id}/draft`, { data: { ...r.data, title }, baseVersionId: Number(item[0].base) });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.versionId as number;
}

const careers = async (base: string) => (await (await fetch(`${base}/careers`)).text());
const schedule = (id: string, body: Record<string, unknown>) => c.api('POST', `/api/staff/content/items/${id}/schedule`, body);
const audits = async (action: string, where = 'true') => (await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = $1 AND ${where}`, [action]))[0].n;

describe('scheduled publish', () => {
  it('publishes a role’s new title when due, seen on both instances and through nginx within 10 s after, not before', async () => {
    const r = await role();
    const title = `Scheduled Title ${Date.now()}`;
    const versionId = await draft(r, title);
    const due = new Date(Date.now() + 5_000);
    const made = await schedule(r.id, { action: 'publish', dueAt: due.toISOString(), versionId });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const row = made.body.schedule as { id: number };
    expect(made.body.pending).toEqual([expect.objectContaining({ id: row.id, action: 'publish', versionId })]);
    for (const base of c.bases) expect(await careers(base), base).not.toContain(title);

    const seen = await untilEverywhere(c.bases, async (b) => (await careers(b)).includes(title), due.getTime(), LIVE_WITHIN_MS + 5_000);
    console.log(`content-schedule: seen ${seen.map((t) => (t / 1000).toFixed(1)).join('/')} s after due (A/B/nginx)`);
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...seen)).toBeLessThan(LIVE_WITHIN_MS);
    const [done] = await c.query<{ done_at: Date | null; failure: string | null; published: string }>(
      `SELECT s.done_at, s.failure, i.published_version_id AS published FROM content_schedule s JOIN content_items i ON i.id = s.item_id WHERE s.id = $1`,
      [row.id],
    );
    expect(done.done_at).not.toBeNull();
    expect(done.failure).toBeNull();
    expect(Number(done.published)).toBe(versionId);
    expect(await audits('content-schedule', `(detail->>'scheduleId')::int = ${row.id}`)).toBe(1);
    const [who] = await c.query<{ staff_email: string }>(`SELECT staff_email FROM audit_log WHERE action = 'content-publish' AND (detail->>'scheduleId')::int = $1`, [row.id]);
    expect(who.staff_email).toBe(c.email);
  }, 60_000);

  it('a cancelled schedule never publishes', async () => {
    const r = await role();
    const title = `Cancelled Title ${Date.now()}`;
    const versionId = await draft(r, title);
    const made = await schedule(r.id, { action: 'publish', dueAt: new Date(Date.now() + 3_000).toISOString(), versionId });
    const id = (made.body.schedule as { id: number }).id;
    const cancelled = await c.api('POST', `/api/staff/content/items/${r.id}/schedule/cancel`, { scheduleId: id });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.pending).toEqual([]);
    expect((await c.api('POST', `/api/staff/content/items/${r.id}/schedule/cancel`, { scheduleId: id })).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    for (const base of c.bases) expect(await careers(base), base).not.toContain(title);
    const [row] = await c.query<{ done_at: Date | null; cancelled_at: Date | null }>(`SELECT done_at, cancelled_at FROM content_schedule WHERE id = $1`, [id]);
    expect(row.done_at).toBeNull();
    expect(row.cancelled_at).not.toBeNull();
    expect(await audits('content-schedule-cancel', `(detail->>'scheduleId')::int = ${id}`)).toBe(1);
    expect(await audits('content-publish', `(detail->>'scheduleId')::int = ${id}`)).toBe(0);
  }, 30_000);

  it('two instances never run a schedule twice: twelve due at once, each published exactly once', async () => {
    const r = await role(1);
    const [staff] = await c.query<{ id: string }>(`SELECT id FROM staff_users WHERE email = $1`, [c.email]);
    const versions: number[] = [];
    for (let i = 0; i < 12; i++) versions.push(await draft(r, `Batch Title ${i} ${Date.now()}`));
    const changesBefore = (await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM content_changes`))[0].n;
    const ids = (
      await c.query<{ id: string }>(
        `INSERT INTO content_schedule (item_id, version_id, action, due_at, created_by, created_by_email)
         SELECT $1, v, 'publish', now() + interval '2 seconds', $2, $3 FROM unnest($4::bigint[]) AS v RETURNING id`,
        [r.id, staff.id, c.email, versions],
      )
    ).map((row) => Number(row.id));
    await until(async () => (await c.query(`SELECT 1 FROM content_schedule WHERE id = ANY($1) AND done_at IS NULL`, [ids])).length === 0, 20_000, 200);
    const runs = await c.query<{ id: number; n: number }>(
      `SELECT (detail->>'scheduleId')::int AS id, count(*)::int AS n FROM audit_log WHERE action = 'content-publish' AND (detail->>'scheduleId')::int = ANY($1) GROUP BY 1 ORDER BY 1`,
      [ids],
    );
    expect(runs).toEqual(ids.map((id) => ({ id, n: 1 })));
    const changesAfter = (await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM content_changes`))[0].n;
    expect(changesAfter - changesBefore).toBe(12);
    expect(await c.query(`SELECT id FROM content_schedule WHERE id = ANY($1) AND failure IS NOT NULL`, [ids])).toEqual([]);
  }, 60_000);

  it('a version that breaks the rules when it comes due fails with its reason, audited, and the watcher goes on', async () => {
    const r = await role();
    const [staff] = await c.query<{ id: string }>(`SELECT id FROM staff_users WHERE email = $1`, [c.email]);
    const [bad] = await c.query<{ id: string }>(`INSERT INTO content_versions (item_id, data, source) VALUES ($1, $2, 'edit') RETURNING id`, [r.id, { ...r.data, title: '' }]);
    // Through the API it is refused at once…
    const refused = await schedule(r.id, { action: 'publish', dueAt: new Date(Date.now() + 60_000).toISOString(), versionId: Number(bad.id) });
    expect(refused.status).toBe(422);
    // …but rules can change before a schedule comes due: written as if it had passed then.
    const [row] = await c.query<{ id: string }>(
      `INSERT INTO content_schedule (item_id, version_id, action, due_at, created_by, created_by_email) VALUES ($1, $2, 'publish', now(), $3, $4) RETURNING id`,
      [r.id, bad.id, staff.id, c.email],
    );
    const id = Number(row.id);
    const [failed] = await until(async () => {
      const rows = await c.query<{ failure: string | null }>(`SELECT failure FROM content_schedule WHERE id = $1 AND done_at IS NOT NULL`, [id]);
      return rows.length ? rows : null;
    }, 15_000, 200);
    expect(failed.failure).toMatch(/^Not saved: some fields break the rules\. title: /);
    expect(await audits('content-schedule-failed', `(detail->>'scheduleId')::int = ${id}`)).toBe(1);
    expect(await audits('content-publish', `(detail->>'scheduleId')::int = ${id}`)).toBe(0);

    // The watcher goes on: an unpublish scheduled next runs, and the role leaves /careers everywhere.
    const title = r.data.title;
    expect(await careers(c.instances[0].url)).toContain(title);
    const due = new Date(Date.now() + 3_000);
    const un = await schedule(r.id, { action: 'unpublish', dueAt: due.toISOString() });
    expect(un.status, JSON.stringify(un.body)).toBe(201);
    await until(async () => (await c.query(`SELECT 1 FROM content_items WHERE id = $1 AND status = 'unpublished'`, [r.id])).length === 1, 15_000, 200);
    // Back as it was (published again through the editor's API).
    expect((await c.api('POST', `/api/staff/content/items/${r.id}/publish`, {})).status).toBe(200);
  }, 60_000);

  it('refuses a time in the past, a malformed one, an unknown action and an unsaved version, by field', async () => {
    const r = await role();
    const past = await schedule(r.id, { action: 'publish', dueAt: new Date(Date.now() - 60_000).toISOString(), versionId: 1 });
    expect(past).toEqual({ status: 422, body: { error: 'Not saved: some fields break the rules.', fields: { dueAt: 'Enter a date and time in the future.' } } });
    expect((await schedule(r.id, { action: 'publish', dueAt: 'tomorrow', versionId: 1 })).body.fields).toEqual({ dueAt: 'Enter a date and time in the future.' });
    expect((await schedule(r.id, { action: 'explode', dueAt: new Date(Date.now() + 60_000).toISOString() })).body.fields).toEqual({ action: 'Choose publish or unpublish.' });
    const unsaved = await schedule(r.id, { action: 'publish', dueAt: new Date(Date.now() + 60_000).toISOString(), versionId: 999_999_999 });
    expect(unsaved.status).toBe(422);
    expect(unsaved.body.error).toMatch(/^Save the draft first/);
    expect(await c.query(`SELECT 1 FROM content_schedule WHERE done_at IS NULL AND cancelled_at IS NULL`)).toEqual([]);
  });
});
