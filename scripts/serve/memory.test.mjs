import { describe, expect, it } from 'vitest';
import { byteRange } from './memory.mjs';

describe('byteRange', () => {
  it('reads one satisfiable range, clamped to the file', () => {
    expect(byteRange('bytes=0-', 10)).toEqual([0, 9]);
    expect(byteRange('bytes=2-5', 10)).toEqual([2, 5]);
    expect(byteRange(' bytes=8-100 ', 10)).toEqual([8, 9]);
  });
  it('leaves what Next would not answer as one range to a whole answer', () => {
    for (const header of ['bytes=10-', 'bytes=5-2', 'bytes=-5', 'bytes=0-1,3-4', 'items=0-1', 'bytes=x-']) expect(byteRange(header, 10), header).toBeNull();
  });
});
