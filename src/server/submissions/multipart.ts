import 'server-only';
import { createHash, randomUUID, type Hash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import {
  FILE_TOO_LARGE_MESSAGE,
  MAX_FILE_BYTES,
  MAX_FILES,
  MAX_TOTAL_BYTES,
  TOO_MANY_FILES_MESSAGE,
  TOTAL_TOO_LARGE_MESSAGE,
  UPLOAD_FIELD,
} from '@/lib/forms/limits.mjs';
import { contentGuard, detectFileKind, SNIFF_BYTES, ALLOWED_TYPES_TEXT, withKindExtension, type FileKind } from '../filetype';
import { sanitizeDisplayName } from '../filename';
import { inspectDocument } from '../office-package';
import { discardRest } from '../http/discard-rest.mjs';
import { SubmissionError } from './errors';
import { log } from '../ops/log.mjs';

/** Caps on the text parts: no field longer than 10 000 bytes, at most 40 of them. */
export const MAX_FIELD_BYTES = 10_000;
export const MAX_FIELDS = 40;

export type ReceivedFile = {
  id: string;
  /** Where the bytes are now (inside the request's temp folder). */
  tmpPath: string;
  /** The sender's name, sanitized, ending with an extension of the detected kind. */
  displayName: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
};

export type ParsedForm = { fields: Record<string, string>; files: ReceivedFile[] };

const notAccepted = (displayName: string) =>
  new SubmissionError(415, `${displayName}: only ${ALLOWED_TYPES_TEXT} files are accepted`, { upload: `${displayName} is not an accepted file type` });
const tooLarge = (displayName: string) => new SubmissionError(413, `${displayName} is larger than 25MB`, { upload: FILE_TOO_LARGE_MESSAGE });
const totalTooLarge = () => new SubmissionError(413, TOTAL_TOO_LARGE_MESSAGE, { upload: TOTAL_TOO_LARGE_MESSAGE });
const interrupted = () => new SubmissionError(400, 'The upload was interrupted');

/**
 * One file part on its way to `tmpPath`: its first bytes are held until the type can be judged, then written
 * (0600) with the SHA-256 taken on the way. `push` returns false when the disk wants the part paused.
 */
class IncomingFile {
  readonly id = randomUUID();
  private readonly hash: Hash = createHash('sha256');
  private head: Buffer[] = [];
  private headBytes = 0;
  private writer: WriteStream | null = null;
  /** A disk error, kept here: the writer always has a listener, so none can escape as an uncaught error. */
  private failure: Error | null = null;
  private guard: ReturnType<typeof contentGuard> = null;
  /** Why the content was refused after its first bytes passed (a text file's later bytes). */
  textFault: string | null = null;
  kind: FileKind | null = null;
  size = 0;

  constructor(
    readonly tmpPath: string,
    readonly displayName: string,
  ) {}

  /** Takes a chunk; throws a SubmissionError when the type is not accepted. */
  push(chunk: Buffer): boolean {
    if (this.writer?.destroyed) return true;
    this.size += chunk.length;
    this.hash.update(chunk);
    if (this.writer) {
      this.guardContent(chunk);
      return this.writer.write(chunk);
    }
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes >= SNIFF_BYTES) this.open();
    return true;
  }

  private open() {
    const sniff = Buffer.concat(this.head);
    this.head = [];
    this.kind = detectFileKind(sniff);
    if (!this.kind) throw notAccepted(this.displayName);
    this.guard = contentGuard(this.kind);
    this.guardContent(sniff);
    this.writer = createWriteStream(this.tmpPath, { flags: 'wx', mode: 0o600 });
    this.writer.on('error', (err) => (this.failure ??= err));
    this.writer.write(sniff);
  }

  /** The whole content of a text or RTF file is checked as it arrives; a fault refuses the upload at once. */
  private guardContent(chunk: Buffer) {
    const fault = this.guard?.push(chunk) ?? null;
    if (!fault) return;
    log.info({ event: 'file-refused', type: this.kind?.mime }, 'a file was refused: its content is not what its type allows'); // the reason may quote names inside the file
    throw notAccepted(this.displayName);
  }

  get stream(): WriteStream | null {
    return this.writer;
  }

  /** All bytes are in: judge a short file, flush to disk, confirm a package from its central directory. */
  async finish(): Promise<ReceivedFile> {
    if (!this.writer) this.open();
    this.textFault = this.guard?.end() ?? null;
    const writer = this.writer as WriteStream;
    await new Promise<void>((resolve, reject) => {
      if (this.failure || writer.destroyed) return reject(this.failure ?? new Error('the upload was stopped'));
      writer.once('error', reject);
      writer.end(resolve);
    });
    if (this.textFault) {
      log.info({ event: 'file-refused', type: this.kind?.mime }, 'a file was refused: its content is not what its type allows'); // the reason may quote names inside the file
      throw notAccepted(this.displayName);
    }
    const verdict = await inspectDocument(this.tmpPath, this.kind as FileKind);
    if (!verdict.ok) {
      log.info({ event: 'file-refused', type: this.kind?.mime }, 'a file was refused: its content is not what its type allows'); // the reason may quote names inside the file
      throw notAccepted(this.displayName);
    }
    const kind = verdict.kind;
    return {
      id: this.id,
      tmpPath: this.tmpPath,
      displayName: withKindExtension(this.displayName, kind),
      mimeType: kind.mime,
      sizeBytes: this.size,
      sha256: this.hash.digest('hex'),
    };
  }

  destroy() {
    this.writer?.destroy();
  }

  /**
   * Resolves once its file is closed (at once when none was opened). A writer destroyed while its file is still being
   * opened creates that file first: until it is closed, the work folder may still gain it.
   */
  settled(): Promise<void> {
    const writer = this.writer;
    if (!writer || writer.closed) return Promise.resolve();
    return new Promise((resolve) => writer.once('close', () => resolve()));
  }
}

