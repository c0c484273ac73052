import 'server-only';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { diskStore } from './disk';
import { postgresStore } from './postgres';
import type { FileStore, StoreName } from './store';
import { workAreaWritable } from './work-area';

/**
 * The storage seam: where submitted files' bytes are kept. Two stores, both tested here:
 *   disk      DATA_DIR/uploads (the default, also with DATABASE_URL): one machine.
 *   postgres  chunked rows in the database (STORAGE=postgres): any number of instances on one PostgreSQL.
 * New files go to the configured store; each file's row says which store holds it, so reads, erasures and the
 * sweep work whatever was configured when the file came, and `npm run storage -- migrate` moves disk files over.
 */
export type { FileStore, StoreName } from './store';
export { emptyTmp, newWorkDir, removeDir, removeMailCopies, sweepTmp, tightenDataDir } from './work-area';

const STORES: Record<StoreName, FileStore> = { disk: diskStore, postgres: postgresStore };

/** The store new files go to: STORAGE, 'disk' unless set. An unknown value stops the server with a clear message. */
export function configuredStore(): FileStore {
  const name = (process.env.STORAGE || 'disk').trim().toLowerCase();
  if (name !== 'disk' && name !== 'postgres') throw new Error(`STORAGE is "${process.env.STORAGE}": it must be "disk" or "postgres"`);
  return STORES[name];
}

export function storeNamed(name: StoreName): FileStore {
  return STORES[name];
}

/**
 * Puts a submission's received files into `store`, on the submission's transaction `tx`, as its last step before
 * COMMIT (keys from `storageKey`). If the transaction then fails, call `discardFiles`.
 */
export async function storeFiles(tx: Db, store: FileStore, submissionId: string, files: { id: string; tmpPath: string }[]): Promise<void> {
  for (const f of files) await store.put(tx, storageKey(submissionId, f.id), { path: f.tmpPath });
}

export const storageKey = (submissionId: string, fileId: string) => `${submissionId}/${fileId}`;

/** What `storeFiles` left outside the database for a submission whose commit failed, or that was erased. */
export async function discardFiles(submissionId: string): Promise<void> {
  for (const store of Object.values(STORES)) await store.discard(submissionId);
}

/** A stored file's bytes, streamed from the store its row names (a staff download, the command line). */
export function openStoredFile(file: { storageKey: string; storedIn: StoreName }): Promise<Readable> {
  return storeNamed(file.storedIn).open(file.storageKey);
}

/** At start: files a crash left without their submission, in every store. */
export async function sweepOrphanedFiles(submissionExists: (ids: string[]) => Promise<Set<string>>, staleMs?: number): Promise<number> {
  let removed = 0;
  for (const store of Object.values(STORES)) removed += await store.sweepOrphans(submissionExists, staleMs);
  return removed;
}

/**
 * Whether files can be stored now (the readiness check, src/server/health.ts): uploads can be received (a probe file
 * where they arrive) and, with STORAGE=postgres, the chunk table answers. Throws when not.
 */
export async function storageReady(db: () => Promise<Db>): Promise<void> {
  const store = configuredStore();
  await workAreaWritable();
  if (store.name === 'postgres') await (await db()).execute(sql`SELECT 1 FROM stored_file_chunks LIMIT 1`);
}
