import { EventEmitter } from 'node:events';
import http from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createFinisher, isPublicPage, PAGE_CACHE_CONTROL, withScriptHashes } from './finish.mjs';

const POLICY = "default-src 'self'; script-src 'self' 'sha256-old'; style-src 'self' 'unsafe-inline'";

describe('withScriptHashes', () => {
  it("replaces script-src's hashes and keeps everything else", () => {
    expect(withScriptHashes(POLICY, ['sha256-a', 'sha256-b'])).toBe("default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'");
  });
});

describe('isPublicPage', () => {
  const headers = (h) => (name) => h[name];
  it('takes a public page (200 or 404), not a staff page with a nonce, nor other answers', () => {
    expect(isPublicPage(200, headers({ 'content-type': 'text/html; charset=utf-8', 'content-security-policy': POLICY }))).toBe(true);
    expect(isPublicPage(404, headers({ 'content-type': 'text/html', 'content-security-policy': POLICY }))).toBe(true);
    expect(isPublicPage(200, headers({ 'content-type': 'text/html', 'content-security-policy': "script-src 'self' 'nonce-x'" }))).toBe(false);
    expect(isPublicPage(200, headers({ 'content-type': 'application/json', 'content-security-policy': POLICY }))).toBe(false);
    expect(isPublicPage(200, headers({ 'content-type': 'text/html', 'content-security-policy': POLICY, 'set-cookie': 'a=1' }))).toBe(false);
    expect(isPublicPage(302, headers({ 'content-type': 'text/html', 'content-security-policy': POLICY }))).toBe(false);
  });
});

/** Runs the finisher on one answer written as Next writes it; what reaches the socket. */
async function through(write, method = 'GET', keepFlight = undefined) {
  const req = Object.assign(new EventEmitter(), { method, url: '/careers', headers: {} });
  const res = new http.ServerResponse(/** @type {any} */ (req));
  const socket = new PassThrough();
  const chunks = [];
  socket.on('data', (c) => chunks.push(c));
  res.assignSocket(/** @type {any} */ (socket));
  createFinisher({ readCss: () => 'body{color:red}', keepFlight })(/** @type {any} */ (req), res);
  write(res);
  await new Promise((r) => res.once('finish', r));
  await new Promise((r) => setImmediate(r));
  return Buffer.concat(chunks).toString('utf8');
}

const PAGE =
  '<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/><script src="/_next/static/chunks/w.js" async=""></script></head>' +
  '<body><script>self.__next_f.push([1,"new"])</script></body></html>';

describe('createFinisher', () => {
  it('finishes a streamed public page and writes its own hashes and the short shared-cache lifetime', async () => {
    const raw = await through((res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-security-policy', POLICY);
      res.setHeader('cache-control', 's-maxage=31536000');
      res.write(PAGE.slice(0, 50));
      res.end(PAGE.slice(50));
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(body).toContain('<style data-href="/_next/static/chunks/a.css">body{color:red}</style>');
    expect(body).not.toContain('<script src=');
    expect(head).toMatch(new RegExp(`cache-control: ${PAGE_CACHE_CONTROL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i'));
    expect(head).not.toContain('sha256-old');
    expect(head.toLowerCase()).toContain(`content-length: ${Buffer.byteLength(body)}`);
    // The loader and the RSC push (the script that enables the whole stylesheet once the page has loaded is a file the
    // loader adds): each inline script of the finished page, and nothing else, has its hash in the policy.
    const inlineScripts = body.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(inlineScripts).toHaveLength(2);
    expect((head.match(/'sha256-/g) ?? []).length).toBe(inlineScripts.length);
  });

  it('with somewhere to keep it, sends the page without its RSC data, its loader naming the kept file', async () => {
    const kept = [];
    const raw = await through(
      (res) => {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('content-security-policy', POLICY);
        res.end(PAGE);
      },
      'GET',
      (url, flight) => kept.push({ url, flight }) > 0,
    );
    const [head, body] = raw.split('\r\n\r\n');
    expect(kept).toHaveLength(1);
    expect(kept[0].url).toBe('/careers');
    expect(kept[0].flight.text).toBe('new');
    expect(body).not.toContain('__next_f.push([1');
    expect(body).toContain(`(["/_next/static/chunks/w.js"],"/_next/static/flight/${kept[0].flight.name}",document)`);
    const inlineScripts = body.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(inlineScripts).toHaveLength(1); // the loader
    expect((head.match(/'sha256-/g) ?? []).length).toBe(1);
  });

  it('gives a 404 page the short shared-cache lifetime too (a page or redirect may appear at its address)', async () => {
    const raw = await through((res) => {
      res.statusCode = 404;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-security-policy', POLICY);
      res.setHeader('cache-control', 's-maxage=31536000');
      res.end(PAGE);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 404/);
    expect(raw.split('\r\n\r\n')[0].toLowerCase()).toContain(`cache-control: ${PAGE_CACHE_CONTROL}`);
  });

  it('passes anything else through as it was written', async () => {
    const raw = await through((res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{"a":1}');
    });
    expect(raw).toContain('\r\n\r\n7\r\n{"a":1}\r\n0\r\n'); // chunked, as written: not held
  });

  it("drops the proxy's policy from Next's 304 to a page, so a browser keeps the finished page's", async () => {
    const raw = await through((res) => {
      res.setHeader('content-security-policy', POLICY);
      res.writeHead(304);
      res.end();
    });
    expect(raw).toMatch(/^HTTP\/1\.1 304/);
    expect(raw.toLowerCase()).not.toContain('content-security-policy');
  });
});
