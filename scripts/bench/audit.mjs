// `npm run audit`: Lighthouse 12 (mobile, simulated throttling, Debian Chromium) on every route, against two
// references measured in the same run: the site's own empty page (/audit/reference: header, footer, font, scripts,
// served by the same production build) and an empty Next.js 16 page built and served by plain `next start`
// (scripts/bench/empty-next.mjs), which is what an auditor from outside compares the site with. Prints a table and
// writes reports/audit.md and reports/audit.json (git-ignored).
//
// Every figure of a row is the median of its runs, metric by metric (Performance, LCP, TBT, CLS, bytes: the
// median of each, not the figures of one run), so that the table is what anyone measures again with the median of
// three. Each route is loaded once unrecorded (the server compresses a page, and optimises its images, on the first
// request only), then audited --runs N times (default 3). Both references run N times first and last and once after
// every five routes, and their rows pool all those runs: a machine that gets busier or quieter during the audit
// moves the references as much as the routes. The last column compares each route with the empty Next.js page: the
// goal is Performance at or above it, TBT at most 50 ms above it, LCP at most 100 ms over its fast mode (its LCP is
// bimodal: some runs wait a round trip or more for its scripts; stats.mjs fastMode), first-load JS
// within 20 KB of it, CLS 0, and Accessibility, Best Practices and SEO 100.
//
// Then, unless --no-publish, every route again after a publish: the site's whole content exported and imported back,
// published (`npm run content -- export DIR` and `import DIR --publish`, the same words, a new version of every
// item), so every page is one Next rendered again at runtime and the server finished (scripts/serve/finish.mjs), as
// after staff edits; rows "… (after publish)". And the first round trip of every route at 390 and 1440 px, fresh and
// after the publish (scripts/bench/first-round-trip.mjs): how many brotli bytes carry the <head>, the LCP element
// and its file, and what is fetched twice.
//
// Options: --routes /,/work  --base http://host:port (a running site instead of starting the build; no publish)  --runs N
// --no-empty-next (skip the outside reference; the goal is then checked against /audit/reference)
// --lhr (also keep each route's median-Performance report in reports/lhr/, to see the LCP element and long tasks)
// --explain (also write what each route's simulated LCP is made of to reports/lcp/, and the tasks behind each run's
// simulated TBT to reports/tbt/, see scripts/bench/lcp-graph.mjs)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { option } from '../lib/cli.mjs';
import { startProductionServer } from '../lib/production-server.mjs';
import { EMPTY_NEXT_LABEL, EMPTY_NEXT_ROUTE, startEmptyNextApp } from './empty-next.mjs';
import { firstRoundTrip, firstRoundTripTable } from './first-round-trip.mjs';
import { explainLcp, explainTbt, scriptBytesInLcp, simulateLcp } from './lcp-graph.mjs';
import { collectRuns, runFailure, runLighthouse } from './lighthouse.mjs';
import { fastMode, fastModeRuns, median } from './stats.mjs';

const keepReports = process.argv.includes('--lhr');
const explain = process.argv.includes('--explain');
const withEmptyNext = !process.argv.includes('--no-empty-next');
const afterPublish = !process.argv.includes('--no-publish') && !option('base');

const { ALL_ROUTES } = await tsImport('../../src/lib/seo/routes.ts', import.meta.url);
const SITE_REFERENCE = '/audit/reference';
const RUNS = Math.max(1, Number(option('runs', 3)));
/** One run of each reference after every this many routes, so the references are sampled across the whole audit. */
const REFERENCE_EVERY = 5;
/** The goal, against the empty Next.js page: LCP against the fast mode of its runs. */
const GOAL = { tbtMs: 50, lcpOverFastModeMs: 100, scriptKB: 20 };

/**
 * What a row is about: a route of the site (fresh from the build, or rendered again after a publish), or one of the
 * references.
 * @typedef {{ key: string, label: string, server: 'site' | 'empty', route: string, published?: boolean }} Target
 */
/** @type {Target} */
const siteReference = { key: SITE_REFERENCE, label: `${SITE_REFERENCE} (site shell)`, server: 'site', route: SITE_REFERENCE };
/** @type {Target} */
const emptyNext = { key: 'empty-next', label: EMPTY_NEXT_LABEL, server: 'empty', route: EMPTY_NEXT_ROUTE };
const references = withEmptyNext ? [emptyNext, siteReference] : [siteReference];
/** @type {Target[]} */
const routes = (option('routes')?.split(',') ?? ALL_ROUTES).map((route) => ({ key: route, label: route, server: 'site', route }));

