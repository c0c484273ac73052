/**
 * Where a key moves the focus in a grid of `count` items laid out `columns` to a row (the media picker's thumbnails):
 * arrows by one item or one row, Home and End to the first and last, PageUp and PageDown by three rows; null for a key
 * that does not move it. Never past either end: a move that would leave the grid stays where it is.
 */
export function gridMove(index: number, key: string, count: number, columns: number): number | null {
  if (count <= 0) return null;
  const cols = Math.max(1, Math.floor(columns));
  const clamp = (n: number) => Math.min(count - 1, Math.max(0, n));
  const row = (n: number) => (index + n < 0 || index + n > count - 1 ? index : index + n);
  switch (key) {
    case 'ArrowRight':
      return clamp(index + 1);
    case 'ArrowLeft':
      return clamp(index - 1);
    case 'ArrowDown':
      return row(cols);
    case 'ArrowUp':
      return row(-cols);
    case 'PageDown':
      return clamp(index + 3 * cols);
    case 'PageUp':
      return clamp(index - 3 * cols);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** How many items share the first row, from their boxes' tops (the grid's columns at the width it is drawn). */
export function columnsOf(tops: number[]): number {
  if (!tops.length) return 1;
  const first = tops[0];
  const n = tops.findIndex((top) => Math.abs(top - first) > 2);
  return n === -1 ? tops.length : n;
}
