import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { diskStore, removeFromDisk } from './disk';
import { writeChunks } from './postgres';

export type MigrationReport = { moved: number; bytes: number; failed: { fileId: string; reason: string }[] };

type Row = { id: string; storage_key: string; sha256: string; size_bytes: string | number };

class Mismatch extends Error {}

/**
 * Moves every file the disk holds (submission_files.stored_in = 'disk') into PostgreSQL, one file per transaction:
 * its chunks are written while their SHA-256 is computed, read back from the database and hashed again, and only when
 * both hashes equal the one recorded at upload (and the size matches) does the row say 'postgres' and commit; the disk
 * copy goes after the commit. A file that is missing or differs is reported and left where it is. Safe while the site
 * runs (the row is locked, so an erasure waits) and safe to run again.
 */
export async function migrateDiskToPostgres(db: Db, progress: (done: number, bytes: number) => void = () => {}): Promise<MigrationReport> {
  const report: MigrationReport = { moved: 0, bytes: 0, failed: [] };
  const skip = new Set<string>();
  for (;;) {
    const batch = (
      await db.execute<Row>(sql`SELECT id, storage_key, sha256, size_bytes FROM submission_files WHERE stored_in = 'disk' ORDER BY id LIMIT 200`)
    ).rows.filter((r) => !skip.has(r.id));
    if (!batch.length) return report;
    for (const row of batch) {
      try {
        const moved = await moveOne(db, row);
        if (moved) {
          report.moved++;
          report.bytes += Number(row.size_bytes);
          progress(report.moved, report.bytes);
        }
      } catch (err) {
        skip.add(row.id);
        const reason = err instanceof Mismatch ? err.message : (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing on disk' : String((err as Error).message);
        report.failed.push({ fileId: row.id, reason });
      }
    }
  }
}

async function moveOne(db: Db, row: Row): Promise<boolean> {
  const moved = await db.transaction(async (tx) => {
    const locked = await tx.execute<{ stored_in: string }>(sql`SELECT stored_in FROM submission_files WHERE id = ${row.id} FOR UPDATE`);
    if (locked.rows[0]?.stored_in !== 'disk') return false; // erased, or moved by another run meanwhile
    const written = createHash('sha256');
    let size = 0;
    const source = await diskStore.open(row.storage_key);
    await writeChunks(
      tx,
      row.id,
      (async function* () {
        for await (const chunk of source as AsyncIterable<Buffer>) {
          written.update(chunk);
          size += chunk.length;
          yield chunk;
        }
      })(),
    );
    if (written.digest('hex') !== row.sha256 || size !== Number(row.size_bytes)) throw new Mismatch('the file on disk differs from the one received (SHA-256 or size)');
    const readBack = createHash('sha256');
    for (let seq = 0; ; seq++) {
      const chunk = await tx.execute<{ data: Buffer }>(sql`SELECT data FROM stored_file_chunks WHERE file_id = ${row.id} AND seq = ${seq}`);
      if (!chunk.rows.length) break;
      readBack.update(chunk.rows[0].data);
    }
    if (readBack.digest('hex') !== row.sha256) throw new Mismatch('the copy in PostgreSQL differs from the file received');
    await tx.execute(sql`UPDATE submission_files SET stored_in = 'postgres' WHERE id = ${row.id}`);
    return true;
  });
  if (moved) await removeFromDisk(row.storage_key);
  return moved;
}
