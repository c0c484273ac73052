import fs from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_FILES, UPLOAD_FIELD } from '@/lib/forms/limits.mjs';

/** How long the disk takes to open a file here: a busy machine's thread pool, made slow on purpose. */
const OPEN_DELAY_MS = 60;

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const open = real.open as unknown as (...args: unknown[]) => void;
  const slowOpen = (...args: unknown[]) => void setTimeout(() => open(...args), OPEN_DELAY_MS);
  const createWriteStream = (file: fs.PathLike, options?: object) => real.createWriteStream(file, { ...options, fs: { ...real, open: slowOpen } } as never);
  return { ...real, default: { ...real, createWriteStream }, createWriteStream };
});

const { parseMultipart } = await import('./multipart');
const { SubmissionError } = await import('./errors');

/** A multipart body with `count` small PDF files under the upload key. */
function body(count: number) {
  const boundary = `----multipart-test-${count}`;
  const parts = Array.from({ length: count }, (_, i) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${UPLOAD_FIELD}"; filename="f${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
      Buffer.alloc(10_000, 32 + i),
      Buffer.from('\r\n'),
    ]),
  );
  const chunks = [...parts, Buffer.from(`--${boundary}--\r\n`)];
  // Part by part, a few milliseconds apart, as over a network: each file is in (and its file being opened) before
  // the next part arrives.
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = chunks.shift();
      if (!chunk) return controller.close();
      await new Promise((resolve) => setTimeout(resolve, 5));
      controller.enqueue(new Uint8Array(chunk));
    },
  });
  return { stream, contentType: `multipart/form-data; boundary=${boundary}` };
}

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('parseMultipart refusing a form', () => {
  it('refuses one file too many only once every file it began is on disk and closed: the work folder gains nothing after', async () => {
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'multipart-'));
    dirs.push(workDir);
    const { stream, contentType } = body(MAX_FILES + 1);
    const refused = await parseMultipart(stream, contentType, workDir).then(
      () => null,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(SubmissionError);
    expect((refused as InstanceType<typeof SubmissionError>).status).toBe(413);
    // What the caller removes next is all there will be: nothing lands after the refusal.
    const atRefusal = (await readdir(workDir)).sort();
    await new Promise((resolve) => setTimeout(resolve, OPEN_DELAY_MS * 3));
    expect((await readdir(workDir)).sort()).toEqual(atRefusal);
  });
});
