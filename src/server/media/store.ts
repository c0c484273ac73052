import 'server-only';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { dataDir } from '../config';
import { getPool, clientOf, type Db } from '../db/client';
import { sql } from 'drizzle-orm';
import { configuredStore, newWorkDir, removeDir, type StoreName } from '../storage';
import { CHUNK_BYTES, inChunks } from '../storage/postgres';
import { DIR_MODE } from '../storage/work-area';
import { chunkSlices } from '@/lib/media/byte-range.mjs';

/**
 * Where uploaded media's bytes are kept: the storage seam's two stores (STORAGE, src/server/storage), keyed by the
 * original's SHA-256 and a file name (`480.webp`, `720p/seg_000.m4s`):
 *   disk      DATA_DIR/media/<sha256>/<name>  (apart from DATA_DIR/uploads, whose folders belong to submissions
 *             and are swept when they have none)
 *   postgres  media_files rows (sha256, name, seq, data), 1 MiB chunks, written on the upload's transaction
 * Files are immutable: one SHA-256's files are the same whoever uploads them, so a second upload of the same bytes
 * writes nothing new.
 */
export type MediaStore = {
  name: StoreName;
  /** Keeps every file under `dir` (recursively) as `<sha256>/<relative name>`; with postgres, on `tx`. */
  putDir(tx: Db, sha256: string, dir: string): Promise<void>;
  /**
   * A file's bytes and size; with `pick`, only the range it picks from the size ([start, end] inclusive, or null for
   * the whole file), which the answer names in `range`.
   */
  open(sha256: string, name: string, pick?: PickRange): Promise<{ stream: Readable; size: number; range: ByteRange | null }>;
  has(sha256: string, name: string): Promise<boolean>;
  /** Every file name kept for a SHA-256, sorted (`480.webp`, `720p/index.m3u8`…): what a content export copies. */
  list(sha256: string): Promise<string[]>;
  /** Removes every file of a SHA-256 (a failed upload's, when no asset row names it). */
  discard(sha256: string): Promise<void>;
};

export type ByteRange = [start: number, end: number];
type PickRange = (size: number) => ByteRange | null;

const SHA = /^[0-9a-f]{64}$/;
const NAME = /^(?:[0-9a-z]+\/)?[0-9A-Za-z_.-]+$/;

export const mediaDir = () => path.join(dataDir(), 'media');

function diskPath(sha256: string, name = ''): string {
  if (!SHA.test(sha256) || (name && (!NAME.test(name) || name.includes('..')))) throw new Error('Bad media file name');
  return path.join(mediaDir(), sha256, name);
}

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await filesUnder(path.join(dir, entry.name), rel)));
    else out.push(rel);
  }
  return out.sort();
}

const diskMedia: MediaStore = {
  name: 'disk',
  async putDir(_tx, sha256, dir) {
    for (const name of await filesUnder(dir)) {
      const target = diskPath(sha256, name);
      if (await stat(target).then(() => true, () => false)) continue;
      await mkdir(path.dirname(target), { recursive: true, mode: DIR_MODE });
      const tmp = `${target}.${process.pid}.tmp`;
      await copyFile(path.join(dir, name), tmp);
      await rename(tmp, target);
    }
  },
  async open(sha256, name, pick) {
    const file = diskPath(sha256, name);
    const s = await stat(file);
    if (!s.isFile()) throw Object.assign(new Error('No such media file'), { code: 'ENOENT' });
    const range = pick?.(s.size) ?? null;
    return { stream: createReadStream(file, range ? { start: range[0], end: range[1] } : {}), size: s.size, range };
  },
  async has(sha256, name) {
    return stat(diskPath(sha256, name)).then((s) => s.isFile(), () => false);
  },
  async list(sha256) {
    return filesUnder(diskPath(sha256)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    });
  },
  async discard(sha256) {
    await rm(diskPath(sha256), { recursive: true, force: true });
  },
};

