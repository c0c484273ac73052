// A throwaway PostgreSQL cluster: initdb on a temp dir (as the postgres user when we are root), pg_ctl start on a
// free 127.0.0.1 port with its socket in the temp dir; stop() removes it all. For the tests on PostgreSQL
// (tests/integration) and `npm run bench:upload`. Plain JavaScript with JSDoc types, as production-server.mjs.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './production-server.mjs';

/** @param {string} name */
function findBin(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const p = path.join(dir, name);
    if (existsSync(p)) return p;
  }
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    for (const v of readdirSync(base).sort().reverse()) {
      const p = path.join(base, v, 'bin', name);
      if (existsSync(p)) return p;
    }
  }
  throw new Error(`${name} not found on PATH or in /usr/lib/postgresql/*/bin`);
}

/**
 * @typedef {object} Cluster
 * @property {string} url
 * @property {() => Promise<void>} down Stops the server (fast shutdown: sessions are ended), keeping its data.
 * @property {() => Promise<void>} up Starts it again on the same port, with the same data.
 * @property {() => Promise<void>} stop Stops it and removes everything.
 */

/** @param {{ fsync?: boolean }} [options] fsync off (the default) for tests; on for a benchmark that should count it. @returns {Promise<Cluster>} */
export async function startPostgres({ fsync = false } = {}) {
  const initdb = findBin('initdb');
  const pgCtl = path.join(path.dirname(initdb), 'pg_ctl');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'forms-pg-'));
  await chmod(dir, 0o755);
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  /** @param {string} bin @param {string[]} args */
  const run = (bin, args) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe' }) : execFileSync(bin, args, { stdio: 'pipe' });
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  run(initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', ...(fsync ? [] : ['--no-sync'])]);
  const port = await freePort();
  const start = () =>
    run(pgCtl, ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=${fsync ? 'on' : 'off'}`, 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    down: async () => void run(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']),
    up: async () => void start(),
    stop: async () => {
      try {
        run(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
