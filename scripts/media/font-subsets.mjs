// Which characters each of the site's two Inter files draws. `npm run fonts` (scripts/media/subset-font.mjs) cuts them
// from @fontsource-variable/inter's Latin file; src/app/fonts.ts declares the same ranges (next/font needs them
// written out there), and font-subsets.test.mjs checks the two agree and that the copy needs only the core.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

/** '\u0020'..'\u007e' as a string of characters. */
const span = (from, to) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

/**
 * The core file, preloaded on every page: printable ASCII and the typography the copy uses (curly quotes, dashes,
 * ellipsis, middle dot, ×, ©, −) plus a few close neighbours a writer reaches for next. Not ← → ≤ ≥: the Latin
 * file has no glyph for them, whatever its unicode-range says, so the site's arrows are icons (lucide ArrowRight).
 */
export const CORE_TEXT =
  span(0x20, 0x7e) +
  '\u00a0' + // no-break space
  '\u00a7\u00a9\u00ae\u00b0\u00b7\u00d7' + // § © ® ° · ×
  '\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026' + // – — ‘ ’ “ ” • …
  '\u20ac\u00a3\u2122' + // € £ ™
  '\u2212'; // −

/**
 * What @fontsource-variable/inter's Latin file draws: the code points its unicode-range names that its cmap has a
 * glyph for (plus the C0/C1 controls, never drawn). The range also names about a hundred the file does not draw:
 * ← → ≤ ≥, most of General Punctuation (the U+2000 spaces, ‰, ‽, the bidi and invisible format characters), the
 * soft hyphen, U+2215 and U+FFFD. Naming those would have a page that draws one fetch the extension and still
 * fall back to a system font; the file's tests check every listed character has a glyph.
 */
export const LATIN_CODEPOINTS = [
  [0x0000, 0x00ac], [0x00ae, 0x00ff], [0x0131, 0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6, 0x02c6],
  [0x02da, 0x02da], [0x02dc, 0x02dc], [0x0304, 0x0304], [0x0308, 0x0308], [0x2002, 0x2002], [0x2009, 0x2009],
  [0x200b, 0x200b], [0x2013, 0x2014], [0x2018, 0x201a], [0x201c, 0x201e], [0x2022, 0x2022], [0x2026, 0x2026],
  [0x2032, 0x2033], [0x2039, 0x203a], [0x2044, 0x2044], [0x20ac, 0x20ac], [0x2122, 0x2122], [0x2191, 0x2191],
  [0x2193, 0x2193], [0x2212, 0x2212], [0xfeff, 0xfeff],
].flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));

export const CORE_CODEPOINTS = [...new Set([...CORE_TEXT].map((c) => c.codePointAt(0)))].sort((a, b) => a - b);

/** Control characters are never drawn. */
const isControl = (cp) => cp < 0x20 || (cp >= 0x7f && cp < 0xa0);

/** The rest of Latin (accented letters, rarer punctuation): its own file, fetched only by a page that draws one. */
export const EXTENSION_CODEPOINTS = LATIN_CODEPOINTS.filter((cp) => !isControl(cp) && !CORE_CODEPOINTS.includes(cp));

/** Code points → a CSS unicode-range value, consecutive ones joined: [0x20, 0x21, 0x22, 0xa9] → 'U+20-22, U+A9'. */
export function unicodeRange(codepoints) {
  const sorted = [...new Set(codepoints)].sort((a, b) => a - b);
  const parts = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    const hex = (cp) => cp.toString(16).toUpperCase();
    parts.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j;
  }
  return parts.join(', ');
}

/**
 * Every code point but these, as a CSS unicode-range value: the faces that must leave these to another family
 * (src/app/fonts/fallback.css leaves the extension's letters to Inter's extension file).
 */
export function unicodeRangeExcept(codepoints) {
  const excluded = new Set(codepoints);
  const kept = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) if (!excluded.has(cp)) kept.push(cp);
  return unicodeRange(kept);
}

/** The weights the site sets (font-normal 400 to font-bold 700); the files keep the variable axis for this span. */
export const WEIGHT_RANGE = { min: 400, max: 700 };

/** OpenType features kept: kerning, ligatures, contextual alternates, mark positioning, tabular figures. */
export const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

/** The files `npm run fonts` writes, and the characters each draws. */
export const INTER_FILES = [
  { file: 'src/app/fonts/inter-core.woff2', codepoints: CORE_CODEPOINTS },
  { file: 'src/app/fonts/inter-extension.woff2', codepoints: EXTENSION_CODEPOINTS },
];

/** @fontsource-variable/inter's Latin file (all weights, all features), read once. */
let source;
export const interSource = () =>
  (source ??= readFileSync(
    createRequire(import.meta.url).resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
  ));

/** One of the site's Inter files: the source cut to these characters, the site's weights and its features. */
export function cutInterFile(codepoints) {
  return subsetFont(interSource(), String.fromCodePoint(...codepoints), {
    targetFormat: 'woff2',
    keepFeatures: FEATURES,
    variationAxes: { wght: WEIGHT_RANGE },
  });
}
