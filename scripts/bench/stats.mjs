// Summaries of repeated measurements in the hand-run scripts (perf-ab, first-frame).

/** @param {number[]} values */
export const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** The middle value (the upper one of an even count). @param {number[]} values */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
