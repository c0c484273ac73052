// `npm run bench:pages`: requests per second and p99 latency of prerendered pages, in one run, from
//   1. `npm start` alone (scripts/serve/start.mjs on the build in .next), measured in turns with its ceiling: a plain
//      Node server sending the same bytes (scripts/bench/plain-node.mjs: the site's own answers, captured first), so
//      the share of the ceiling the site reaches is read from measurements taken side by side on a shared machine;
//      in the same turns, the edge and its memory in a process of their own, without Next (scripts/bench/edge-alone.mjs):
//      what Next's thread beside the edge's costs it (scripts/serve/next-thread.mjs), and the same with its request log
//      off (LOG_LEVEL=silent): what the log costs the edge. `npm start` and the edge alone write their log to a file
//      each (in .bench/logs, removed at the end), whose request lines are counted against the answers: none lost;
//      then `/` from memory (10 connections) while Next renders an address it alone answers (4 connections): what a
//      visitor waits for a kept page while Next is busy; and for comparison the same server with EDGE_MEMORY=off
//      (every request through Next),
//   2. nginx in front of two instances (the deploy/ configuration, scripts/lib/nginx.mjs),
//   3. an empty Next.js page under `next start` (the floor: a tiny app this script writes to .bench/empty-next,
//      git-ignored, and builds once),
// for /, /work/coral, /expertise/docker and /robots.txt (the reference has only /), each with 50 connections and
// brotli accepted, measured by Debian's wrk (`apt-get install wrk`). Each address is asked once and warmed up for
// two seconds before it is measured. Besides requests per second, the CPU time each server process spent per answer
// (user + system, from /proc) is printed: it depends far less than the rate on what else the machine runs. Figures
// are printed as a table; nothing is asserted.
//   --seconds N (default 10) per measurement, --connections N (default 50), --turns N (default 3) turns of the ceiling and the servers compared with it.
import { execFile, execFileSync, fork, spawn, spawnSync } from 'node:child_process';
import { closeSync, createReadStream, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { option } from '../lib/cli.mjs';
import { startNginx } from '../lib/nginx.mjs';
import { freePort, startProductionServer } from '../lib/production-server.mjs';

const SECONDS = Number(option('seconds', '10'));
const CONNECTIONS = Number(option('connections', '50'));
const TURNS = Number(option('turns', '3'));
const PAGES = ['/', '/work/coral', '/expertise/docker', '/robots.txt'];
/** Asked of `npm start` once before anything is measured: a page, a route handler, a staff page, the API. */
const SERVED_BEFORE = ['/about', '/sitemap.xml', '/staff/sign-in', '/api/ready', '/work'];
const REFERENCE_DIR = path.resolve('.bench/empty-next');

if (spawnSync('wrk', ['--version']).error) {
  console.error('bench:pages needs wrk: sudo apt-get install -y wrk');
  process.exit(1);
}
if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build in .next: run `npm run build` first.');
  process.exit(1);
}

/** Requests answered so far, per server (origin), for the count of request lines in its log. */
const answered = new Map();
/** @param {string} url @param {number} n */
const count = (url, n) => answered.set(new URL(url).origin, (answered.get(new URL(url).origin) ?? 0) + n);

/** @param {string} url */
function warm(url) {
  count(url, 1);
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { 'accept-encoding': 'br' }, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    }).on('error', reject);
  });
}

/**
 * One wrk run: requests/s, p99 in ms, and how many answers were not 2xx/3xx or failed. Not execFileSync: while wrk
 * runs, this process must go on reading the servers' output (a log line per request), as journald would; blocked,
 * the pipe fills and the servers wait on their log.
 * @param {string} url @param {number} seconds @param {number} [connections]
 */
async function wrk(url, seconds, connections = CONNECTIONS) {
  const out = await new Promise((resolve, reject) =>
    execFile('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: br', url], { encoding: 'utf8' }, (err, stdout) => (err ? reject(err) : resolve(stdout))),
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s)\s*$/m.exec(out);
  const unit = { us: 0.001, ms: 1, s: 1000 };
  const bad = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  count(url, Number(/(\d+) requests in/.exec(out)?.[1] ?? 0));
  const errors = /Socket errors:(.*)/.exec(out)?.[1]?.trim() ?? '';
  return { rps, p99: p99 ? Number(p99[1]) * unit[/** @type {'us' | 'ms' | 's'} */ (p99[2])] : NaN, bad, errors };
}

