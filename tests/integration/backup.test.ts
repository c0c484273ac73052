/**
 * The restore drill: `npm run backup -- FILE` while applications with files keep arriving, then
 * `npm run restore -- FILE` into a new DATA_DIR, and the restored site, started on its own, lists every submission
 * acknowledged before the backup began, serves each file byte for byte, and lets the staff sign in. A restore into a
 * folder that is not empty, or of a damaged file, is refused and changes nothing.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, mkdtemp, readdir, stat, truncate } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { formParts, Multipart, pdf, post, sha256Of, startServer, type Answer, type FilePart, type Server } from './harness';
import { request, signIn, sql, staffCommand } from './staff-helpers';
import { application } from './suite';

const ROOT = path.resolve(__dirname, '../..');
const PASSWORD = 'correct horse battery staple';
let server: Server | undefined;
afterAll(async () => {
  await server?.stop();
}, 60_000);

/** `npm run backup|restore -- FILE` as npm runs it, against a DATA_DIR (and a DATABASE_URL when given). */
function run(script: 'backup' | 'restore', dataDir: string, file: string, env: Record<string, string> = {}) {
  return new Promise<{ code: number; out: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', `scripts/staff/${script}.ts`, file], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

type Sent = { id: string; file: FilePart; answeredAt: number };

it('a backup taken while uploads arrive restores into a new folder: every acknowledged submission, each file byte-equal, staff sign-in', async () => {
  server = await startServer();
  const s = server;
  const added = await staffCommand(s.dataDir, ['add', 'ops@driftline.test'], { stdin: `${PASSWORD}\n` });
  expect(added.code, added.stderr).toBe(0);

  let seed = 0;
  const sent: Sent[] = [];
  const send = async () => {
    const file = pdf(`cv-${seed}.pdf`, 2 * 1024 * 1024, 500 + seed++);
    const a = (await post(`${s.url}/api/submit`, { body: new Multipart(formParts(application, [file])) })) as Answer;
    expect(a.status, a.body).toBe(201);
    sent.push({ id: a.json().id as string, file, answeredAt: Date.now() });
  };
  for (let i = 0; i < 6; i++) await send();

  // Uploads keep arriving, two at a time, for as long as the backup runs.
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'forms-backup-')), 'site.backup');
  let backingUp = true;
  const arriving = Promise.all(
    [0, 1].map(async () => {
      while (backingUp) await send();
    }),
  );
  const began = Date.now();
  const backup = await run('backup', s.dataDir, file);
  backingUp = false;
  await arriving;
  expect(backup.code, backup.out).toBe(0);
  expect((await stat(file)).mode & 0o777).toBe(0o600);
  // The operator's log has the event, as one JSON line.
  const events = backup.out.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(events.find((e) => e.event === 'backup')).toMatchObject({ outcome: 'written', tables: expect.any(Number), files: expect.any(Number) });
  const acknowledged = sent.filter((x) => x.answeredAt < began);
  expect(acknowledged.length).toBeGreaterThanOrEqual(6);
  expect(sent.length).toBeGreaterThan(acknowledged.length); // some arrived during the backup
  await s.stop();
  server = undefined;

  // A damaged or cut file is refused, and the empty folder stays empty.
  const cut = `${file}.cut`;
  await copyFile(file, cut);
  await truncate(cut, (await stat(cut)).size - 1000);
  const emptyDir = await mkdtemp(path.join(os.tmpdir(), 'forms-restore-bad-'));
  const bad = await run('restore', emptyDir, cut);
  expect(bad.code).toBe(1);
  expect(bad.out).toMatch(/Not restored: the backup file is (cut short|damaged)/);
  expect(await readdir(emptyDir)).toEqual([]);

  // Restored into a new, empty folder.
  const restoredDir = await mkdtemp(path.join(os.tmpdir(), 'forms-restored-'));
  const restored = await run('restore', restoredDir, file);
  expect(restored.code, restored.out).toBe(0);

  // Not again over what is there.
  const before = (await readdir(restoredDir)).sort();
  const again = await run('restore', restoredDir, file);
  expect(again.code).toBe(1);
  expect(again.out).toContain('is not empty');
  expect((await readdir(restoredDir)).sort()).toEqual(before);
  // Nor a damaged file over what is there: refused, and the folder keeps all it holds.
  const damagedOver = await run('restore', restoredDir, cut);
  expect(damagedOver.code).toBe(1);
  expect(damagedOver.out).toContain('is not empty');
  expect((await readdir(restoredDir)).sort()).toEqual(before);

  // The restored site, on its own.
  server = await startServer({}, restoredDir);
  const r = server;
  const session = await signIn(r, 'ops@driftline.test', PASSWORD);
  expect(session.status, session.text).toBe(200);
  const cookie = session.cookie!;
  const inbox = await request(r, '/staff', { cookie });
  expect(inbox.status).toBe(200);
  for (const x of acknowledged) {
    expect(inbox.text).toContain(`/staff/submissions/${x.id}`);
    const [f] = await sql<{ id: string }>(restoredDir, 'SELECT id FROM submission_files WHERE submission_id = $1', [x.id]);
    const res = await fetch(`${r.url}/api/staff/submissions/${x.id}/files/${f.id}`, { headers: { cookie, origin: r.url } });
    expect(res.status).toBe(200);
    expect(createHash('sha256').update(Buffer.from(await res.arrayBuffer())).digest('hex')).toBe(sha256Of(x.file));
  }
  // Nothing restored that was not whole: every row's file is there.
  const files = await sql<{ n: number }>(restoredDir, 'SELECT count(*)::int AS n FROM submission_files');
  const subs = await sql<{ n: number }>(restoredDir, 'SELECT count(*)::int AS n FROM submissions');
  expect(files[0].n).toBe(subs[0].n);
  const onDisk = (await readdir(path.join(restoredDir, 'uploads'))).length;
  expect(onDisk).toBe(subs[0].n);
  await r.stop();
  server = undefined;
}, 300_000);

