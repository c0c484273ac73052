/**
 * A PostgreSQL of its own with the migrations and today's seed (src/content): what the content editor's model is
 * tested on (content-edit, content-video-ready). What started is stopped again if the rest fails.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { expect } from 'vitest';
import { ContentEditError } from '@/server/content/edit';
import * as schema from '@/server/db/schema';
import { migrate } from '@/server/db/migrate';
import { seedContent } from '@/server/content/seed';
import type { Db } from '@/server/db/client';
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
