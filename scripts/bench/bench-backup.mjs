// `npm run bench:backup`: how long `npm run backup` and `npm run restore` take for 1 GB of submissions (the README's
// figure). Starts the production server on a throwaway DATA_DIR (the embedded default), posts 10 applications of
// 10 files of 10 MB each (`--mb N` for another total), then times `npm run backup -- FILE` while the site runs and
// `npm run restore -- FILE` into a new folder. Needs a build (`npm run build`).
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { option } from '../lib/cli.mjs';
import { startProductionServer } from '../lib/production-server.mjs';

const FILE_BYTES = 10 * 1024 * 1024;
const totalMb = Number(option('mb', '1000'));

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build in .next: run `npm run build` first.');
  process.exit(1);
}

/** One application with `files` PDFs of FILE_BYTES, streamed. @param {number} files @param {number} n */
function application(files, n) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const fields = { name: 'Bench Mark', phone: '+1 555 0100', email: `b${n}@example.com`, location: 'Orlando', position: 'Backend Developer', startDate: '01-09-2026' };
  const head = Buffer.concat(Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)));
  const fileHead = (/** @type {number} */ i) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="p-${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`--${boundary}--\r\n`);
  const block = Buffer.alloc(64 * 1024);
  const length = head.length + files * (fileHead(0).length + FILE_BYTES + 2) + tail.length;
  function* chunks() {
    yield head;
    for (let i = 0; i < files; i++) {
      yield fileHead(i);
      for (let sent = 0; sent < FILE_BYTES; sent += block.length) {
        // Bytes that do not compress: a backup of real uploads does not shrink either.
        for (let at = 0; at < block.length; at += 64) createHash('sha512').update(`${n}:${i}:${sent}:${at}`).digest().copy(block, at);
        Buffer.from('%PDF-1.7\n').copy(block);
        yield block.subarray(0, Math.min(block.length, FILE_BYTES - sent));
      }
      yield Buffer.from('\r\n');
    }
    yield tail;
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, length, chunks };
}

/** @param {string} base @param {ReturnType<typeof application>} body @returns {Promise<number>} */
function post(base, body, address = '198.51.100.9') {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/api/submit`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': body.contentType, 'content-length': body.length, origin: base, 'x-forwarded-for': address },
    });
    req.on('response', (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0)));
    req.on('error', reject);
    const it = body.chunks();
    const pump = () => {
      for (;;) {
        const n = it.next();
        if (n.done) return void req.end();
        if (!req.write(n.value)) return void req.once('drain', pump);
      }
    };
    pump();
  });
}

/** @param {'backup' | 'restore'} script @param {string} dataDir @param {string} file */
function run(script, dataDir, file) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', `scripts/staff/${script}.ts`, file], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  const seconds = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`${script} failed:\n${r.stdout}\n${r.stderr}`);
  return { seconds, out: r.stdout.trim() };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-backup-'));
const restoredDir = await mkdtemp(path.join(os.tmpdir(), 'bench-restored-'));
const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'bench-backup-file-')), 'site.backup');
const server = await startProductionServer({ dataDir, env: { RATE_LIMIT_MAX: '1000', TRUST_PROXY: 'loopback' }, echo: 'errors' });
try {
  const files = Math.max(1, Math.round(totalMb / 10));
  for (let n = 0; n * 10 < files; n++) {
    const status = await post(server.url, application(Math.min(10, files - n * 10), n), `198.51.100.${n + 1}`);
    if (status !== 201) throw new Error(`an application was answered ${status}`);
  }
  const backup = run('backup', dataDir, file);
  const bytes = statSync(file).size;
  await server.stop();
  const restore = run('restore', restoredDir, file);
  console.log(backup.out);
  console.log(restore.out);
  console.log(`\n| ${(bytes / 1048576).toFixed(0)} MB backup file | npm run backup (site running) | npm run restore (new folder) |`);
  console.log('|---|---|---|');
  console.log(`| ${files} files of 10 MB | ${backup.seconds.toFixed(1)} s (${(bytes / 1048576 / backup.seconds).toFixed(0)} MB/s) | ${restore.seconds.toFixed(1)} s (${(bytes / 1048576 / restore.seconds).toFixed(0)} MB/s) |`);
} finally {
  await server.stop();
  for (const d of [dataDir, restoredDir, path.dirname(file)]) await rm(d, { recursive: true, force: true });
}