it('with DATABASE_URL and STORAGE=postgres: the files travel inside the database part, into a new empty database only', async () => {
  const cluster = await startPostgres();
  try {
    const env = { DATABASE_URL: cluster.url, STORAGE: 'postgres' };
    server = await startServer(env);
    const s = server;
    const sent: { id: string; file: FilePart }[] = [];
    for (let i = 0; i < 3; i++) {
      const file = pdf(`brief-${i}.pdf`, 1024 * 1024 + 7 * i, 900 + i);
      const a = (await post(`${s.url}/api/submit`, { body: new Multipart(formParts(application, [file])) })) as Answer;
      expect(a.status, a.body).toBe(201);
      sent.push({ id: a.json().id as string, file });
    }
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'forms-backup-pg-')), 'site.backup');
    const backup = await run('backup', s.dataDir, file, env);
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toContain('0 file(s) on disk');
    await s.stop();
    server = undefined;

    // Not into the database it came from (it is not empty)…
    const refused = await run('restore', await mkdtemp(path.join(os.tmpdir(), 'forms-restore-pg-')), file, env);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('is not empty');
    // A damaged file with the live database and DATA_DIR: refused, and both keep all they hold.
    const cut = `${file}.cut`;
    await copyFile(file, cut);
    await truncate(cut, (await stat(cut)).size - 1000);
    const live = (await readdir(s.dataDir)).sort();
    expect(live.length).toBeGreaterThan(0);
    const damaged = await run('restore', s.dataDir, cut, env);
    expect(damaged.code).toBe(1);
    expect(damaged.out).toMatch(/Not restored: the backup file is (cut short|damaged)/);
    expect((await readdir(s.dataDir)).sort()).toEqual(live);
    const kept = new pg.Client({ connectionString: cluster.url });
    await kept.connect();
    const { rows: liveRows } = await kept.query<{ n: number }>('SELECT count(*)::int AS n FROM submissions');
    await kept.end();
    expect(liveRows[0].n).toBe(3);

    // …but into a new one.
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE restored');
    await admin.end();
    const restoredEnv = { DATABASE_URL: cluster.url.replace(/\/postgres$/, '/restored'), STORAGE: 'postgres' };
    const restored = await run('restore', await mkdtemp(path.join(os.tmpdir(), 'forms-restore-pg-')), file, restoredEnv);
    expect(restored.code, restored.out).toBe(0);

    server = await startServer(restoredEnv);
    const db = new pg.Client({ connectionString: restoredEnv.DATABASE_URL });
    await db.connect();
    try {
      for (const x of sent) {
        const { rows } = await db.query<{ id: string; stored_in: string }>('SELECT id, stored_in FROM submission_files WHERE submission_id = $1', [x.id]);
        expect(rows.map((r) => r.stored_in)).toEqual(['postgres']);
        const chunks = await db.query<{ data: Buffer }>('SELECT data FROM stored_file_chunks WHERE file_id = $1 ORDER BY seq', [rows[0].id]);
        expect(createHash('sha256').update(Buffer.concat(chunks.rows.map((c) => c.data))).digest('hex')).toBe(sha256Of(x.file));
      }
    } finally {
      await db.end();
    }
  } finally {
    await server?.stop();
    server = undefined;
    await cluster.stop();
  }
}, 300_000);

