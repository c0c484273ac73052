import { describe, expect, it } from 'vitest';
import { defaultLevel, keepLevels, ladderLevels } from './levels';

const lvl = (height: number, bitrate = height * 1000) => ({ height, width: Math.round((height * 16) / 9), bitrate });

describe('keepLevels', () => {
  it('keeps only 1080, 720 and 480, highest first, remembering each stream index', () => {
    const kept = keepLevels([lvl(480), lvl(360), lvl(1080), lvl(240), lvl(720), lvl(1440)]);
    expect(kept.map((l) => l.label)).toEqual(['1080p', '720p', '480p']);
    expect(kept.map((l) => l.index)).toEqual([2, 4, 0]);
    expect(kept[0]).toEqual({ height: 1080, width: 1920, bitrate: 1080000, index: 2, label: '1080p' });
  });

  it('keeps one level per height and copes with nothing to keep', () => {
    expect(keepLevels([lvl(720, 1), lvl(720, 2)])).toHaveLength(1);
    expect(keepLevels([lvl(720, 1), lvl(720, 2)])[0]?.bitrate).toBe(1);
    expect(keepLevels([lvl(360), lvl(2160)])).toEqual([]);
    expect(keepLevels([])).toEqual([]);
  });
});

describe('defaultLevel', () => {
  it('chooses 1080 when present', () => {
    expect(defaultLevel(keepLevels([lvl(480), lvl(720), lvl(1080)]))).toBe(2);
  });
  it('otherwise the highest kept level, or -1 when none', () => {
    expect(defaultLevel(keepLevels([lvl(480), lvl(720)]))).toBe(1);
    expect(defaultLevel([])).toBe(-1);
  });
});

describe('ladderLevels', () => {
  it('gives a 1080p upload the three rungs, highest first, indexed as the master playlist lists them', () => {
    expect(ladderLevels(1920, 1080)).toEqual([
      { height: 1080, width: 1920, bitrate: 2_500_000, index: 0, label: '1080p' },
      { height: 720, width: 1280, bitrate: 1_400_000, index: 1, label: '720p' },
      { height: 480, width: 854, bitrate: 700_000, index: 2, label: '480p' },
    ]);
    expect(defaultLevel(ladderLevels(3840, 2160))).toBe(0);
  });
  it('never enlarges but always makes the lowest rung, keeping the picture’s shape (even widths)', () => {
    expect(ladderLevels(1280, 720).map((l) => l.label)).toEqual(['720p', '480p']);
    expect(ladderLevels(640, 360)).toEqual([{ height: 480, width: 854, bitrate: 700_000, index: 0, label: '480p' }]);
    expect(ladderLevels(1080, 1350).map((l) => [l.width, l.height])).toEqual([[864, 1080], [576, 720], [384, 480]]);
  });
});
