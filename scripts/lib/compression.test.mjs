import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompression, isShareable, negotiateEncoding } from './compression.mjs';

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
        if (url === '/page') {
          const body = page(version) + edit;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 's-maxage=31536000');
          res.setHeader('ETag', `"v${version}"`);
          res.setHeader('Content-Length', Buffer.byteLength(body));
          res.end(body);
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

  it('compresses a shareable answer once, and again when its ETag changes', async () => {
    version = 2;
    const first = await get('/page', { 'accept-encoding': 'br' });
    edit = '<!-- same ETag -->';
    const again = await get('/page', { 'accept-encoding': 'br' });
    expect(again.body.equals(first.body)).toBe(true);
    expect(zlib.brotliDecompressSync(again.body).toString()).toBe(page(2));
    edit = '';
    version = 3;
    const next = await get('/page', { 'accept-encoding': 'br' });
    expect(zlib.brotliDecompressSync(next.body).toString()).toBe(page(3));
  });

  it('keeps an immutable asset without an ETag once compressed, by its address', async () => {
    const first = await get('/asset.js', { 'accept-encoding': 'br' });
    edit = 'changed';
    const again = await get('/asset.js', { 'accept-encoding': 'br' });
    edit = '';
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.body.equals(first.body)).toBe(true);
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
