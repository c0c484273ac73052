import localFont from 'next/font/local';

// The site's typeface, Inter (variable weight 400–700), in two files cut by `npm run fonts` (scripts/media/subset-font.mjs,
// character lists in scripts/media/font-subsets.mjs): a core file every page uses (19.6 KB, the copy needs nothing
// else) and the rest of Latin (10.7 KB), which the browser fetches only for a page that draws one of its letters (a
// visitor's name typed into a form, say). next/font gives each file a hashed, long-cached address and an @font-face
// rule of its own family, named after its constant. No stack names 'inter': its rule is where
// src/components/layout/FontSwap.tsx reads the core's address from, to add the core to the families the stacks lead
// with ('inter Sans', 'inter Caps', src/app/fonts/fallback.css) once the page has hydrated (INTER_CORE_FAMILY in
// src/lib/layout/inter-faces.ts names it too; its test fails if they part). The stacks name 'interExtension' second,
// for the letters those families leave to it. Neither file is preloaded, nor asked for while the page paints: a
// page's first frame, its largest paint on most pages, is drawn in faces matched to Inter weight by weight, and Inter
// takes their place without moving anything. Preloaded, or merely used by the first frame, the core file was part of
// every page's largest paint: a font is fetched at the highest priority, and on a phone's first visit it cost about
// 0.5 s of Lighthouse's 1.3 s, more than the rest of the page. next/font wants these values written out;
// font-subsets.test.mjs checks they match the files.

/**
 * Core: ASCII and the typography the copy uses. Not preloaded (see above). next/font's own fallback is off: its
 * single local(Arial) face Linux lacks; src/app/fonts/fallback.css has the faces the stack starts with.
 * @public read by next/font at build time (FontSwap finds its rule in the stylesheet), not by an import
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
