// Summaries of repeated measurements in the hand-run scripts (perf-ab, first-frame, the audit).

/** @param {number[]} values */
export const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** The middle value (the upper one of an even count). @param {number[]} values */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Half of Lighthouse's simulated round trip (150 ms): what separates the empty page's two modes. */
const FAST_MODE_SPREAD = 75;

/**
 * The fast mode of a bimodal measurement: the median of the values within `spread` of the smallest. Lighthouse's
 * simulated LCP of the empty Next.js page is such a measurement: some runs wait for its scripts' requests and land a
 * round trip (150 ms) or more later. Half a round trip keeps the slow mode out. @param {number[]} values
 */
export const fastMode = (values, spread = FAST_MODE_SPREAD) => median(fastModeRuns(values, spread));

/** The values fastMode reads: those within `spread` of the smallest. @param {number[]} values */
export const fastModeRuns = (values, spread = FAST_MODE_SPREAD) => values.filter((v) => v <= Math.min(...values) + spread);
