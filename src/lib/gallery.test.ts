import { describe, expect, it } from 'vitest';
import { GALLERY_STEP_PX, GALLERY_TICK_MS, nextGalleryPosition } from './gallery';

describe('nextGalleryPosition', () => {
  it('moves 3 px every 10 ms', () => {
    expect(GALLERY_STEP_PX).toBe(3);
    expect(GALLERY_TICK_MS).toBe(10);
    expect(nextGalleryPosition(0, 1000)).toBe(3);
    expect(nextGalleryPosition(300, 1000)).toBe(303);
  });
  it('advances 300 px in a second of ticks', () => {
    let p = 0;
    for (let t = 0; t < 1000; t += GALLERY_TICK_MS) p = nextGalleryPosition(p, 5000);
    expect(p).toBe(300);
  });
  it('stops exactly at the end, then jumps back to the start', () => {
    expect(nextGalleryPosition(998, 1000)).toBe(1000);
    expect(nextGalleryPosition(1000, 1000)).toBe(0);
    expect(nextGalleryPosition(1200, 1000)).toBe(0);
  });
  it('stays at 0 when there is nothing to scroll', () => {
    expect(nextGalleryPosition(0, 0)).toBe(0);
    expect(nextGalleryPosition(12, -4)).toBe(0);
  });
});
