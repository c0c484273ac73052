// `node scripts/bench/first-frame.mjs /about /expertise/docker [--runs 6] [--base http://127.0.0.1:3000]`: what a page's
// first frame costs in Lighthouse's own loads (the audit's settings, plus Chromium's `fonts` trace category). The
// first frame is the main-thread task that styles and lays out the whole page once the stylesheet is in; Lighthouse's
// simulation slows it 4× for a phone and counts most of it as blocking time, so it is most of a content page's TBT.
// Prints per route the medians of: that task, its thread time (Lighthouse slows the task's wall time, waits
// included: on this machine's two cores the thread time is often half of it or less), the style and layout inside
// it, the font lookups inside it (their time and count, and how many were synchronous round trips to the browser
// process, as font lookups are on Linux), the font lookups of the whole load, then the mean TBT and Performance score.
// Needs a running production server (`npm start`, or the address in --base / BASE_URL).
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { option } from '../lib/cli.mjs';
import { collectRuns, navigationStart, runFailure, runLighthouse } from './lighthouse.mjs';
import { mean, median } from './stats.mjs';

const routes = process.argv.slice(2).filter((a) => a.startsWith('/'));
const runs = Math.max(1, Number(option('runs', 6)));
const base = option('base', process.env.BASE_URL ?? 'http://localhost:3000');
if (!routes.length) {
  console.error('Usage: node scripts/bench/first-frame.mjs /route [/route…] [--runs 6] [--base URL]');
  process.exit(2);
}

const LOOKUP = 'FontCache::GetFontPlatformData';
const ROUND_TRIPS = ['FontDataManager::onMatchFamilyStyle', 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike'];

/** The first frame of one traced load, or null when Chromium did not trace the navigation. */
function firstFrame(traceEvents) {
  const nav = navigationStart(traceEvents);
  if (!nav) return null;
  const main = traceEvents.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ts >= nav.ts && e.ph === 'X');
  const within = (outer, name) => main.filter((e) => e.name === name && e.ts >= outer.ts && e.ts + e.dur <= outer.ts + outer.dur);
  /** Events not nested in another of the list (lookups call each other). */
  const outermost = (list) => list.filter((e) => !list.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur));
  const ms = (list) => list.reduce((sum, e) => sum + e.dur, 0) / 1000;
  // The style recalculation over the most elements is the first full one; its task is the first frame.
  const style = main.filter((e) => e.name === 'UpdateLayoutTree').sort((a, b) => (b.args?.elementCount ?? 0) - (a.args?.elementCount ?? 0))[0];
  const task = style && main.find((e) => e.name === 'RunTask' && e.ts <= style.ts && e.ts + e.dur >= style.ts + style.dur);
  if (!task) return null;
  const lookups = outermost(within(task, LOOKUP));
  return {
    task: task.dur / 1000,
    // The task's thread time: what the main thread itself ran. The rest of `task` it waited, for a font lookup's
    // round trip or for a core (this machine's two cores also run the compositor, raster and the browser process).
    cpu: (task.tdur ?? NaN) / 1000,
    style: ms(within(task, 'UpdateLayoutTree')),
    layout: ms(within(task, 'Layout')),
    fonts: ms(lookups),
    lookups: lookups.length,
    roundTrips: ROUND_TRIPS.reduce((n, name) => n + within(task, name).length, 0),
    fontsWholeLoad: ms(outermost(main.filter((e) => e.name === LOOKUP))),
  };
}

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
try {
  console.log('| route | runs | first frame ms | of which on CPU ms | style ms | layout ms | font lookups ms (count, round trips) | font lookups in the load ms | TBT ms | Perf |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const route of routes) {
    // The server compresses a page and optimises its images on the first request only: one unrecorded load.
    await runLighthouse(base + route, chrome.port, ['performance']);
    const frames = await collectRuns(runs, async () => {
      const result = await runLighthouse(base + route, chrome.port, ['performance'], 'fonts');
      const frame = runFailure(result) ? null : firstFrame(result.artifacts.Trace.traceEvents);
      return frame && {
        ...frame,
        tbt: result.lhr.audits['total-blocking-time'].numericValue,
        perf: (result.lhr.categories.performance.score ?? 0) * 100,
      };
    });
    if (!frames.length) {
      // No server at --base, or Chromium traced none of the loads: say so rather than print a row of NaN.
      console.log(`| ${route} | 0 | no run gave a trace: is the site answering at ${base}? |`);
      continue;
    }
    const med = (key) => median(frames.map((f) => f[key]));
    console.log(
      `| ${route} | ${frames.length} | ${med('task').toFixed(0)} | ${med('cpu').toFixed(0)} | ${med('style').toFixed(0)} | ${med('layout').toFixed(0)} | ` +
        `${med('fonts').toFixed(0)} (${med('lookups')}, ${med('roundTrips')}) | ${med('fontsWholeLoad').toFixed(0)} | ` +
        `${mean(frames.map((f) => f.tbt)).toFixed(0)} | ${mean(frames.map((f) => f.perf)).toFixed(1)} |`,
    );
  }
} finally {
  await chrome.kill();
}
