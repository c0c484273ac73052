/**
 * Social icons are attracted toward the mouse (SPEC section 9): within a radius of 10 × the icon's
 * width from its centre, the icon moves by 0.1 × the pointer's offset; outside it rests at 0.
 */
export const MAGNET_RADIUS_FACTOR = 10;
export const MAGNET_STRENGTH = 0.1;
/** The spring that carries the icon (motion's useSpring). */
export const MAGNET_SPRING = { stiffness: 300, damping: 20 } as const;

type Point = { x: number; y: number };

export function magnetOffset(pointer: Point, centre: Point, width: number): Point {
  const dx = pointer.x - centre.x;
  const dy = pointer.y - centre.y;
  if (Math.hypot(dx, dy) > width * MAGNET_RADIUS_FACTOR) return { x: 0, y: 0 };
  return { x: dx * MAGNET_STRENGTH, y: dy * MAGNET_STRENGTH };
}
