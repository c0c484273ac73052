/**
 * Test harness: the real production server (scripts/serve/server.mjs on the build in .next, started by
 * scripts/lib/production-server.mjs) on a free 127.0.0.1 port with its own DATA_DIR and the tests' defaults, and a
 * raw HTTP client that can stream big or broken multipart bodies.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import yazl from 'yazl';
import { freePort, startProductionServer, type ProductionServer } from '../../scripts/lib/production-server.mjs';
import { SMTPServer } from 'smtp-server';

export { freePort };

/**
 * The checkout whose build the suites run: this one, or TEST_SITE_ROOT (another checkout with a build), to see
 * a test fail on the code from before a fix.
 */
const ROOT = process.env.TEST_SITE_ROOT ? path.resolve(process.env.TEST_SITE_ROOT) : path.resolve(__dirname, '../..');

/** An entry script in ROOT: a TEST_SITE_ROOT from before scripts/ was split by job has it directly in scripts/. */
const inRoot = (entry: string) =>
  existsSync(path.join(ROOT, entry)) ? entry : entry.replace(/^scripts\/serve\//, 'scripts/');

export type Server = ProductionServer;

export async function startServer(
  env: Record<string, string> = {},
  dataDir?: string,
  /** `scripts/serve/start.mjs` to go through `npm start`'s own step (it may build first: allow minutes). */
  { entry = 'scripts/serve/server.mjs', startMs = 60_000 }: { entry?: string; startMs?: number } = {},
): Promise<Server> {
  if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    throw new Error('No production build in .next: run `npm run build` first (scripts/test/test.sh does).');
  }
  return startProductionServer({
    cwd: ROOT,
    entry: inRoot(entry),
    startMs,
    dataDir: dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'forms-it-'))),
    // TRUST_PROXY=loopback: the tests stand where nginx would and name each client in X-Forwarded-For (a fresh one
    // per request: the rate limit counts per address). Suites about the client address set their own. The edge's
    // per-address request rate is off: suites send hundreds of requests a second from one address (edge-limits.test.ts
    // tests the rate itself).
    env: { RATE_LIMIT_MAX: '1000', TRUST_PROXY: 'loopback', REQUEST_RATE_LIMIT: 'off', ...env },
  });
}

// ------------------------------------------------------------------ multipart bodies

export type FilePart = {
  name: string;
  size: number;
  head?: Buffer;
  type?: string;
  seed?: number;
  /** The Content-Disposition parameters naming the file, as sent (default `filename="<name>"`). */
  filenameParam?: string;
};
export type Part = { field: string; value: string } | { field: string; file: FilePart };

/** A deterministic file: `head` then a repeating pseudo-random block, so big files cost no memory to make. */
export function* fileBytes(f: FilePart): Generator<Buffer> {
  const block = createHash('sha512')
    .update(`${f.name}:${f.seed ?? 0}`)
    .digest();
  const chunk = Buffer.alloc(64 * 1024);
  for (let i = 0; i < chunk.length; i += block.length) block.copy(chunk, i);
  const head = f.head ?? Buffer.alloc(0);
  let left = f.size;
  if (head.length) {
    const h = head.subarray(0, left);
    yield h;
    left -= h.length;
  }
  while (left > 0) {
    const n = Math.min(left, chunk.length);
    yield chunk.subarray(0, n);
    left -= n;
  }
}

export function sha256Of(f: FilePart): string {
  const h = createHash('sha256');
  for (const b of fileBytes(f)) h.update(b);
  return h.digest('hex');
}

