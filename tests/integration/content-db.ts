/**
 * A PostgreSQL of its own with the migrations and today's seed (src/content): what the content editor's model is
 * tested on (content-edit, content-video-ready, content-lock, content-review…). What started is stopped again if the rest
 * fails.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { expect } from 'vitest';
import * as schema from '@/server/db/schema';
import { migrate } from '@/server/db/migrate';
import { seedContent } from '@/server/content/seed';
import type { Db } from '@/server/db/client';
import { ContentEditError, listItems } from '@/server/content/edit';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { endPool } from '../../src/server/db/cluster.mjs';

export type SeededContentDb = { pool: pg.Pool; db: Db; stop: () => Promise<void> };

export async function startSeededContentDb(): Promise<SeededContentDb> {
  const pgServer = await startPostgres();
  const pool = new pg.Pool({ connectionString: pgServer.url, max: 4 });
  const stop = async () => {
    await endPool(pool);
    await pgServer.stop();
  };
  try {
    const db = drizzle({ client: pool, schema });
    await migrate(db);
    await seedContent(db);
    return { pool, db, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** The refusal a content edit ends in (it must be one: a ContentEditError, never another error). */
export async function refused(promise: Promise<unknown>): Promise<ContentEditError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ContentEditError);
  return err as ContentEditError;
}

/** A colleague with an account in the database (the lock and review suites' Ayla and Ben). */
export type Colleague = { id: string; email: string; name: string; role: string };

/** startSeededContentDb, with these colleagues' accounts in it. */
export async function startContentDbWith(colleagues: Colleague[]): Promise<SeededContentDb> {
  const started = await startSeededContentDb();
  for (const p of colleagues) await started.pool.query('INSERT INTO staff_users (id, name, email, role) VALUES ($1, $2, $3, $4)', [p.id, p.name, p.email, p.role]);
  return started;
}

/**
 * Before each test: no lock, notice, outbox mail or draft left on any item by the test before; answers the id of a
 * published role (one at random) to work on, with no draft and nobody in it.
 */
export async function freshRole(db: Db, pool: pg.Pool): Promise<string> {
  const roles = await listItems(db, 'role');
  await pool.query('DELETE FROM content_locks; DELETE FROM staff_notices; DELETE FROM outbox');
  await pool.query('UPDATE content_items SET draft_version_id = NULL, draft_owner_id = NULL, draft_owner_name = NULL');
  return roles[Math.floor(Math.random() * roles.length)].id;
}

/** How many rows a table holds (where a condition holds). */
export async function countRows(pool: pg.Pool, table: string, where = 'true'): Promise<number> {
  return Number((await pool.query(`SELECT count(*) AS n FROM ${table} WHERE ${where}`)).rows[0].n);
}
