import 'server-only';
import { createHash, type Hash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { mediaCopy } from '@/content/media-library';
import { fillTemplate } from '@/lib/copy/template';
import { formatBytes, MAX_MEDIA_IMAGE_BYTES, MAX_MEDIA_VIDEO_BYTES, UPLOAD_FIELD } from '@/lib/forms/limits.mjs';
import { detectFileKind, SNIFF_BYTES, withKindExtension, type FileKind } from '../filetype';
import { sanitizeDisplayName } from '../filename';
import { discardRest } from '../http/discard-rest.mjs';
import { SubmissionError } from '../submissions/errors';

/** A video the site takes: an ISO base media file (MP4 / QuickTime brand), judged from its `ftyp` box. */
export const MP4: FileKind = { mime: 'video/mp4', label: 'MP4', extensions: ['mp4', 'm4v', 'mov'] };
const IMAGE_MIMES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/**
 * What an uploaded medium is, from its first bytes: one of the image kinds src/server/filetype.ts recognises (PNG,
 * JPEG, WebP, GIF), or an MP4 (an `ftyp` box first); null for anything else, including SVG (a script carrier).
 */
export function detectMediaKind(head: Buffer): { kind: 'image' | 'video'; type: FileKind } | null {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    const size = head.readUInt32BE(0);
    if (size >= 8 && size <= 4096) return { kind: 'video', type: MP4 };
  }
  const type = detectFileKind(head);
  return type && IMAGE_MIMES.has(type.mime) ? { kind: 'image', type } : null;
}

export type ReceivedMedia = {
  tmpPath: string;
  displayName: string;
  kind: 'image' | 'video';
  mime: string;
  sizeBytes: number;
  sha256: string;
};

const refuse = (status: 400 | 413 | 415, field: string, message: string) => new SubmissionError(status, message, { [field]: message });

/**
 * Streams a staff upload (multipart: the fields, and one file under `upload`) into `workDir`: the type is judged
 * from the first bytes before anything is written, the size limit of that kind is enforced while bytes arrive, and the
 * SHA-256 is taken on the way. At the first breach it rejects with a SubmissionError naming the field, and the rest
 * of the body is read and dropped (as the submissions' parser does).
 */
export async function receiveMedia(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | null,
  workDir: string,
): Promise<{ fields: Record<string, string>; file: ReceivedMedia | null }> {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) throw new SubmissionError(400, 'Expected multipart/form-data');
  if (!body) throw refuse(400, UPLOAD_FIELD, mediaCopy.errors.fileRequired);
  let bb: busboy.Busboy;
  try {
    bb = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: { files: 1, fileSize: MAX_MEDIA_VIDEO_BYTES + 1, fields: 10, fieldSize: 4_001, fieldNameSize: 101, parts: 12 },
    });
  } catch {
    throw new SubmissionError(400, 'Malformed multipart form (no boundary)');
  }
  const source = Readable.fromWeb(body as unknown as NodeWebReadableStream<Uint8Array>, { highWaterMark: 64 * 1024 });

  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: Promise<ReceivedMedia> | null = null;
    let writer: WriteStream | null = null;
    let failed = false;
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      source.unpipe(bb);
      bb.removeAllListeners('file');
      bb.removeAllListeners('field');
      writer?.destroy();
      discardRest(source);
      reject(err instanceof SubmissionError ? err : new SubmissionError(500, 'Could not store the upload'));
    };
    source.on('error', () => fail(new SubmissionError(400, 'The upload was interrupted')));

    bb.on('field', (name, value, info) => {
      if (failed) return;
      if (info.nameTruncated || info.valueTruncated) return fail(refuse(413, name.slice(0, 40), `The field ${name.slice(0, 40)} is too long`));
      if (!(name in fields)) fields[name] = value;
    });

    bb.on('file', (name, stream, info) => {
      if (failed) return stream.resume();
      if (name !== UPLOAD_FIELD) {
        stream.resume();
        return fail(new SubmissionError(400, `Files go under the key "${UPLOAD_FIELD}"`));
      }
      const displayName = sanitizeDisplayName(info.filename);
      const tmpPath = path.join(workDir, 'original');
      const hash: Hash = createHash('sha256');
      let head: Buffer[] = [];
      let headBytes = 0;
      let size = 0;
      let kind: ReturnType<typeof detectMediaKind> = null;
      const open = () => {
        const sniff = Buffer.concat(head);
        head = [];
        kind = detectMediaKind(sniff);
        if (!kind) throw refuse(415, UPLOAD_FIELD, fillTemplate(mediaCopy.errors.notMedia, { name: displayName }));
        writer = createWriteStream(tmpPath, { flags: 'wx', mode: 0o600 });
        writer.on('error', fail);
        writer.write(sniff);
      };
      const tooLarge = () =>
        kind?.kind === 'image'
          ? refuse(413, UPLOAD_FIELD, fillTemplate(mediaCopy.errors.imageTooLarge, { max: formatBytes(MAX_MEDIA_IMAGE_BYTES) }))
          : refuse(413, UPLOAD_FIELD, fillTemplate(mediaCopy.errors.videoTooLarge, { max: formatBytes(MAX_MEDIA_VIDEO_BYTES) }));
      file = new Promise<ReceivedMedia>((resolveFile, rejectFile) => {
        stream.on('data', (chunk: Buffer) => {
          if (failed) return;
          size += chunk.length;
          hash.update(chunk);
          try {
            if (!writer) {
              head.push(chunk);
              headBytes += chunk.length;
              if (headBytes >= SNIFF_BYTES) open();
              return;
            }
            const limit = (kind as { kind: string }).kind === 'image' ? MAX_MEDIA_IMAGE_BYTES : MAX_MEDIA_VIDEO_BYTES;
            if (size > limit) return fail(tooLarge());
            if (!(writer as WriteStream).write(chunk)) {
              stream.pause();
              (writer as WriteStream).once('drain', () => stream.resume());
            }
          } catch (err) {
            fail(err);
          }
        });
        stream.on('limit', () => fail(tooLarge()));
        stream.on('error', () => rejectFile(new SubmissionError(400, 'The upload was interrupted')));
        stream.on('end', () => {
          if (failed) return rejectFile(new SubmissionError(400, 'The upload was interrupted'));
          try {
            if (!writer) {
              if (!size) throw refuse(400, UPLOAD_FIELD, mediaCopy.errors.fileRequired);
              open();
            }
          } catch (err) {
            return rejectFile(err);
          }
          const w = writer as WriteStream;
          const k = kind as NonNullable<typeof kind>;
          if (k.kind === 'image' && size > MAX_MEDIA_IMAGE_BYTES) return rejectFile(tooLarge());
          w.end(() =>
            resolveFile({ tmpPath, displayName: withKindExtension(displayName, k.type), kind: k.kind, mime: k.type.mime, sizeBytes: size, sha256: hash.digest('hex') }),
          );
        });
      });
      file.catch(fail);
    });

    bb.on('filesLimit', () => fail(refuse(413, UPLOAD_FIELD, mediaCopy.errors.oneFile)));
    bb.on('fieldsLimit', () => fail(new SubmissionError(413, 'Too many fields')));
    bb.on('partsLimit', () => fail(new SubmissionError(413, 'Too many parts')));
    bb.on('error', () => fail(new SubmissionError(400, 'Malformed multipart form')));
    bb.on('close', () => {
      if (failed) return;
      if (!file) return resolve({ fields, file: null });
      file.then((f) => !failed && resolve({ fields, file: f }), fail);
    });
    source.pipe(bb);
  });
}
