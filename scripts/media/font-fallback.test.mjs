// Unit test of font-fallback.mjs: the committed fallback faces are the ones it computes from Inter's files.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FALLBACK_CSS_FILE, fallbackCss } from './font-fallback.mjs';

describe('the fallback faces', () => {
  it('are the ones `npm run fonts` writes (run it after changing Inter or the faces)', async () => {
    expect(readFileSync(FALLBACK_CSS_FILE, 'utf8')).toBe(await fallbackCss());
  });

  it('size regular text as next/font does, and cover every weight once', async () => {
    const css = await fallbackCss();
    expect(css).toMatch(/font-weight: 100 449;\n  size-adjust: 107\.89%;\n  ascent-override: 89\.79%;\n  descent-override: 22\.36%/);
    // The bands of the sans fallback family (the capitals' face, one band of its own, is checked below).
    const bands = [...css.matchAll(/font-family: 'inter Sans';\n.*\n  font-weight: (\d+) (\d+);/g)].map((m) => [Number(m[1]), Number(m[2])]);
    bands.forEach(([from], i) => i > 0 && expect(from, 'bands meet').toBe(bands[i - 1][1] + 1));
    expect([bands[0][0], bands.at(-1)[1]]).toEqual([100, 900]);
  });

  it("give the client list's capitals the weight-500 face scaled by Inter's capitals, its line box kept", async () => {
    const css = await fallbackCss();
    const face = (family, weight) => css.match(new RegExp(`font-family: '${family}';\\n.*\\n  font-weight: ${weight};\\n  size-adjust: ([\\d.]+)%;\\n  ascent-override: ([\\d.]+)%`));
    const [, size500, ascent500] = face('inter Sans', '450 549');
    const [, size, ascent] = face('inter Caps', '100 900');
    expect(Number(size)).toBeCloseTo(Number(size500) * 0.9207, 1);
    expect(Number(ascent) * Number(size)).toBeCloseTo(Number(ascent500) * Number(size500), -1);
  });
});