/** CPU seconds (user + system) a process has used so far, or NaN where /proc cannot tell. @param {number | undefined} pid */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return NaN;
  }
}

/** @typedef {{ target: string, page: string, rps: number, p99: number, cpuUs: number, bad: number, errors: string, share?: number }} Row */
/** @type {Row[]} */
const rows = [];
/** One measured address: warmed, then wrk; with the server's CPU time per answer. @param {string} url @param {number | undefined} pid */
async function measureOne(url, pid) {
  const status = await warm(url);
  await wrk(url, 2);
  const before = cpuSeconds(pid);
  const r = await wrk(url, SECONDS);
  const cpuUs = ((cpuSeconds(pid) - before) * 1e6) / Math.max(1, r.rps * SECONDS);
  return { ...r, cpuUs, bad: r.bad + (status === 200 ? 0 : 1) };
}
/** @param {Row} r */
const say = (r) =>
  console.log(
    `${r.target} ${r.page}: ${Math.round(r.rps)} req/s, p99 ${r.p99.toFixed(1)} ms, ${r.cpuUs.toFixed(0)} µs CPU an answer${r.bad ? `, ${r.bad} not 2xx` : ''}${r.errors ? `, socket errors ${r.errors}` : ''}`,
  );
/** @param {string} target @param {string} base @param {string[]} pages @param {number} [pid] */
async function measure(target, base, pages, pid) {
  for (const page of pages) {
    const row = { target, page, ...(await measureOne(`${base}${page}`, pid)) };
    rows.push(row);
    say(row);
  }
}

/**
 * The site's answer to an address as the ceiling will send it: status, headers (less those of one connection) and
 * the brotli body. @param {string} url
 */
function captureAnswer(url) {
  count(url, 1);
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { 'accept-encoding': 'br' }, agent: false }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const headers = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          if (!/^(date|connection|keep-alive|transfer-encoding)$/i.test(res.rawHeaders[i])) headers.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
        }
        resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks).toString('base64') });
      });
    }).on('error', reject);
  });
}

/**
 * A script of this folder that answers with these answers (the ceiling, scripts/bench/plain-node.mjs, or the edge
 * alone, scripts/bench/edge-alone.mjs), resolved once it listens.
 * @param {string} script @param {string} file the answers, written by writeAnswers @param {Record<string, string>} [env] more environment
 * @param {string} [logFile] where its standard output (its log) is appended
 */
