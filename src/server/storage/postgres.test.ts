import { describe, expect, it } from 'vitest';
import { inChunks } from './postgres';

async function collect(pieces: Buffer[], size: number) {
  const out: Buffer[] = [];
  for await (const c of inChunks((async function* () { yield* pieces; })(), size)) out.push(c);
  return out;
}

describe('inChunks', () => {
  it('re-cuts any pieces into chunks of exactly the size, the last shorter, the bytes unchanged', async () => {
    const bytes = Buffer.from(Array.from({ length: 23 }, (_, i) => i));
    const pieces = [bytes.subarray(0, 3), bytes.subarray(3, 4), bytes.subarray(4, 17), bytes.subarray(17)];
    const chunks = await collect(pieces, 5);
    expect(chunks.map((c) => c.length)).toEqual([5, 5, 5, 5, 3]);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });
  it('hands over a piece of exactly the size as it is, and yields nothing for nothing', async () => {
    const piece = Buffer.alloc(8, 7);
    const [chunk] = await collect([piece], 8);
    expect(chunk.buffer).toBe(piece.buffer);
    expect(await collect([], 8)).toEqual([]);
  });
});
