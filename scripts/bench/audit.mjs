// `npm run audit`: Lighthouse 12 (mobile, simulated throttling, Debian Chromium) on every route and on the
// empty reference page (/audit/reference) served by the same production build. Prints a table and writes
// reports/audit.md and reports/audit.json (git-ignored). Options: --routes /,/work  --base http://host:port
// --runs N (default 3: Lighthouse scores vary from run to run, so each route is audited N times after one
// unrecorded load, and the run with the median Performance score is reported with the range; the reference runs
// N times first and last and once after every five routes, and its row is the median of all its runs)
// --lhr (also keep each route's full Lighthouse report in reports/lhr/, to see the LCP element and long tasks)
// --explain (also write what each route's simulated LCP is made of to reports/lcp/, see scripts/bench/lcp-graph.mjs)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { option } from '../lib/cli.mjs';
import { startProductionServer } from '../lib/production-server.mjs';
import { explainLcp, scriptBytesInLcp, simulateLcp } from './lcp-graph.mjs';
import { collectRuns, runFailure, runLighthouse } from './lighthouse.mjs';

const keepReports = process.argv.includes('--lhr');
const explain = process.argv.includes('--explain');

const { ALL_ROUTES } = await tsImport('../../src/lib/seo/routes.ts', import.meta.url);
const REFERENCE = '/audit/reference';
const RUNS = Math.max(1, Number(option('runs', 3)));
/** One reference run after every this many routes, so the reference is sampled across the whole audit. */
const REFERENCE_EVERY = 5;
const audited = option('routes')?.split(',') ?? ALL_ROUTES;
// The reference runs RUNS times first and last, and once after every REFERENCE_EVERY routes: a machine that gets
// busier or quieter during the audit moves the reference as much as the routes. Its row pools all those runs.
/** @type {{ route: string, runs: number }[]} */
const plan = [{ route: REFERENCE, runs: RUNS }];
audited.forEach((route, i) => {
  plan.push({ route, runs: RUNS });
  if ((i + 1) % REFERENCE_EVERY === 0 && i + 1 < audited.length) plan.push({ route: REFERENCE, runs: 1 });
});
plan.push({ route: REFERENCE, runs: RUNS });
const referenceRunsPlanned = plan.filter((p) => p.route === REFERENCE).reduce((n, p) => n + p.runs, 0);

let server;
let base = option('base');
if (!base) {
  if (!existsSync('.next/BUILD_ID')) {
    console.error('No production build: run `npm run build` first.');
    process.exit(1);
  }
  server = await startProductionServer({ dataDir: process.env.DATA_DIR ?? '.audit-data' });
  base = server.url;
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
});