/** @type {Target[]} */
const republished = afterPublish ? routes.map((t) => ({ ...t, key: `${t.key} (after publish)`, label: `${t.label} (after publish)`, published: true })) : [];

/** @type {({ target: Target, runs: number } | { publish: true })[]} */
const plan = references.map((target) => ({ target, runs: RUNS }));
[...routes, ...republished].forEach((target, i, all) => {
  if (target.published && !all[i - 1]?.published) plan.push({ publish: true });
  plan.push({ target, runs: RUNS });
  if ((i + 1) % REFERENCE_EVERY === 0 && i + 1 < all.length) plan.push(...references.map((ref) => ({ target: ref, runs: 1 })));
});
plan.push(...references.map((target) => ({ target, runs: RUNS })));
const referenceRunsPlanned = plan.filter((p) => 'target' in p && p.target === siteReference).reduce((n, p) => n + ('runs' in p ? p.runs : 0), 0);

let server;
let emptyApp;
/** @type {string | null} */
let ownDataDir = null;
const bases = { site: option('base'), empty: '' };
if (!bases.site) {
  if (!existsSync('.next/BUILD_ID')) {
    console.error('No production build: run `npm run build` first.');
    process.exit(1);
  }
  // A publish makes the database's content differ from the build's, and then every page is rendered again even after a
  // restart: with a publish to come, the audit starts from a fresh folder (removed at the end), so "fresh" means fresh.
  ownDataDir = !process.env.DATA_DIR && afterPublish ? mkdtempSync(path.join(os.tmpdir(), 'audit-')) : null;
  server = await startProductionServer({ dataDir: process.env.DATA_DIR ?? ownDataDir ?? '.audit-data' });
  bases.site = server.url;
}
if (withEmptyNext) {
  emptyApp = await startEmptyNextApp();
  bases.empty = emptyApp.url;
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
});

