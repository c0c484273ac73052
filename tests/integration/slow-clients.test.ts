/**
 * Slow clients against the production server: headers must be complete within 10 s, a connection that sends
 * nothing for 30 s is closed; and an upload that keeps sending at 100 KB/s is never cut off. The three run side by
 * side (about 40 s in all). The connection cap per address is in edge-limits.test.ts.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formParts, Multipart, pdf, post, startServer, type Answer, type Server } from './harness';
import { application } from './suite';

let server: Server;
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '' });
}, 90_000);
afterAll(async () => {
  await server?.stop();
}, 60_000);

/** A raw connection; resolves `closed` with the time the server closed it, and keeps what it answered. */
function connect(localAddress = '127.0.0.1') {
  const socket = net.connect({ host: '127.0.0.1', port: server.port, localAddress });
  const opened = Date.now();
  let answer = '';
  socket.on('data', (d) => (answer += d));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - opened)));
  const ready = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, ready, answer: () => answer };
}

describe.concurrent('slow clients', () => {
  it('connections that trickle their headers are closed within the 10 s header deadline, with the security headers', async () => {
    const conns = Array.from({ length: 30 }, () => connect());
    await Promise.all(conns.map((c) => c.ready));
    for (const c of conns) c.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const trickle = setInterval(() => {
      for (const c of conns) if (!c.socket.destroyed) c.socket.write(`X-Slow-${Math.random().toString(36).slice(2, 6)}: a\r\n`);
    }, 2_000);
    try {
      const times = await Promise.all(conns.map((c) => Promise.race([c.closed, new Promise<number>((r) => setTimeout(() => r(Infinity), 20_000))])));
      expect(Math.max(...times)).toBeLessThan(13_000);
      expect(conns[0].answer()).toMatch(/^HTTP\/1\.1 408/);
      expect(conns[0].answer()).toMatch(/X-Content-Type-Options: nosniff/i);
    } finally {
      clearInterval(trickle);
      for (const c of conns) c.socket.destroy();
    }
  }, 30_000);

  it('a request whose body stops arriving is closed after 30 s of silence', async () => {
    const c = connect();
    await c.ready;
    c.socket.write(`POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n--x\r\n`);
    const t = await Promise.race([c.closed, new Promise<number>((r) => setTimeout(() => r(Infinity), 45_000))]);
    expect(t).toBeGreaterThanOrEqual(29_000);
    expect(t).toBeLessThan(40_000);
  }, 50_000);

  it('an upload that keeps sending at 100 KB/s is never cut off (35 s, past both deadlines)', async () => {
    const body = new Multipart(formParts(application, [pdf('slow.pdf', 3_500_000, 7)]));
    const chunks = (function* () {
      for (const c of body.chunks()) for (let i = 0; i < c.length; i += 16_384) yield c.subarray(i, i + 16_384);
    })();
    const started = Date.now();
    const a = (await post(`${server.url}/api/submit`, { body: chunks, contentType: body.contentType, headers: { 'content-length': String(body.length) }, chunkDelayMs: 160, address: '' })) as Answer;
    expect(Date.now() - started).toBeGreaterThan(30_000);
    expect(a.status, a.body).toBe(201);
  }, 60_000);
});
