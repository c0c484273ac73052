import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { dataDir, pgliteDir } from '../config';
import { isAlive } from '../pid';

/**
 * The embedded database (PGlite, under DATA_DIR/pglite) is one process's at a time; other processes reach it through
 * that process. The owner serves it on a Unix socket, DATA_DIR/run/.s.PGSQL.5432 (in a 0700 folder: only the
 * server's user can connect, which is its only authentication), and uses it through that socket itself, like
 * everyone else: PGlite has one session, and the socket server's queue is what keeps one connection's transaction
 * from interleaving with another's (using the instance directly beside socket clients would share their
 * transactions).
 *
 * Who owns it: the site's server whenever it runs. A staff command (npm run staff, npm run submissions) started
 * while the server runs connects to the server's socket; started alone, it owns the database for its few seconds.
 * A server that starts while a command owns it waits for the command to finish. DATA_DIR/run/owner says who owns
 * it: `<pid> <role>`.
 */
export type EmbeddedRole = 'server' | 'command';

export const runDir = () => path.join(dataDir(), 'run');
/** The socket's folder and port, as node-postgres names a Unix socket: <host>/.s.PGSQL.<port>. */
export const SOCKET_PORT = 5432;
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Owned = { close: () => Promise<void> };

/**
 * Makes sure the embedded database is served on the socket: by this process when nobody serves it (returns how to
 * close it), or by its current owner (returns null). A server waits up to `waitMs` for a staff command that owns it.
 */
export async function ensureEmbeddedServed(role: EmbeddedRole, waitMs = 60_000): Promise<Owned | null> {
  mkdirSync(runDir(), { recursive: true, mode: 0o700 });
  const deadline = Date.now() + waitMs;
  for (;;) {
    const owner = currentOwner();
    if (owner && owner.pid !== process.pid) {
      if (role === 'command' && (await socketAnswers())) return null; // the server (or another command) serves it
      if (role === 'server' && owner.role === 'server') {
        throw new Error(`Another server (pid ${owner.pid}) uses this DATA_DIR's embedded database; give each its own DATA_DIR, or set DATABASE_URL.`);
      }
      if (Date.now() > deadline) throw new Error(`The embedded database is busy (pid ${owner.pid}, ${owner.role}); try again when it has finished.`);
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
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  mkdirSync(pgliteDir(), { recursive: true, mode: 0o700 });
  const db = await PGlite.create(pgliteDir());
  rmSync(socketPath(), { force: true }); // left by a crash: the owner file said nobody lives
  const server = new PGLiteSocketServer({ db, path: socketPath(), maxConnections: 32 });
  await server.start();
  return {
    close: async () => {
      await server.stop();
      await db.close();
      try {
        if (readFileSync(ownerFile(), 'utf8') === mark) rmSync(ownerFile(), { force: true });
      } catch {
        /* gone already */
      }
    },
  };
}