/** What arrives in the first TCP round trip: ten segments of 1,460 bytes (Lighthouse's simulated phone too). */
const FIRST_ROUND_TRIP_BYTES = 14_600;
const kb = (bytes) => (bytes / 1024).toFixed(1);
/** A target's file name in reports/lhr and reports/lcp: '/work/coral' → '_work_coral'. */
const reportName = (key) => key.replace(/\//g, '_') || '_';

/** The figures of one recorded run. */
function figuresOf(lhr, lcpScriptBytes) {
  const { categories: c, audits: a } = lhr;
  const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
  const bytes = (type) => (a['resource-summary']?.details?.items ?? []).find((i) => i.resourceType === type)?.transferSize ?? 0;
  const failing = Object.values(a)
    .filter((x) => x.score !== null && x.score < 1 && ['accessibility', 'best-practices', 'seo'].some((k) => c[k]?.auditRefs.some((r) => r.id === x.id && r.weight > 0)))
    .map((x) => x.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: a['first-contentful-paint']?.numericValue ?? NaN,
    lcpMs: a['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: a['total-blocking-time']?.numericValue ?? NaN,
    cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
    transferBytes: bytes('total'),
    htmlBytes: bytes('document'), // the page itself, headers included
    scriptBytes: bytes('script'),
    lcpScriptBytes,
    failing,
  };
}

/** @type {Map<string, { target: Target, runs: ReturnType<typeof figuresOf>[], lhrs: any[] }>} */
const results = new Map();
/** The first round trip's table, fresh and after the publish. */
const roundTrips = [];

/**
 * Every item of the site's content published again, unchanged, as staff would (a new version each): exported and
 * imported with `npm run content` against the running server's database; then the pages are given time to be
 * rendered again (a publish is live everywhere within 10 s).
 */
async function publishEverything() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'audit-content-'));
  const env = { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' };
  const content = (/** @type {string[]} */ args) =>
    execFileSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/staff/content.ts', ...args], { env, encoding: 'utf8' });
  try {
    rmSync(dir, { recursive: true, force: true });
    console.log(content(['export', dir]).trim());
    console.log(content(['import', dir, '--publish']).trim());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await new Promise((r) => setTimeout(r, 12_000));
}
// Under --explain, each run's trace and simulated LCP, kept until its target's median run is explained.
/** @type {WeakMap<object, { artifacts: any, lcp: any }>} */
const explained = new WeakMap();
try {
  /** @param {Target} target @param {boolean} full all four categories (a recorded run) or Performance only */
  const audit = (target, full) =>
    runLighthouse(bases[target.server] + target.route, chrome.port, full ? ['performance', 'accessibility', 'best-practices', 'seo'] : ['performance']);
  const warmed = new Set();
  roundTrips.push(`Fresh from the build:\n\n${firstRoundTripTable(await firstRoundTrip({ base: bases.site, routes: routes.map((r) => r.route) }))}`);
  for (const step of plan) {
    if ('publish' in step) {
      await publishEverything();
      roundTrips.push(`After a publish:\n\n${firstRoundTripTable(await firstRoundTrip({ base: bases.site, routes: routes.map((r) => r.route) }))}`);
      continue;
    }
    const { target, runs: wanted } = step;
    // Each target gets one unrecorded load first: the server compresses a page, and optimises its images, on the
    // first request only (a CDN would serve every later visitor from its copy), and Chromium's first navigation is slow.
    if (!warmed.has(target.key)) {
      await audit(target, false);
      warmed.add(target.key);
    }
    // A run Chromium fails to trace is run again, so every target has its runs.
    const lhrs = await collectRuns(wanted, async () => {
      const result = await audit(target, true);
      const failure = runFailure(result);
      if (failure) {
        console.log(`${target.label.padEnd(40)} run failed, running again: ${failure}`);
        return null;
      }
      const lcp = await simulateLcp(result);
      if (explain) explained.set(result.lhr, { lhr: result.lhr, artifacts: result.artifacts, lcp });
      return { lhr: result.lhr, figures: figuresOf(result.lhr, scriptBytesInLcp(lcp)) };
    });
    const entry = results.get(target.key) ?? { target, runs: [], lhrs: [] };
    for (const { lhr, figures } of lhrs) {
      entry.runs.push(figures);
      entry.lhrs.push(lhr);
      console.log(
        `${target.label.padEnd(40)} P${figures.performance} LCP ${Math.round(figures.lcpMs)}ms TBT ${Math.round(figures.tbtMs)}ms ` +
          `CLS ${figures.cls.toFixed(3)} JS ${kb(figures.scriptBytes)}KB (in LCP ${kb(figures.lcpScriptBytes)}KB)`,
      );
    }
    results.set(target.key, entry);
  }
} finally {
  await chrome.kill();
  await emptyApp?.stop();
  // An uncaught error in the server's log fails the run, after the report is written.
  await server?.stop().catch((err) => {
    console.error(err.message);
    process.exitCode = 1;
  });
  if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
}

/** Per target, every run's trace kept under --explain, for reports/tbt. */
const tbtExplanations = new Map();
/** A row: the median of every figure over the target's runs, and the Performance range. */
const rows = [...references, ...routes, ...republished]
  .map((target) => results.get(target.key))
  .filter((entry) => entry && entry.runs.length)
  .map(({ target, runs, lhrs }) => {
    const med = (key) => median(runs.map((r) => r[key]));
    const perfs = runs.map((r) => r.performance);
    // The run with the median Performance score stands for the route in reports/lhr and reports/lcp.
    const byPerf = lhrs.map((lhr, i) => ({ lhr, perf: perfs[i] })).sort((x, y) => x.perf - y.perf);
    const representative = byPerf[Math.floor((byPerf.length - 1) / 2)].lhr;
    if (keepReports) {
      mkdirSync('reports/lhr', { recursive: true });
      writeFileSync(`reports/lhr/${reportName(target.key)}.json`, JSON.stringify(representative));
    }
    const explanation = explained.get(representative);
    if (explanation) {
      mkdirSync('reports/lcp', { recursive: true });
      writeFileSync(`reports/lcp/${reportName(target.key)}.txt`, explainLcp({ lhr: representative, ...explanation }));
      // Every run's blocking time: it swings from run to run, and the swing is what to look at.
      mkdirSync('reports/tbt', { recursive: true });
      const all = lhrs.map((lhr) => explained.get(lhr)).filter(Boolean);
      tbtExplanations.set(target.key, all);
    }
    return {
      route: target.label,
      reference: references.includes(target),
      runs: runs.length,
      performance: med('performance'),
      performanceRuns: perfs,
      accessibility: med('accessibility'),
      bestPractices: med('bestPractices'),
      seo: med('seo'),
      fcpMs: Math.round(med('fcpMs')),
      lcpMs: Math.round(med('lcpMs')),
      lcpRuns: runs.map((r) => Math.round(r.lcpMs)),
      tbtMs: Math.round(med('tbtMs')),
      tbtRuns: runs.map((r) => Math.round(r.tbtMs)),
      cls: Number(med('cls').toFixed(3)),
      transferKB: Math.round(med('transferBytes') / 1024),
      htmlBytes: med('htmlBytes'),
      scriptKB: Number(kb(med('scriptBytes'))),
      lcpScriptKB: Math.round(med('lcpScriptBytes') / 1024),
      failing: [...new Set(runs.flatMap((r) => r.failing))],
    };
  });

for (const [key, runs] of tbtExplanations) {
  const texts = [];
  for (const { lhr, artifacts } of runs) texts.push(await explainTbt({ lhr, artifacts }));
  writeFileSync(`reports/tbt/${reportName(key)}.txt`, texts.join('\n'));
}

const goalRef = rows.find((r) => r.route === (withEmptyNext ? emptyNext : siteReference).label);
/** The reference's fast-mode LCP: what a route's LCP is held to, plus GOAL.lcpOverFastModeMs. */
const fastLcpMs = goalRef ? fastMode(goalRef.lcpRuns) : NaN;
/** How many of the reference's runs that fast mode is read from: with few runs, the fast mode may not be among them. */
const fastRuns = goalRef ? fastModeRuns(goalRef.lcpRuns).length : 0;
const misses = (r) => {
  if (r.reference || !goalRef) return '—';
  const out = [];
  if (r.performance < goalRef.performance) out.push(`perf<${goalRef.performance}`);
  if (r.tbtMs > goalRef.tbtMs + GOAL.tbtMs) out.push(`tbt+${r.tbtMs - goalRef.tbtMs}`);
  if (r.lcpMs > fastLcpMs + GOAL.lcpOverFastModeMs) out.push(`lcp+${r.lcpMs - fastLcpMs}`);
  if (r.scriptKB > goalRef.scriptKB + GOAL.scriptKB) out.push(`js+${(r.scriptKB - goalRef.scriptKB).toFixed(0)}KB`);
  if (r.cls > 0) out.push('cls');
  if (r.accessibility < 100) out.push('a11y');
  if (r.bestPractices < 100) out.push('bp');
  if (r.seo < 100) out.push('seo');
  return out.join(' ') || 'met';
};
const header =
  '| route | runs | Perf | Perf runs | A11y | BP | SEO | FCP ms | LCP ms | LCP runs | TBT ms | TBT runs | CLS | transfer KB | HTML KB | JS KB | JS in LCP KB | goal |\n' +
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|';
const lines = rows.map(
  (r) =>
    `| ${r.reference ? `**${r.route}**` : r.route} | ${r.runs} | ${r.performance} | ${r.performanceRuns.join(' ')} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ` +
    `${r.fcpMs} | ${r.lcpMs} | ${r.lcpRuns.join(' ')} | ${r.tbtMs} | ${r.tbtRuns.join(' ')} | ${r.cls} | ${r.transferKB} | ` +
    `${kb(r.htmlBytes)}${r.htmlBytes > FIRST_ROUND_TRIP_BYTES ? ' (2 RTT)' : ''} | ${r.scriptKB} | ${r.lcpScriptKB} | ${misses(r)} |`,
);
const failing = rows.filter((r) => r.failing.length).map((r) => `- ${r.route}: ${r.failing.join(', ')}`);
mkdirSync('reports', { recursive: true });
const md =
  `# Lighthouse audit (mobile, simulated throttling)\n\n${new Date().toISOString()}, \`node scripts/bench/audit.mjs ${process.argv.slice(2).join(' ')}\`. ` +
  `Every figure is the median of the row's runs (${RUNS} per route after one unrecorded load); each reference ran ${referenceRunsPlanned} times ` +
  `(${RUNS} first, ${RUNS} last, one after every ${REFERENCE_EVERY} routes) and its row is the median of them all. ` +
  `Goal, against the ${goalRef?.route ?? 'reference'}: Performance at or above it, TBT ≤ +${GOAL.tbtMs} ms, LCP ≤ its fast mode (${fastLcpMs} ms, from ${fastRuns} of its ${goalRef?.lcpRuns.length ?? 0} runs) + ${GOAL.lcpOverFastModeMs} ms (lcp+N: N ms over the fast mode), JS ≤ +${GOAL.scriptKB} KB, CLS 0, ` +
  `A11y/BP/SEO 100. HTML KB is the page's transfer with headers; over ${FIRST_ROUND_TRIP_BYTES} bytes it needs a second round trip (2 RTT). ` +
  `JS in LCP KB is the script the simulated LCP waited for (scripts/bench/lcp-graph.mjs).\n\n${header}\n${lines.join('\n')}\n` +
  (failing.length ? `\nFailing audits (in any run):\n${failing.join('\n')}\n` : '') +
  (roundTrips.length ? `\n## The first round trip\n\n${roundTrips.join('\n')}` : '');
writeFileSync('reports/audit.md', md);
writeFileSync('reports/audit.json', JSON.stringify(rows, null, 2));
console.log('\n' + md + '\nWritten to reports/audit.md');
