import { describe, expect, it } from 'vitest';
import { NO_TILT, tiltAt } from './tilt';

const box = { left: 100, top: 50, width: 200, height: 100 };
const tilt = (x: number, y: number) => tiltAt(x, y, box, 25, 0.4);

describe('tiltAt (client logos: at most 25° on both axes, highlight 0.4)', () => {
  it('stays flat with no highlight in the centre', () => {
    expect(tilt(200, 100)).toEqual(NO_TILT);
  });

  it('reaches 25° on both axes and the full highlight in a corner, the corner under the pointer sinking', () => {
    expect(tilt(300, 50)).toEqual({ rotateX: 25, rotateY: 25, glareAngle: 45, glareOpacity: 0.4 });
    expect(tilt(100, 150)).toEqual({ rotateX: -25, rotateY: -25, glareAngle: -135, glareOpacity: 0.4 });
  });

  it('tilts on one axis at the middle of an edge, the highlight pointing that way', () => {
    const right = tilt(300, 100);
    expect(right).toMatchObject({ rotateX: 0, rotateY: 25, glareAngle: 90 });
    expect(right.glareOpacity).toBeCloseTo(0.4 / Math.SQRT2, 2);
    expect(tilt(200, 50)).toMatchObject({ rotateX: 25, rotateY: 0, glareAngle: 0 });
  });

  it('never goes past the maximum when the pointer is outside the card', () => {
    expect(tilt(1000, -500)).toEqual({ rotateX: 25, rotateY: 25, glareAngle: 45, glareOpacity: 0.4 });
  });

  it('stays flat for a card with no size', () => {
    expect(tiltAt(10, 10, { left: 0, top: 0, width: 0, height: 0 }, 25, 0.4)).toEqual(NO_TILT);
  });
});
