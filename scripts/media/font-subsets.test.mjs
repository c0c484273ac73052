// Unit tests of font-subsets.mjs: the copy needs only the core file, and the committed font files and
// src/app/fonts.ts still match the character lists.
import { readFileSync } from 'node:fs';
import opentype from 'opentype.js';
import { describe, expect, it } from 'vitest';
import { decompress } from 'wawoff2';
import {
  CORE_CODEPOINTS,
  EXTENSION_CODEPOINTS,
  INTER_FILES,
  LATIN_CODEPOINTS,
  cutInterFile,
  unicodeRange,
  unicodeRangeExcept,
} from './font-subsets.mjs';

/** The code points a WOFF2 file has a glyph for (its cmap). */
async function drawnBy(file) {
  const sfnt = await decompress(readFileSync(file));
  const font = opentype.parse(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength));
  return new Set(Object.keys(font.tables.cmap.glyphIndexMap).map(Number));
}

/** Every string reachable from a value: the copy inside the content modules' objects and arrays. */
function strings(value, seen = new Set()) {
  if (typeof value === 'string') return [value];
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((v) => strings(v, seen));
}

describe('unicodeRange', () => {
  it('joins consecutive code points and writes single ones alone', () => {
    expect(unicodeRange([0x22, 0x20, 0x21, 0xa9, 0x2013, 0x2014])).toBe('U+20-22, U+A9, U+2013-2014');
  });

  it('writes every other code point, ends included, for the faces that leave some to another family', () => {
    expect(unicodeRangeExcept([0x41, 0x42, 0xe9])).toBe('U+0-40, U+43-E8, U+EA-10FFFF');
    expect(unicodeRangeExcept([0, 0x10ffff])).toBe('U+1-10FFFE');
  });
});

describe('the two Inter files', () => {
  it('share out the Latin file between them, each character in one file only', () => {
    const both = CORE_CODEPOINTS.filter((cp) => EXTENSION_CODEPOINTS.includes(cp));
    expect(both).toEqual([]);
    const printable = LATIN_CODEPOINTS.filter((cp) => cp >= 0x20 && !(cp >= 0x7f && cp < 0xa0));
    expect(printable.filter((cp) => !CORE_CODEPOINTS.includes(cp) && !EXTENSION_CODEPOINTS.includes(cp))).toEqual([]);
  });

  it('are declared in src/app/fonts.ts with the extension’s unicode-range the lists give', () => {
    const declared = readFileSync('src/app/fonts.ts', 'utf8').match(/prop: 'unicode-range',\s*value:\s*'([^']+)'/)?.[1];
    expect(declared).toBe(unicodeRange(EXTENSION_CODEPOINTS));
  });

  it('are the files `npm run fonts` cuts from the lists (run it after changing them)', async () => {
    for (const { file, codepoints } of INTER_FILES) {
      expect(Buffer.compare(readFileSync(file), await cutInterFile(codepoints)), file).toBe(0);
    }
  });

  // A character a file lists but cannot draw falls back to a system font; in the extension it also has a page
  // fetch the file for nothing.
  it.each(INTER_FILES)('$file has a glyph for every character it lists', async ({ file, codepoints }) => {
    const drawn = await drawnBy(file);
    const missing = codepoints.filter((cp) => !drawn.has(cp)).map((cp) => `U+${cp.toString(16).toUpperCase()}`);
    expect(missing).toEqual([]);
  });

  it('the core draws every character of the site’s copy, so no page of ours fetches the extension', async () => {
    const modules = import.meta.glob(['/src/content/**/*.ts', '!/src/content/**/*.test.ts'], { eager: true });
    const copy = Object.values(modules).flatMap((m) => strings(m));
    expect(copy.length).toBeGreaterThan(500);
    const missing = new Set();
    for (const text of copy) for (const c of text) if (!CORE_CODEPOINTS.includes(c.codePointAt(0)) && c !== '\n') missing.add(c);
    expect([...missing], 'add these to CORE_TEXT in scripts/media/font-subsets.mjs, then npm run fonts').toEqual([]);
  });
});
