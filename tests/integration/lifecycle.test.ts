/**
 * The production server's life: GET /api/health and /api/ready (503 with its reasons when files cannot be written),
 * and the graceful stop: an upload in flight when SIGTERM arrives is finished and stored, the process closes its
 * database (the embedded one's owner file goes) and exits 0, and nothing half-written is left; the log (written in
 * batches) holds the line of every request answered before the signal.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { formParts, listDir, Multipart, pdf, post, sha256Of, startServer, until, type Answer, type Server } from './harness';
import { application } from './suite';

const ROOT = path.resolve(__dirname, '../..');
let server: Server | undefined;
afterAll(async () => server?.stop(), 60_000);

async function getJson(url: string, init?: RequestInit) {
  const r = await fetch(url, init);
  return { status: r.status, headers: r.headers, body: r.status === 405 ? await r.json() : r.headers.get('content-type')?.includes('json') ? await r.json() : await r.text() };
}

it('answers /api/health and /api/ready, and /api/ready turns 503 when files cannot be written', async () => {
  server = await startServer();
  const health = await getJson(`${server.url}/api/health`);
  expect(health.status).toBe(200);
  expect(health.body).toEqual({ alive: true });
  expect(health.headers.get('cache-control')).toBe('no-store');
  const wrongMethod = await getJson(`${server.url}/api/health`, { method: 'POST' });
  expect(wrongMethod.status).toBe(405);
  expect(wrongMethod.headers.get('allow')).toBe('GET, HEAD, OPTIONS');

  const ready = await getJson(`${server.url}/api/ready`);
  expect(ready.status).toBe(200);
  expect(ready.headers.get('cache-control')).toBe('no-store');
  expect(ready.body).toEqual({ ready: true, checks: { database: true, storage: true }, outbox: { unsent: 0, oldestUnsentSeconds: null } });

  // Where uploads are received is not a folder any more: nothing could be stored.
  const tmp = path.join(server.dataDir, 'tmp');
  await rm(tmp, { recursive: true, force: true });
  await writeFile(tmp, 'in the way');
  const notReady = await getJson(`${server.url}/api/ready`);
  expect(notReady.status).toBe(503);
  expect(notReady.headers.get('cache-control')).toBe('no-store');
  expect(notReady.body).toMatchObject({ ready: false, reasons: ['storage: not writable'], checks: { database: true, storage: false } });
  await rm(tmp);
  expect((await getJson(`${server.url}/api/ready`)).status).toBe(200);
}, 90_000);

it('on SIGTERM finishes the upload in flight, stores it, closes the database and exits 0', async () => {
  await server?.stop();
  // A temporary folder of this server's own, to find the folder of its Next thread's socket in.
  const tmpdir = await mkdtemp(path.join(os.tmpdir(), 'lifecycle-tmp-'));
  server = await startServer({ TMPDIR: tmpdir });
  const socketFolders = (await readdir(tmpdir)).filter((name) => name.startsWith('driftline-next-'));
  expect(socketFolders).toHaveLength(1);
  // Only the server's user may reach Next past the edge.
  expect((await stat(path.join(tmpdir, socketFolders[0]))).mode & 0o777).toBe(0o700);
  const file = pdf('portfolio.pdf', 3 * 1024 * 1024, 7);
  const body = new Multipart(formParts(application, [file]));
  const chunks = (function* () {
    for (const c of body.chunks()) for (let i = 0; i < c.length; i += 64 * 1024) yield c.subarray(i, i + 64 * 1024);
  })();
  const sending = post(`${server.url}/api/submit`, {
    body: chunks,
    contentType: body.contentType,
    headers: { 'content-length': String(body.length) },
    chunkDelayMs: 25,
  });
  const tmp = path.join(server.dataDir, 'tmp');
  // Part of the file is in the request's temp folder when the signal arrives.
  await until(async () => {
    for (const d of await listDir(tmp)) if ((await listDir(path.join(tmp, d))).length) return true;
  }, 20_000);
  process.kill(server.pid, 'SIGTERM');

  const answer = (await sending) as Answer;
  expect(answer.status, answer.body).toBe(201);
  const id = answer.json().id as string;
  expect(await server.exit).toEqual({ code: 0, signal: null });
  expect(server.output()).toContain('SIGTERM: taking no new connections; 1 request(s) in flight');
  expect(server.output()).toContain('"msg":"stopped"');
  // What Next's thread logged as it stored the upload, during the stop, is written before the server's last line.
  const lines = server.output().split('\n');
  const storedLine = lines.findIndex((l) => l.includes('"event":"submission-stored"') && l.includes(id));
  expect(storedLine).toBeGreaterThanOrEqual(0);
  expect(storedLine).toBeLessThan(lines.findIndex((l) => l.includes('"msg":"stopped"')));
  // The socket's folder goes with the process.
  expect(await readdir(tmpdir)).toEqual([]);
  await rm(tmpdir, { recursive: true, force: true });

  // Stored whole, nothing left in tmp, and the embedded database was closed: no owner, no socket.
  const stored = await listDir(path.join(server.dataDir, 'uploads', id));
  expect(stored).toHaveLength(1);
  const bytes = await readFile(path.join(server.dataDir, 'uploads', id, stored[0]));
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha256Of(file));
  expect(await listDir(tmp)).toEqual([]);
  expect(existsSync(path.join(server.dataDir, 'run', 'owner'))).toBe(false);
  expect(existsSync(path.join(server.dataDir, 'run', '.s.PGSQL.5432'))).toBe(false);

  // The row and its file are there for the staff command, which now owns the embedded database itself.
  const shown = execFileSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/staff/submissions.ts', 'show', id], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(shown).toContain('portfolio.pdf');
  expect(shown).toContain(id);
}, 120_000);

it('on SIGTERM writes the log line of every request answered before it, then its last line', async () => {
  await server?.stop();
  server = await startServer();
  const url = server.url;
  const ids: string[] = [];
  for (let round = 0; round < 8; round++) {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => fetch(`${url}/${i % 2 ? 'robots.txt' : ''}`, { headers: { 'x-forwarded-for': `198.51.100.${round * 25 + (i % 25) + 1}` } })),
    );
    for (const a of answers) {
      expect(a.status).toBe(200);
      await a.arrayBuffer();
      ids.push(a.headers.get('x-request-id')!);
    }
  }
  process.kill(server.pid, 'SIGTERM');
  expect(await server.exit).toEqual({ code: 0, signal: null });

  const lines = server
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { msg: string; reqId?: string });
  const logged = new Set(lines.filter((l) => l.msg === 'request').map((l) => l.reqId));
  expect(ids.filter((id) => !logged.has(id))).toEqual([]);
  expect(lines.at(-1)?.msg).toBe('stopped');
}, 90_000);
