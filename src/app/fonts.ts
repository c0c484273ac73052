import localFont from 'next/font/local';

// The site's typeface, Inter (variable weight 400–700), in two files cut by `npm run fonts` (scripts/media/subset-font.mjs,
// character lists in scripts/media/font-subsets.mjs): a core file every page uses (19.6 KB, the copy needs nothing
// else) and the rest of Latin (10.7 KB), which the browser fetches only for a page that draws one of its letters (a
// visitor's name typed into a form, say). Neither is preloaded, nor even asked for while the page paints: a page's
// first frame, its largest paint on most pages, is drawn in fallback faces matched to Inter weight by weight
// (src/app/fonts/fallback.css, scripts/media/font-fallback.mjs), and Inter replaces them, without moving anything,
// once the page has hydrated (src/components/layout/FontSwap.tsx). Preloaded, or merely used by the first frame, the
// core file was part of every page's largest paint: a font is fetched at the highest priority, and on a phone's
// first visit it cost about 0.5 s of Lighthouse's 1.3 s, more than the rest of the page. The font stack (--font-sans in globals.css) names the core,
// then the extension, then the core's metric-matched fallback, by the family names next/font derives from these
// constants' names: renaming one means changing the stack too (e2e/seo.spec.ts fails otherwise). next/font wants
// these values written out; font-subsets.test.mjs checks they match the files.

/**
 * Core: ASCII and the typography the copy uses. Not preloaded (see above); its fallback family, 'inter Fallback', is
 * declared in src/app/fonts/fallback.css rather than by next/font, whose single local(Arial) face Linux lacks.
 * @public read by next/font at build time (the stylesheet names its family), not by an import
 */
export const inter = localFont({
  src: './fonts/inter-core.woff2',
  weight: '400 700',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
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
