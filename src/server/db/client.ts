import 'server-only';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool, PoolClient } from 'pg';
import { endPool } from './cluster.mjs';
import { ensureEmbeddedServed, socketConnection, type EmbeddedRole } from './embedded';
import { migrate } from './migrate';
import * as schema from './schema';
import { log } from '../ops/log.mjs';
import { readOnScrape } from '../ops/metrics.mjs';

/**
 * The database, through node-postgres in every case: PostgreSQL when DATABASE_URL is set, otherwise the embedded
 * PostgreSQL server under DATA_DIR/postgres, reached through its Unix socket (./embedded.ts), so the running site
 * and the staff commands share it. One engine, one driver, one migration set.
 *
 * One handle per process, kept on globalThis: Next.js bundles route handlers and instrumentation separately.
 */
export type Db = NodePgDatabase<typeof schema>;

type Handle = { db: Db; pool: Pool; close: () => Promise<void> };
const KEY = Symbol.for('driftline.db');
type G = typeof globalThis & { [KEY]?: Promise<Handle> };

/** Who this process is to the embedded database: the site's server owns it; anything else is a staff command. */
const role = (): EmbeddedRole => (process.env.DRIFTLINE_PROCESS === 'server' ? 'server' : 'command');

async function open(): Promise<Handle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const url = process.env.DATABASE_URL;
  const owned = url ? null : await ensureEmbeddedServed(role());
  // The embedded server takes 24 sessions (./cluster.mjs): 10 for the site leaves room for staff commands.
  const pool = url ? new Pool({ connectionString: url, max: 10 }) : new Pool({ ...socketConnection(), max: 10 });
  pool.on('error', (err) => log.error({ event: 'database', err }, 'an idle database connection failed'));
  readOnScrape('driftline_db_pool_connections', 'Database pool connections: total, idle, and requests waiting for one', ['state'], () => [
    [{ state: 'total' }, pool.totalCount],
    [{ state: 'idle' }, pool.idleCount],
    [{ state: 'waiting' }, pool.waitingCount],
  ]);
  const db = drizzle({ client: pool, schema });
  try {
    await migrate(db);
  } catch (err) {
    await pool.end().catch(() => undefined);
    await owned?.close();
    throw err;
  }
  return {
    db,
    pool,
    close: async () => {
      await endPool(pool);
      await owned?.close();
    },
  };
}

function handle(): Promise<Handle> {
  const g = globalThis as G;
  if (!g[KEY]) {
    g[KEY] = open().catch((err) => {
      delete g[KEY];
      throw err;
    });
  }
  return g[KEY];
}

export async function getDb(): Promise<Db> {
  return (await handle()).db;
}

/** The connection pool under getDb(), for plain queries drizzle adds nothing to (src/server/storage/postgres.ts). */
export async function getPool(): Promise<Pool> {
  return (await handle()).pool;
}

/**
 * The connection a drizzle transaction runs on, for what drizzle does not express (COPY, in
 * src/server/storage/postgres.ts). drizzle keeps it as `session.client`; the cluster test fails if that changes.
 */
export function clientOf(tx: Db): PoolClient {
  const client = (tx as unknown as { session?: { client?: PoolClient } }).session?.client;
  if (!client || typeof client.query !== 'function') throw new Error('No connection under this transaction');
  return client;
}

/** Closes the handle (scripts and shutdown); the next getDb() opens a new one. */
export async function closeDb(): Promise<void> {
  const g = globalThis as G;
  const h = g[KEY];
  delete g[KEY];
  if (h) await (await h).close();
}
