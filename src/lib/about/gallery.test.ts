import { describe, expect, it } from 'vitest';
import { GALLERY_STEP_PX, GALLERY_TICK_MS, galleryLoopDurationMs, galleryPositionAt } from './gallery';

describe('galleryPositionAt', () => {
  it('moves 3 px every 10 ms', () => {
    expect(GALLERY_STEP_PX).toBe(3);
    expect(GALLERY_TICK_MS).toBe(10);
    expect(galleryPositionAt(10, 1000)).toBeCloseTo(3);
    expect(galleryPositionAt(20, 1000)).toBeCloseTo(6);
    for (let tick = 1; tick < 300; tick++) {
      expect(galleryPositionAt((tick + 1) * 10, 1000) - galleryPositionAt(tick * 10, 1000)).toBeCloseTo(3);
    }
  });
  it('advances 300 px a second', () => {
    expect(galleryPositionAt(1000, 5000)).toBeCloseTo(300);
  });
  it('reaches the end, then jumps back to the start', () => {
    expect(galleryLoopDurationMs(1200)).toBe(4000);
    expect(galleryPositionAt(3990, 1200)).toBeCloseTo(1197);
    expect(galleryPositionAt(4000, 1200)).toBe(0);
    expect(galleryPositionAt(4010, 1200)).toBeCloseTo(3);
  });
  it('stays at 0 before it starts and when there is nothing to scroll', () => {
    expect(galleryPositionAt(0, 1000)).toBe(0);
    expect(galleryPositionAt(500, 0)).toBe(0);
    expect(galleryLoopDurationMs(-4)).toBe(0);
  });
});
