// What one Lighthouse run's simulated LCP is made of (`npm run audit -- --explain` writes it per route to
// reports/lcp/). Lighthouse's "simulate" mode replays the observed page load on a slow phone network: the LCP
// it reports is when the last request or main-thread task it judges necessary for the largest paint ends.
// It judges necessary every request that finished before the paint was observed, scripts included, unless a
// script is proven to have run after the paint: its evaluation task started after it and took 10 ms or more
// (Lighthouse drops shorter tasks from its graph, so nothing shows when those scripts ran). On a fast local server
// the framework's scripts finish downloading long before the first frame is shown, so the simulated LCP usually
// waits for most of them. This lists the observed order and the simulated requests and tasks.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { navigationStart } from './lighthouse.mjs';

const fileOf = (url = '') => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90);

/**
 * Lighthouse's simulated LCP of one run, with the graph of requests and tasks it counted.
 * @param {{ lhr: any, artifacts: any }} result a Lighthouse runner result (navigation, simulated throttling)
 */
export function simulateLcp({ lhr, artifacts }) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  return LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
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