const postgresMedia: MediaStore = {
  name: 'postgres',
  async putDir(tx, sha256, dir) {
    const client = clientOf(tx);
    for (const name of await filesUnder(dir)) {
      const exists = await client.query('SELECT 1 FROM media_files WHERE sha256 = $1 AND name = $2 LIMIT 1', [sha256, name]);
      if (exists.rowCount) continue;
      let seq = 0;
      for await (const chunk of atLeastOne(inChunks(createReadStream(path.join(dir, name), { highWaterMark: CHUNK_BYTES })))) {
        await client.query('INSERT INTO media_files (sha256, name, seq, data) VALUES ($1, $2, $3, $4)', [sha256, name, seq++, chunk]);
      }
    }
  },
  async open(sha256, name, pick) {
    const pool = await getPool();
    // Each chunk's length (not its bytes): the file's size, and where a range starts and ends among the chunks.
    const { rows } = await pool.query<{ seq: number; n: number }>(
      'SELECT seq, octet_length(data)::int AS n FROM media_files WHERE sha256 = $1 AND name = $2 ORDER BY seq',
      [sha256, name],
    );
    if (!rows.length) throw Object.assign(new Error('No such media file'), { code: 'ENOENT' });
    const size = rows.reduce((sum, r) => sum + r.n, 0);
    const range = pick?.(size) ?? null;
    const slices = chunkSlices(rows.map((r) => r.n), ...(range ?? [0, size - 1]));
    let next = 0;
    const stream = new Readable({
      highWaterMark: 1,
      async read() {
        try {
          if (next >= slices.length) return void this.push(null);
          const [i, from, to] = slices[next++];
          const r = await pool.query<{ data: Buffer }>('SELECT data FROM media_files WHERE sha256 = $1 AND name = $2 AND seq = $3', [sha256, name, rows[i].seq]);
          const data = r.rows[0]?.data;
          if (!data || data.length !== rows[i].n) throw new Error('A media file lost a chunk');
          this.push(data.subarray(from, to));
        } catch (err) {
          this.destroy(err as Error);
        }
      },
    });
    return { stream, size, range };
  },
  async has(sha256, name) {
    const pool = await getPool();
    return Boolean((await pool.query('SELECT 1 FROM media_files WHERE sha256 = $1 AND name = $2 LIMIT 1', [sha256, name])).rowCount);
  },
  async list(sha256) {
    const pool = await getPool();
    const { rows } = await pool.query<{ name: string }>('SELECT DISTINCT name FROM media_files WHERE sha256 = $1', [sha256]);
    return rows.map((r) => r.name).sort();
  },
  async discard() {
    // Nothing outside the database: the rows roll back with their transaction.
  },
};

async function* atLeastOne(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let any = false;
  for await (const chunk of chunks) {
    any = true;
    yield chunk;
  }
  if (!any) yield Buffer.alloc(0);
}

const STORES: Record<StoreName, MediaStore> = { disk: diskMedia, postgres: postgresMedia };

/** The store new uploads go to (STORAGE, as for submitted files). */
export const configuredMediaStore = (): MediaStore => STORES[configuredStore().name];
export const mediaStoreNamed = (name: StoreName): MediaStore => STORES[name];

/**
 * Orders every change to one SHA-256's files within this transaction: an upload of those bytes, a delete
 * (src/server/content/media-edit.ts), a video job putting its ladder in. Taken before any asset row lock.
 */
export async function lockMediaSha(tx: Pick<Db, 'execute'>, sha256: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`driftline.media:${sha256}`}))`);
}

/**
 * Takes every file of a SHA-256 out of both stores, inside the transaction that deletes its last asset row
 * (src/server/content/media-edit.ts): its media_files rows are deleted on `tx`, and its folder on disk is moved at once
 * into a request folder of DATA_DIR/tmp (the sweeps empty it should the process die), so nothing serves it from now on.
 * After the commit `discard()` removes the folder; if the transaction fails, `restore()` puts it back.
 */
export async function setAsideMediaFiles(tx: Pick<Db, 'execute'>, sha256: string): Promise<{ discard(): Promise<void>; restore(): Promise<void> }> {
  const dir = diskPath(sha256);
  await tx.execute(sql`DELETE FROM media_files WHERE sha256 = ${sha256}`);
  const work = await newWorkDir();
  const aside = path.join(work, sha256);
  let moved = false;
  try {
    await rename(dir, aside);
    moved = true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
      await removeDir(work);
      throw err;
    }
  }
  return {
    discard: () => removeDir(work),
    async restore() {
      if (moved) await rename(aside, dir);
      await removeDir(work);
    },
  };
}

