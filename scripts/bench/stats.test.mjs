import { describe, expect, it } from 'vitest';
import { fastMode, fastModeRuns, median } from './stats.mjs';

describe('bench statistics', () => {
  it('takes the middle value, the upper one of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(3);
  });

  it("reads the fast mode of the empty page's LCP: its runs within half a round trip of the fastest", () => {
    // The empty Next.js page in one audit: three runs near 640 ms, five from 773 ms up.
    expect(fastModeRuns([661, 1271, 1370, 931, 633, 834, 773, 628])).toEqual([661, 633, 628]);
    expect(fastMode([661, 1271, 1370, 931, 633, 834, 773, 628])).toBe(633);
    expect(median([661, 1271, 1370, 931, 633, 834, 773, 628])).toBe(834);
    expect(fastMode([700, 705, 710])).toBe(705);
  });
});
