// Unit tests of compression.mjs: encoding negotiation, what is kept, and the middleware on a real node:http server.
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressBody, createCompression, isShareable, negotiateEncoding } from './compression.mjs';
import { BODY_LENGTH_HEADER } from '../../src/lib/media/byte-range.mjs';

describe('negotiateEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and *', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('*;q=0')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });

  it('answers the same for a header asked again, before and after hundreds of made-up ones', () => {
    const browsers = ['gzip, deflate, br, zstd', 'gzip, deflate', 'br;q=0, gzip', 'identity'];
    const before = browsers.map((h) => negotiateEncoding(h));
    expect(before).toEqual(['br', 'gzip', 'gzip', null]);
    for (let i = 0; i < 300; i++) expect(negotiateEncoding(`x-made-up-${i}, gzip;q=0.${i % 10}`)).toBe(i % 10 === 0 ? null : 'gzip');
    expect(browsers.map((h) => negotiateEncoding(h))).toEqual(before);
    expect(browsers.map((h) => negotiateEncoding(h))).toEqual(before);
  });
});

describe('isShareable', () => {
  it('keeps what a CDN may keep, never what must not be stored', () => {
    expect(isShareable('s-maxage=31536000')).toBe(true);
    expect(isShareable('public, max-age=31536000, immutable')).toBe(true);
    expect(isShareable('no-store')).toBe(false);
    expect(isShareable('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(false);
    expect(isShareable('public, max-age=0')).toBe(false);
    expect(isShareable('')).toBe(false);
  });
});

// A page body big enough that compression matters, and different per version (as a real rebuild would be).
const page = (version) => `<!DOCTYPE html><html><body>${`<p class="text-lg">Version ${version} of the page.</p>`.repeat(400)}</body></html>`;
/** A client-router payload, different for each Next-Url. */
const rscBody = (nextUrl) => `0:{"tree":${JSON.stringify(nextUrl)}}\n`.repeat(300);

describe('createCompression on a real HTTP server', () => {
  let server;
  let base;
  let version = 1;
  // Changes the body without changing the ETag: only a cached answer still shows the old body.
  let edit = '';

  beforeAll(async () => {
    const compression = createCompression();
    server = http.createServer((req, res) => {
      compression(req, res, () => {
        const url = req.url ?? '/';
        if (url.split('?')[0] === '/page') {
          const body = page(version) + edit;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 's-maxage=31536000');
          res.setHeader('ETag', `"v${version}"`);
          res.setHeader('Content-Length', Buffer.byteLength(body));
          res.setHeader('Accept-Ranges', 'bytes');
          res.end(body);
          if (url.includes('twice')) res.end('again'); // a second end() is ignored, as Node ignores it
        } else if (url === '/cookies') {
          res.writeHead(200, ['Content-Type', 'text/plain', 'Set-Cookie', 'a=1', 'Set-Cookie', 'b=2']);
          res.end('cookies'.repeat(100));
        } else if (url.startsWith('/rsc')) {
          res.setHeader('Content-Type', 'text/x-component');
          res.setHeader('Cache-Control', 's-maxage=31536000');
          res.setHeader('Vary', 'rsc, next-router-state-tree, next-url');
          res.end(rscBody(String(req.headers['next-url'])));
        } else if (url === '/asset.js') {
          res.setHeader('Content-Type', 'application/javascript');
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          res.end(`console.log(${JSON.stringify(page(version) + edit)});`);
        } else if (url === '/api') {
          res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
          res.write('{"items":[');
          res.write(Array.from({ length: 200 }, (_, i) => `{"id":${i}}`).join(','));
          res.end(']}');
        } else if (url === '/video') {
          res.setHeader('Content-Type', 'video/mp4');
          res.end(Buffer.alloc(5000, 7));
        } else if (url.startsWith('/known-length')) {
          // As Next writes a route handler's answer: its Content-Length dropped, the length named in x-body-length.
          const body = url.endsWith('text') ? page(version) : Buffer.alloc(6000, 3);
          res.setHeader('Content-Type', url.endsWith('text') ? 'text/plain; charset=utf-8' : 'video/mp4');
          res.setHeader(BODY_LENGTH_HEADER, String(Buffer.byteLength(body)));
          res.write(body.slice(0, 100));
          res.end(body.slice(100));
        } else if (url === '/missing') {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/html');
          res.end('<p>not found</p>'.repeat(100));
        } else {
          res.statusCode = 500;
          res.end();
        }
      });
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** GET with a raw client (fetch would decode the body and hide the encoding). */
  const get = (path, headers = {}, method = 'GET') =>
    new Promise((resolve, reject) => {
      const req = http.request(base + path, { headers, method, agent: false }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });

  it('answers a page in brotli, decodes to the same page, smaller, with a matching length and Vary', async () => {
    const res = await get('/page', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers.etag).toBe(`W/"v${version}"`);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(page(version));
    expect(res.body.length).toBeLessThan(Buffer.byteLength(page(version)) / 10);
  });

  it('compresses a shareable answer at the highest level from its second request, keeps it, and again when its ETag changes', async () => {
    version = 2;
    const first = await get('/page', { 'accept-encoding': 'br' });
    expect(first.body.equals(await compressBody('br', 'fast', Buffer.from(page(2))))).toBe(true); // asked once: fast, not kept
    const second = await get('/page', { 'accept-encoding': 'br' });
    expect(second.body.equals(await compressBody('br', 'max', Buffer.from(page(2))))).toBe(true);
    edit = '<!-- same ETag -->';
    const again = await get('/page', { 'accept-encoding': 'br' });
    expect(again.body.equals(second.body)).toBe(true);
    expect(zlib.brotliDecompressSync(again.body).toString()).toBe(page(2));
    edit = '';
    version = 3;
    const next = await get('/page', { 'accept-encoding': 'br' });
    expect(zlib.brotliDecompressSync(next.body).toString()).toBe(page(3));
  });

  it('shares one kept answer between query strings when the ETag names the bytes', async () => {
    await get('/page?utm=1', { 'accept-encoding': 'br' });
    const first = await get('/page?utm=1', { 'accept-encoding': 'br' });
    edit = '<!-- same ETag -->';
    const other = await get('/page?utm=2', { 'accept-encoding': 'br' });
    edit = '';
    expect(other.body.equals(first.body)).toBe(true);
    expect(first.headers['accept-ranges']).toBeUndefined();
  });

  it('survives a second end() and keeps every Set-Cookie of writeHead', async () => {
    for (let i = 0; i < 2; i++) {
      const twice = await get('/page?twice', { 'accept-encoding': 'br' });
      expect(zlib.brotliDecompressSync(twice.body).toString()).toBe(page(version));
    }
    const cookies = await get('/cookies', { 'accept-encoding': 'gzip' });
    expect(cookies.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(zlib.gunzipSync(cookies.body).toString()).toBe('cookies'.repeat(100));
  });

  it('keeps an immutable asset without an ETag once compressed, by its address', async () => {
    await get('/asset.js', { 'accept-encoding': 'br' });
    const first = await get('/asset.js', { 'accept-encoding': 'br' });
    edit = 'changed';
    const again = await get('/asset.js', { 'accept-encoding': 'br' });
    edit = '';
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.body.equals(first.body)).toBe(true);
  });

  it('gives a client-router answer only for the headers it varies on, and no highest-level work for one asked once', async () => {
    const rsc = (nextUrl) => get('/rsc?_rsc=abc', { 'accept-encoding': 'br', rsc: '1', 'next-url': nextUrl });
    const unique = await rsc('/made-up-1');
    expect(unique.body.equals(await compressBody('br', 'fast', Buffer.from(rscBody('/made-up-1'))))).toBe(true);
    for (let i = 0; i < 2; i++) expect(zlib.brotliDecompressSync((await rsc('/work')).body).toString()).toBe(rscBody('/work'));
    // Kept for /work, never given for another Next-Url at the same address.
    expect(zlib.brotliDecompressSync((await rsc('/about')).body).toString()).toBe(rscBody('/about'));
    expect(zlib.brotliDecompressSync((await rsc('/work')).body).toString()).toBe(rscBody('/work'));
  });

  it('gives gzip to a client without brotli and the plain page to one without either', async () => {
    const gz = await get('/page', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(page(version));
    const plain = await get('/page');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.body.toString()).toBe(page(version));
  });

  it('streams an API answer that must not be stored, written in parts', async () => {
    const res = await get('/api', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBeUndefined();
    const json = JSON.parse(zlib.brotliDecompressSync(res.body).toString());
    expect(json.items).toHaveLength(200);
  });

  it('compresses an error page too, without keeping it', async () => {
    const missing = await get('/missing', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(missing.body).toString()).toContain('not found');
  });

  it('gives a route handler\'s answer its Content-Length back when it passes it on, never the private header', async () => {
    const video = await get('/known-length', { 'accept-encoding': 'br' });
    expect(video.headers['content-length']).toBe('6000');
    expect(video.headers['transfer-encoding']).toBeUndefined();
    expect(video.headers[BODY_LENGTH_HEADER]).toBeUndefined();
    expect(video.body.length).toBe(6000);
    const compressed = await get('/known-length/text', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-length']).toBeUndefined();
    expect(compressed.headers[BODY_LENGTH_HEADER]).toBeUndefined();
    expect(zlib.brotliDecompressSync(compressed.body).toString()).toBe(page(version));
  });

  it('leaves media and HEAD requests as they are', async () => {
    const video = await get('/video', { 'accept-encoding': 'br' });
    expect(video.headers['content-encoding']).toBeUndefined();
    expect(video.body.length).toBe(5000);
    const head = await get('/page', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
  });
});

describe('createCompression when the highest level is busy', () => {
  it('answers at the fast level and keeps nothing', async () => {
    const compression = createCompression({ maxCompressing: 0 });
    let body = page(1);
    const server = http.createServer((req, res) =>
      compression(req, res, () => {
        res.setHeader('Content-Type', 'text/html');
        res.setHeader('Cache-Control', 's-maxage=60');
        res.setHeader('ETag', '"same"');
        res.end(body);
      }),
    );
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${server.address().port}/`;
    const fetchBr = () =>
      new Promise((resolve, reject) =>
        http
          .get(url, { headers: { 'accept-encoding': 'br' }, agent: false }, (res) => {
            const chunks = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject),
      );
    try {
      const first = await fetchBr();
      expect(first.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(first.body).toString()).toBe(page(1));
      body = page(2); // same ETag: a kept answer would still show page 1
      const second = await fetchBr();
      expect(zlib.brotliDecompressSync(second.body).toString()).toBe(page(2));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
