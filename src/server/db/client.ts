import 'server-only';
import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { pgliteDir } from '../config';
import { migrations } from './migrations';
import * as schema from './schema';

/**
 * The database: PGlite (embedded PostgreSQL) under DATA_DIR/pglite by default, PostgreSQL through
 * node-postgres when DATABASE_URL is set. Both speak the same SQL, so one Drizzle type serves both.
 *
 * One handle per process, kept on globalThis: Next.js bundles route handlers and instrumentation
 * separately, and two PGlite instances on one folder would corrupt it.
 */
export type Db = NodePgDatabase<typeof schema>;

type Handle = { db: Db; close: () => Promise<void>; driver: 'pglite' | 'postgres' };
const KEY = Symbol.for('driftline.db');
type G = typeof globalThis & { [KEY]?: Promise<Handle> };

async function open(): Promise<Handle> {
  const url = process.env.DATABASE_URL;
  let handle: Handle;
  if (url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: url, max: 10 });
    handle = { db: drizzle({ client: pool, schema }), close: () => pool.end(), driver: 'postgres' };
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    mkdirSync(pgliteDir(), { recursive: true });
    const client = await PGlite.create(pgliteDir());
    handle = {
      db: drizzle({ client, schema }) as unknown as Db,
      close: () => client.close(),
      driver: 'pglite',
    };
  }
  await migrate(handle.db);
  return handle;
}

/** Applies every migration not yet applied, in order. */
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
      // One statement per call: PGlite's extended protocol takes a single statement.
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

/** Closes the handle (scripts and shutdown); the next getDb() opens a new one. */
export async function closeDb(): Promise<void> {
  const g = globalThis as G;
  const h = g[KEY];
  delete g[KEY];
  if (h) await (await h).close();
}
