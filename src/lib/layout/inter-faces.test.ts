import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INTER_CORE_FAMILY, STACK_FAMILIES, absoluteUrls, fontFaceRule, interFaces, unquoteFamily, type FontFaceRule } from './inter-faces';

/** The @font-face rules of a stylesheet, read as FontSwap reads them from CSSOM. */
function rulesOf(css: string): FontFaceRule[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) =>
    fontFaceRule((name) => body!.match(new RegExp(`(?:^|;|\\s)${name}:\\s*([^;]+);`))?.[1]?.trim() ?? ''),
  );
}

const CORE_RULE: FontFaceRule = {
  family: 'inter',
  src: 'url("/_next/static/media/inter_core.1.woff2") format("woff2")',
  weight: '400 700',
  style: 'normal',
  unicodeRange: 'U+0-10FFFF',
};
const EXTENSION_RULE: FontFaceRule = { ...CORE_RULE, family: 'interExtension', src: 'url(/ext.woff2)', unicodeRange: 'U+A1-A2, U+E9' };
const STACK_RULES = rulesOf(readFileSync('src/app/fonts/fallback.css', 'utf8'));

describe('the Inter faces FontSwap adds', () => {
  it('give every face of the stacks’ families Inter’s core with the same descriptors, so each slot is drawn by Inter', () => {
    const faces = interFaces([CORE_RULE, EXTENSION_RULE, ...STACK_RULES]);
    const slots = STACK_RULES.filter((rule) => STACK_FAMILIES.includes(rule.family));
    expect(slots.length).toBe(5);
    expect(faces).toEqual(
      slots.map((slot) => ({ family: slot.family, src: CORE_RULE.src, descriptors: { weight: slot.weight, style: slot.style, unicodeRange: slot.unicodeRange } })),
    );
    // The slots leave the extension's letters to the stacks' next family.
    expect(faces.every((face) => !face.descriptors.unicodeRange.includes('U+E9,') && face.descriptors.unicodeRange.includes('U+0-A0'))).toBe(true);
  });

  it('add nothing when the stylesheet has no core rule, so the stacks keep their own faces', () => {
    expect(interFaces([EXTENSION_RULE, ...STACK_RULES])).toEqual([]);
    expect(interFaces([CORE_RULE, EXTENSION_RULE])).toEqual([]);
  });

  it('name the families the stylesheets declare: the stacks’ first families and next/font’s constant', () => {
    const globals = readFileSync('src/app/globals.css', 'utf8');
    const lead = (token: string) => unquoteFamily(globals.match(new RegExp(`--font-${token}:\\s*([^,;]+)`))![1]!);
    expect([lead('sans'), lead('caps')]).toEqual(STACK_FAMILIES);
    expect(readFileSync('src/app/fonts.ts', 'utf8')).toContain(`export const ${INTER_CORE_FAMILY} = localFont(`);
  });

  it('unquote family names as CSSOM writes them', () => {
    expect(unquoteFamily('"inter Sans"')).toBe('inter Sans');
    expect(unquoteFamily(" 'inter Caps' ")).toBe('inter Caps');
    expect(unquoteFamily('inter')).toBe('inter');
  });
});

describe('the core file’s address', () => {
  it('is read against the stylesheet, not the page: a staff page two folders down fetches /_next/static/media/…', () => {
    const sheet = 'http://localhost:3000/_next/static/css/app.css';
    const rule = fontFaceRule((name) => ({ 'font-family': 'inter', src: 'url(../media/inter_core.1.woff2) format("woff2")' })[name] ?? '', sheet);
    expect(rule.src).toBe('url("http://localhost:3000/_next/static/media/inter_core.1.woff2") format("woff2")');
    // Without the stylesheet's address, FontFace would have read it against /staff/content/media: /staff/media/….
    expect(new URL('../media/inter_core.1.woff2', 'http://localhost:3000/staff/content/media').pathname).toBe('/staff/media/inter_core.1.woff2');
  });

  it('keeps absolute addresses and every url() of a list, quoted or not', () => {
    const base = 'https://example.org/_next/static/css/a.css';
    expect(absoluteUrls(CORE_RULE.src, base)).toBe('url("https://example.org/_next/static/media/inter_core.1.woff2") format("woff2")');
    expect(absoluteUrls("url('a.woff2') format('woff2'), url(b.woff)", base)).toBe(
      'url("https://example.org/_next/static/css/a.woff2") format(\'woff2\'), url("https://example.org/_next/static/css/b.woff")',
    );
  });
});
