/**
 * The storage seam against the production server (embedded database; tests/integration/cluster.test.ts runs
 * PostgreSQL storage on PostgreSQL 15 with two instances): files kept as chunked rows with STORAGE=postgres, read
 * back byte for byte, gone with an erasure, nothing kept of a refused upload; `npm run storage -- migrate` moving
 * disk files into PostgreSQL, verifying each SHA-256 and leaving a file that differs where it is, on the embedded
 * database and on PostgreSQL 15 (where chunks go in by COPY).
 */
import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { EXE_HEAD, formParts, listDir, Multipart, pdf, post, sha256Of, startServer, until, type Answer, type FilePart, type Server } from './harness';
import { request, signIn, sql, staffCommand, staffScript } from './staff-helpers';
import { application } from './suite';

const PASSWORD = 'a long staff passphrase';
const servers: Server[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
}, 60_000);

const storageCommand = (dataDir: string, args: string[], databaseUrl = '') => staffScript('storage', dataDir, args, { env: { DATABASE_URL: databaseUrl } });

async function send(server: Server, files: FilePart[]): Promise<string> {
  const answer = (await post(`${server.url}/api/submit`, { body: new Multipart(formParts(application, files)) })) as Answer;
  expect(answer.status, answer.body).toBe(201);
  return answer.json().id as string;
}

/** Downloads every file of a submission through the staff API; their SHA-256s, in the order sent. */
async function downloaded(server: Server, cookie: string, id: string): Promise<string[]> {
  const files = await sql<{ id: string }>(server.dataDir, 'SELECT id FROM submission_files WHERE submission_id = $1 ORDER BY position', [id]);
  const hashes = [];
  for (const f of files) {
    const r = await fetch(`${server.url}/api/staff/submissions/${id}/files/${f.id}`, { headers: { cookie } });
    expect(r.status).toBe(200);
    hashes.push(createHash('sha256').update(Buffer.from(await r.arrayBuffer())).digest('hex'));
  }
  return hashes;
}

async function staffSession(server: Server): Promise<string> {
  await staffCommand(server.dataDir, ['add', 'keeper@driftline.test'], { stdin: `${PASSWORD}\n` });
  const session = await signIn(server, 'keeper@driftline.test', PASSWORD);
  expect(session.status, session.text).toBe(200);
  return session.cookie!;
}

describe('files in PostgreSQL (STORAGE=postgres)', () => {
  it('keeps them as chunked rows, on no disk, reads them back byte for byte, and an erasure takes them', async () => {
    const server = await startServer({ STORAGE: 'postgres' });
    servers.push(server);
    const files = [pdf('cv.pdf', 2_500_000, 1), pdf('letter.pdf', 1024 * 1024, 2), pdf('note.pdf', 3_000, 3)];
    const id = await send(server, files);
    expect(await listDir(path.join(server.dataDir, 'uploads'))).toEqual([]);
    await until(async () => (await listDir(path.join(server.dataDir, 'tmp'))).length === 0);
    const rows = await sql<{ stored_in: string; chunks: number; bytes: string }>(
      server.dataDir,
      `SELECT f.stored_in, count(c.seq)::int AS chunks, sum(length(c.data))::text AS bytes
         FROM submission_files f JOIN stored_file_chunks c ON c.file_id = f.id WHERE f.submission_id = $1 GROUP BY f.id ORDER BY f.position`,
      [id],
    );
    expect(rows).toEqual(files.map((f, i) => ({ stored_in: 'postgres', chunks: [3, 1, 1][i], bytes: String(f.size) })));

    const cookie = await staffSession(server);
    expect(await downloaded(server, cookie, id)).toEqual(files.map(sha256Of));

    // A refused upload (a program among good files) leaves no row and no chunk.
    const before = await sql<{ n: number }>(server.dataDir, 'SELECT count(*)::int AS n FROM stored_file_chunks');
    const refused = (await post(`${server.url}/api/submit`, {
      body: new Multipart(formParts(application, [pdf('good.pdf', 2_000_000, 4), { name: 'bad.pdf', size: 5000, head: EXE_HEAD, seed: 5 }])),
    })) as Answer;
    expect(refused.status).toBe(415);
    expect(await sql(server.dataDir, 'SELECT count(*)::int AS n FROM stored_file_chunks')).toEqual(before);

    const erased = await request(server, `/api/staff/submissions/${id}`, { method: 'DELETE', cookie });
    expect(erased.status).toBe(200);
    expect(await sql(server.dataDir, 'SELECT count(*)::int AS n FROM stored_file_chunks')).toEqual([{ n: 0 }]);

    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { checks: { storage: boolean } }).checks.storage).toBe(true);
  }, 120_000);
});

