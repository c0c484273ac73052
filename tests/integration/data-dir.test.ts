/**
 * DATA_DIR against the production server: a crash in the middle of an upload leaves nothing once the server is
 * back (start-up empties tmp, whatever the leftovers' age), and everything the site writes is the server user's
 * alone (folders 0700, files 0600), also what an older version left open.
 */
import { existsSync, readFileSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, readdir, writeFile, chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { formParts, listDir, Multipart, pdf, post, startServer, until, type Answer, type Server } from './harness';
import { application } from './suite';

let server: Server | undefined;
afterAll(async () => {
  await server?.stop();
}, 60_000);

async function walk(p: string, out: { path: string; mode: number; dir: boolean }[] = []) {
  const s = await lstat(p);
  out.push({ path: p, mode: s.mode & 0o777, dir: s.isDirectory() });
  if (s.isDirectory()) for (const n of await readdir(p)) await walk(path.join(p, n), out);
  return out;
}

it('a kill -9 in the middle of an upload leaves nothing behind once the server is back', async () => {
  server = await startServer();
  const body = new Multipart(formParts(application, [pdf('cv.pdf', 6 * 1024 * 1024, 3)]));
  const chunks = (function* () {
    for (const c of body.chunks()) for (let i = 0; i < c.length; i += 64 * 1024) yield c.subarray(i, i + 64 * 1024);
  })();
  const sending = post(`${server.url}/api/submit`, { body: chunks, contentType: body.contentType, headers: { 'content-length': String(body.length) }, chunkDelayMs: 20 }).catch(() => 'failed');
  const tmp = path.join(server.dataDir, 'tmp');
  // Part of the file is on disk in the request's temp folder…
  await until(async () => {
    for (const d of await listDir(tmp)) if ((await listDir(path.join(tmp, d))).length) return true;
  }, 20_000);
  await server.kill(); // …when the process dies.
  await sending;
  expect((await listDir(tmp)).length).toBeGreaterThan(0);

  server = await startServer({}, server.dataDir);
  expect(await listDir(tmp)).toEqual([]);
  expect(await listDir(path.join(server.dataDir, 'uploads'))).toEqual([]);
}, 90_000);

it('keeps DATA_DIR the server user\'s alone: 0700 folders, 0600 files, also those an older version left open', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'forms-perm-'));
  await chmod(dataDir, 0o755);
  const old = path.join(dataDir, 'uploads', '00000000-0000-4000-8000-000000000000');
  await mkdir(old, { recursive: true, mode: 0o755 });
  await writeFile(path.join(old, 'cv'), 'an old upload', { mode: 0o644 });
  await chmod(path.join(dataDir, 'uploads'), 0o755);

  const s = await startServer({}, dataDir);
  const a = (await post(`${s.url}/api/submit`, { body: new Multipart(formParts(application, [pdf('cv.pdf', 20_000, 4)])) })) as Answer;
  expect(a.status, a.body).toBe(201);
  await until(async () => (await listDir(path.join(dataDir, 'mail'))).some((n) => n.endsWith('.eml')));
  await s.stop();

  const entries = await walk(dataDir);
  const open = entries.filter((e) => e.mode !== (e.dir ? 0o700 : 0o600)).map((e) => `${e.path} ${e.mode.toString(8)}`);
  expect(open).toEqual([]);
  // What was checked: the upload, the mail copy, the embedded database and the old upload.
  expect(entries.some((e) => e.path.includes(`${path.sep}uploads${path.sep}${a.json().id}${path.sep}`))).toBe(true);
  expect(entries.some((e) => e.path.endsWith('.eml'))).toBe(true);
  expect(entries.some((e) => e.path.endsWith('PG_VERSION'))).toBe(true);
  expect(entries.some((e) => e.path.endsWith(`${path.sep}cv`))).toBe(true);
}, 90_000);

it('refuses to start, in words, with a DATA_DIR too deep for the embedded database\'s socket, and makes nothing', async () => {
  // Before, such a server started and answered pages, but with no database: every submission got 500.
  const base = await mkdtemp(path.join(os.tmpdir(), 'deep-'));
  const deep = path.join(base, 'd'.repeat(Math.max(1, 92 - base.length))); // its socket: 110 bytes or more
  await expect(startServer({}, deep)).rejects.toThrow(/DATA_DIR is too deep for the embedded database: its socket would be .*, 1\d\d bytes, and a Unix socket's path may have at most 107\. Choose a DATA_DIR of at most 89 bytes, or set DATABASE_URL\./);
  expect(existsSync(deep)).toBe(false);
}, 60_000);

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

it('refuses to start, in words, with a DATA_DIR the embedded database\'s user cannot reach, and makes nothing there', async () => {
  // Before, such a server started and answered pages, but with no database: every submission got 500. Run as root,
  // the database runs as an unprivileged user, which a root-only folder (mkdtemp's 0700) keeps out; run as a normal
  // user, a folder it may not enter does the same.
  const base = await mkdtemp(path.join(os.tmpdir(), 'shut-'));
  const root = process.getuid?.() === 0;
  if (!root) await chmod(base, 0o600);
  const dataDir = path.join(base, 'data');
  const err = await startServer({}, dataDir).then(
    async (s) => {
      await s.stop();
      return null;
    },
    (e: unknown) => e,
  );
  if (!root) await chmod(base, 0o700);
  expect(String(err)).toMatch(
    new RegExp(`The embedded database runs as .*, and ${escaped(base)} does not let that user through to ${escaped(dataDir)}\\. Put DATA_DIR where it can reach`),
  );
  expect(existsSync(dataDir)).toBe(false);
}, 60_000);

it('/api/ready gives its reasons at every probe, but logs a failing check once a minute, not at every probe', async () => {
  // STORAGE=postgres: both the database and the storage checks need the database. Before, each probe logged both.
  const s = await startServer({ STORAGE: 'postgres' });
  try {
    expect((await fetch(`${s.url}/api/ready`)).status).toBe(200);
    const pid = Number(readFileSync(path.join(s.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGINT'); // the database goes away under the running site
    await until(async () => (await fetch(`${s.url}/api/ready`)).status === 503, 20_000, 200);
    for (let i = 0; i < 10; i++) {
      const r = await fetch(`${s.url}/api/ready`);
      expect(r.status).toBe(503);
      expect(((await r.json()) as { reasons: string[] }).reasons).toContain('database: unreachable');
    }
    const warnings = () => s.output().split('\n').filter((line) => line.includes('"event":"ready"') && line.includes('"level":"warn"'));
    const naming = (check: string) => warnings().filter((line) => line.includes(`the ${check} check failed`)).length;
    // Both checks fail at the same probe, in one line, unless a connection the pool still held answered one of them
    // a moment longer (then each has its own line, at the probe where it first failed). The log is written in
    // batches (a quarter second at most on a quiet server): wait for both, then one more batch, so that a repeated
    // line would have arrived too.
    await until(async () => naming('database') > 0 && naming('storage') > 0, 10_000, 100);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const logged = warnings().join('\n');
    expect(naming('database'), logged).toBe(1);
    expect(naming('storage'), logged).toBe(1);
    expect(logged).toMatch(/the (database|storage) check failed[^"]*\(logged at most once a minute\)/);
  } finally {
    await s.stop();
  }
}, 90_000);