/**
 * Streams a multipart body through busboy into `workDir` (a fresh temp folder the caller owns and removes).
 * Count, per-file size and total are enforced while bytes arrive (limits are inclusive: exactly 25 MiB and
 * 100 MiB pass); each file's type is judged from its first bytes before anything is written, and a ZIP-based
 * document from its whole central directory once it is in. At the first breach the promise rejects with a
 * SubmissionError (400/413/415) and the rest of the body is read and dropped, within bounds (see discardRest):
 * the request body is never cancelled, and the promise rejects only once every file it wrote is closed. Memory stays
 * at a few chunks per file.
 */
export async function parseMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | null,
  workDir: string,
): Promise<ParsedForm> {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) {
    throw new SubmissionError(400, 'Expected multipart/form-data');
  }
  if (!body) throw new SubmissionError(400, 'The form is empty');

  let bb: busboy.Busboy;
  try {
    bb = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      // busboy stops a part when it reaches its limit; ours are inclusive, so each is one above the largest allowed.
      limits: {
        files: MAX_FILES,
        fileSize: MAX_FILE_BYTES + 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES + 1,
        fieldNameSize: 101,
        parts: MAX_FILES + MAX_FIELDS + 1,
      },
    });
  } catch {
    throw new SubmissionError(400, 'Malformed multipart form (no boundary)');
  }
  await mkdir(workDir, { recursive: true, mode: 0o700 });

  const source = Readable.fromWeb(body as unknown as NodeWebReadableStream<Uint8Array>, { highWaterMark: 64 * 1024 });

  return new Promise<ParsedForm>((resolve, reject) => {
    const fields: Record<string, string> = {};
    const incoming: IncomingFile[] = [];
    const pending: Promise<ReceivedFile>[] = [];
    let total = 0;
    let failed = false;

    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      source.unpipe(bb);
      bb.removeAllListeners('file');
      bb.removeAllListeners('field');
      for (const file of incoming) file.destroy();
      // Never source.destroy(): cancelling a request body races its end inside Node's fetch and throws an
      // uncaught "ReadableStream is already closed". What is left is read and dropped, within bounds.
      discardRest(source);
      // Only once every file it opened is closed: the caller then removes the work folder, and a file still being
      // created in it (its open was queued before the refusal) would land after that, kept, the folder with it.
      const refusal = err instanceof SubmissionError ? err : new SubmissionError(500, 'Could not store the upload');
      void Promise.all(incoming.map((file) => file.settled())).then(() => reject(refusal));
    };

    source.on('error', () => fail(interrupted()));
    source.on('aborted', () => fail(interrupted()));

    bb.on('field', (name, value, info) => {
      if (failed) return;
      if (info.nameTruncated || info.valueTruncated) return fail(new SubmissionError(413, `The field ${name.slice(0, 40)} is too long`));
      if (!(name in fields)) fields[name] = value;
    });

    bb.on('file', (name, stream, info) => {
      if (failed) return stream.resume();
      if (name !== UPLOAD_FIELD) {
        stream.resume();
        return fail(new SubmissionError(400, `Files go under the key "${UPLOAD_FIELD}"`));
      }
      const file = new IncomingFile(path.join(workDir, String(incoming.length)), sanitizeDisplayName(info.filename));
      incoming.push(file);
      const received = new Promise<ReceivedFile>((resolveFile, rejectFile) => {
        stream.on('data', (chunk: Buffer) => {
          if (failed) return;
          total += chunk.length;
          if (total > MAX_TOTAL_BYTES) return fail(totalTooLarge());
          try {
            if (!file.push(chunk)) {
              stream.pause();
              file.stream?.once('drain', () => stream.resume());
            }
          } catch (err) {
            fail(err);
          }
        });
        stream.on('limit', () => fail(tooLarge(file.displayName)));
        stream.on('error', () => rejectFile(interrupted()));
        stream.on('end', () => {
          if (failed) return rejectFile(interrupted());
          file.finish().then(resolveFile, rejectFile);
        });
      });
      received.catch(fail);
      pending.push(received);
    });

    bb.on('filesLimit', () => fail(new SubmissionError(413, `At most ${MAX_FILES} files`, { upload: TOO_MANY_FILES_MESSAGE })));
    bb.on('fieldsLimit', () => fail(new SubmissionError(413, 'Too many fields')));
    bb.on('partsLimit', () => fail(new SubmissionError(413, 'Too many parts')));
    bb.on('error', () => fail(new SubmissionError(400, 'Malformed multipart form')));
    bb.on('close', () => {
      if (failed) return;
      Promise.all(pending).then((files) => {
        if (!failed) resolve({ fields, files });
      }, fail);
    });

    source.pipe(bb);
  });
}
