/**
 * The site's colours as values, for what cannot read CSS: the Open Graph images, the web manifest, the browser's
 * theme colour and the media pipeline's generated artwork. The stylesheet declares the same tokens as CSS variables
 * (`--color-*` in src/app/globals.css, which components use through Tailwind); palette.test.ts fails when the two
 * differ, so a colour is changed in both or not at all. Plain JavaScript so scripts/ can import it as it is.
 */
export const PALETTE = /** @type {const} */ ({
  ink: '#0a0c10',
  'ink-2': '#11141b',
  'ink-3': '#1a1e27',
  line: '#2a303c',
  fg: '#f4f3ef',
  muted: '#a9afbc',
  paper: '#f6f5f1',
  'paper-2': '#ebe9e2',
  'on-paper': '#14161b',
  'on-paper-muted': '#4a505c',
  blue: '#6b8cff',
  'blue-strong': '#2f57e8',
  cyan: '#3fd4e6',
  'cyan-strong': '#0b7f8f',
  green: '#4ade9b',
  'green-strong': '#0f7a4a',
  danger: '#ff8a8a',
  'danger-strong': '#b42318',
  success: '#4ade9b',
  'success-strong': '#0f7a4a',
  focus: '#ffd166',
});

/**
 * A colour as [red, green, blue], 0–255 (for ffmpeg's and sharp's drawing).
 * @param {string} hex '#rrggbb'
 * @returns {[number, number, number]}
 */
export function rgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
