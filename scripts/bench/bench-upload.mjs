// `npm run bench:upload`: posts a 100 MB job application (10 files of 10 MB) to /api/submit of the production
// server (the build in .next), with a throwaway DATA_DIR, and prints the throughput and how much the server's memory
// (RSS of its process tree) grew while receiving it, twice in one run: files on disk (STORAGE=disk, the embedded
// database) and files in PostgreSQL (STORAGE=postgres on a throwaway PostgreSQL cluster, fsync on). Goals: 200 MB/s
// on disk, 100 MB/s in PostgreSQL, under 30 MB growth. `--only disk` or `--only postgres` runs one.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { option } from '../lib/cli.mjs';
import { startPostgres } from '../lib/postgres.mjs';
import { processTree, rssBytes } from '../lib/process-memory.mjs';
import { startProductionServer } from '../lib/production-server.mjs';

const GOAL_MB = 30;
const GOAL_MBS = { disk: 200, postgres: 100 };
const FILES = 10;
const FILE_BYTES = 10 * 1024 * 1024;

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build in .next: run `npm run build` first.');
  process.exit(1);
}


/** Resident memory of the server and every process under it. @param {number} rootPid */
const treeRssBytes = (rootPid) => processTree(rootPid).reduce((n, p) => n + rssBytes(p), 0);

function multipart(files) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const fields = {
    name: 'Bench Mark', phone: '+1 555 0100', email: 'bench@example.com', location: 'Orlando',
    position: 'Backend Developer', startDate: '01-09-2026',
  };
  const head = (disp) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${disp}\r\n\r\n`);
  const parts = [];
  for (const [k, v] of Object.entries(fields)) parts.push(head(`name="${k}"`), Buffer.from(v), Buffer.from('\r\n'));
  const block = Buffer.alloc(64 * 1024);
  for (let i = 0; i < block.length; i += 64) createHash('sha512').update(String(i)).digest().copy(block, i);
  Buffer.from('%PDF-1.7\n').copy(block);
  const fileHead = (i) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="portfolio-${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`--${boundary}--\r\n`);
  const length = parts.reduce((n, b) => n + b.length, 0) + files * (fileHead(0).length + FILE_BYTES + 2) + tail.length;
  function* chunks() {
    yield* parts;
    for (let i = 0; i < files; i++) {
      yield fileHead(i);
      for (let sent = 0; sent < FILE_BYTES; sent += block.length) yield block.subarray(0, Math.min(block.length, FILE_BYTES - sent));
      yield Buffer.from('\r\n');
    }
    yield tail;
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, length, chunks };
}

function post(base, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/api/submit`, {
      method: 'POST',
      headers: { 'content-type': body.contentType, 'content-length': body.length, origin: base },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode, text }));
    });
    req.on('error', reject);
    const it = body.chunks();
    const pump = () => {
      for (;;) {
        const n = it.next();
        if (n.done) return req.end();
        if (!req.write(n.value)) return req.once('drain', pump);
      }
    };
    pump();
  });
}

/** One measurement: a server with `env`, a warm-up, then the 100 MB application. */
async function measure(label, env) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-upload-'));
  const server = await startProductionServer({ dataDir, env: { RATE_LIMIT_MAX: '1000', ...env }, echo: 'errors' }).catch(async (err) => {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  });
  try {
    // Warm up: one small application loads the route, the database and the outbox worker.
    const warm = await post(server.url, multipart(1));
    if (warm.status !== 201) throw new Error(`warm-up answered ${warm.status}: ${warm.text}`);
    await new Promise((r) => setTimeout(r, 1500));
    const before = treeRssBytes(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRssBytes(server.pid))), 25);
    const body = multipart(FILES);
    const t0 = performance.now();
    const res = await post(server.url, body);
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, treeRssBytes(server.pid));
    const mb = body.length / (1024 * 1024);
    const growth = (peak - before) / (1024 * 1024);
    const rate = mb / seconds;
    const goal = GOAL_MBS[label];
    console.log(`\n${label}`);
    console.log(`  status            ${res.status} ${res.text}`);
    console.log(`  body              ${mb.toFixed(1)} MB (${FILES} files of ${FILE_BYTES / 1048576} MB)`);
    console.log(`  time              ${seconds.toFixed(2)} s`);
    console.log(`  throughput        ${rate.toFixed(1)} MB/s (goal ${goal} MB/s) ${rate >= goal ? 'OK' : 'UNDER GOAL'}`);
    console.log(`  server RSS        ${(before / 1048576).toFixed(1)} MB before, ${(peak / 1048576).toFixed(1)} MB peak`);
    console.log(`  RSS growth        ${growth.toFixed(1)} MB (goal < ${GOAL_MB} MB) ${growth < GOAL_MB ? 'OK' : 'OVER GOAL'}`);
    if (res.status !== 201 || growth >= GOAL_MB) process.exitCode = 1;
  } finally {
    try {
      await server.stop();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
}

const only = option('only', '');
if (!only || only === 'disk') await measure('disk', { STORAGE: 'disk' });
if (!only || only === 'postgres') {
  const cluster = await startPostgres({ fsync: true });
  try {
    await measure('postgres', { STORAGE: 'postgres', DATABASE_URL: cluster.url });
  } finally {
    await cluster.stop();
  }
}
