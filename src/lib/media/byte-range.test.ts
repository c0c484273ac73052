import { describe, expect, it } from 'vitest';
import { byteRange, chunkSlices } from './byte-range.mjs';

describe('byteRange', () => {
  it('reads one satisfiable range, clamped to the file', () => {
    expect(byteRange('bytes=0-', 10)).toEqual([0, 9]);
    expect(byteRange('bytes=0-1', 10)).toEqual([0, 1]); // Safari's first question about a video
    expect(byteRange('bytes=2-5', 10)).toEqual([2, 5]);
    expect(byteRange(' bytes=8-100 ', 10)).toEqual([8, 9]);
  });
  it('leaves what Next would not answer as one range to a whole answer', () => {
    for (const header of ['bytes=10-', 'bytes=5-2', 'bytes=-5', 'bytes=0-1,3-4', 'items=0-1', 'bytes=x-']) expect(byteRange(header, 10), header).toBeNull();
  });
});

describe('chunkSlices', () => {
  const lengths = [4, 4, 2]; // a 10-byte file in chunks of 4: bytes 0-3, 4-7, 8-9
  /** The bytes the slices pick, from a file whose byte i is i: what they must equal is plain to see. */
  const pick = (start: number, end: number) => {
    const chunks = [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9]];
    return chunkSlices(lengths, start, end).flatMap(([i, from, to]) => chunks[i].slice(from, to));
  };
  it('reads the range from the chunks it touches, and no others', () => {
    expect(chunkSlices(lengths, 0, 9)).toEqual([[0, 0, 4], [1, 0, 4], [2, 0, 2]]);
    expect(chunkSlices(lengths, 0, 1)).toEqual([[0, 0, 2]]);
    expect(chunkSlices(lengths, 4, 7)).toEqual([[1, 0, 4]]);
    expect(chunkSlices(lengths, 9, 9)).toEqual([[2, 1, 2]]);
  });
  it('gives exactly the range\'s bytes, across chunk boundaries, for every range of the file', () => {
    for (let start = 0; start < 10; start++) for (let end = start; end < 10; end++) expect(pick(start, end), `${start}-${end}`).toEqual(Array.from({ length: end - start + 1 }, (_, k) => start + k));
  });
  it('reads nothing of an empty file', () => {
    expect(chunkSlices([0], 0, -1)).toEqual([]);
  });
});