describe('npm run storage -- migrate', () => {
  it('moves disk files into PostgreSQL while the site runs, verifying each SHA-256; a file that differs stays, reported', async () => {
    const server = await startServer();
    servers.push(server);
    const good = [pdf('cv.pdf', 1_800_000, 6), pdf('sample.pdf', 40_000, 7)];
    const damaged = [pdf('damaged.pdf', 50_000, 8)];
    const goodId = await send(server, good);
    const damagedId = await send(server, damaged);
    const uploads = path.join(server.dataDir, 'uploads');
    expect((await listDir(uploads)).sort()).toEqual([goodId, damagedId].sort());
    // One byte of a stored file changes on disk after it was received.
    const [damagedFile] = await listDir(path.join(uploads, damagedId));
    const handle = await open(path.join(uploads, damagedId, damagedFile), 'r+');
    await handle.write(Buffer.from('X'), 0, 1, 40_000);
    await handle.close();

    expect((await storageCommand(server.dataDir, ['status'])).stdout).toMatch(/^disk\s+3 file\(s\)/m);
    const run = await storageCommand(server.dataDir, ['migrate']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('Moved 2 file(s)');
    expect(run.stderr).toMatch(/Not moved: file [0-9a-f-]{36}: the file on disk differs from the one received \(SHA-256 or size\)\. It stays on disk\./);
    expect(await listDir(uploads)).toEqual([damagedId]);
    expect(await sql(server.dataDir, 'SELECT stored_in, count(*)::int AS n FROM submission_files GROUP BY stored_in ORDER BY stored_in')).toEqual([
      { stored_in: 'disk', n: 1 },
      { stored_in: 'postgres', n: 2 },
    ]);

    // The running site (still STORAGE=disk) serves the moved files from PostgreSQL, byte for byte.
    const cookie = await staffSession(server);
    expect(await downloaded(server, cookie, goodId)).toEqual(good.map(sha256Of));

    // Again: nothing more to move, the damaged file is still reported.
    const again = await storageCommand(server.dataDir, ['migrate']);
    expect(again.stdout).toContain('Moved 0 file(s)');
    expect(again.stderr).toContain('It stays on disk.');
    await server.stop();

    // Started with STORAGE=postgres, the site says what is left on disk.
    const restarted = await startServer({ STORAGE: 'postgres' }, server.dataDir);
    servers.push(restarted);
    await until(async () => restarted.output().includes('STORAGE=postgres, and 1 file(s) are still on this machine'));
  }, 180_000);
});

describe('npm run storage -- migrate on PostgreSQL', () => {
  it('moves the files by COPY and the site serves them from there', async () => {
    const cluster = await startPostgres();
    try {
      const server = await startServer({ DATABASE_URL: cluster.url });
      servers.push(server);
      const files = [pdf('cv.pdf', 2_200_000, 9), pdf('empty-ish.pdf', 20, 10)];
      const id = await send(server, files);
      const run = await storageCommand(server.dataDir, ['migrate'], cluster.url);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain('Moved 2 file(s)');
      expect(await listDir(path.join(server.dataDir, 'uploads'))).toEqual([]);
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      const chunks = (await client.query('SELECT count(*)::int AS n FROM stored_file_chunks')).rows[0].n;
      await client.end();
      expect(chunks).toBe(4); // 1 MiB chunks: three for 2.2 MB, one for the small one
      await staffCommand(server.dataDir, ['add', 'keeper@driftline.test'], { stdin: `${PASSWORD}\n`, env: { DATABASE_URL: cluster.url } });
      const session = await signIn(server, 'keeper@driftline.test', PASSWORD);
      const rows = await pgRows(cluster.url, id);
      for (const [i, f] of rows.entries()) {
        const r = await fetch(`${server.url}/api/staff/submissions/${id}/files/${f.id}`, { headers: { cookie: session.cookie! } });
        expect(createHash('sha256').update(Buffer.from(await r.arrayBuffer())).digest('hex')).toBe(sha256Of(files[i]));
      }
      await server.stop();
    } finally {
      await cluster.stop();
    }
  }, 180_000);
});

async function pgRows(url: string, id: string): Promise<{ id: string }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('SELECT id FROM submission_files WHERE submission_id = $1 ORDER BY position', [id])).rows;
  } finally {
    await client.end();
  }
}
