// `npm run bench:pages`: requests per second and p99 latency of prerendered pages, in one run, from
//   1. `npm start` alone (scripts/serve/start.mjs on the build in .next), and for comparison the same server with
//      EDGE_MEMORY=off (every request through Next),
//   2. nginx in front of two instances (the deploy/ configuration, scripts/lib/nginx.mjs),
//   3. an empty Next.js page under `next start` (the reference: a tiny app this script writes to .bench/empty-next,
//      git-ignored, and builds once),
// for /, /work/coral, /expertise/docker and /robots.txt (the reference has only /), each with 50 connections and
// brotli accepted, measured by Debian's wrk (`apt-get install wrk`). Each address is asked once and warmed up for
// two seconds before it is measured. Figures are printed as a table; nothing is asserted.
//   --seconds N (default 10) per measurement, --connections N (default 50).
import { execFile, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { option } from '../lib/cli.mjs';
import { startNginx } from '../lib/nginx.mjs';
import { freePort, startProductionServer } from '../lib/production-server.mjs';

const SECONDS = Number(option('seconds', '10'));
const CONNECTIONS = Number(option('connections', '50'));
const PAGES = ['/', '/work/coral', '/expertise/docker', '/robots.txt'];
const REFERENCE_DIR = path.resolve('.bench/empty-next');

if (spawnSync('wrk', ['--version']).error) {
  console.error('bench:pages needs wrk: sudo apt-get install -y wrk');
  process.exit(1);
}
if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build in .next: run `npm run build` first.');
  process.exit(1);
}

/** @param {string} url */
function warm(url) {
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
 * @param {string} url @param {number} seconds
 */
async function wrk(url, seconds) {
  const out = await new Promise((resolve, reject) =>
    execFile('wrk', ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: br', url], { encoding: 'utf8' }, (err, stdout) => (err ? reject(err) : resolve(stdout))),
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s)\s*$/m.exec(out);
  const unit = { us: 0.001, ms: 1, s: 1000 };
  const bad = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const errors = /Socket errors:(.*)/.exec(out)?.[1]?.trim() ?? '';
  return { rps, p99: p99 ? Number(p99[1]) * unit[/** @type {'us' | 'ms' | 's'} */ (p99[2])] : NaN, bad, errors };
}

/** @type {{ target: string, page: string, rps: number, p99: number, bad: number, errors: string }[]} */
const rows = [];
/** @param {string} target @param {string} base @param {string[]} pages */
async function measure(target, base, pages) {
  for (const page of pages) {
    const status = await warm(`${base}${page}`);
    await wrk(`${base}${page}`, 2);
    const r = await wrk(`${base}${page}`, SECONDS);
    rows.push({ target, page, ...r, bad: r.bad + (status === 200 ? 0 : 1) });
    console.log(`${target} ${page}: ${Math.round(r.rps)} req/s, p99 ${r.p99.toFixed(1)} ms${r.bad ? `, ${r.bad} not 2xx` : ''}${r.errors ? `, socket errors ${r.errors}` : ''}`);
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
  return { url, stop: () => child.kill('SIGTERM') };
}

buildReference();

/** wrk is one address asking as fast as it can: what is measured is the server's capacity, not the per-address rate. */
const UNLIMITED = { REQUEST_RATE_LIMIT: 'off' };
const alone = await startProductionServer({ entry: 'scripts/serve/start.mjs', startMs: 600_000, env: UNLIMITED, echo: 'errors' });
await measure('npm start alone', alone.url, PAGES);
await alone.stop();

// For comparison: the same server with every request through Next (EDGE_MEMORY=off), as before the edge kept answers.
const throughNext = await startProductionServer({ env: { ...UNLIMITED, EDGE_MEMORY: 'off' }, echo: 'errors' });
await measure('npm start, EDGE_MEMORY=off', throughNext.url, PAGES);
await throughNext.stop();

const instances = await Promise.all(
  [0, 1].map(() => startProductionServer({ env: { ...UNLIMITED, TRUST_PROXY: '127.0.0.1' }, echo: 'errors' })),
);
const nginx = await startNginx({ instances: instances.map((s) => `127.0.0.1:${s.port}`), root: process.cwd(), workers: 'auto' });
await measure('nginx, two instances', nginx.url, PAGES);
await nginx.stop();
await Promise.all(instances.map((s) => s.stop()));

const reference = await startReference();
await measure('empty Next.js page (next start)', reference.url, ['/']);
reference.stop();

console.log(`\n${CONNECTIONS} connections, brotli accepted, ${SECONDS} s each (wrk -t1), on ${os.cpus().length} cores\n`);
console.log('| server | address | requests/s | p99 ms |');
console.log('|---|---|---:|---:|');
for (const r of rows) console.log(`| ${r.target} | ${r.page} | ${Math.round(r.rps).toLocaleString('en')} | ${r.p99.toFixed(1)} |${r.bad ? ` ${r.bad} not 2xx/3xx` : ''}`);
