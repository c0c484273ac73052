import { describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import http from 'node:http';
import { PassThrough } from 'node:stream';
import { covers, createMemory } from './memory.mjs';

describe('covers', () => {
  it('matches an address, a family of addresses and every page, never the static files', () => {
    expect(covers('/careers', '/careers')).toBe(true);
    expect(covers('/careers', '/careers-x')).toBe(false);
    expect(covers('/work/*', '/work/coral')).toBe(true);
    expect(covers('/work/*', '/work')).toBe(false);
    expect(covers('*', '/')).toBe(true);
    expect(covers('*', '/sitemap.xml')).toBe(true);
    expect(covers('*', '/_next/static/chunks/a.js')).toBe(false);
    expect(covers('*', '/media/x.webp')).toBe(false);
    expect(covers('/work/café', '/work/caf%C3%A9')).toBe(true);
  });
});

describe('forget', () => {
  it('drops the kept answers a change covers, and does not keep an answer captured across it', async () => {
    const memory = createMemory({ addresses: new Set(['/careers', '/about']) });
    const answer = async (url, body, before) => {
      const req = Object.assign(new EventEmitter(), { method: 'GET', url, headers: {} });
      const res = new http.ServerResponse(/** @type {any} */ (req));
      res.assignSocket(/** @type {any} */ (new PassThrough()));
      memory.capture(/** @type {any} */ (req), res);
      res.setHeader('content-type', 'text/html');
      before?.();
      res.end(body);
      await new Promise((r) => setImmediate(r));
      res.emit('close');
    };
    await answer('/careers', 'old');
    await answer('/about', 'about');
    expect(memory.size()).toBe(2);
    expect(memory.forget(['/careers'])).toBe(1);
    expect(memory.size()).toBe(1);
    await answer('/careers', 'old again', () => memory.forget(['/careers']));
    expect(memory.size()).toBe(1);
    expect(memory.forget(['*'])).toBe(1);
    expect(memory.size()).toBe(0);
    // A page published since the build is kept once it has been announced.
    await answer('/work/new-one', 'new');
    expect(memory.size()).toBe(0);
    memory.forget(['/work/new-one']);
    await answer('/work/new-one', 'new');
    expect(memory.size()).toBe(1);
  });
});

describe('alsoKeeps', () => {
  it('keeps the answers of other addresses the server names (a runtime RSC data file), and a publish keeps them', async () => {
    const flight = '/_next/static/flight/AAAAAAAAAAAAAAAAAAAAAA.txt';
    const memory = createMemory({ addresses: new Set(), alsoKeeps: (url) => url.startsWith('/_next/static/flight/') });
    for (const url of [flight, '/elsewhere']) {
      const req = Object.assign(new EventEmitter(), { method: 'GET', url, headers: {} });
      const res = new http.ServerResponse(/** @type {any} */ (req));
      res.assignSocket(/** @type {any} */ (new PassThrough()));
      memory.capture(/** @type {any} */ (req), res);
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      res.end('0:{}\n');
      await new Promise((r) => setImmediate(r));
      res.emit('close');
    }
    expect(memory.size()).toBe(1);
    expect(memory.forget(['*'])).toBe(0);
    const req = Object.assign(new EventEmitter(), { method: 'GET', url: flight, headers: {} });
    const res = new http.ServerResponse(/** @type {any} */ (req));
    const socket = new PassThrough();
    const chunks = [];
    socket.on('data', (c) => chunks.push(c));
    res.assignSocket(/** @type {any} */ (socket));
    expect(memory.serve(/** @type {any} */ (req), res)).toBe(true);
    await new Promise((r) => res.once('finish', r));
    await new Promise((r) => setImmediate(r));
    expect(Buffer.concat(chunks).toString('utf8')).toMatch(/^HTTP\/1\.1 200[\s\S]*\r\n\r\n0:\{\}\n$/);
  });
});