async function startWithAnswers(script, file, env = {}, logFile = '/dev/null') {
  const port = await freePort();
  const log = openSync(logFile, 'a', 0o600);
  const child = fork(path.resolve('scripts/bench', script), [file, String(port)], { stdio: ['ignore', log, 'ignore', 'ipc'], env: { ...process.env, ...env } });
  closeSync(log);
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error(`${script} did not start`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    /** SIGTERM; resolves once it has exited (its log written). */
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** The answers, in a file for startWithAnswers. @param {Record<string, unknown>} answers */
function writeAnswers(answers) {
  const file = path.resolve('.bench/plain-answers.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(answers));
  return file;
}

/**
 * The ceiling and the servers compared with it, address by address, in turns (ceiling, each server, ceiling, each
 * server…): the mean of each, and each server's share of the ceiling's rate.
 * @param {{ url: string, pid?: number }} ceiling @param {[string, { url: string, pid?: number }][]} servers [name, server]
 */
async function measureWithCeiling(ceiling, servers) {
  for (const page of PAGES) {
    /** @type {Awaited<ReturnType<typeof measureOne>>[][]} */
    const runs = [[], ...servers.map(() => [])];
    // Measured in a different order each turn (the ceiling first, then second, …): what a measurement leaves the
    // machine busy with (the ceiling's load, a server's writes) does not always fall on the same server.
    const all = [ceiling, ...servers.map(([, server]) => server)];
    for (let turn = 0; turn < TURNS; turn++) {
      for (let k = 0; k < all.length; k++) {
        const i = (k + all.length - (turn % all.length)) % all.length;
        runs[i].push(await measureOne(`${all[i].url}${page}`, all[i].pid));
      }
    }
    const mean = (/** @type {Awaited<ReturnType<typeof measureOne>>[]} */ rs, /** @type {'rps' | 'p99' | 'cpuUs'} */ k) => rs.reduce((t, r) => t + r[k], 0) / rs.length;
    const [top, ...own] = runs.map((rs) => ({ rps: mean(rs, 'rps'), p99: mean(rs, 'p99'), cpuUs: mean(rs, 'cpuUs'), bad: rs.reduce((t, r) => t + r.bad, 0), errors: rs.map((r) => r.errors).filter(Boolean).join('; ') }));
    const ceilingRow = { target: 'plain Node server, same bytes (ceiling)', page, ...top };
    rows.push(ceilingRow);
    say(ceilingRow);
    for (const [i, [target]] of servers.entries()) {
      const row = { target, page, ...own[i], share: own[i].rps / top.rps };
      rows.push(row);
      say(row);
      console.log(`  share of the ceiling per turn: ${runs[i + 1].map((r, t) => `${Math.round((r.rps / runs[0][t].rps) * 100)} %`).join(', ')}`);
    }
  }
}

/** The reference app: an empty page, built once. */
function buildReference() {
  if (existsSync(path.join(REFERENCE_DIR, '.next', 'BUILD_ID'))) return;
  mkdirSync(path.join(REFERENCE_DIR, 'app'), { recursive: true });
  writeFileSync(path.join(REFERENCE_DIR, 'package.json'), '{ "private": true }\n');
  // Its own (empty) configuration: Next would otherwise take the site's, from the folder above.
  writeFileSync(path.join(REFERENCE_DIR, 'next.config.mjs'), 'export default {};\n');
  writeFileSync(path.join(REFERENCE_DIR, 'app', 'layout.jsx'), 'export default function Layout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n');
  writeFileSync(path.join(REFERENCE_DIR, 'app', 'page.jsx'), 'export default function Page() {\n  return <main />;\n}\n');
  console.log('Building the reference (an empty Next.js page) in .bench/empty-next…');
  execFileSync(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build'], { cwd: REFERENCE_DIR, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
}

/** `next start` for the reference, resolved once it answers. */
async function startReference() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: REFERENCE_DIR,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await warm(`${url}/`);
      break;
    } catch {
      if (i > 300) throw new Error('the reference did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

buildReference();

/** wrk is one address asking as fast as it can: what is measured is the server's capacity, not the per-address rate. */
const UNLIMITED = { REQUEST_RATE_LIMIT: 'off' };
// The log of `npm start` and of the edge alone goes to a file each, as `npm start >> site.log` writes it: each server
// pays for writing its log, and this process, on the same cores as wrk and the servers, reads none of it while they
// are measured (a process reading a pipe of 25,000 lines a second takes a share of a core from them). Their request
// lines are counted at the end: one for every answer.
const LOGS = path.resolve('.bench/logs');
rmSync(LOGS, { recursive: true, force: true });
mkdirSync(LOGS, { recursive: true });
const logOf = (/** @type {string} */ name) => path.join(LOGS, `${name}.log`);
const alone = await startProductionServer({ entry: 'scripts/serve/start.mjs', startMs: 600_000, env: UNLIMITED, echo: 'errors', logFile: logOf('npm-start') });
// A server in service has rendered pages and answered route handlers, the staff pages and the API before any given
// address is measured.
for (const address of SERVED_BEFORE) await warm(`${alone.url}${address}`);
/** @type {Record<string, unknown>} */
const answers = {};
// The ceiling sends what the memory sends: each address asked twice first (the first answer is Next's, compressed at
// the fast level; the memory keeps it and answers the next ones with its own, compressed once at the highest).
for (const page of PAGES) {
  for (let i = 0; i < 2; i++) await warm(`${alone.url}${page}`);
  answers[page] = await captureAnswer(`${alone.url}${page}`);
}
const answersFile = writeAnswers(answers);
const ceiling = await startWithAnswers('plain-node.mjs', answersFile);
// What Next's thread costs the edge: the same edge and memory in a process of their own (scripts/bench/edge-alone.mjs).
const edgeAlone = await startWithAnswers('edge-alone.mjs', answersFile, {}, logOf('edge-alone'));
// And what its request log costs it: the same with the log off. Not a setting to serve with (the log is how a request
// is traced, and each line is made and written off the answer's path), the measure of the line's share.
const edgeUnlogged = await startWithAnswers('edge-alone.mjs', answersFile, { LOG_LEVEL: 'silent' });
await measureWithCeiling(ceiling, [
  ['npm start alone', alone],
  ['the edge alone, without Next', edgeAlone],
  ['the edge alone, request log off (LOG_LEVEL=silent)', edgeUnlogged],
]);
await Promise.all([ceiling.stop(), edgeAlone.stop(), edgeUnlogged.stop()]);

// Answers from memory while Next renders: `/` asked by 10 connections while 4 others ask an address only Next answers
// (a query string the memory does not keep). Next renders on a thread of its own, so the first wait for no page.
const BUSY = '/work/coral?bench=render';
await warm(`${alone.url}${BUSY}`);
for (let turn = 0; turn < TURNS; turn++) {
  const [fromMemory, fromNext] = await Promise.all([wrk(`${alone.url}/`, SECONDS, 10), wrk(`${alone.url}${BUSY}`, SECONDS, 4)]);
  for (const [target, page, r] of /** @type {const} */ ([['npm start, memory while Next renders', '/', fromMemory], ['npm start, Next rendering meanwhile', BUSY, fromNext]])) {
    const row = { target, page, ...r, cpuUs: NaN };
    rows.push(row);
    say(row);
  }
}
await alone.stop();

/** Request lines in a log file. @param {string} file @returns {Promise<number>} */
async function requestLines(file) {
  let n = 0;
  let rest = '';
  for await (const chunk of createReadStream(file, { encoding: 'utf8' })) {
    const lines = (rest + chunk).split('\n');
    rest = /** @type {string} */ (lines.pop());
    for (const line of lines) if (line.endsWith('"msg":"request"}')) n++;
  }
  return n;
}
// Nothing lost: a line for every answer wrk counted (and a few more: what it had in flight as it stopped, and, for
// `npm start`, the requests of its own start and content watcher).
for (const [name, file, server] of /** @type {const} */ ([['npm start', 'npm-start', alone], ['the edge alone', 'edge-alone', edgeAlone]])) {
  const lines = await requestLines(logOf(file));
  const answers = answered.get(server.url) ?? 0;
  console.log(`${name}: ${lines.toLocaleString('en')} request lines in its log for ${answers.toLocaleString('en')} answers counted here${lines < answers ? `: ${(answers - lines).toLocaleString('en')} LOST` : ''}`);
}
rmSync(LOGS, { recursive: true, force: true }); // a gigabyte of lines, read

// For comparison: the same server with every request through Next (EDGE_MEMORY=off), as before the edge kept answers.
const throughNext = await startProductionServer({ env: { ...UNLIMITED, EDGE_MEMORY: 'off' }, echo: 'errors' });
await measure('npm start, EDGE_MEMORY=off', throughNext.url, PAGES, throughNext.pid);
await throughNext.stop();

const instances = await Promise.all(
  [0, 1].map(() => startProductionServer({ env: { ...UNLIMITED, TRUST_PROXY: '127.0.0.1' }, echo: 'errors' })),
);
const nginx = await startNginx({ instances: instances.map((s) => `127.0.0.1:${s.port}`), root: process.cwd(), workers: 'auto' });
await measure('nginx, two instances', nginx.url, PAGES);
await nginx.stop();
await Promise.all(instances.map((s) => s.stop()));

const reference = await startReference();
await measure('empty Next.js page (next start, the floor)', reference.url, ['/'], reference.pid);
reference.stop();

console.log(`\n${CONNECTIONS} connections, brotli accepted, ${SECONDS} s each (wrk -t1), on ${os.cpus().length} cores; site and ceiling: the mean of ${TURNS} turns each\n`);
console.log('| server | address | requests/s | share of the ceiling | p99 ms | CPU µs an answer |');
console.log('|---|---|---:|---:|---:|---:|');
for (const r of rows) {
  const share = r.share === undefined ? '' : `${Math.round(r.share * 100)} %`;
  console.log(`| ${r.target} | ${r.page} | ${Math.round(r.rps).toLocaleString('en')} | ${share} | ${r.p99.toFixed(1)} | ${Number.isFinite(r.cpuUs) ? r.cpuUs.toFixed(0) : '?'} |${r.bad ? ` ${r.bad} not 2xx/3xx` : ''}`);
}
