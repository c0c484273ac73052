/**
 * About gallery motion (SPEC: "scrolls sideways 3 px every 10 ms and jumps back to the start at the end").
 *
 * The gallery runs this as one linear transform animation on the compositor (Web Animations API) rather than
 * a 10 ms timer on the main thread: the same 0.3 px per ms, the same jump back to 0, no main-thread work.
 */
export const GALLERY_STEP_PX = 3;
export const GALLERY_TICK_MS = 10;
/** 3 px every 10 ms = 0.3 px per ms = 300 px per second. */
export const GALLERY_SPEED_PX_PER_MS = GALLERY_STEP_PX / GALLERY_TICK_MS;

/** How long one pass over `distance` px takes at the gallery's speed (then it jumps back to the start). */
export function galleryLoopDurationMs(distance: number): number {
  return distance > 0 ? distance / GALLERY_SPEED_PX_PER_MS : 0;
}

/**
 * How far (px) the gallery has moved `elapsedMs` after it started, when the end is `distance` px away
 * (the content's width minus the visible width): 3 px per 10 ms, back to 0 on reaching the end.
 */
export function galleryPositionAt(elapsedMs: number, distance: number): number {
  const loop = galleryLoopDurationMs(distance);
  if (loop <= 0 || elapsedMs <= 0) return 0;
  return (elapsedMs % loop) * GALLERY_SPEED_PX_PER_MS;
}
