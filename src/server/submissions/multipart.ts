import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { MAX_FILE_BYTES, MAX_FILES, MAX_TOTAL_BYTES, UPLOAD_FIELD } from '@/lib/forms/limits';
import { detectFileKind, SNIFF_BYTES, ALLOWED_TYPES_TEXT } from '../filetype';
import { sanitizeDisplayName } from '../filename';
import { SubmissionError } from './errors';

/** Caps on the text parts: no field longer than 10 000 bytes, at most 40 of them. */
export const MAX_FIELD_BYTES = 10_000;
export const MAX_FIELDS = 40;

export type ReceivedFile = {
  id: string;
  /** Where the bytes are now (inside the request's temp folder). */
  tmpPath: string;
  displayName: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
};

export type ParsedForm = { fields: Record<string, string>; files: ReceivedFile[] };

/**
 * Streams a multipart body through busboy into `workDir` (a fresh temp folder the caller owns and
 * removes on failure). Count, per-file size and total are enforced while bytes arrive; each file's type
 * is judged from its first bytes before anything is written; at the first breach reading stops and the
 * promise rejects with a SubmissionError (400/413/415). Memory stays at a few chunks per file.
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
      limits: {
        files: MAX_FILES,
        fileSize: MAX_FILE_BYTES,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        fieldNameSize: 100,
        parts: MAX_FILES + MAX_FIELDS,
      },
    });
  } catch {
    throw new SubmissionError(400, 'Malformed multipart form (no boundary)');
  }
  await mkdir(workDir, { recursive: true });

  const source = Readable.fromWeb(body as unknown as NodeWebReadableStream<Uint8Array>, { highWaterMark: 64 * 1024 });

  return new Promise<ParsedForm>((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: ReceivedFile[] = [];
    let fileCount = 0;
    const writers = new Set<WriteStream>();
    const pending: Promise<void>[] = [];
    let total = 0;
    let failed = false;
    let busboyDone = false;

    const fail = (err: SubmissionError) => {
      if (failed) return;
      failed = true;
      source.unpipe(bb);
      source.destroy();
      bb.removeAllListeners('file');
      bb.removeAllListeners('field');
      for (const w of writers) w.destroy();
      reject(err);
    };

    const finish = () => {
      if (failed || !busboyDone) return;
      Promise.all(pending).then(
        () => {
          if (!failed) resolve({ fields, files: files.filter(Boolean) });
        },
        (err) => fail(err instanceof SubmissionError ? err : new SubmissionError(500, 'Could not store the upload')),
      );
    };

    source.on('error', () => fail(new SubmissionError(400, 'The upload was interrupted')));
    source.on('aborted', () => fail(new SubmissionError(400, 'The upload was interrupted')));

    bb.on('field', (name, value, info) => {
      if (failed) return;
      if (info.nameTruncated || info.valueTruncated) {
        fail(new SubmissionError(413, `The field ${name.slice(0, 40)} is too long`));
        return;
      }
      if (!(name in fields)) fields[name] = value;
    });

    bb.on('file', (name, stream, info) => {
      if (failed) {
        stream.resume();
        return;
      }
      if (name !== UPLOAD_FIELD) {
        stream.resume();
        fail(new SubmissionError(400, `Files go under the key "${UPLOAD_FIELD}"`));
        return;
      }
      const index = fileCount++;
      const id = randomUUID();
      const tmpPath = path.join(workDir, `${index}`);
      const hash = createHash('sha256');
      let size = 0;
      let head: Buffer[] = [];
      let headBytes = 0;
      let writer: WriteStream | null = null;
      const displayName = sanitizeDisplayName(info.filename);

      const done = new Promise<void>((resolveFile, rejectFile) => {
        const open = (): boolean => {
          const sniff = Buffer.concat(head);
          const kind = detectFileKind(sniff);
          if (!kind) {
            fail(new SubmissionError(415, `${displayName}: only ${ALLOWED_TYPES_TEXT} files are accepted`, { upload: `${displayName} is not an accepted file type` }));
            return false;
          }
          writer = createWriteStream(tmpPath, { flags: 'wx' });
          writers.add(writer);
          writer.on('error', () => rejectFile(new SubmissionError(500, 'Could not store the upload')));
          writer.write(sniff);
          head = [];
          files[index] = { id, tmpPath, displayName, mimeType: kind.mime, sizeBytes: 0, sha256: '' };
          return true;
        };

        stream.on('data', (chunk: Buffer) => {
          if (failed) return;
          size += chunk.length;
          total += chunk.length;
          if (total > MAX_TOTAL_BYTES) {
            fail(new SubmissionError(413, 'Total file size cannot exceed 100MB', { upload: 'Total file size cannot exceed 100MB' }));
            return;
          }
          hash.update(chunk);
          if (!writer) {
            head.push(chunk);
            headBytes += chunk.length;
            if (headBytes < SNIFF_BYTES) return;
            open();
            return;
          }
          if (!writer.write(chunk)) {
            stream.pause();
            writer.once('drain', () => stream.resume());
          }
        });
        stream.on('limit', () => {
          fail(new SubmissionError(413, `${displayName} is larger than 25MB`, { upload: 'Each file must be 25MB or smaller' }));
        });
        stream.on('error', () => rejectFile(new SubmissionError(400, 'The upload was interrupted')));
        stream.on('end', () => {
          if (failed) return resolveFile();
          if (!writer && !open()) return resolveFile();
          const w = writer as unknown as WriteStream;
          const entry = files[index];
          entry.sizeBytes = size;
          entry.sha256 = hash.digest('hex');
          w.end(() => {
            writers.delete(w);
            resolveFile();
          });
        });
      });
      pending.push(done);
      done.catch(() => undefined);
    });

    bb.on('filesLimit', () => fail(new SubmissionError(413, `At most ${MAX_FILES} files`, { upload: `You can attach at most ${MAX_FILES} files` })));
    bb.on('fieldsLimit', () => fail(new SubmissionError(413, 'Too many fields')));
    bb.on('partsLimit', () => fail(new SubmissionError(413, 'Too many parts')));
    bb.on('error', () => fail(new SubmissionError(400, 'Malformed multipart form')));
    bb.on('close', () => {
      busboyDone = true;
      finish();
    });

    source.pipe(bb);
  });
}
