import 'server-only';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { chmod, link, mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable, type Writable } from 'node:stream';
import type { Pool, PoolClient } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { dataDir, uploadsDir } from './config';
import { mediaDir } from './media/store';
import { tablesInOrder, type Table } from './db/tables';

/**
 * Backup and restore of everything the site keeps: the database (every table of its schema) and the files kept on
 * disk (DATA_DIR/uploads, and uploaded media's DATA_DIR/media/<sha256>/…; files kept in PostgreSQL are rows of
 * stored_file_chunks and media_files, so in the database's part),
 * whatever STORAGE is. One file, written while the site serves and takes uploads:
 *   - the database is read in one REPEATABLE READ, READ ONLY transaction (one snapshot: every submission committed
 *     before it began, nothing after), each table as a binary COPY, in an order where a table follows those its
 *     foreign keys name;
 *   - then, in the same snapshot, each disk file its rows name (files on disk never change once their submission
 *     commits); a file erased since the snapshot (an erasure is a privacy request) takes its submission out of the
 *     backup, recorded as `gone`;
 *   - last, a trailer with the SHA-256 of everything before it: a cut or damaged file is refused before anything
 *     is restored.
 * Format: "DRIFTLINE-BACKUP 1\n", then frames of [u32 header length][JSON header][u64 payload length][payload].
 */
const MAGIC = Buffer.from('DRIFTLINE-BACKUP 1\n');
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Header =
  | { type: 'meta'; created: string; versions: number[]; tables: { name: string; columns: string[] }[] }
  | { type: 'data'; table: string }
  | { type: 'table-end'; table: string; rows: number }
  | { type: 'file'; key: string; sha256: string }
  | { type: 'gone'; submission: string }
  | { type: 'media'; asset: string; name: string; sha256: string }
  | { type: 'end'; tables: number; files: number };

function frame(header: Header, payloadLength = 0): Buffer {
  const json = Buffer.from(JSON.stringify(header));
  const out = Buffer.alloc(4 + json.length + 8);
  out.writeUInt32BE(json.length, 0);
  json.copy(out, 4);
  out.writeBigUInt64BE(BigInt(payloadLength), 4 + json.length);
  return out;
}

/** Writes to `out`, hashing what passes. */
class HashingWriter {
  readonly hash = createHash('sha256');
  bytes = 0;
  constructor(private readonly out: Writable) {}
  async write(b: Buffer): Promise<void> {
    this.hash.update(b);
    this.bytes += b.length;
    if (!this.out.write(b)) await new Promise((r) => this.out.once('drain', r));
  }
}

export type BackupSummary = { tables: number; rows: number; files: number; gone: number; bytes: number };

/**
 * Writes the backup to `file` (which must not exist): to `<file>.partial` first, mode 0600, renamed when complete,
 * so a failed backup leaves no file that looks whole.
 */
