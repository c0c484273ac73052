import 'server-only';
import { randomUUID } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import pg from 'pg';
import path from 'node:path';
import { dataDir, pgliteDir, postgresDir } from '../config';
import { EMBEDDED_SOCKET, initCluster, serverUser, startCluster, stopLeftover } from './cluster.mjs';
import { isAlive } from '../pid';

/**
 * The embedded database is a PostgreSQL server (PostgreSQL's own binaries from npm, ./cluster.mjs) on the cluster
 * in DATA_DIR/postgres, started and stopped by one process at a time, listening on a Unix socket only,
 * DATA_DIR/run/.s.PGSQL.5432 (in a 0700 folder: only the server's user can connect, which is its only
 * authentication). Every process, the owner too, connects through that socket: many sessions, COPY, the same
 * engine as production. A DATA_DIR from before, holding a PGlite database in DATA_DIR/pglite, is moved over at the
 * first start (./from-pglite.ts).
 *
 * Who owns it: the site's server whenever it runs. A staff command (npm run staff, npm run submissions) started
 * while the server runs connects to the server's socket; started alone, it owns the database for its few seconds.
 * A server that starts while a command owns it waits for the command to finish. DATA_DIR/run/owner says who owns
 * it: `<pid> <role>`.
 */
export type EmbeddedRole = 'server' | 'command';

export const runDir = () => path.join(dataDir(), EMBEDDED_SOCKET.folder);
/** The socket's folder and port, as node-postgres names a Unix socket: <host>/.s.PGSQL.<port>. */
export const SOCKET_PORT = EMBEDDED_SOCKET.port;
const socketPath = () => path.join(runDir(), `.s.PGSQL.${SOCKET_PORT}`);
const ownerFile = () => path.join(runDir(), 'owner');

/** node-postgres settings for the socket. */
export const socketConnection = () => ({ host: runDir(), port: SOCKET_PORT, user: 'postgres', database: 'postgres' });


function currentOwner(): { pid: number; role: EmbeddedRole } | null {
  try {
    const [pid, role] = readFileSync(ownerFile(), 'utf8').trim().split(' ');
    const n = Number(pid);
    return Number.isInteger(n) && n > 0 && isAlive(n) ? { pid: n, role: role as EmbeddedRole } : null;
  } catch {
    return null;
  }
}

/** Whether something answers on the socket now. */
export function socketAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(socketPath());
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

/**
 * Folders above DATA_DIR that do not exist yet are made as `mkdir -p` would (0755), not with this process's 077 umask:
 * they hold nothing of the site's, and the embedded database's user must pass through them when the site is root.
 */
function makeParents(dir: string): void {
  const missing: string[] = [];
  for (let p = path.dirname(dir); !existsSync(p); p = path.dirname(p)) missing.unshift(p);
  for (const p of missing) {
    mkdirSync(p);
    chmodSync(p, 0o755);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Owned = { close: () => Promise<void> };

/** Whether the server on the socket takes queries (not still starting up or recovering). */
async function takesQueries(): Promise<boolean> {
  const client = new pg.Client(socketConnection());
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * How long a staff command waits for the database's owner: a server still starting it (initdb on a first start, a
 * move from PGlite, a slow disk) or another command. A person who runs `npm start` and then `npm run staff -- add` at
 * once expects the second to wait, not to fail.
 */
export const COMMAND_WAIT_MS = 5 * 60_000;

/**
 * Makes sure the embedded database is served on the socket: by this process when nobody serves it (returns how to
 * close it), or by its current owner once it takes queries (returns null). A server waits up to `waitMs` (60 s) for
 * a staff command that owns it; a staff command waits up to COMMAND_WAIT_MS for its owner, saying so once on
 * standard error.
 */
export async function ensureEmbeddedServed(role: EmbeddedRole, waitMs = role === 'command' ? COMMAND_WAIT_MS : 60_000): Promise<Owned | null> {
  makeParents(dataDir());
  mkdirSync(runDir(), { recursive: true, mode: 0o700 });
  const deadline = Date.now() + waitMs;
  let told = false;
  for (;;) {
    const owner = currentOwner();
    if (owner && owner.pid !== process.pid) {
      // The server (or another command) serves it: used once it takes queries.
      if (role === 'command' && (await socketAnswers()) && (await takesQueries())) return null;
      if (role === 'server' && owner.role === 'server') {
        throw new Error(`Another server (pid ${owner.pid}) uses this DATA_DIR's embedded database; give each its own DATA_DIR, or set DATABASE_URL.`);
      }
      const minutes = Math.round(waitMs / 60_000);
      if (Date.now() > deadline) {
        throw new Error(`The embedded database is busy (pid ${owner.pid}, ${owner.role}) and was not ready within ${minutes} minute(s); try again when it has finished.`);
      }
      if (role === 'command' && !told) {
        told = true;
        process.stderr.write(
          owner.role === 'server'
            ? `The site's server (pid ${owner.pid}) is starting the embedded database; waiting for it (up to ${minutes} minutes)…\n`
            : `Another staff command (pid ${owner.pid}) is using the embedded database; waiting for it to finish (up to ${minutes} minutes)…\n`,
        );
      }
      await sleep(200); // a staff command's few seconds, or a server still starting
      continue;
    }
    // Claim it: write our own mark, then read it back (the last writer wins a race; the loser tries again).
    const mark = `${process.pid} ${role} ${randomUUID()}`;
    writeFileSync(ownerFile(), mark, { mode: 0o600 });
    await sleep(20);
    if (readFileSync(ownerFile(), 'utf8') !== mark) continue;
    return serve(mark);
  }
}

async function serve(mark: string): Promise<Owned> {
  const user = serverUser();
  // PostgreSQL runs as an unprivileged user when this process is root: it must be able to enter DATA_DIR (still 0700:
  // root enters any folder) and own its cluster and socket folders. Everything else stays this process's own.
  if (user) chownSync(dataDir(), user.uid, user.gid);
  await stopLeftover(postgresDir());
  if (!existsSync(path.join(postgresDir(), 'PG_VERSION'))) {
    if (existsSync(path.join(pgliteDir(), 'PG_VERSION'))) {
      const { migrateFromPglite } = await import('./from-pglite');
      await migrateFromPglite({ socketDir: runDir(), port: SOCKET_PORT });
    } else {
      initCluster(postgresDir());
    }
  }
  rmSync(socketPath(), { force: true }); // left by a crash: the owner file said nobody lives
  const cluster = await startCluster({ dir: postgresDir(), socketDir: runDir(), port: SOCKET_PORT });
  return {
    close: async () => {
      await cluster.stop();
      try {
        if (readFileSync(ownerFile(), 'utf8') === mark) rmSync(ownerFile(), { force: true });
      } catch {
        /* gone already */
      }
    },
  };
}