const rows = [];
/** What arrives in the first TCP round trip: ten segments of 1,460 bytes (Lighthouse's simulated phone too). */
const FIRST_ROUND_TRIP_BYTES = 14_600;
const kb = (bytes) => (bytes / 1024).toFixed(1);
// Per run (its lhr): the script bytes in its simulated LCP (see scriptBytesInLcp), worked out while the run's trace
// is at hand, and under --explain its trace and simulated LCP, kept until its route's median run is explained.
/** @type {WeakMap<object, { lcpScriptBytes: number, explain?: { artifacts: any, lcp: any } }>} */
const simulated = new WeakMap();
/** A route's file name in reports/lhr and reports/lcp: '/work/coral' → '_work_coral'. */
const reportName = (route) => route.replace(/\//g, '_') || '_';
try {
  /** @param {string} route @param {boolean} full all four categories (a recorded run) or Performance only */
  const audit = (route, full) =>
    runLighthouse(base + route, chrome.port, full ? ['performance', 'accessibility', 'best-practices', 'seo'] : ['performance']);
  const referenceLhrs = [];
  const warmed = new Set();
  for (const [position, { route, runs: wanted }] of plan.entries()) {
    // Each route, the reference first, gets one unrecorded load: the server compresses a page, and optimises its
    // images, on the first request only (a CDN would serve every later visitor from its copy), and Chromium's
    // first navigation is slow.
    if (!warmed.has(route)) {
      await audit(route, false);
      warmed.add(route);
    }
    // A run Chromium fails to trace is run again, so every route has its runs.
    const lhrs = await collectRuns(wanted, async () => {
      const result = await audit(route, true);
      const failure = runFailure(result);
      if (failure) {
        console.log(`${route.padEnd(40)} run failed, running again: ${failure}`);
        return null;
      }
      const lcp = await simulateLcp(result);
      simulated.set(result.lhr, {
        lcpScriptBytes: scriptBytesInLcp(lcp),
        explain: explain ? { artifacts: result.artifacts, lcp } : undefined,
      });
      return result.lhr;
    });
    if (!lhrs.length) continue;
    const perfOf = (lhr) => lhr.categories.performance.score ?? 0;
    // The reference is reported once, after its last runs, from all its runs.
    if (route === REFERENCE) referenceLhrs.push(...lhrs);
    if (route === REFERENCE && position < plan.length - 1) continue;
    const inOrder = route === REFERENCE ? referenceLhrs : lhrs;
    const runs = [...inOrder].sort((x, y) => perfOf(x) - perfOf(y));
    const lhr = runs[Math.floor((runs.length - 1) / 2)];
    const perfRange = `${Math.round(perfOf(runs[0]) * 100)}–${Math.round(perfOf(runs.at(-1)) * 100)}`;
    if (keepReports) {
      mkdirSync('reports/lhr', { recursive: true });
      writeFileSync(`reports/lhr/${reportName(route)}.json`, JSON.stringify(lhr));
    }
    const { lcpScriptBytes, explain: explanation } = simulated.get(lhr);
    if (explanation) {
      mkdirSync('reports/lcp', { recursive: true });
      writeFileSync(`reports/lcp/${reportName(route)}.txt`, explainLcp({ lhr, ...explanation }));
    }
    const { categories: c, audits: a } = lhr;
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    const bytes = (type) =>
      (a['resource-summary']?.details?.items ?? []).find((i) => i.resourceType === type)?.transferSize ?? 0;
    const failing = Object.values(a)
      .filter((x) => x.score !== null && x.score < 1 && ['accessibility', 'best-practices', 'seo'].some((k) => c[k].auditRefs.some((r) => r.id === x.id && r.weight > 0)))
      .map((x) => x.id);
    const row = {
      route,
      performance: score('performance'),
      perfRange,
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(a['largest-contentful-paint']?.numericValue ?? NaN),
      tbtMs: Math.round(a['total-blocking-time']?.numericValue ?? NaN),
      cls: Number((a['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      transferKB: Math.round(bytes('total') / 1024),
      htmlBytes: bytes('document'), // the page itself, headers included
      scriptKB: Math.round(bytes('script') / 1024),
      lcpScriptKB: Math.round(lcpScriptBytes / 1024),
      failing,
      // Every run's Performance score, in the order they ran.
      performanceRuns: inOrder.map((x) => Math.round(perfOf(x) * 100)),
    };
    rows.push(row);
    console.log(
      `${route.padEnd(40)} P${row.performance} (${perfRange}) A${row.accessibility} BP${row.bestPractices} SEO${row.seo} LCP ${row.lcpMs}ms (JS ${row.lcpScriptKB}KB) TBT ${row.tbtMs}ms CLS ${row.cls} ${row.transferKB}KB (HTML ${kb(row.htmlBytes)}KB, JS ${row.scriptKB}KB)${failing.length ? '  failing: ' + failing.join(',') : ''}`,
    );
  }
} finally {
  await chrome.kill();
  // An uncaught error in the server's log fails the run, after the report is written.
  await server?.stop().catch((err) => {
    console.error(err.message);
    process.exitCode = 1;
  });
}

// The reference (the median of its runs before and after the routes) heads the table.
rows.sort((x, y) => (y.route === REFERENCE) - (x.route === REFERENCE));
const ref = rows[0];
const header = '| route | Perf (median, range) | A11y | BP | SEO | LCP ms | TBT ms | CLS | transfer KB | HTML KB | script KB | JS in LCP KB | below target |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|';
const lines = rows.map((r) => {
  const misses = [];
  if (r.route !== REFERENCE) {
    if (r.performance < ref.performance) misses.push(`perf<${ref.performance}`);
    if (r.accessibility < 100) misses.push('a11y');
    if (r.bestPractices < 100) misses.push('bp');
    if (r.seo < 100) misses.push('seo');
    if (r.cls > 0) misses.push('cls');
  }
  return `| ${r.route} | ${r.performance} (${r.perfRange}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.transferKB} | ${kb(r.htmlBytes)}${r.htmlBytes > FIRST_ROUND_TRIP_BYTES ? ' (2 RTT)' : ''} | ${r.scriptKB} | ${r.lcpScriptKB} | ${misses.join(' ') || '—'} |`;
});
mkdirSync('reports', { recursive: true });
const md = `# Lighthouse audit (mobile, simulated throttling)\n\n${new Date().toISOString()}, ${RUNS} run(s) per route after one unrecorded load; the reference ran ${referenceRunsPlanned} times (${RUNS} first, ${RUNS} last, one after every ${REFERENCE_EVERY} routes) and its row is the median of them all. HTML KB is the page's transfer with headers; over ${FIRST_ROUND_TRIP_BYTES} bytes it needs a second round trip (2 RTT). JS in LCP KB is the script the simulated LCP waited for: the scripts that finished downloading before the paint in the observed load, less those Lighthouse could tell ran after it (scripts/bench/lcp-graph.mjs).\n\n${header}\n${lines.join('\n')}\n`;
writeFileSync('reports/audit.md', md);
writeFileSync('reports/audit.json', JSON.stringify(rows, null, 2));
console.log('\n' + md + '\nWritten to reports/audit.md');