export async function writeBackup(pool: Pool, file: string): Promise<BackupSummary> {
  if (existsSync(file)) throw new Error(`${file} exists already: name a new file (nothing was written)`);
  const partial = `${file}.partial`;
  const handle = await open(partial, 'wx', 0o600);
  const out = handle.createWriteStream();
  const w = new HashingWriter(out);
  const client = await pool.connect();
  const summary: BackupSummary = { tables: 0, rows: 0, files: 0, gone: 0, bytes: 0 };
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const tables = await tablesInOrder(client);
    const versions = (await client.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map((r) => Number(r.version));
    await w.write(MAGIC);
    await w.write(frame({ type: 'meta', created: new Date().toISOString(), versions, tables: tables.map((t) => ({ name: t.name, columns: t.columns.map((c) => c.name) })) }));
    for (const t of tables) {
      const cols = t.columns.map((c) => ident(c.name)).join(', ');
      const copy = client.query(copyTo(`COPY ${ident(t.name)} (${cols}) TO STDOUT (FORMAT binary)`));
      for await (const chunk of copy as AsyncIterable<Buffer>) {
        await w.write(frame({ type: 'data', table: t.name }, chunk.length));
        await w.write(chunk);
      }
      const rows = Number((copy as unknown as { rowCount?: number }).rowCount ?? 0);
      await w.write(frame({ type: 'table-end', table: t.name, rows }));
      summary.tables++;
      summary.rows += rows;
    }
    // The files on disk that the snapshot's rows name.
    const disk = await client.query<{ key: string; sha256: string; submission: string }>(
      `SELECT storage_key AS key, sha256, submission_id AS submission FROM submission_files WHERE stored_in = 'disk' ORDER BY storage_key`,
    );
    const gone = new Set<string>();
    for (const f of disk.rows) {
      if (gone.has(f.submission)) continue;
      const p = diskPath(f.key);
      const size = await stat(p).then(
        (s) => s.size,
        () => null,
      );
      if (size === null) {
        gone.add(f.submission);
        await w.write(frame({ type: 'gone', submission: f.submission }));
        continue;
      }
      await w.write(frame({ type: 'file', key: f.key, sha256: f.sha256 }, size));
      let sent = 0;
      for await (const chunk of createReadStream(p) as AsyncIterable<Buffer>) {
        const piece = chunk.subarray(0, Math.max(0, size - sent));
        sent += piece.length;
        if (piece.length) await w.write(piece);
      }
      if (sent !== size) throw new Error(`${f.key} changed size while it was read`);
      summary.files++;
    }
    summary.gone = gone.size;
    // Uploaded media kept on disk (content-addressed, never changed once written): every file of each asset the
    // snapshot names. A video still being transcoded has its poster; its job is in the snapshot and runs again.
    const media = await client.query<{ sha256: string }>(`SELECT DISTINCT sha256 FROM media_assets WHERE stored_in = 'disk' ORDER BY sha256`);
    for (const { sha256 } of media.rows) {
      for (const name of await mediaFilesOf(sha256)) {
        const p = mediaPath(sha256, name);
        const digest = createHash('sha256');
        for await (const chunk of createReadStream(p) as AsyncIterable<Buffer>) digest.update(chunk);
        const { size } = await stat(p);
        await w.write(frame({ type: 'media', asset: sha256, name, sha256: digest.digest('hex') }, size));
        let sent = 0;
        for await (const chunk of createReadStream(p) as AsyncIterable<Buffer>) {
          const piece = chunk.subarray(0, Math.max(0, size - sent));
          sent += piece.length;
          if (piece.length) await w.write(piece);
        }
        if (sent !== size) throw new Error(`media ${sha256}/${name} changed size while it was read`);
        summary.files++;
      }
    }
    await client.query('COMMIT');
    await w.write(frame({ type: 'end', tables: summary.tables, files: summary.files }));
    const digest = w.hash.digest();
    out.end(digest);
    await new Promise<void>((resolve, reject) => out.once('finish', resolve).once('error', reject));
    await handle.sync().catch(() => undefined);
    await handle.close().catch(() => undefined);
    summary.bytes = w.bytes + digest.length;
    // No overwrite: link then unlink, so a file created meanwhile under that name is never replaced.
    await link(partial, file);
    await rm(partial, { force: true });
    return summary;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    out.destroy();
    await handle.close().catch(() => undefined);
    await rm(partial, { force: true });
    throw err;
  } finally {
    client.release();
  }
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The path of a disk file from its storage key (`<submission id>/<file id>`), refusing anything else. */
function diskPath(key: string): string {
  const [a, b, ...rest] = key.split('/');
  if (rest.length || !ID.test(a ?? '') || !ID.test(b ?? '')) throw new Error(`Bad storage key in the backup: ${JSON.stringify(key)}`);
  return path.join(uploadsDir(), a, b);
}

const SHA256 = /^[0-9a-f]{64}$/;
const MEDIA_NAME = /^(?:[0-9a-z]+\/)?[0-9A-Za-z_.-]+$/;

/** The path of an uploaded media file from its asset's SHA-256 and its name, refusing anything else. */
function mediaPath(sha256: string, name: string): string {
  if (!SHA256.test(sha256) || !MEDIA_NAME.test(name) || name.includes('..')) throw new Error(`Bad media file in the backup: ${JSON.stringify(`${sha256}/${name}`)}`);
  return path.join(mediaDir(), sha256, name);
}

/** The files of one uploaded asset on disk (`480.webp`, `720p/seg_000.m4s`), leaving out a copy being written. */
async function mediaFilesOf(sha256: string, sub = ''): Promise<string[]> {
  const dir = path.join(mediaDir(), sha256, sub);
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const out: string[] = [];
  for (const e of entries) {
    const rel = sub ? `${sub}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await mediaFilesOf(sha256, rel)));
    else if (e.isFile() && !e.name.endsWith('.tmp')) out.push(rel);
  }
  return out.sort();
}

// ---------------------------------------------------------------- reading

/** Reads a backup's frames from a byte stream. */
class FrameReader {
  private buf: Buffer = Buffer.alloc(0);
  private done = false;
  private waiting: (() => void) | null = null;
  private error: Error | null = null;
  constructor(private readonly source: Readable) {
    source.on('data', (d: Buffer) => {
      this.buf = this.buf.length ? Buffer.concat([this.buf, d]) : d;
      if (this.buf.length > 8 * 1024 * 1024) source.pause();
      this.wake();
    });
    source.on('end', () => {
      this.done = true;
      this.wake();
    });
    source.on('error', (err) => {
      this.error = err;
      this.wake();
    });
  }
  private wake() {
    const w = this.waiting;
    this.waiting = null;
    w?.();
  }
  /** Exactly n bytes, or null at a clean end. */
  async take(n: number): Promise<Buffer | null> {
    while (this.buf.length < n) {
      if (this.error) throw this.error;
      if (this.done) {
        if (!this.buf.length) return null;
        throw new Error('the backup file is cut short');
      }
      this.source.resume();
      await new Promise<void>((r) => (this.waiting = r));
    }
    const out = this.buf.subarray(0, n);
    this.buf = this.buf.subarray(n);
    if (this.buf.length < 8 * 1024 * 1024) this.source.resume();
    return out;
  }
  /** The payload in pieces of at most 1 MiB. */
  async *payload(length: number): AsyncGenerator<Buffer> {
    let left = length;
    while (left > 0) {
      const piece = await this.take(Math.min(left, 1024 * 1024));
      if (!piece) throw new Error('the backup file is cut short');
      left -= piece.length;
      yield piece;
    }
  }
}

/** Walks a backup file: `onFrame` gets each frame (its payload to read or skip); checks the magic and the trailer. */
async function walk(file: string, onFrame: (h: Header, payload: AsyncGenerator<Buffer>, length: number) => Promise<void>): Promise<void> {
  const size = (await stat(file)).size;
  if (size < MAGIC.length + 32) throw new Error(`${file} is not a backup of this site`);
  const hash = createHash('sha256');
  let hashed = 0;
  const body = size - 32;
  // Everything but the last 32 bytes (the trailer) is hashed as it is read.
  const source = createReadStream(file, { end: body - 1, highWaterMark: 1024 * 1024 });
  const hashing = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      hash.update(chunk);
      hashed += chunk.length;
      cb(null, chunk);
    },
  });
  source.pipe(hashing);
  const r = new FrameReader(hashing);
  const magic = await r.take(MAGIC.length);
  if (!magic || !magic.equals(MAGIC)) {
    source.destroy();
    throw new Error(`${file} is not a backup of this site`);
  }
  let ended = false;
  for (;;) {
    const lenBuf = await r.take(4);
    if (!lenBuf) break;
    if (ended) throw new Error('the backup file has data after its end');
    const json = await r.take(lenBuf.readUInt32BE(0));
    const plen = await r.take(8);
    if (!json || !plen) throw new Error('the backup file is cut short');
    let header: Header;
    try {
      header = JSON.parse(json.toString('utf8')) as Header;
    } catch {
      throw new Error('the backup file is damaged');
    }
    const length = Number(plen.readBigUInt64BE(0));
    const payload = r.payload(length);
    await onFrame(header, payload, length);
    for await (const piece of payload) void piece; // what onFrame did not read
    if (header.type === 'end') ended = true;
  }
  if (!ended) throw new Error('the backup file is cut short (no end)');
  const trailer = Buffer.alloc(32);
  const fh = await open(file, 'r');
  await fh.read(trailer, 0, 32, body);
  await fh.close();
  if (hashed !== body || !hash.digest().equals(trailer)) throw new Error('the backup file is damaged (its checksum does not match)');
}

/** Checks a backup file whole (structure and checksum) without restoring anything; returns what it holds. */
export async function checkBackup(file: string): Promise<{ versions: number[]; tables: number; files: number }> {
  let meta: Extract<Header, { type: 'meta' }> | null = null;
  let end: Extract<Header, { type: 'end' }> | null = null;
  await walk(file, async (h) => {
    if (h.type === 'meta') meta = h;
    if (h.type === 'end') end = h;
  });
  const m = meta as Extract<Header, { type: 'meta' }> | null;
  const e = end as Extract<Header, { type: 'end' }> | null;
  if (!m || !e) throw new Error(`${file} is not a complete backup`);
  return { versions: m.versions, tables: e.tables, files: e.files };
}

/** Whether DATA_DIR holds anything (the restore goes only into an empty one). */
export async function dataDirEntries(): Promise<string[]> {
  return readdir(dataDir()).catch(() => [] as string[]);
}

/**
 * Restores `file` into the database behind `pool` (which must hold no table), DATA_DIR/uploads and DATA_DIR/media: the schema the
 * backup was taken on (its migrations), then every table by binary COPY in one transaction, sequences set, the
 * submissions whose files were erased during the backup removed, then the disk files, each checked against its
 * SHA-256. `migrate` gives the schema; the site applies newer migrations when it starts.
 */
export async function restoreBackup(
  pool: Pool,
  file: string,
  migrate: (only: ReadonlySet<number>) => Promise<void>,
): Promise<{ rows: number; files: number }> {
  const { versions } = await checkBackup(file);
  await migrate(new Set(versions));
  const client: PoolClient = await pool.connect();
  let tables: Table[] = [];
  let rows = 0;
  let files = 0;
  const gone: string[] = [];
  let copying: { table: string; stream: Writable; done: Promise<void> } | null = null;
  const finishCopy = async () => {
    if (!copying) return;
    copying.stream.end();
    await copying.done;
    copying = null;
  };
  try {
    await client.query('BEGIN');
    tables = await tablesInOrder(client);
    await client.query(`TRUNCATE ${tables.map((t) => ident(t.name)).join(', ')}`);
    let meta: Extract<Header, { type: 'meta' }> | null = null;
    await walk(file, async (h, payload) => {
      if (h.type === 'meta') {
        meta = h;
        for (const t of h.tables) {
          const here = tables.find((x) => x.name === t.name);
          const missing = t.columns.filter((c) => !here?.columns.some((x) => x.name === c));
          if (!here || missing.length) throw new Error(`the database lacks ${here ? `columns ${missing.join(', ')} of` : 'the table'} ${t.name}`);
        }
      } else if (h.type === 'data') {
        if (copying?.table !== h.table) {
          await finishCopy();
          const t = (meta as Extract<Header, { type: 'meta' }> | null)?.tables.find((x) => x.name === h.table);
          if (!t) throw new Error(`the backup names an unknown table ${h.table}`);
          const stream = client.query(copyFrom(`COPY ${ident(t.name)} (${t.columns.map(ident).join(', ')}) FROM STDIN (FORMAT binary)`));
          copying = { table: h.table, stream, done: new Promise((resolve, reject) => stream.once('finish', resolve).once('error', reject)) };
        }
        const target = copying!.stream;
        for await (const piece of payload) if (!target.write(piece)) await new Promise((r) => target.once('drain', r));
      } else if (h.type === 'table-end') {
        await finishCopy();
        rows += h.rows;
      } else if (h.type === 'gone') {
        gone.push(h.submission);
      }
    });
    await finishCopy();
    for (const t of tables) {
      for (const c of t.columns.filter((x) => x.serial)) {
        await client.query(`SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT max(${ident(c.name)}) FROM ${ident(t.name)}), 0) + 1, false)`, [t.name, c.name]);
      }
    }
    if (gone.length) await client.query('DELETE FROM submissions WHERE id = ANY($1::uuid[])', [gone]);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release();
    throw err;
  }
  client.release();

  // The disk files, each checked against its SHA-256 as it is written.
  await mkdir(uploadsDir(), { recursive: true, mode: 0o700 });
  await walk(file, async (h, payload) => {
    if (h.type !== 'file' && h.type !== 'media') return;
    if (h.type === 'file' && gone.includes(h.key.split('/')[0])) return;
    const p = h.type === 'file' ? diskPath(h.key) : mediaPath(h.asset, h.name);
    const label = h.type === 'file' ? h.key : `media ${h.asset}/${h.name}`;
    await mkdir(path.dirname(p), { recursive: true, mode: 0o700 });
    const hash = createHash('sha256');
    await pipeline(
      payload,
      new Transform({
        transform(chunk: Buffer, _e, cb) {
          hash.update(chunk);
          cb(null, chunk);
        },
      }),
      createWriteStream(p, { flags: 'wx', mode: 0o600 }),
    );
    await chmod(p, 0o600);
    if (hash.digest('hex') !== h.sha256) throw new Error(`${label} does not match its SHA-256`);
    files++;
  });
  return { rows, files };
}
