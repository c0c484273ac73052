// `node scripts/bench/perf-ab.mjs --a http://127.0.0.1:3000 --b http://127.0.0.1:3001 --routes /,/about [--runs 8]`:
// did a change make pages faster? Runs Lighthouse (Performance only, mobile, simulated throttling, as
// `npm run audit` does) on the same routes of two running servers, A and B, e.g. the production build before and
// after a change (build each in its own checkout and `npm start` them on two ports). The runs alternate A, B, B, A…
// so a machine that gets busier affects both sides alike; each side gets one unrecorded first load per route.
// Prints, per route and side, the mean Performance score (and every run's), LCP, TBT and the script the simulated
// LCP waited for. One run of a route moves by several points on a shared machine: compare means over 8 runs or more.
import * as chromeLauncher from 'chrome-launcher';
import { scriptBytesInLcp, simulateLcp } from './lcp-graph.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { option } from '../lib/cli.mjs';
import { runFailure, runLighthouse } from './lighthouse.mjs';
import { mean } from './stats.mjs';

const sides = { A: option('a'), B: option('b') };
const routes = option('routes', '/').split(',');
const runs = Math.max(1, Number(option('runs', 8)));
if (!sides.A || !sides.B) {
  console.error('Usage: node scripts/bench/perf-ab.mjs --a <base URL> --b <base URL> [--routes /,/about] [--runs 8]');
  process.exit(2);
}

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
/** One Lighthouse run: its Performance score, LCP, TBT and the script KB in its simulated LCP; null if it failed. */
async function measure(base, route) {
  const result = await runLighthouse(base + route, chrome.port, ['performance']);
  if (runFailure(result)) return null;
  const { audits, categories } = result.lhr;
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    jsKB: scriptBytesInLcp(await simulateLcp(result)) / 1024,
  };
}

/** The runs of each route on each side: results[route][side]. */
const results = Object.fromEntries(routes.map((route) => [route, { A: [], B: [] }]));
try {
  // The unrecorded first load of each route on each side.
  for (const route of routes) for (const base of Object.values(sides)) await runLighthouse(base + route, chrome.port, ['performance']);
  for (let i = 0; i < runs; i++) {
    for (const route of routes) {
      for (const side of i % 2 ? ['B', 'A'] : ['A', 'B']) {
        const run = await measure(sides[side], route);
        if (run) results[route][side].push(run);
      }
    }
    console.log(`round ${i + 1} of ${runs} done`);
  }
} finally {
  await chrome.kill();
}

console.log(`\nA = ${sides.A}\nB = ${sides.B}\n`);
console.log('| route | side | runs | Perf mean | Perf runs | LCP ms | TBT ms | JS in LCP KB |\n|---|---|---|---|---|---|---|---|');
for (const route of routes) {
  for (const side of ['A', 'B']) {
    const list = results[route][side];
    if (!list.length) continue;
    const cells = [
      route,
      side,
      list.length,
      mean(list.map((r) => r.score)).toFixed(2),
      list.map((r) => r.score).join(' '),
      mean(list.map((r) => r.lcp)).toFixed(0),
      mean(list.map((r) => r.tbt)).toFixed(0),
      mean(list.map((r) => r.jsKB)).toFixed(0),
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
}
