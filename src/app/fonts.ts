import localFont from 'next/font/local';

// The site's typeface, Inter (variable weight 400–700), in two files cut by `npm run fonts` (scripts/media/subset-font.mjs,
// character lists in scripts/media/font-subsets.mjs): a core file every page uses (19.6 KB, the copy needs nothing
// else) and the rest of Latin (10.7 KB), which the browser fetches only for a page that draws one of its letters (a
// visitor's name typed into a form, say). next/font gives each file a hashed, long-cached address and an @font-face
// rule of its own family, named after its constant; the stacks lead with them ('inter', 'interExtension',
// src/app/globals.css), then name the local faces matched to Inter's metrics (src/app/fonts/fallback.css).
// Both faces are `font-display: optional`, the platform's way to a font that never moves a page: a face that is not
// there within about 100 ms of the text asking for it is not used by that page at all (its fallback draws it to the
// end), and being cached by then, it draws the next page from its first paint. The core is preloaded, so on a fast
// connection it is there in time for the first page too; Chromium holds the first paint for a preloaded optional
// font up to that limit. `npm run bench:fonts` measures how often Inter draws, LCP and CLS in Chromium, Firefox and
// WebKit; it measured better than adding Inter from a script once that could move nothing, which never came on some
// pages in WebKit, whose fallback cannot take Inter's metrics (no ascent-override). next/font wants these values
// written out; font-subsets.test.mjs checks they match the files.

/**
 * Core: ASCII and the typography the copy uses. Preloaded (see above). next/font's own fallback is off: its single
 * local(Arial) face Linux lacks; src/app/fonts/fallback.css has the faces the stack falls back to.
 * @public read by next/font at build time, not by an import
 */
export const inter = localFont({
  src: './fonts/inter-core.woff2',
  weight: '400 700',
  display: 'optional',
  preload: true,
  adjustFontFallback: false,
});

/**
 * The rest of Latin: accented letters and rarer punctuation. Never preloaded: few pages draw one.
 * @public read by next/font at build time, not by an import
 */
export const interExtension = localFont({
  src: './fonts/inter-extension.woff2',
  weight: '400 700',
  display: 'optional',
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
