import 'server-only';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { clientOf, getPool, type Db } from '../db/client';
import type { FileStore } from './store';

/**
 * Bytes per row: large enough that a 100 MB upload is a hundred statements, small enough that reading or writing a
 * file holds at most a couple of chunks in memory.
 */
export const CHUNK_BYTES = 1024 * 1024;

const fileIdOf = (key: string) => {
  const m = /^[0-9a-f-]{36}\/([0-9a-f-]{36})$/i.exec(key);
  if (!m) throw new Error('Bad storage key');
  return m[1];
};

/** Re-cuts a stream of buffers into pieces of exactly `size` bytes (the last may be shorter), copying only to join. */
export async function* inChunks(source: AsyncIterable<Buffer>, size = CHUNK_BYTES): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let held = 0;
  for await (const piece of source) {
    let rest = piece;
    while (held + rest.length >= size) {
      if (!held) {
        yield rest.subarray(0, size); // a whole chunk as it came: no copy
        rest = rest.subarray(size);
        continue;
      }
      const take = size - held;
      parts.push(rest.subarray(0, take));
      yield Buffer.concat(parts, size);
      parts = [];
      held = 0;
      rest = rest.subarray(take);
    }
    if (rest.length) {
      parts.push(rest);
      held += rest.length;
    }
  }
  if (held) yield Buffer.concat(parts, held);
}

/** Binary COPY's header: signature, flags, header extension length. */
const COPY_HEADER = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
const COPY_TRAILER = Buffer.from([0xff, 0xff]);
const UUID_BYTES = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');

/** The rows (file_id, seq, data) in binary COPY format: a small header per row, then the chunk itself, not copied. */
async function* copyRows(fileId: string, chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const id = UUID_BYTES(fileId);
  yield COPY_HEADER;
  let seq = 0;
  for await (const chunk of chunks) {
    const head = Buffer.alloc(2 + 4 + 16 + 4 + 4 + 4);
    let at = head.writeInt16BE(3, 0);
    at = head.writeInt32BE(16, at);
    at += id.copy(head, at);
    at = head.writeInt32BE(4, at);
    at = head.writeInt32BE(seq++, at);
    head.writeInt32BE(chunk.length, at);
    yield head;
    yield chunk;
  }
  yield COPY_TRAILER;
}

/**
 * Writes a file's bytes as numbered chunks of the file's row, on the transaction `tx` (so they commit, or roll back,
 * with it), reading the source one chunk at a time, as one binary COPY, each chunk handed to the socket as it is
 * (the embedded database is a PostgreSQL server too).
 * An empty file still has its one (empty) chunk: a stored file is never confused with a missing one.
 */
export async function writeChunks(tx: Db, fileId: string, source: AsyncIterable<Buffer>): Promise<void> {
  const chunks = atLeastOne(inChunks(source));
  await pipeline(Readable.from(copyRows(fileId, chunks), { objectMode: false }), clientOf(tx).query(copyFrom('COPY stored_file_chunks (file_id, seq, data) FROM STDIN (FORMAT binary)')));
}

async function* atLeastOne(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let any = false;
  for await (const chunk of chunks) {
    any = true;
    yield chunk;
  }
  if (!any) yield Buffer.alloc(0);
}

/** The chunks of a stored file in order, one query per chunk, so memory holds one at a time. */
export async function readChunks(fileId: string): Promise<Readable> {
  const pool = await getPool();
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM stored_file_chunks WHERE file_id = $1', [fileId]);
  const count = Number(rows[0]?.n ?? 0);
  if (!count) throw Object.assign(new Error('No such stored file'), { code: 'ENOENT' });
  let seq = 0;
  return new Readable({
    highWaterMark: 1,
    objectMode: false,
    async read() {
      try {
        if (seq >= count) return void this.push(null);
        // In text format (bytea's hex, which pg turns into a Buffer): pg decodes every field of a binary-format
        // answer as UTF-8 text unless the whole connection is binary, which would mangle the bytes.
        const r = await pool.query<{ data: Buffer }>('SELECT data FROM stored_file_chunks WHERE file_id = $1 AND seq = $2', [fileId, seq++]);
        const data = r.rows[0]?.data;
        if (!data) throw new Error('A stored file lost a chunk');
        this.push(data);
      } catch (err) {
        this.destroy(err as Error);
      }
    },
  });
}

/**
 * PostgreSQL as the file store (STORAGE=postgres): every instance reads what any instance stored, and one pg_dump
 * holds everything. Files are rows of stored_file_chunks, written in the submission's own transaction and removed
 * with their file's row (ON DELETE CASCADE): a failed commit or an erasure leaves nothing, and no crash can leave an
 * orphan. Uploads are still received and checked in DATA_DIR/tmp on the instance that took them, for the length of
 * the request.
 */
export const postgresStore: FileStore = {
  name: 'postgres',

  async put(tx, key, source) {
    await writeChunks(tx, fileIdOf(key), createReadStream(source.path, { highWaterMark: CHUNK_BYTES }));
  },

  open(key) {
    return readChunks(fileIdOf(key));
  },

  async discard() {
    // Nothing outside the database: the chunks go with their rows.
  },

  async sweepOrphans() {
    return 0;
  },
};
