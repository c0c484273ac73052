// Unit tests of the production server's response (EdgeResponse): the headers the edge gives it first are on every
// answer, however the answer is written, and a header written later with the same name takes their place, as if
// they had been set first.
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { EdgeResponse } from './edge.mjs';

/** @type {http.Server | null} */
let server = null;
afterEach(() => new Promise((resolve) => (server ? server.close(() => resolve(undefined)) : resolve(undefined))));

/** The headers every answer starts with here, shared by all (as the edge's security headers are). */
const SHARED = Object.freeze(['X-Base', 'base', 'Content-Security-Policy', "default-src 'none'"]);

/**
 * The raw head of the answer a handler writes, its response given SHARED and then its own list (empty; the handler
 * may push to it) to start with.
 * @param {(res: EdgeResponse, own: string[]) => void} handler
 * @returns {Promise<{ status: number, headers: string[] }>}
 */
async function answerOf(handler) {
  server = http.createServer({ ServerResponse: EdgeResponse }, (_req, res) => {
    /** @type {string[]} */
    const own = [];
    /** @type {EdgeResponse} */ (res).pendHeaders(own, SHARED);
    handler(/** @type {EdgeResponse} */ (res), own);
  });
  await new Promise((resolve) => server?.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.rawHeaders }));
      })
      .on('error', reject);
  });
}

/** @param {string[]} raw @param {string} name */
const valuesOf = (raw, name) => raw.filter((_, i) => i % 2 === 1 && raw[i - 1].toLowerCase() === name);

describe('EdgeResponse', () => {
  it('sends the pending headers and a whole flat list in one head, the list taking the place of a pending header it names again', async () => {
    const list = Object.freeze(['Content-Type', 'text/html', 'content-security-policy', "default-src 'self'", 'Link', ['</a>', '</b>']]);
    const { status, headers } = await answerOf((res, own) => {
      own.push('X-Request-Id', 'r1');
      res.writeHead(200, /** @type {any} */ (list));
      res.end('hi');
    });
    expect(status).toBe(200);
    expect(valuesOf(headers, 'x-base')).toEqual(['base']);
    expect(valuesOf(headers, 'x-request-id')).toEqual(['r1']);
    expect(valuesOf(headers, 'content-security-policy')).toEqual(["default-src 'self'"]);
    expect(valuesOf(headers, 'link')).toEqual(['</a>', '</b>']);
  });

  it('gives each answer with the same flat list the same head, a status message kept', async () => {
    const list = Object.freeze(['Content-Type', 'text/plain', 'X-Base', 'listed']);
    for (const id of ['r1', 'r2']) {
      const { status, headers } = await answerOf((res, own) => {
        own.push('X-Request-Id', id, 'X-Base', 'own');
        res.writeHead(203, 'Kept', /** @type {any} */ (list));
        res.end('hi');
      });
      expect(status).toBe(203);
      expect(valuesOf(headers, 'x-base')).toEqual(['listed']);
      expect(valuesOf(headers, 'x-request-id')).toEqual([id]);
      expect(valuesOf(headers, 'content-security-policy')).toEqual(["default-src 'none'"]);
      await new Promise((resolve) => server?.close(() => resolve(undefined)));
      server = null;
    }
  });

  it('sends the pending headers when the answer sets none of its own', async () => {
    const { headers } = await answerOf((res) => res.end('hi'));
    expect(valuesOf(headers, 'x-base')).toEqual(['base']);
    expect(valuesOf(headers, 'content-security-policy')).toEqual(["default-src 'none'"]);
  });

  it('sets the pending headers before the first header written one by one, which may replace them', async () => {
    const { headers } = await answerOf((res) => {
      expect(res.getHeader('x-base')).toBe('base');
      res.setHeader('Content-Security-Policy', "default-src 'self'");
      res.writeHead(201, { 'X-Other': 'o' });
      res.end();
    });
    expect(valuesOf(headers, 'x-base')).toEqual(['base']);
    expect(valuesOf(headers, 'x-other')).toEqual(['o']);
    expect(valuesOf(headers, 'content-security-policy')).toEqual(["default-src 'self'"]);
  });

  it('keeps the pending headers under writeHead with an object, and one removed after it was read stays removed', async () => {
    const { status, headers } = await answerOf((res) => {
      res.removeHeader('X-Base');
      res.writeHead(404, 'Gone fishing', { 'Content-Security-Policy': "default-src 'self'" });
      res.end();
    });
    expect(status).toBe(404);
    expect(valuesOf(headers, 'x-base')).toEqual([]);
    expect(valuesOf(headers, 'content-security-policy')).toEqual(["default-src 'self'"]);
  });
});
