// Unit tests of intercept.mjs: writeHead's headers read in every form, and a layer on a real ServerResponse (its
// bytes read from the socket) in each of its three modes.
import { EventEmitter } from 'node:events';
import http from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { bytesOf, headerEntries, ResponseLayer } from './intercept.mjs';

describe('headerEntries', () => {
  it('reads writeHead headers in all three forms, keeping repeated names', () => {
    expect(headerEntries({ 'Content-Type': 'text/html' })).toEqual([['Content-Type', 'text/html']]);
    expect(headerEntries(['Set-Cookie', 'a=1', 'set-cookie', 'b=2', 'X-A', '1'])).toEqual([
      ['Set-Cookie', ['a=1', 'b=2']],
      ['X-A', '1'],
    ]);
    expect(headerEntries([['Set-Cookie', 'a=1'], ['Set-Cookie', 'b=2']])).toEqual([['Set-Cookie', ['a=1', 'b=2']]]);
  });
});

describe('bytesOf', () => {
  it('reads a string in its encoding, and bytes as they are', () => {
    const bytes = Buffer.from('abc');
    expect(bytesOf(bytes)).toBe(bytes);
    expect(bytesOf('aGk=', 'base64').toString()).toBe('hi');
    expect(bytesOf('é').length).toBe(2);
  });
});

/**
 * A layer that records what it saw and answers in `mode`: in 'hold' it sends the body it took, upper-cased; in
 * 'take' it writes each part it took, upper-cased, after the head, and counts flushes.
 */
class Upper extends ResponseLayer {
  /** @param {http.ServerResponse} res @param {'pass' | 'take' | 'hold'} mode */
  constructor(res, mode) {
    super(res);
    this.choice = mode;
    /** @type {{ status: number, type: unknown }[]} */
    this.decisions = [];
    /** @type {Buffer[]} */
    this.taken = [];
    this.flushes = 0;
  }
  decide() {
    this.decisions.push({ status: this.res.statusCode, type: this.res.getHeader('content-type') });
    return this.choice;
  }
  /** @param {any} chunk @param {any} [enc] */
  take(chunk, enc) {
    if (chunk == null || chunk.length === 0) return;
    const b = bytesOf(chunk, enc);
    this.taken.push(b);
    if (this.mode === 'take') this.nextWrite.call(this.res, b.toString().toUpperCase());
  }
  finish() {
    if (this.mode === 'take') return this.nextEnd.call(this.res);
    return this.sendHeld(Buffer.from(Buffer.concat(this.taken).toString().toUpperCase()));
  }
  flushTaken() {
    this.flushes++;
  }
}

/** A response on a socket of its own, and what has reached that socket so far. */
function response() {
  const req = Object.assign(new EventEmitter(), { method: 'GET', url: '/', headers: {} });
  const res = new http.ServerResponse(/** @type {any} */ (req));
  const socket = new PassThrough();
  /** @type {Buffer[]} */
  const chunks = [];
  socket.on('data', (c) => chunks.push(c));
  res.assignSocket(/** @type {any} */ (socket));
  return { res, sent: () => Buffer.concat(chunks).toString('latin1') };
}

/** Runs `write` on a response taken over by an Upper layer in `mode`; what reached the socket, and the layer. */
async function through(mode, write) {
  const { res, sent } = response();
  const layer = new Upper(res, mode).install();
  /** @type {string[]} */
  const sentAt = [];
  await write(res, () => sentAt.push(sent()));
  if (!res.writableFinished) await new Promise((r) => res.once('finish', r));
  await new Promise((r) => setImmediate(r));
  const raw = sent();
  const at = raw.indexOf('\r\n\r\n');
  return { raw, head: raw.slice(0, at).toLowerCase(), body: raw.slice(at + 4), layer, sentAt };
}

describe('ResponseLayer', () => {
  it("passes an answer through as written ('pass'), deciding once on the final status and headers", async () => {
    const { head, body, layer, raw } = await through('pass', (res) => {
      res.writeHead(201, ['Content-Type', 'text/plain', 'Set-Cookie', 'a=1', 'Set-Cookie', 'b=2']);
      res.write('part one, ');
      res.end('part two');
    });
    expect(layer.decisions).toEqual([{ status: 201, type: 'text/plain' }]);
    expect(raw).toMatch(/^HTTP\/1\.1 201/);
    expect(head).toContain('set-cookie: a=1\r\nset-cookie: b=2');
    expect(head).toContain('transfer-encoding: chunked');
    expect(body).toBe('a\r\npart one, \r\n8\r\npart two\r\n0\r\n\r\n');
    expect(layer.taken).toEqual([]);
  });

  it("holds the head and the body ('hold') and sends what the layer made, with its length; flushHeaders sends nothing early", async () => {
    /** @type {string[]} */
    const called = [];
    const { head, body, layer, sentAt } = await through('hold', async (res, mark) => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html');
      res.flushHeaders();
      expect(res.write('<p>not', () => called.push('write'))).toBe(true);
      res.write(Buffer.from(' found</p>'));
      await new Promise((r) => setImmediate(r));
      mark();
      res.end(() => called.push('end'));
    });
    expect(sentAt).toEqual(['']); // nothing reached the socket before end()
    expect(layer.decisions).toEqual([{ status: 404, type: 'text/html' }]);
    expect(head).toMatch(/^http\/1\.1 404/);
    expect(head).toContain('content-length: 16');
    expect(body).toBe('<P>NOT FOUND</P>');
    expect(called).toEqual(['write', 'end']);
  });

  it('ignores a second end() and a write after end(), as Node does', async () => {
    const { body, layer } = await through('hold', (res) => {
      res.setHeader('Content-Type', 'text/plain');
      res.end('once');
      expect(res.write('more')).toBe(false);
      res.end('again');
    });
    expect(body).toBe('ONCE');
    expect(layer.taken.map(String)).toEqual(['once']);
  });

  it("sends the head at once and gives the body and Next's flushes to the layer ('take')", async () => {
    const { head, body, layer, sentAt } = await through('take', async (res, mark) => {
      res.setHeader('Content-Type', 'text/plain');
      res.write('abc', 'utf8');
      /** @type {any} */ (res).flush();
      await new Promise((r) => setImmediate(r));
      mark();
      res.end('def');
    });
    expect(sentAt[0]).toMatch(/^HTTP\/1\.1 200[\s\S]*\r\n\r\n3\r\nABC\r\n$/);
    expect(head).toContain('transfer-encoding: chunked');
    expect(body).toBe('3\r\nABC\r\n3\r\nDEF\r\n0\r\n\r\n');
    expect(layer.flushes).toBe(1);
  });

  it('chains: a layer over another sees what is written first, the one below gets what it sends on', async () => {
    const { res, sent } = response();
    const below = new Upper(res, 'hold').install();
    const above = new Upper(res, 'hold').install();
    res.setHeader('Content-Type', 'text/plain');
    res.end('x');
    await new Promise((r) => res.once('finish', r));
    expect(above.taken.map(String)).toEqual(['x']);
    expect(below.taken.map(String)).toEqual(['X']);
    expect(sent().split('\r\n\r\n')[1]).toBe('X');
  });
});
