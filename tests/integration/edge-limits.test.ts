/**
 * What one client address can cost everyone else, at the production server's edge (nothing in front, every address
 * its own): a request the edge's memory cannot answer takes a token of its address's rate (REQUEST_RATE_LIMIT), and
 * without one gets 429 from the edge itself, with Retry-After and the security headers; connections past the cap
 * get an answer (503, Retry-After) before they are closed, not a reset, logged once; two Host headers are refused.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, until, type Server } from './harness';

let server: Server;
beforeAll(async () => {
  // One request a second, ten at once: small numbers, so the test sends few requests.
  server = await startServer({ TRUST_PROXY: '', REQUEST_RATE_LIMIT: '1' });
  await get('/', '127.0.0.22'); // the edge's memory keeps the home page from its first answer (the rate does not count it)
}, 90_000);
afterAll(async () => {
  await server?.stop();
}, 60_000);

type Got = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** GETs `path` from `localAddress` (any 127.x.y.z is this machine: another client, as the server sees it). */
function get(path: string, localAddress: string, agent?: http.Agent, method = 'GET'): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: server.port, path, method, localAddress, agent: agent ?? false, headers: { origin: server.url } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function expectSecurityHeaders(r: Got) {
  for (const name of ['strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'content-security-policy']) {
    expect(r.headers[name], name).toBeTruthy();
  }
}

describe('the per-address request rate', () => {
  it('an address looping on a dynamic route gets 429 from the edge, with Retry-After; other addresses and the in-memory pages are served', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8, localAddress: '127.0.0.20' });
    try {
      const answers: Got[] = [];
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (let i = 0; i < 5; i++) answers.push(await get('/api/health', '127.0.0.20', agent));
        }),
      );
      const limited = answers.filter((a) => a.status === 429);
      expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(10); // the burst: ten seconds' worth
      expect(limited.length).toBeGreaterThanOrEqual(20);
      for (const a of limited) {
        expect(Number(a.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(a.headers['content-type']).toMatch(/^application\/json/);
        expect(JSON.parse(a.body).error).toMatch(/Too many requests from your address/);
        expectSecurityHeaders(a);
      }
      // Limited: a page the edge keeps in memory still answers, and so does another address's dynamic route.
      expect((await get('/', '127.0.0.20', agent)).status).toBe(200);
      expect((await get('/api/health', '127.0.0.21')).status).toBe(200);
      // A refused sign-in loop is stopped here too, before Better Auth and its database writes.
      const signIn = await get('/api/auth/sign-in/email', '127.0.0.20', agent, 'POST');
      expect(signIn.status).toBe(429);
      expect(JSON.parse(signIn.body).error).toMatch(/Too many requests from your address/);
    } finally {
      agent.destroy();
    }
  }, 60_000);

  it('an address looping on the pages the edge keeps in memory is held too, after 25 times the burst a dynamic route gets; others are served', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8, localAddress: '127.0.0.23' });
    try {
      let served = 0;
      let first: Got | undefined;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (let i = 0; i < 100 && !first; i++) {
            const a = await get('/', '127.0.0.23', agent);
            if (a.status === 200) served++;
            else first ??= a;
          }
        }),
      );
      expect(first?.status).toBe(429);
      expect(served).toBeGreaterThanOrEqual(250); // REQUEST_RATE_LIMIT 1: 10 at once for Next, 250 in all
      expect(Number(first!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(first!.body).toMatch(/Too many requests from your address/); // a page's refusal is text, an API's JSON
      expectSecurityHeaders(first!);
      expect((await get('/', '127.0.0.24')).status).toBe(200);
    } finally {
      agent.destroy();
    }
  }, 60_000);
});

/** A raw connection from `localAddress` that sends one keep-alive GET and keeps what it is answered. */
function connection(localAddress: string, request: string) {
  const socket = net.connect({ host: '127.0.0.1', port: server.port, localAddress });
  let answer = '';
  let reset = false;
  socket.on('data', (d) => (answer += d));
  socket.on('error', (err: NodeJS.ErrnoException) => (reset = err.code === 'ECONNRESET'));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const ready = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, ready, send: () => socket.write(request), answer: () => answer, reset: () => reset };
}

describe('the connection cap', () => {
  it('the connections past 64 from one address are answered 503 with Retry-After and closed, not reset; logged once', async () => {
    const conns = Array.from({ length: 72 }, () => connection('127.0.0.30', 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'));
    await Promise.all(conns.map((c) => c.ready));
    for (const c of conns) c.send();
    const answered = async () => conns.every((c) => /\r\n\r\n/.test(c.answer()));
    for (let i = 0; i < 100 && !(await answered()); i++) await new Promise((r) => setTimeout(r, 100));
    const statuses = conns.map((c) => Number(/^HTTP\/1\.1 (\d{3})/.exec(c.answer())?.[1]));
    expect(statuses.filter((s) => s === 200)).toHaveLength(64);
    const refused = conns.filter((_, i) => statuses[i] === 503);
    expect(refused).toHaveLength(8);
    for (const c of refused) {
      expect(c.answer()).toMatch(/\r\nRetry-After: 1\r\n/i);
      expect(c.answer()).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
      expect(c.answer()).toMatch(/\r\nConnection: close\r\n/i);
      await c.closed;
      expect(c.reset()).toBe(false);
    }
    // Another address is served meanwhile.
    expect((await get('/', '127.0.0.31')).status).toBe(200);
    // More connections from the same address: answered the same way, and the address logged once a minute.
    const more = Array.from({ length: 3 }, () => connection('127.0.0.30', 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'));
    await Promise.all(more.map((c) => c.ready));
    for (const c of more) c.send();
    await Promise.all(more.map((c) => c.closed));
    for (const c of more) expect(c.answer()).toMatch(/^HTTP\/1\.1 503 /);
    // The log goes out in batches, within a quarter of a second: once the eleven refusals' own lines are out, every
    // line logged before them (as each connection came) is out too.
    await until(async () => (server.output().match(/"status":503,[^\n]*"client":"127\.0\.0\.30"/g)?.length ?? 0) >= 11);
    expect(server.output().match(/127\.0\.0\.30 holds more than 64 connections/g)).toHaveLength(1);
    for (const c of conns) c.socket.destroy();
  }, 30_000);
});

describe('Host', () => {
  it('a request with two Host headers gets 400', async () => {
    const c = connection('127.0.0.40', 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
    await c.ready;
    c.send();
    await c.closed;
    expect(c.answer()).toMatch(/^HTTP\/1\.1 400 /);
    expect(c.answer()).toMatch(/more than one Host header/);
  });
});
