import 'server-only';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool, PoolClient } from 'pg';
import { ensureEmbeddedServed, socketConnection, type EmbeddedRole } from './embedded';
import { migrations } from './migrations';
import * as schema from './schema';
import { log } from '../ops/log.mjs';
import { readOnScrape } from '../ops/metrics.mjs';

/**
 * The database, through node-postgres in every case: PostgreSQL when DATABASE_URL is set, otherwise the embedded
 * PGlite under DATA_DIR/pglite, reached through the Unix socket its owner serves (./embedded.ts), so the running
 * site and the staff commands share it. One SQL dialect, one driver, one migration set.
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
  // PGlite has one session: the socket's bridge interleaves the extended-protocol messages of connections used at
  // once ("bind message supplies 1 parameters, but prepared statement requires 2" under 25 sign-ins sent together),
  // so this process holds one connection, and its queries wait their turn here instead.
  const pool = url ? new Pool({ connectionString: url, max: 10 }) : new Pool({ ...socketConnection(), max: 1 });
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
      await pool.end();
      await owned?.close();
    },
  };
}

/**
 * Applies every migration not yet applied, in order, in one transaction under an advisory lock: instances starting
 * together apply each migration once.
 */
export async function migrate(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7261001)`);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = await tx.execute<{ version: number }>(sql`SELECT version FROM schema_migrations`);
    const applied = new Set(done.rows.map((r) => Number(r.version)));
    for (const m of migrations) {
      if (applied.has(m.version)) continue;
      for (const statement of m.sql.split(/;\s*(?:\n|$)/).map((x) => x.trim()).filter(Boolean)) {
        await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO schema_migrations (version, name) VALUES (${m.version}, ${m.name})`);
    }
  });
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

/** Whether the database is the embedded PGlite (no DATABASE_URL): its socket speaks no COPY. */
export const isEmbedded = () => !process.env.DATABASE_URL;

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
