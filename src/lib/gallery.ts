/**
 * About gallery motion (SPEC: "scrolls sideways 3 px every 10 ms and jumps back to the start at the end").
 */
export const GALLERY_STEP_PX = 3;
export const GALLERY_TICK_MS = 10;

/**
 * The gallery's scroll position after one tick: `GALLERY_STEP_PX` further, or back to 0 once the end
 * (`maxScroll`, the scrollable width minus the visible width) has been reached.
 */
export function nextGalleryPosition(position: number, maxScroll: number, step = GALLERY_STEP_PX): number {
  if (maxScroll <= 0) return 0;
  if (position >= maxScroll - 0.5) return 0;
  return Math.min(position + step, maxScroll);
}
