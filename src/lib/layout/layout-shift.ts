/**
 * Whether a change of layout would be seen as a layout shift: FontSwap (src/components/layout/FontSwap.tsx) adds Inter
 * only when it moves nothing in view. The faces Inter takes over from are matched to its metrics, but no match is
 * exact: now and then a line that just fits in one font wraps in the other, and the text below it moves.
 *
 * The rule is the Layout Instability API's (https://wicg.github.io/layout-instability/), as Chromium applies it: a
 * node shifts when its starting point (an element's box, a text's first line) moves by 3 CSS pixels or more in either
 * direction, and the shift is seen when the node is in view before or after. Chromium draws some boxes at whole pixels
 * (one with a transform, such as a word of AnimatedText, starts at its nearest pixel) and measures those there: a word
 * Inter moved 2.34 px, from 187.70 to 185.36, was drawn at 188 and then 185, and counted. So a move counts when it is
 * 3 px or more either as it is or rounded to whole pixels. When the page is scrolled and the layout
 * above the view changes, the browser scrolls by as much to keep the content in view where it was (CSS scroll
 * anchoring): a node that keeps its place in the view, or its place in the page, has not shifted.
 */

/** Where a node is drawn, in the viewport's coordinates (a DOMRect will do). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The least movement the Layout Instability API counts, in CSS pixels. */
export const SHIFT_THRESHOLD = 3;

const inView = (box: Box, view: { width: number; height: number }) =>
  (box.width > 0 || box.height > 0) && box.x < view.width && box.y < view.height && box.x + box.width > 0 && box.y + box.height > 0;

/** Whether a move from `was` to `now` (plus `down` more pixels down) is one the browser counts, drawn as it is or at whole pixels. */
const moved = (was: Box, now: Box, down = 0) => {
  const far = (from: number, to: number, by = 0) =>
    Math.abs(to - from + by) >= SHIFT_THRESHOLD || Math.abs(Math.round(to) - Math.round(from) + Math.round(by)) >= SHIFT_THRESHOLD;
  return far(was.x, now.x) || far(was.y, now.y, down);
};

/**
 * Whether any node, in view before or after, moved at least SHIFT_THRESHOLD pixels both in the view and in the page.
 * `before[i]` and `after[i]` are the same node (null: not seen); `scrolled` is how far the page scrolled down between
 * them (scroll anchoring's adjustment).
 */
export function shiftsInView(
  before: readonly (Box | null)[],
  after: readonly (Box | null)[],
  view: { width: number; height: number },
  scrolled = 0,
): boolean {
  return before.some((was, i) => {
    const now = after[i];
    if (!was || !now) return false;
    if (!inView(was, view) && !inView(now, view)) return false;
    return moved(was, now) && moved(was, now, scrolled);
  });
}

/**
 * How far the text the visitor reads moved down in the view (negative: up), to scroll by as much and keep it where it
 * was, as CSS scroll anchoring does: measured on the anchor, the first node (in document order) seen wholly in view
 * before and still seen after (the caller leaves out, as null, what scrolling does not move: a fixed header). 0 when
 * there is none. WebKit (so Safari) has no scroll anchoring, and Firefox does not
 * anchor at the end of a page: a font that makes the copy above the view taller or shorter moves all that is in view
 * there, unless the page scrolls with it.
 */
export function anchorShift(
  before: readonly (Box | null)[],
  after: readonly (Box | null)[],
  view: { width: number; height: number },
): number {
  const anchor = before.findIndex(
    (box, i) => box && after[i] && box.y >= 0 && box.x >= 0 && box.y + box.height <= view.height && box.x + box.width <= view.width && (box.width > 0 || box.height > 0),
  );
  return anchor < 0 ? 0 : after[anchor]!.y - before[anchor]!.y;
}
