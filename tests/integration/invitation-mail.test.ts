/**
 * A database from before the outbox dropped an invitation's link once sent: the upgrade's migration takes the token
 * out of the invitation e-mails already sent (their links become the bare invitation page), and leaves alone what is
 * not sent yet (it still needs its link) and every other e-mail.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrate } from '@/server/db/migrate';
import { migrations } from '@/server/db/migrations';
import * as schema from '@/server/db/schema';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { endPool } from '../../src/server/db/cluster.mjs';

let pool: pg.Pool;
let stop = async () => {};

beforeAll(async () => {
  const server = await startPostgres();
  pool = new pg.Pool({ connectionString: server.url, max: 2 });
  stop = async () => {
    await endPool(pool);
    await server.stop();
  };
}, 120_000);
afterAll(() => stop());

const TOKEN = 'x'.repeat(20) + '-_' + 'Y'.repeat(21);
const mail = (link: string) => `Choose your password here (the link works once, until 2026-12-04 10:00 UTC):\n${link}\n\nIf you did not expect this, ignore this e-mail.`;

it('takes the token out of invitation e-mails already sent, and nothing else', async () => {
  const db = drizzle({ client: pool, schema });
  const dropLinks = migrations.find((m) => m.name.startsWith('sent invitation e-mails keep no working link'))!.version;
  const before = new Set(migrations.map((m) => m.version).filter((v) => v < dropLinks));
  await migrate(db, before);
  const insert = (kind: string, text: string, sent: boolean) =>
    pool.query(`INSERT INTO outbox (kind, payload, sent_at) VALUES ($1, $2, ${sent ? 'now()' : 'NULL'}) RETURNING id`, [kind, { to: 'new@driftline.test', subject: 'Invited', text }]).then((r) => r.rows[0].id as string);
  const sent = await insert('staff-invitation', mail(`https://driftline.example/staff/invitation#${TOKEN}`), true);
  const waiting = await insert('staff-invitation', mail(`https://driftline.example/staff/invitation#${TOKEN}`), false);
  const other = await insert('staff-notice', `See https://driftline.example/staff/invitation#${TOKEN}`, true);

  await migrate(db);
  const text = async (id: string) => (await pool.query(`SELECT payload->>'text' AS text, payload->>'subject' AS subject FROM outbox WHERE id = $1`, [id])).rows[0];
  expect(await text(sent)).toEqual({ text: mail('https://driftline.example/staff/invitation'), subject: 'Invited' });
  expect((await text(waiting)).text).toBe(mail(`https://driftline.example/staff/invitation#${TOKEN}`));
  expect((await text(other)).text).toContain(TOKEN);
});
