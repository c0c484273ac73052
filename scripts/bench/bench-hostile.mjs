// `npm run bench:hostile`: what one hostile client address costs another visitor. The production server (the build
// in .next, nothing in front) is started twice in one run: with the edge's per-address request rate off
// (REQUEST_RATE_LIMIT=off) and on (its default). Against each, a visitor (127.0.0.1, one request at a time, as a
// person's browser, a request every 50 ms at most) asks `/`, `/work/coral` (pages from the edge's memory), `/staff/sign-in` (rendered on each
// request) and `/api/ready` in turn, alone and then while a second process loops from 127.0.0.66 on 16 keep-alive
// connections on one of:
//   health    GET /api/health
//   sign-in   POST /api/auth/sign-in/email with a wrong password (each refusal writes to the database)
//   rsc       the client router's request for /work with a made-up Next-Url each time (compressed, never kept)
//   pages     GET / (answered from the edge's memory, which the rate does not count)
// Printed: the visitor's p50 and p95 per address and scenario, the p95 against the same server's alone just before
// that scenario (measured again each time: a shared machine's own load drifts), and what the hostile client got.
// Nothing is asserted. The goal: no scenario raises a p95 by more than 2×.
// The hostile client comes from elsewhere in life; here it shares the machine. Where taskset exists and there are two
// cores or more, the server (and its database, and the visitor) run on core 0 and the hostile client on core 1, so the
// figures show what its requests cost the server, not what its own process costs the machine.
//   --seconds N (default 15) per scenario, --only health|sign-in|rsc|pages
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { option } from '../lib/cli.mjs';
import { startProductionServer } from '../lib/production-server.mjs';

const SECONDS = Number(option('seconds', '15'));
const HOSTILE_ADDRESS = '127.0.0.66';
const CONNECTIONS = 16;
const VISITED = ['/', '/work/coral', '/staff/sign-in', '/api/ready'];
const SCENARIOS = ['health', 'sign-in', 'rsc', 'pages'].filter((s) => !option('only', '') || s === option('only', ''));

/**
 * One request, the body read; resolves with the status and the milliseconds it took.
 * @param {string} url @param {{ agent?: http.Agent, method?: string, headers?: Record<string, string>, body?: string, localAddress?: string }} [o]
 * @returns {Promise<{ status: number, ms: number }>}
 */
function ask(url, { agent, method = 'GET', headers = {}, body, localAddress } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(url, { method, agent, localAddress, headers: { 'accept-encoding': 'br', ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

// ------------------------------------------------------------------ the hostile client (a child process)

/** @param {string} scenario @param {string} base @param {number} seconds */
async function hostile(scenario, base, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS, localAddress: HOSTILE_ADDRESS });
  const until = Date.now() + seconds * 1000;
  /** @type {Record<string, number>} */
  const statuses = {};
  let n = 0;
  const one = () => {
    n++;
    if (scenario === 'sign-in') {
      return ask(`${base}/api/auth/sign-in/email`, {
        agent,
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email: `guess${n}@driftline.test`, password: 'not the password, surely' }),
      });
    }
    if (scenario === 'rsc') return ask(`${base}/work?_rsc=${n.toString(36)}`, { agent, headers: { rsc: '1', 'next-url': `/made-up/${n}` } });
    return ask(`${base}${scenario === 'pages' ? '/' : '/api/health'}`, { agent });
  };
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const { status } = await one();
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  agent.destroy();
  process.stdout.write(JSON.stringify({ requests: n, statuses }));
}

if (process.argv[2] === '--hostile') {
  await hostile(process.argv[3], process.argv[4], Number(process.argv[5]));
  process.exit(0);
}

// ------------------------------------------------------------------ the visitor and the table

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

/** A person's pace: a request every this many ms at most (the two dynamic addresses then take 10 of its 20 a second). */
const VISITOR_EVERY_MS = 50;

/**
 * A visitor asking each address in turn for `seconds`: each address's p50 and p95 in ms, and the answers that were
 * not 200 (a visitor refused would make the figures meaningless).
 * @param {string} base @param {number} seconds
 */
async function visit(base, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: '127.0.0.1' });
  /** @type {Record<string, number[]>} */
  const times = Object.fromEntries(VISITED.map((p) => [p, []]));
  let refused = 0;
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    for (const page of VISITED) {
      const { status, ms } = await ask(`${base}${page}`, { agent });
      times[page].push(ms);
      if (status !== 200) refused++;
      await new Promise((r) => setTimeout(r, Math.max(0, VISITOR_EVERY_MS - ms)));
    }
  }
  agent.destroy();
  if (refused) console.warn(`the visitor was answered other than 200 ${refused} times`);
  return Object.fromEntries(VISITED.map((p) => [p, { p50: quantile(times[p], 0.5), p95: quantile(times[p], 0.95) }]));
}

/** Whether the server and the hostile client can each have a core of their own (see the top). */
const PINNED = (() => {
  if (os.cpus().length < 2) return false;
  try {
    execFileSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)], { stdio: 'ignore' }); // the server inherits it
    return true;
  } catch {
    return false;
  }
})();

/** @param {string} scenario @param {string} base */
function startHostile(scenario, base) {
  const args = [fileURLToPath(import.meta.url), '--hostile', scenario, base, String(SECONDS + 2)];
  const child = PINNED
    ? spawn('taskset', ['-c', '1', process.execPath, ...args], { stdio: ['ignore', 'pipe', 'inherit'] })
    : spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  return new Promise((resolve) => child.on('close', () => resolve(JSON.parse(out || '{}'))));
}

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build in .next: run `npm run build` first.');
  process.exit(1);
}

/** @type {string[]} */
const lines = ['| rate limit | scenario | address | p50 ms | p95 ms | p95 × alone | hostile client got |', '|---|---|---|---:|---:|---:|---|'];
for (const rate of ['off', 'on']) {
  const server = await startProductionServer({
    env: { TRUST_PROXY: '', ...(rate === 'off' ? { REQUEST_RATE_LIMIT: 'off' } : {}) },
  });
  try {
    for (const page of VISITED) for (let i = 0; i < 3; i++) await ask(`${server.url}${page}`); // warm: memory, compression
    await visit(server.url, 2);
    for (const scenario of SCENARIOS) {
      const alone = await visit(server.url, SECONDS);
      for (const page of VISITED) lines.push(`| ${rate} | (alone) | ${page} | ${alone[page].p50.toFixed(1)} | ${alone[page].p95.toFixed(1)} | 1.0 | |`);
      const running = startHostile(scenario, server.url);
      await new Promise((r) => setTimeout(r, 1000)); // let it reach full speed (and spend its burst)
      const during = await visit(server.url, SECONDS);
      const got = /** @type {{ requests?: number, statuses?: Record<string, number> }} */ (await running);
      const summary = `${got.requests ?? 0} requests: ${Object.entries(got.statuses ?? {}).map(([s, k]) => `${k}× ${s}`).join(', ')}`;
      for (const page of VISITED) {
        const ratio = during[page].p95 / alone[page].p95;
        lines.push(`| ${rate} | ${scenario} | ${page} | ${during[page].p50.toFixed(1)} | ${during[page].p95.toFixed(1)} | ${ratio.toFixed(1)} | ${page === VISITED[0] ? summary : ''} |`);
      }
      console.log(`rate ${rate}, ${scenario}: done`);
    }
  } finally {
    await server.stop().catch((err) => console.error(String(err)));
  }
}
console.log(`\n${PINNED ? 'server on core 0, hostile client on core 1' : 'server and hostile client share the cores'}\n${lines.join('\n')}`);
