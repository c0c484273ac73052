import { describe, expect, it } from 'vitest';
import { MAGNET_SPRING, magnetOffset } from './magnet';

describe('magnetOffset', () => {
  const centre = { x: 100, y: 100 };
  it('pulls by 0.1 of the offset inside 10 × width', () => {
    expect(magnetOffset({ x: 150, y: 80 }, centre, 22)).toEqual({ x: 5, y: -2 });
    // 220 px is the edge of the radius for a 22 px icon
    expect(magnetOffset({ x: 320, y: 100 }, centre, 22)).toEqual({ x: 22, y: 0 });
  });
  it('rests outside the radius', () => {
    expect(magnetOffset({ x: 321, y: 100 }, centre, 22)).toEqual({ x: 0, y: 0 });
  });
  it('uses the spec spring', () => {
    expect(MAGNET_SPRING).toEqual({ stiffness: 300, damping: 20 });
  });
});