it('uploaded media kept on disk travels in the backup: restored, its renditions are served byte-equal (a restore must not lose a file)', async () => {
  const { default: sharp } = await import('sharp');
  server = await startServer({ STORAGE: 'disk' });
  const s = server;
  const added = await staffCommand(s.dataDir, ['add', 'media-ops@driftline.test'], { stdin: `${PASSWORD}\n` });
  expect(added.code, added.stderr).toBe(0);
  const session = await signIn(s, 'media-ops@driftline.test', PASSWORD);
  expect(session.status).toBe(200);
  const raw = Buffer.alloc(700 * 500 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7) % 251;
  const bytes = await sharp(raw, { raw: { width: 700, height: 500, channels: 3 } }).png().toBuffer();
  const form = new FormData();
  form.append('alt', 'A test pattern');
  form.append('upload', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'pattern.png');
  const up = await fetch(`${s.url}/api/staff/content/media`, { method: 'POST', headers: { origin: s.url, cookie: session.cookie! }, body: form });
  expect(up.status).toBe(201);
  const { asset } = (await up.json()) as { asset: { sha256: string; reference: string } };
  const served = async (url: string, name: string) => {
    const res = await fetch(`${url}/media/u/${asset.sha256}/${name}`);
    expect(res.status, name).toBe(200);
    return createHash('sha256').update(Buffer.from(await res.arrayBuffer())).digest('hex');
  };
  const before = { small: await served(s.url, '480.webp'), large: await served(s.url, '640.webp') };

  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'media-backup-')), 'site.backup');
  const backup = await run('backup', s.dataDir, file);
  expect(backup.code, backup.out).toBe(0);
  await s.stop();
  server = undefined;

  const restoredDir = await mkdtemp(path.join(os.tmpdir(), 'media-restored-'));
  const restored = await run('restore', restoredDir, file);
  expect(restored.code, restored.out).toBe(0);
  const onDisk = await readdir(path.join(restoredDir, 'media', asset.sha256));
  expect(onDisk).toEqual(expect.arrayContaining(['480.webp', '640.webp']));
  server = await startServer({ STORAGE: 'disk' }, restoredDir);
  expect({ small: await served(server.url, '480.webp'), large: await served(server.url, '640.webp') }).toEqual(before);
  await server.stop();
  server = undefined;
}, 300_000);
