/**
 * The edge's memory (scripts/serve/memory.mjs): every prerendered route, every /_next/static file and every public
 * file answered from memory gives a browser what Next gives (server B, EDGE_MEMORY=off): the same status, the same
 * headers but for framing, the same bytes once decoded, for brotli, gzip and no encoding; and 304, HEAD and byte
 * ranges from memory. Server A serves a copy of the build (NEXT_DIST_DIR), whose static folder is removed at the end:
 * what was answered once is still answered, byte for byte, from memory.
 */
import { cp, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAddresses } from '../../scripts/serve/memory.mjs';
import { startServer, type Server } from './harness';

const ROOT = path.resolve(__dirname, '../..');
const DIST = '.next-memory-test';
let a: Server | undefined;
let b: Server | undefined;
let addresses: string[] = [];

beforeAll(async () => {
  await rm(path.join(ROOT, DIST), { recursive: true, force: true });
  // Timestamps kept: Next's file server names a file's version by its size and modification time.
  await cp(path.join(ROOT, '.next'), path.join(ROOT, DIST), {
    recursive: true,
    preserveTimestamps: true,
    filter: (src) => !src.startsWith(path.join(ROOT, '.next', 'cache')),
  });
  [a, b] = await Promise.all([startServer({ NEXT_DIST_DIR: DIST }), startServer({ EDGE_MEMORY: 'off' })]);
  addresses = [...buildAddresses(path.join(ROOT, '.next'), path.join(ROOT, 'public'))].sort();
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await rm(path.join(ROOT, DIST), { recursive: true, force: true });
}, 60_000);

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function request(base: string, target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${target}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(r: Raw): Buffer {
  const enc = r.headers['content-encoding'];
  if (enc === 'br') return zlib.brotliDecompressSync(r.body);
  if (enc === 'gzip') return zlib.gunzipSync(r.body);
  return r.body;
}

/** The headers a browser acts on: everything but the framing of this one answer (its date, its request id). */
function meaning(headers: http.IncomingHttpHeaders): Record<string, string> {
  const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'x-request-id']);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (skip.has(name)) continue;
    // The same Vary fields, in whatever order.
    out[name] = name === 'vary' ? String(value).split(',').map((f) => f.trim().toLowerCase()).sort().join(', ') : String(value);
  }
  return out;
}

const ENCODINGS = ['br', 'gzip', ''] as const;

