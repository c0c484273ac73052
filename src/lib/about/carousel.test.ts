import { describe, expect, it } from 'vitest';
import { wrapIndex } from './carousel';

describe('wrapIndex', () => {
  it('goes from the last to the first and from the first to the last', () => {
    expect(wrapIndex(2, 2)).toBe(0);
    expect(wrapIndex(-1, 2)).toBe(1);
  });
  it('keeps an index in range', () => {
    expect(wrapIndex(1, 2)).toBe(1);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