export const PDF_HEAD = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
export const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
export const EXE_HEAD = Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1');
/** ZIP bytes with these entries in this order (yazl: a real central directory, as Word writes one). */
export async function zipBytes(entries: { name: string; data: string | Buffer | Readable; store?: boolean }[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const e of entries) {
    if (e.data instanceof Readable) zip.addReadStream(e.data, e.name, { compress: !e.store });
    else zip.addBuffer(Buffer.isBuffer(e.data) ? e.data : Buffer.from(e.data), e.name, { compress: !e.store });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

export const DOCX_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** A well-formed minimal .docx: content types declaring the main document, the package relationships, the document. */
export async function docxFile(name: string, text = 'A brief'): Promise<FilePart> {
  const bytes = await zipBytes([
    {
      name: '[Content_Types].xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${DOCX_MAIN}"/></Types>`,
    },
    { name: '_rels/.rels', data: '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>' },
    { name: 'word/document.xml', data: `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>` },
  ]);
  return { name, size: bytes.length, head: bytes };
}

export const pdf = (name: string, size: number, seed = 0): FilePart => ({ name, size, head: PDF_HEAD, type: 'application/pdf', seed });

export class Multipart {
  readonly boundary = `----formsit${randomBytes(8).toString('hex')}`;
  constructor(readonly parts: Part[]) {}
  get contentType() {
    return `multipart/form-data; boundary=${this.boundary}`;
  }
  private header(p: Part): Buffer {
    const disp =
      'file' in p
        ? `Content-Disposition: form-data; name="${p.field}"; ${p.file.filenameParam ?? `filename="${p.file.name.replace(/"/g, '%22')}"`}\r\nContent-Type: ${p.file.type ?? 'application/octet-stream'}\r\n\r\n`
        : `Content-Disposition: form-data; name="${p.field}"\r\n\r\n`;
    return Buffer.from(`--${this.boundary}\r\n${disp}`);
  }
  get length(): number {
    let n = 0;
    for (const p of this.parts) n += this.header(p).length + ('file' in p ? p.file.size : Buffer.byteLength(p.value)) + 2;
    return n + Buffer.byteLength(`--${this.boundary}--\r\n`);
  }
  *chunks(): Generator<Buffer> {
    for (const p of this.parts) {
      yield this.header(p);
      if ('file' in p) yield* fileBytes(p.file);
      else yield Buffer.from(p.value);
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${this.boundary}--\r\n`);
  }
}

export function formParts(fields: Record<string, string>, files: FilePart[] = []): Part[] {
  return [...Object.entries(fields).map(([field, value]) => ({ field, value })), ...files.map((file) => ({ field: 'upload', file }))];
}

// ------------------------------------------------------------------ raw HTTP

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; json: () => Record<string, unknown> };

let addressCounter = 0;
/** A fresh client address per request unless given: the rate limit counts per address. */
export const nextAddress = () => `198.51.100.${++addressCounter % 250}`;

export function post(
  url: string,
  opts: {
    body: Multipart | Buffer | Iterable<Buffer>;
    contentType?: string;
    headers?: Record<string, string>;
    address?: string;
    /** Stop sending after this many bytes and destroy the socket (an upload cut off mid-stream). */
    cutAfter?: number;
    /** The local address to send from (any 127.x.y.z is this machine): another client, as the server sees it. */
    localAddress?: string;
    method?: string;
    /** Pause this long between chunks (a slow link). */
    chunkDelayMs?: number;
  },
): Promise<Answer | 'aborted'> {
  const body = opts.body;
  const chunks: Iterable<Buffer> = body instanceof Multipart ? body.chunks() : Buffer.isBuffer(body) ? [body] : body;
  const length = body instanceof Multipart ? body.length : Buffer.isBuffer(body) ? body.length : undefined;
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: u.hostname,
      port: u.port,
      path: u.pathname + u.search,
      method: opts.method ?? 'POST',
      localAddress: opts.localAddress,
      // A fresh connection each time: pooled idle ones would hold up the server's graceful shutdown.
      agent: false,
      headers: {
        ...(opts.address === '' ? {} : { 'x-forwarded-for': opts.address ?? nextAddress() }),
        origin: u.origin,
        ...(opts.contentType !== undefined || body instanceof Multipart
          ? { 'content-type': opts.contentType ?? (body as Multipart).contentType }
          : {}),
        ...(length !== undefined ? { 'content-length': String(length) } : {}),
        ...opts.headers,
      },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const bufs: Buffer[] = [];
      res.on('data', (d) => bufs.push(d));
      const done = () => {
        const text = Buffer.concat(bufs).toString('utf8');
        resolve({ status: res.statusCode!, headers: res.headers, body: text, json: () => JSON.parse(text) });
      };
      res.on('end', done);
      res.on('error', done);
    });
    req.on('error', (err) => {
      if (answered) return;
      if (opts.cutAfter !== undefined) return resolve('aborted');
      reject(err);
    });
    const it = chunks[Symbol.iterator]();
    let sent = 0;
    const pump = () => {
      for (;;) {
        if (answered || req.destroyed) return;
        const next = it.next();
        if (next.done) {
          req.end();
          return;
        }
        let chunk = next.value;
        if (opts.cutAfter !== undefined && sent + chunk.length >= opts.cutAfter) {
          chunk = chunk.subarray(0, opts.cutAfter - sent);
          req.write(chunk, () => setTimeout(() => req.destroy(), 50));
          return;
        }
        sent += chunk.length;
        if (opts.chunkDelayMs) {
          req.write(chunk, () => setTimeout(pump, opts.chunkDelayMs));
          return;
        }
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

export async function listDir(dir: string): Promise<string[]> {
  return (await readdir(dir).catch(() => [] as string[])).sort();
}

export async function until<T>(fn: () => Promise<T | undefined | null | false>, ms = 15_000, step = 100): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, step));
  }
}

/** One message an SMTP sink took: its recipients and its text (mailText). */
export type ReceivedMail = { to: string[]; data: string };

/** A local SMTP server that takes any message and keeps it in `received`, for the outbox tests. */
export type SmtpSink = { received: ReceivedMail[]; close(): Promise<void> };

/** Starts an SmtpSink on 127.0.0.1:port. */
export async function startSmtpSink(port: number): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (d) => (data += d));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data: mailText(data) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', () => resolve()));
  return { received, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

/** The readable text of an e-mail as written (quoted-printable decoded). */
export function mailText(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(joined.replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
}
