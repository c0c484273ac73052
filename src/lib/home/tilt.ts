/**
 * The client-logo tilt (SPEC: each logo tilts on hover, at most 25° on both axes, with a highlight of
 * strength 0.4): where the pointer is over a card gives the card's rotation and its highlight.
 * The point under the pointer sinks away from the viewer; the highlight brightens toward the edges.
 */
export type Tilt = {
  /** Degrees around the horizontal axis: positive tips the top edge away. */
  rotateX: number;
  /** Degrees around the vertical axis: positive tips the right edge away. */
  rotateY: number;
  /** Direction of the highlight's gradient, in CSS degrees (0 = toward the top). */
  glareAngle: number;
  /** Highlight opacity, 0 in the centre up to `glareMax` at the corners. */
  glareOpacity: number;
};

/** SPEC: each logo tilts on hover, max 25° on both axes, 4000 ms transition, highlight of strength 0.4. */
export const LOGO_TILT = { maxAngle: 25, transitionSpeedMs: 4000, glareMaxOpacity: 0.4 } as const;

/** The class of each card's still outer box, the one the pointer is read on. */
export const TILT_FRAME_CLASS = 'logo-tilt-frame';

export const NO_TILT: Tilt = { rotateX: 0, rotateY: 0, glareAngle: 0, glareOpacity: 0 };

type Box = { left: number; top: number; width: number; height: number };

const clamp = (n: number) => Math.max(-1, Math.min(1, n));
const round = (n: number) => Math.round(n * 100) / 100 + 0; // + 0 turns -0 into 0

export function tiltAt(x: number, y: number, box: Box, maxAngle: number, glareMax: number): Tilt {
  if (box.width <= 0 || box.height <= 0) return NO_TILT;
  // -1 at the left/top edge, 0 in the centre, 1 at the right/bottom edge.
  const nx = clamp(((x - box.left) / box.width) * 2 - 1);
  const ny = clamp(((y - box.top) / box.height) * 2 - 1);
  return {
    rotateX: round(-ny * maxAngle),
    rotateY: round(nx * maxAngle),
    glareAngle: round((Math.atan2(nx, 0 - ny) * 180) / Math.PI),
    glareOpacity: round(Math.min(1, Math.hypot(nx, ny) / Math.SQRT2) * glareMax),
  };
}
