import localFont from 'next/font/local';

// The site's typeface, Inter (variable weight 400–700), in two files cut by `npm run fonts` (scripts/media/subset-font.mjs,
// character lists in scripts/media/font-subsets.mjs): a core file every page preloads (19.6 KB, the copy needs
// nothing else) and the rest of Latin (10.7 KB), which the browser fetches only for a page that draws one of its
// letters (a visitor's name typed into a form, say). The font stack (--font-sans in globals.css) names the core,
// then the extension, then the core's metric-matched fallback, by the family names next/font derives from these
// constants' names: renaming one means changing the stack too (e2e/seo.spec.ts fails otherwise). next/font wants
// these values written out; font-subsets.test.mjs checks they match the files.

/**
 * Core: ASCII and the typography the copy uses. Its metrics-matched local fallback avoids a layout shift on swap.
 * @public read by next/font at build time (the stylesheet names its family), not by an import
 */
export const inter = localFont({
  src: './fonts/inter-core.woff2',
  weight: '400 700',
  display: 'swap',
});

/**
 * The rest of Latin: accented letters and rarer punctuation. Never preloaded.
 * @public read by next/font at build time, not by an import
 */
export const interExtension = localFont({
  src: './fonts/inter-extension.woff2',
  weight: '400 700',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+A1-A2, U+A4-A6, U+A8, U+AA-AC, U+AF, U+B1-B6, U+B8-D6, U+D8-FF, U+131, U+152-153, U+2BB-2BC, U+2C6, U+2DA, U+2DC, U+304, U+308, U+2002, U+2009, U+200B, U+201A, U+201E, U+2032-2033, U+2039-203A, U+2044, U+2191, U+2193, U+FEFF',
    },
  ],
});
