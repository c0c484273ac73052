// One Lighthouse run as `npm run audit` and scripts/bench/perf-ab.mjs take it: mobile, simulated throttling, in the
// Chromium that chrome-launcher started on `port`. Both scripts use this so their scores mean the same thing.
import lighthouse from 'lighthouse';

/**
 * @param {string} url
 * @param {number} port the debugging port of a running Chromium
 * @param {string[]} categories e.g. ['performance']
 * @param {string} [traceCategories] more Chromium trace categories to record, comma-separated (first-frame.mjs)
 * @returns the runner result ({ lhr, artifacts }); see runFailure
 */
export function runLighthouse(url, port, categories, traceCategories) {
  return lighthouse(url, {
    port,
    logLevel: 'error',
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    onlyCategories: categories,
    ...(traceCategories ? { additionalTraceCategories: traceCategories } : {}),
  });
}

/** Why a run gave no usable report (Chromium failed to trace it: NO_NAVSTART now and then), or null when it did. */
export function runFailure(result) {
  if (!result?.lhr) return 'no result';
  return result.lhr.runtimeError?.code ?? null;
}

/** The navigation-start event of the page a Lighthouse run loaded (its trace also holds about:blank's), or undefined. */
export function navigationStart(traceEvents) {
  return traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
}

/**
 * Calls `run` until it has given `wanted` results, at most three tries a result, and returns them. A try that gives
 * null failed (Chromium does not trace a navigation now and then: NO_NAVSTART) and is run again.
 * @template T @param {number} wanted @param {() => Promise<T | null>} run @returns {Promise<T[]>}
 */
export async function collectRuns(wanted, run) {
  const results = [];
  for (let attempt = 0; results.length < wanted && attempt < wanted * 3; attempt++) {
    const result = await run();
    if (result !== null) results.push(result);
  }
  return results;
}
