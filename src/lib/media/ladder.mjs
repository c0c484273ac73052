/**
 * The HLS ladder every video gets (SPEC §9: 1080/720/480), once for the media pipeline (scripts/media/hls.mjs, which
 * runs ffmpeg) and for the browser (the content editor fills a showreel's quality levels from it, src/lib/media/levels.ts).
 * Plain JavaScript with JSDoc types, because the pipeline's scripts run it as it is; TypeScript reads the types (allowJs).
 */

/**
 * Renditions of the HLS ladder, highest first. Bitrates (kbit/s) are caps (CRF does the work; calm motion stays far below).
 * @type {readonly { name: '1080p' | '720p' | '480p'; width: number; height: number; maxrate: number }[]}
 */
export const LADDER = [
  { name: '1080p', width: 1920, height: 1080, maxrate: 2500 },
  { name: '720p', width: 1280, height: 720, maxrate: 1400 },
  { name: '480p', width: 854, height: 480, maxrate: 700 },
];

/**
 * The rungs worth making for a source `height` px high: those no taller than it (never an enlargement), at least the lowest.
 * @param {number} height
 */
export function ladderFor(height) {
  const rungs = LADDER.filter((r) => r.height <= height);
  return rungs.length ? rungs : [LADDER[LADDER.length - 1]];
}
