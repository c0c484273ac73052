/**
 * Which Inter faces to add to the font stacks' families once a page has hydrated (src/components/layout/FontSwap.tsx).
 *
 * The stacks name the same family from the first frame on ('inter Sans', and 'inter Caps' for the client list's
 * capitals), drawn at first by local faces matched to Inter weight by weight (src/app/fonts/fallback.css). Inter's
 * core file comes from next/font's own @font-face rule ('inter', src/app/fonts.ts), which no stack names, so the
 * browser does not fetch it while the page paints. The swap adds, for every face of those families, Inter's core with
 * the same descriptors (weights, style, unicode-range): a face with the same descriptors shares the slot, and the one
 * added last draws it. The stacks never change, so nothing is restyled; Chromium only lays the text out again.
 * Inter's extension (accented letters) is the stacks' next family, interExtension, before and after the swap alike.
 */

/** An @font-face rule as the page's stylesheet declares it (descriptors as written, family unquoted). */
export interface FontFaceRule {
  family: string;
  src: string;
  weight: string;
  style: string;
  unicodeRange: string;
}

/**
 * A rule from its descriptors as a stylesheet writes them (`get('font-weight')`, '' for one left out), with the values
 * a left-out descriptor has: FontSwap reads them from CSSOM, the unit test from the CSS file. With `base` (the
 * stylesheet's address), the `src` addresses are made absolute (absoluteUrls).
 */
export function fontFaceRule(get: (descriptor: string) => string, base?: string): FontFaceRule {
  return {
    family: unquoteFamily(get('font-family')),
    src: base ? absoluteUrls(get('src'), base) : get('src'),
    weight: get('font-weight') || 'normal',
    style: get('font-style') || 'normal',
    unicodeRange: get('unicode-range') || 'U+0-10FFFF',
  };
}

/** A face to create with `new FontFace(family, src, descriptors)`. */
export interface FaceToAdd {
  family: string;
  src: string;
  descriptors: { weight: string; style: string; unicodeRange: string };
}

/** next/font's family of Inter's core file (the constant's name in src/app/fonts.ts). */
export const INTER_CORE_FAMILY = 'inter';
/** The families the font stacks lead with (src/app/globals.css), which Inter's core joins. */
export const STACK_FAMILIES: readonly string[] = ['inter Sans', 'inter Caps'];

/**
 * Inter's core in every slot of the stacks' families. Nothing when the stylesheet has no core rule (an upgrade of
 * next/font that renamed it): the stacks then keep their own faces, as they do if the file fails to load.
 */
export function interFaces(rules: readonly FontFaceRule[]): FaceToAdd[] {
  const core = rules.find((rule) => rule.family === INTER_CORE_FAMILY);
  if (!core) return [];
  return rules
    .filter((rule) => STACK_FAMILIES.includes(rule.family))
    .map((slot) => ({ family: slot.family, src: core.src, descriptors: { weight: slot.weight, style: slot.style, unicodeRange: slot.unicodeRange } }));
}

/** A family name as CSSOM gives it back (`"inter Sans"`, `inter`), unquoted. */
export function unquoteFamily(family: string): string {
  return family.trim().replace(/^(['"])(.*)\1$/, '$2');
}

/**
 * A `src` descriptor with each `url()` made absolute against `base`, the stylesheet's own address. CSSOM gives the
 * value as written (`url("../media/inter.woff2")`, relative to the stylesheet), but `new FontFace` reads it relative to
 * the page: on a page two folders down (`/staff/content/media`) that asked for `/staff/media/…`, a 404.
 */
export function absoluteUrls(src: string, base: string): string {
  return src.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, _quote: string, url: string) => {
    try {
      return `url("${new URL(url, base).href}")`;
    } catch {
      return whole;
    }
  });
}
