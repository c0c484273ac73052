// What one Lighthouse run's simulated LCP is made of (`npm run audit -- --explain` writes it per route to
// reports/lcp/). Lighthouse's "simulate" mode replays the observed page load on a slow phone network: the LCP
// it reports is when the last request or main-thread task it judges necessary for the largest paint ends.
// It judges necessary every request that finished before the paint was observed, scripts included, unless a
// script is proven to have run after the paint: its evaluation task started after it and took 10 ms or more
// (Lighthouse drops shorter tasks from its graph, so nothing shows when those scripts ran). On a fast local server
// the framework's scripts finish downloading long before the first frame is shown, so the simulated LCP usually
// waits for most of them. This lists the observed order and the simulated requests and tasks.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { navigationStart } from './lighthouse.mjs';

const fileOf = (url = '') => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90);

/**
 * What Lighthouse's Lantern metrics read from one run (the trace, the network log, the settings).
 * @param {{ lhr: any, artifacts: any }} result a Lighthouse runner result
 */
function lanternInput({ lhr, artifacts }) {
  return {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
}

/**
 * Lighthouse's simulated LCP of one run, with the graph of requests and tasks it counted.
 * @param {{ lhr: any, artifacts: any }} result a Lighthouse runner result (navigation, simulated throttling)
 */
export function simulateLcp(result) {
  return LanternLargestContentfulPaint.request(lanternInput(result), { computedCache: new Map() });
}

/**
 * The script bytes (transfer) the simulated LCP waited for: the scripts in its graph (which ones, see the top of
 * this file). Whether Lighthouse can tell that the framework's largest chunks ran after the paint is a race won or
 * lost from run to run; it is what moves a route's LCP by half a second between runs.
 * @param {Awaited<ReturnType<typeof simulateLcp>>} lcp
 */
export function scriptBytesInLcp(lcp) {
  let bytes = 0;
  for (const node of lcp.optimisticEstimate.nodeTimings.keys()) {
    if (node.type === 'network' && node.request.resourceType === 'Script') bytes += node.request.transferSize;
  }
  return bytes;
}

/**
 * @param {{ lhr: any, artifacts: any, lcp: Awaited<ReturnType<typeof simulateLcp>> }} run a Lighthouse runner
 *   result (navigation, simulated throttling) and its simulateLcp
 */
export function explainLcp({ lhr, artifacts, lcp }) {
  const events = artifacts.Trace.traceEvents;
  const nav = navigationStart(events);
  const at = (e) => Math.round((e.ts - nav.ts) / 1000);
  const paint = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.ts >= nav.ts).at(-1);
  const scripts = events
    .filter((e) => e.name === 'EvaluateScript' && e.ts >= nav.ts && /\.js(\?|$)/.test(e.args?.data?.url ?? ''))
    .map((e) => `${fileOf(e.args.data.url).split('/').pop()}@${at(e)}`);

  const lines = [
    `${lhr.finalDisplayedUrl}`,
    `simulated LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms ` +
      `(optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}); ` +
      `observed LCP ${paint ? `${at(paint)} ms` : 'not found'} after navigation start`,
    `scripts evaluated (observed ms): ${scripts.join(' ') || 'none'}`,
    '',
    'optimistic graph, simulated start–end ms:',
  ];
  const timings = [...lcp.optimisticEstimate.nodeTimings.entries()].sort((x, y) => x[1].startTime - y[1].startTime);
  for (const [node, t] of timings) {
    const what =
      node.type === 'network'
        ? `${node.request.resourceType} ${node.request.priority} ${(node.request.transferSize / 1024).toFixed(1)} KB ${fileOf(node.request.url)}`
        : `CPU task ${(node.duration / 1000).toFixed(1)} ms observed: ${[...new Set(node.childEvents.filter((e) => e.dur > 500).map((e) => e.name))].slice(0, 6).join(', ')}`;
    lines.push(`  ${Math.round(t.startTime)}–${Math.round(t.endTime)}  ${what}`);
  }
  return lines.join('\n') + '\n';
}

/** The trace events explainTbt names (they nest: a script's time includes the calls and layouts it ran). */
const SHOWN = new Set(['EvaluateScript', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'UpdateLayoutTree', 'Layout', 'Paint', 'ParseHTML', 'ParseAuthorStyleSheet', 'v8.compile', 'MajorGC', 'MinorGC', 'RunMicrotasks']);

/**
 * What one Lighthouse run's simulated Total Blocking Time is made of: the main-thread tasks the simulation ran for 50
 * ms or more (the observed task slowed 4×, a task that only styles and lays out 2×), when, and what ran in them.
 * Lighthouse counts each one's time over 50 ms between the first contentful paint and the page going quiet.
 * @param {{ lhr: any, artifacts: any }} result a Lighthouse runner result (navigation, simulated throttling)
 */
export async function explainTbt(result) {
  const { lhr } = result;
  const data = lanternInput(result);
  const context = { computedCache: new Map() };
  const tbt = await LanternTotalBlockingTime.request(data, context);
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const lines = [
    `${lhr.finalDisplayedUrl}`,
    `simulated TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms (optimistic ${Math.round(tbt.optimisticEstimate.timeInMs)}, ` +
      `pessimistic ${Math.round(tbt.pessimisticEstimate.timeInMs)}); simulated FCP ${Math.round(fcp.optimisticEstimate.timeInMs)}–${Math.round(fcp.pessimisticEstimate.timeInMs)} ms`,
    '',
    'pessimistic simulation, tasks of 50 ms or more (simulated start, length; observed length; what ran):',
  ];
  const tasks = [...tbt.pessimisticEstimate.nodeTimings.entries()]
    .filter(([node, t]) => node.type === 'cpu' && t.duration >= 50)
    .sort((x, y) => x[1].startTime - y[1].startTime);
  for (const [node, t] of tasks) {
    const self = new Map();
    for (const e of node.childEvents) {
      if (!e.dur || e.dur < 300 || !SHOWN.has(e.name)) continue;
      const d = e.args?.data ?? {};
      const name = d.url ? `${e.name} ${fileOf(d.url).split('/').pop()}` : d.functionName ? `${e.name} ${d.functionName}` : e.name;
      self.set(name, (self.get(name) ?? 0) + e.dur / 1000);
    }
    // A task with none of those (the document's commit, a task of the browser's own): its largest events.
    if (!self.size) {
      for (const e of [...node.childEvents].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0)).slice(0, 3)) self.set(e.name, (e.dur ?? 0) / 1000);
    }
    const what = [...self].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ');
    lines.push(`  ${Math.round(t.startTime)} +${Math.round(t.duration)} (observed ${(node.duration / 1000).toFixed(1)} ms): ${what}`);
  }
  return lines.join('\n') + '\n';
}
