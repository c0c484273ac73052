/**
 * A DATA_DIR from before the embedded PostgreSQL server (its database in DATA_DIR/pglite, PGlite) moves over on its
 * own at the first start: every submission, file (on disk and in the database), e-mail row and setting is there,
 * the staff tools read it while the site runs, new submissions follow on, and the old folder is kept aside.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { migrations } from '../../src/server/db/migrations';
import { formParts, Multipart, pdf, post, startServer, type Answer, type Server } from './harness';
import { sql, staffScript } from './staff-helpers';
import { application } from './suite';

let server: Server | undefined;
afterAll(async () => {
  await server?.stop();
}, 60_000);

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

it('moves an old PGlite database over at first start: every row and file, readable by the staff tools while the site runs', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'forms-pglite-'));
  const { PGlite } = await import('@electric-sql/pglite');
  const old = await PGlite.create(path.join(dataDir, 'pglite'));
  for (const m of migrations) {
    await old.exec(m.sql);
    await old.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]).catch(async () => {
      await old.exec('CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
      await old.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
    });
  }
  // One application with its file on disk, one enquiry with its file in the database (two chunks), their e-mails.
  const onDisk = { id: randomUUID(), file: randomUUID(), bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300_000)]) };
  const inDb = { id: randomUUID(), file: randomUUID(), bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(1024 * 1024 + 5000)]) };
  for (const [s, kind, name] of [
    [onDisk, 'application', 'Ayesha CV.pdf'],
    [inDb, 'enquiry', 'brief – “final”.pdf'],
  ] as const) {
    await old.query(`INSERT INTO submissions (id, kind, fields, client_address, created_at) VALUES ($1, $2, $3, '198.51.100.7', '2026-11-01T10:00:00Z')`, [
      s.id,
      kind,
      JSON.stringify({ ...application, name: `Sender of ${name}` }),
    ]);
    await old.query(
      `INSERT INTO submission_files (id, submission_id, position, display_name, mime_type, size_bytes, sha256, storage_key, stored_in) VALUES ($1, $2, 0, $3, 'application/pdf', $4, $5, $6, $7)`,
      [s.file, s.id, name, s.bytes.length, sha(s.bytes), `${s.id}/${s.file}`, s === inDb ? 'postgres' : 'disk'],
    );
    await old.query(`INSERT INTO outbox (kind, submission_id, payload, sent_at) VALUES ('staff', $1, '{"to":"staff@example.com"}', now())`, [s.id]);
  }
  await old.query(`UPDATE submissions s SET search = jsonb_to_tsvector('simple', s.fields, '["string"]')`);
  await old.query('INSERT INTO stored_file_chunks (file_id, seq, data) VALUES ($1, 0, $2), ($1, 1, $3)', [inDb.file, inDb.bytes.subarray(0, 1024 * 1024), inDb.bytes.subarray(1024 * 1024)]);
  await old.query(`INSERT INTO app_settings (name, value) VALUES ('auth_secret', 'an-old-secret-kept-across-the-move-0123456789')`);
  await old.close();
  await mkdir(path.join(dataDir, 'uploads', onDisk.id), { recursive: true });
  await writeFile(path.join(dataDir, 'uploads', onDisk.id, onDisk.file), onDisk.bytes);

  server = await startServer({}, dataDir);
  expect(server.output()).toMatch(/moved and verified: \d+ row\(s\) in \d+ table\(s\), 1 file\(s\) kept in the database/);
  expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  expect(existsSync(path.join(dataDir, 'pglite.moved', 'PG_VERSION'))).toBe(true);

  // Every row, as it was.
  const rows = await sql<{ id: string; kind: string; name: string; created: string; search: boolean }>(
    dataDir,
    `SELECT id, kind, fields->>'name' AS name, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS created, search @@ to_tsquery('simple', 'sender') AS search FROM submissions ORDER BY kind`,
  );
  expect(rows).toEqual([
    { id: onDisk.id, kind: 'application', name: 'Sender of Ayesha CV.pdf', created: '2026-11-01 10:00', search: true },
    { id: inDb.id, kind: 'enquiry', name: 'Sender of brief – “final”.pdf', created: '2026-11-01 10:00', search: true },
  ]);
  expect(await sql(dataDir, `SELECT value FROM app_settings WHERE name = 'auth_secret'`)).toEqual([{ value: 'an-old-secret-kept-across-the-move-0123456789' }]);
  expect((await sql<{ n: number }>(dataDir, 'SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NOT NULL'))[0].n).toBe(2);

  // Every file, byte for byte, through the staff tool while the site runs.
  for (const s of [onDisk, inDb]) {
    const to = await mkdtemp(path.join(os.tmpdir(), 'forms-pglite-files-'));
    const run = await staffScript('submissions', dataDir, ['files', s.id, '--to', to]);
    expect(run.code, run.stderr).toBe(0);
    const [name] = await readdir(to);
    expect(sha(await readFile(path.join(to, name)))).toBe(sha(s.bytes));
  }

  // New submissions follow on (the outbox's sequence continues past the old rows).
  const a = (await post(`${server.url}/api/submit`, { body: new Multipart(formParts(application, [pdf('cv.pdf', 10_000, 9)])) })) as Answer;
  expect(a.status, a.body).toBe(201);
  expect((await sql<{ n: number }>(dataDir, 'SELECT count(*)::int AS n FROM submissions'))[0].n).toBe(3);
  expect((await sql<{ n: number }>(dataDir, 'SELECT count(DISTINCT id)::int AS n FROM outbox'))[0].n).toBeGreaterThanOrEqual(4);
}, 180_000);
