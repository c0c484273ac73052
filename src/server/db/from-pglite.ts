import 'server-only';
import { createHash } from 'node:crypto';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Pool } from 'pg';
import { pgliteDir, postgresDir } from '../config';
import { endPool, initCluster, startCluster } from './cluster.mjs';
import { migrate } from './migrate';
import { tablesInOrder } from './tables';

/**
 * A DATA_DIR from before the embedded PostgreSQL server holds a PGlite database in DATA_DIR/pglite. At the first
 * start it is moved over, once, by whoever opens the database first (the server, or a staff command):
 *   1. a new cluster is made in DATA_DIR/postgres.moving, and given the schema the old database had (its applied
 *      migrations, no newer: the start that follows applies those as it always does);
 *   2. every table is copied row by row, each value through its text form (as pg_dump would), and sequences set;
 *   3. it is verified: each table's rows compared one by one (a digest of every row's values, on both sides), and
 *      each file kept in the database read back whole against its recorded SHA-256;
 *   4. only then the new cluster becomes DATA_DIR/postgres, and DATA_DIR/pglite is kept as DATA_DIR/pglite.moved
 *      (nothing is deleted: remove it once satisfied). A crash before that point leaves the old database as it was,
 *      and the next start begins again.
 * Files on disk (DATA_DIR/uploads) stay where they are.
 */
export async function migrateFromPglite({ socketDir, port }: { socketDir: string; port: number }): Promise<void> {
  const moving = `${postgresDir()}.moving`;
  rmSync(moving, { recursive: true, force: true });
  console.log('[db] moving the embedded database from DATA_DIR/pglite (PGlite) to DATA_DIR/postgres (PostgreSQL)…');
  initCluster(moving);
  const cluster = await startCluster({ dir: moving, socketDir, port });
  const { PGlite } = await import('@electric-sql/pglite');
  const old = await PGlite.create(pgliteDir());
  const { Pool } = await import('pg');
  const pool: Pool = new Pool({ host: socketDir, port, user: 'postgres', database: 'postgres', max: 2 });
  pool.on('error', (err) => console.error('[db] idle connection failed', err.message));
  try {
    await old.exec(`SET TimeZone = 'UTC'`);
    const summary = await copyAll(old, pool);
    await old.close();
    await endPool(pool);
    await cluster.stop();
    renameSync(moving, postgresDir());
    const kept = existsSync(`${pgliteDir()}.moved`) ? `${pgliteDir()}.moved-${Date.now()}` : `${pgliteDir()}.moved`;
    renameSync(pgliteDir(), kept);
    console.log(
      `[db] moved and verified: ${summary.rows} row(s) in ${summary.tables} table(s), ${summary.files} file(s) kept in the database; ` +
        `the old database is kept in DATA_DIR/${path.basename(kept)} (remove it once satisfied)`,
    );
  } catch (err) {
    await old.close().catch(() => undefined);
    await endPool(pool).catch(() => undefined);
    await cluster.stop().catch(() => undefined);
    rmSync(moving, { recursive: true, force: true });
    throw new Error(`Moving the embedded database from DATA_DIR/pglite failed; nothing was changed there: ${(err as Error).message}`);
  }
}

type Old = { query: <T>(q: string, params?: unknown[]) => Promise<{ rows: T[] }>; exec: (q: string) => Promise<unknown> };
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function copyAll(old: Old, pool: Pool): Promise<{ tables: number; rows: number; files: number }> {
  const hasMigrations = (await old.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public' AND tablename = 'schema_migrations'`)).rows[0].n > 0;
  const versions = hasMigrations ? (await old.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => Number(r.version)) : [];
  const { drizzle } = await import('drizzle-orm/node-postgres');
  await migrate(drizzle({ client: pool }), new Set(versions));

  const tables = await tablesInOrder(pool);
  const oldTables = new Set((await old.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)).rows.map((r) => r.tablename));
  const missing = [...oldTables].filter((t) => !tables.some((x) => x.name === t));
  if (missing.length) throw new Error(`tables the new schema lacks: ${missing.join(', ')}`);
  let rows = 0;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`TRUNCATE ${tables.map((t) => ident(t.name)).join(', ')}`);
    for (const t of tables) {
      if (!oldTables.has(t.name)) continue;
      const cols = t.columns;
      const select = `SELECT ${cols.map((c) => `${ident(c.name)}::text`).join(', ')} FROM ${ident(t.name)}`;
      const batch = cols.some((c) => c.type === 'bytea') ? 2 : 200;
      await old.exec('BEGIN');
      await old.exec(`DECLARE moving CURSOR FOR ${select}`);
      for (;;) {
        const got = await old.query<Record<string, string | null>>(`FETCH ${batch} FROM moving`);
        if (!got.rows.length) break;
        const values: (string | null)[] = [];
        const tuples = got.rows.map((r) => {
          const row = Object.values(r);
          return `(${row.map((v, i) => (values.push(v), `$${values.length}::text::${cols[i].type}`)).join(', ')})`;
        });
        await client.query(`INSERT INTO ${ident(t.name)} (${cols.map((c) => ident(c.name)).join(', ')}) VALUES ${tuples.join(', ')}`, values);
        rows += got.rows.length;
      }
      await old.exec('CLOSE moving');
      await old.exec('COMMIT');
      for (const c of cols.filter((c) => c.serial)) {
        await client.query(`SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT max(${ident(c.name)}) FROM ${ident(t.name)}), 0) + 1, false)`, [t.name, c.name]);
      }
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }

  // Verified row by row: the digest of each row's values, sorted, must be the same list on both sides.
  for (const t of tables) {
    if (!oldTables.has(t.name)) continue;
    const digest = `SELECT md5(array_to_string(ARRAY[${t.columns.map((c) => `${ident(c.name)}::text`).join(', ')}], chr(31), chr(30))) AS d FROM ${ident(t.name)} ORDER BY 1`;
    const a = (await old.query<{ d: string }>(digest)).rows.map((r) => r.d);
    const b = (await pool.query<{ d: string }>(digest)).rows.map((r) => r.d);
    if (a.length !== b.length) throw new Error(`${t.name}: ${a.length} row(s) in PGlite, ${b.length} copied`);
    const differ = a.findIndex((d, i) => d !== b[i]);
    if (differ >= 0) throw new Error(`${t.name}: a row differs after the copy`);
  }
  // Verified file by file: each file kept in the database, read back whole, has its recorded SHA-256.
  let files = 0;
  if (tables.some((t) => t.name === 'stored_file_chunks') && tables.find((t) => t.name === 'submission_files')?.columns.some((c) => c.name === 'stored_in')) {
    const list = await pool.query<{ id: string; sha256: string }>(`SELECT id, sha256 FROM submission_files WHERE stored_in = 'postgres'`);
    for (const f of list.rows) {
      const hash = createHash('sha256');
      const n = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM stored_file_chunks WHERE file_id = $1', [f.id])).rows[0].n;
      for (let seq = 0; seq < n; seq++) {
        const r = await pool.query<{ data: Buffer }>('SELECT data FROM stored_file_chunks WHERE file_id = $1 AND seq = $2', [f.id, seq]);
        if (!r.rows[0]) throw new Error(`file ${f.id} lost chunk ${seq}`);
        hash.update(r.rows[0].data);
      }
      if (hash.digest('hex') !== f.sha256) throw new Error(`file ${f.id} does not match its SHA-256 after the copy`);
      files++;
    }
  }
  return { tables: tables.filter((t) => oldTables.has(t.name)).length, rows, files };
}
