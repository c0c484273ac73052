// The faces the browser draws the sans text with until Inter has arrived: Arial (or Liberation Sans, its metric twin
// on Linux), scaled and given Inter's vertical metrics so that a line of it takes the room the same line takes in
// Inter, weight by weight. Pages do not wait for Inter: its file is not preloaded, so a page's first frame (its
// largest paint, on most pages) is drawn before the font arrives, in these faces, and Inter replaces them a moment
// later. How well they match is what keeps that swap from moving anything (e2e/seo.spec.ts loads every template
// with Inter held back and checks that no layout shift follows its arrival).
//
// next/font's own fallback has one face, local(Arial) at Inter 400's width: Linux has no Arial (Liberation Sans
// stands in for it under that name only for the system's font matching, not for local()), and text set in 600 or 700
// was drawn from the regular face made bold by the browser, wider than Inter's. `npm run fonts` writes
// src/app/fonts/fallback.css from this; a unit test checks the file matches.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import { decompress } from 'wawoff2';
import { EXTENSION_CODEPOINTS, unicodeRangeExcept } from './font-subsets.mjs';

const require = createRequire(import.meta.url);

/** Where the CSS goes (imported by src/app/globals.css). */
export const FALLBACK_CSS_FILE = 'src/app/fonts/fallback.css';
/**
 * The family the font stack names (src/app/globals.css, --font-sans): these faces draw it until FontSwap adds Inter's
 * own faces to it, band by band (src/components/layout/FontSwap.tsx).
 */
const FAMILY = 'inter Sans';
/**
 * Average advance width (per em) of the sample below in Arial, regular and bold, as next/font measures a fallback
 * (its Arial constant, 934.51 / 2048, for the regular); Liberation Sans is metric-compatible with Arial and gives the
 * same figures (0.4563 and 0.4937, measured with opentype.js from Debian's fonts-liberation).
 */
const ARIAL_WIDTH = { regular: 934.5116279069767 / 2048, bold: 0.4937 };
/** next/font's sample: letter frequency and word length of Latin text, spaces included. */
const SAMPLE = 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      ';
/**
 * One face per weight band the site uses: which Inter weight it stands in for, the local faces that may draw it
 * (full and PostScript names, which local() matches in Chromium, Firefox and Safari), and the weights it covers. The
 * bold bands end with the family's own name: WebKitGTK's local() matches family names only (its 'Arial Bold' and
 * 'Liberation Sans Bold' are not found) and then draws the family's face nearest the band's weight, the bold one;
 * without it, WebKitGTK drew 600 and 700 in the regular face made bold, 8 % wider than Inter, and Inter could never
 * take over without moving text.
 */
const FACES = [
  { weight: '100 449', inter: 400, arial: 'regular', local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'] },
  { weight: '450 549', inter: 500, arial: 'regular', local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'] },
  { weight: '550 649', inter: 600, arial: 'bold', local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Liberation Sans'] },
  { weight: '650 900', inter: 700, arial: 'bold', local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Liberation Sans'] },
];

/** Inter at one weight (the static Latin file of @fontsource/inter: the same design as the variable file). */
async function inter(weight) {
  const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff2`);
  const sfnt = await decompress(readFileSync(file));
  return opentype.parse(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength));
}

/**
 * The client list's capitals (font-caps): the weight-500 face scaled again by Inter's capitals' width over its own
 * (0.9207, measured on that heading in Chromium), so that a line of capitals wraps where Inter's does. Covers every
 * weight: only that one heading uses it.
 */
const CAPS = { family: 'inter Caps', inter: 500, widthRatio: 0.9207, weight: '100 900' };

const percent = (value) => `${(value * 100).toFixed(2)}%`;

/**
 * What the faces draw: every letter but the extension's, which the stack leaves to Inter's extension file (its next
 * family) from the first frame on. Inter's core face, added to these families with the same descriptors, then draws
 * what they drew; a visitor's accented name is drawn by Inter's extension before and after the swap alike, and a
 * page that draws none of its letters never fetches it.
 */
const RANGE = unicodeRangeExcept(EXTENSION_CODEPOINTS);

/** One @font-face: `local` faces scaled by `size`, with Inter's vertical metrics (`font`) kept in place. */
function fontFace(family, local, weight, font, size) {
  const em = font.unitsPerEm;
  const { ascender, descender, lineGap } = font.tables.hhea;
  return (
    `@font-face {\n  font-family: '${family}';\n  src: ${local.map((name) => `local('${name}')`).join(', ')};\n` +
    `  font-weight: ${weight};\n  size-adjust: ${percent(size)};\n  ascent-override: ${percent(ascender / em / size)};\n` +
    `  descent-override: ${percent(-descender / em / size)};\n  line-gap-override: ${percent(lineGap / em / size)};\n` +
    `  unicode-range: ${RANGE};\n}\n`
  );
}

/** The @font-face rules of the fallback family, one per weight band, and the capitals' face (CAPS). */
export async function fallbackCss() {
  const rules = [];
  const sizes = new Map();
  for (const face of FACES) {
    const font = await inter(face.inter);
    const width = [...SAMPLE].reduce((sum, c) => sum + font.charToGlyph(c).advanceWidth, 0) / SAMPLE.length / font.unitsPerEm;
    const size = width / ARIAL_WIDTH[face.arial];
    sizes.set(face.inter, size);
    rules.push(fontFace(FAMILY, face.local, face.weight, font, size));
  }
  const caps = FACES.find((face) => face.inter === CAPS.inter);
  rules.push(fontFace(CAPS.family, caps.local, CAPS.weight, await inter(CAPS.inter), sizes.get(CAPS.inter) * CAPS.widthRatio));
  return (
    `/* Written by \`npm run fonts\` (scripts/media/font-fallback.mjs): the faces the sans text is drawn with until Inter\n` +
    `   arrives, Arial or Liberation Sans matched to Inter weight by weight, and the client list's capitals. FontSwap\n` +
    `   then adds Inter's core to these families with the same descriptors. Do not edit by hand. */\n` +
    rules.join('')
  );
}
