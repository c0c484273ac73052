import 'server-only';
import type { Readable } from 'node:stream';
import type { Db } from '../db/client';

export type StoreName = 'disk' | 'postgres';

/**
 * One place that keeps submitted files' bytes (a driver of the storage seam, src/server/storage/index.ts). Keys are
 * `<submission id>/<file id>`, never a sender's file name. A file row (submission_files.stored_in) says which store
 * holds its bytes, so a site can change stores and move its files over at its own pace (`npm run storage -- migrate`).
 */
export type FileStore = {
  name: StoreName;
  /**
   * Keeps a received file (a temp file on this machine, already checked) under `key`, inside the submission's
   * transaction `tx`: the last step before COMMIT.
   */
  put(tx: Db, key: string, source: { path: string }): Promise<void>;
  /** The bytes of a stored file, streamed in bounded memory; throws when there is no such file. */
  open(key: string): Promise<Readable>;
  /** Removes whatever this store holds for a submission outside the database (after an erasure or a failed commit). */
  discard(submissionId: string): Promise<void>;
  /** Removes files a crash left without their submission; returns how many submissions' files went. */
  sweepOrphans(submissionExists: (ids: string[]) => Promise<Set<string>>, staleMs?: number): Promise<number>;
};
