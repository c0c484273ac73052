import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PALETTE, rgb } from './palette.mjs';

describe('the palette', () => {
  it('is the stylesheet\'s colour tokens, value for value', () => {
    const css = readFileSync(path.resolve(__dirname, '../../app/globals.css'), 'utf8');
    const tokens = Object.fromEntries([...css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(([, name, value]) => [name, value.toLowerCase()]));
    expect(tokens).toEqual(PALETTE);
  });
  it('reads a colour as RGB', () => {
    expect(rgb(PALETTE.ink)).toEqual([10, 12, 16]);
    expect(rgb(PALETTE.blue)).toEqual([107, 140, 255]);
  });
});