describe('answers from memory are the answers Next gives', () => {
  it('lists every prerendered page and route handler, every static file and every public file', () => {
    for (const p of ['/', '/work/coral', '/expertise/docker', '/robots.txt', '/sitemap.xml', '/manifest.webmanifest', '/media/logos/renditions.json']) {
      expect(addresses, p).toContain(p);
    }
    expect(addresses.some((p) => p.startsWith('/_next/static/chunks/'))).toBe(true);
    // Never Next's own error pages, intercepting routes, API routes or the image optimizer.
    expect(addresses.filter((p) => /^\/(_not-found|_global-error|api\/|_next\/image)|\(/.test(p))).toEqual([]);
  });

  it('gives the same status, headers and bytes for every address, in every encoding', async () => {
    const problems: string[] = [];
    for (const target of addresses) {
      await request(a!.url, target); // Next answers once; the memory keeps it
      for (const encoding of ENCODINGS) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        const [mine, next] = await Promise.all([request(a!.url, target, headers), request(b!.url, target, headers)]);
        if (mine.status !== next.status) problems.push(`${target} ${encoding}: status ${mine.status}, Next ${next.status}`);
        if (!decoded(mine).equals(decoded(next))) problems.push(`${target} ${encoding}: other bytes`);
        try {
          expect(meaning(mine.headers)).toEqual(meaning(next.headers));
        } catch {
          problems.push(`${target} ${encoding}: headers ${JSON.stringify(meaning(mine.headers))} but Next ${JSON.stringify(meaning(next.headers))}`);
        }
        if (mine.headers['content-length'] !== undefined && Number(mine.headers['content-length']) !== mine.body.length) {
          problems.push(`${target} ${encoding}: Content-Length ${mine.headers['content-length']} for ${mine.body.length} bytes`);
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  }, 300_000);

  it('answers HEAD with the headers of the GET, 304 to a current ETag, and one byte range of a video', async () => {
    const page = await request(a!.url, '/expertise/docker', { 'accept-encoding': 'br' });
    const head = await request(a!.url, '/expertise/docker', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect({ ...meaning(head.headers), 'content-length': head.headers['content-length'] }).toEqual({
      ...meaning(page.headers),
      'content-length': String(page.body.length),
    });
    expect(head.headers['content-encoding']).toBe('br');

    // Each answer from memory carries its own request's id, not the one of the answer it was kept from.
    expect(head.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
    expect(head.headers['x-request-id']).not.toBe(page.headers['x-request-id']);

    const etag = String(page.headers.etag);
    for (const server of [a!, b!]) {
      const cached = await request(server.url, '/expertise/docker', { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(cached.status).toBe(304);
      expect(cached.body.length).toBe(0);
    }
    const mine304 = await request(a!.url, '/expertise/docker', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(mine304.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    expect(mine304.headers['cache-control']).toBe(page.headers['cache-control']);
    expect(mine304.headers['strict-transport-security']).toBe(page.headers['strict-transport-security']);
    expect(mine304.headers['content-type']).toBeUndefined();

    const video = addresses.find((p) => p.endsWith('/original.mp4'))!;
    // A video element's first request: the whole file as one range.
    const first = await request(a!.url, video, { range: 'bytes=0-' });
    expect(first.status).toBe(206);
    for (const range of ['bytes=100-1099', 'bytes=2000-']) {
      const [mine, next] = await Promise.all([request(a!.url, video, { range }), request(b!.url, video, { range })]);
      expect(mine.status).toBe(206);
      expect(mine.headers['content-range']).toBe(next.headers['content-range']);
      expect(mine.body.equals(next.body)).toBe(true);
      expect(meaning(mine.headers)).toEqual(meaning(next.headers));
    }
    // A range that cannot be served as one gets the whole file, as from Next.
    const [mine, next] = await Promise.all([request(a!.url, video, { range: 'bytes=-500' }), request(b!.url, video, { range: 'bytes=-500' })]);
    expect([mine.status, next.status]).toEqual([200, 200]);
    expect(mine.body.equals(next.body)).toBe(true);
  }, 60_000);

  it('leaves RSC requests, queries, API routes and unknown addresses to Next', async () => {
    // The client router's request for /about: never the page's HTML (Next answers with its payload, or a redirect
    // that adds its cache-busting query).
    const rsc = await request(a!.url, '/about', { rsc: '1', 'accept-encoding': 'br' });
    expect(String(rsc.headers['content-type'] ?? '')).not.toContain('text/html');
    const query = await request(a!.url, '/about?utm_source=x');
    expect(query.status).toBe(200);
    expect(String(query.headers['content-type'])).toContain('text/html');
    expect((await request(a!.url, '/api/health')).status).toBe(200);
    expect((await request(a!.url, '/no/such/page')).status).toBe(404);
  });

  it('still answers what it has kept when the files behind it are gone', async () => {
    const statics = addresses.filter((p) => p.startsWith('/_next/static/'));
    const before = await Promise.all(statics.map((p) => request(a!.url, p, { 'accept-encoding': 'br' })));
    await rm(path.join(ROOT, DIST, 'static'), { recursive: true, force: true });
    const after = await Promise.all(statics.map((p) => request(a!.url, p, { 'accept-encoding': 'br' })));
    expect(after.map((r) => r.status)).toEqual(statics.map(() => 200));
    expect(after.every((r, i) => decoded(r).equals(decoded(before[i])))).toBe(true);
  }, 60_000);
});
