// Contract test of the inline-css step of the page finisher (scripts/build/finish-pages.mjs) against the real build in .next (`npm test` builds first; without a build it fails:
// run npm run build first). The step finds Next's stylesheet link with a regular expression
// (`<link rel="stylesheet" href="/_next/static/….css" data-precedence="next"/>`); when a Next upgrade writes it in
// another shape, nothing is inlined, every page waits on the stylesheet's request again, and this test fails naming
// the shape it found.
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { builtPages, firstOf, staticFile } from './lib/built-pages.mjs';
import { absoluteUrls, ENABLE_STYLESHEETS_HREF, ENABLE_STYLESHEETS_SCRIPT, inlineRules, laterHref, pageClasses, pageElements, withoutInlineAtRules } from './lib/inline-css.mjs';

const STEP = 'inline-css';

describe('inline-css on the real build', () => {
  it("left every prerendered page without a stylesheet to wait for, the rules its elements can use inline (transitions wait), its link disabled, the whole sheet's later copy linked once it has loaded", () => {
    const problems = [];
    /** @type {Map<string, string>} each stylesheet as built, its url()s made absolute */
    const sheets = new Map();
    /** Whether the build holds the script pages name to link the later copy, as written (writeStylesheetEnabler). */
    let enabler = false;
    try {
      enabler = readFileSync(staticFile(ENABLE_STYLESHEETS_HREF), 'utf8') === ENABLE_STYLESHEETS_SCRIPT;
    } catch {
      enabler = false;
    }
    for (const page of builtPages(STEP)) {
      const { window } = new JSDOM(page.html);
      const { document } = window;
      const blocking = [...document.querySelectorAll('link[rel="stylesheet"]:not([disabled])')];
      for (const link of blocking) {
        problems.push(`${STEP}: ${page.file} still links ${link.getAttribute('href')} as ${link.outerHTML}: Next's HTML changed shape`);
      }
      const styles = [...document.querySelectorAll('style[data-href]')];
      // Next's own global-error page uses no stylesheet; every page of the site does.
      if (!styles.length && page.route !== '/_global-error') problems.push(`${STEP}: ${page.file} has no inlined stylesheet`);
      for (const style of styles) {
        const href = style.getAttribute('data-href');
        if (!sheets.has(href)) {
          const css = readFileSync(staticFile(href), 'utf8');
          sheets.set(href, absoluteUrls(css, href));
          // The copy the page links once it has loaded: the whole sheet, without the at-rules every page has inline.
          let later = null;
          try {
            later = readFileSync(staticFile(laterHref(href)), 'utf8');
          } catch {
            problems.push(`${STEP}: the build has no ${laterHref(href)} for the pages to link once they have loaded`);
          }
          if (later !== null && later !== withoutInlineAtRules(css)) problems.push(`${STEP}: ${laterHref(href)} is not ${href} without its @font-face and @keyframes rules`);
          if (/@(font-face|keyframes)/.test(later ?? '')) problems.push(`${STEP}: ${laterHref(href)} declares a font face or keyframes again`);
        }
        // The page as it was before its stylesheet was written in: what it reads with var() decides which custom
        // properties stay.
        const before = page.html.replace(`<style data-href="${href}">${style.textContent}</style>`, '');
        const expected = inlineRules(/** @type {string} */ (sheets.get(href)), pageClasses(page.html), pageElements(page.html), before);
        if (style.textContent !== expected) problems.push(`${STEP}: the stylesheet inlined in ${page.file} is not the rules of ${href} its elements can use, less transitions, with the custom properties they read`);
        if (style.parentElement !== document.head) problems.push(`${STEP}: the stylesheet inlined in ${page.file} is outside <head>`);
        if (!document.querySelector(`link[rel="stylesheet"][href="${href}"][disabled]`)) {
          problems.push(`${STEP}: ${page.file} lost the disabled link React adopts for ${href}`);
        }
      }
      if (styles.length && !page.html.includes(`s.src=${JSON.stringify(ENABLE_STYLESHEETS_HREF)}`)) problems.push(`${STEP}: ${page.file} never enables its whole stylesheet (its loader adds no ${ENABLE_STYLESHEETS_HREF})`);
      if (styles.length && !enabler) problems.push(`${STEP}: the build has no ${ENABLE_STYLESHEETS_HREF}, the script ${page.file}'s loader adds to enable its whole stylesheet`);
      window.close();
    }
    expect(problems, firstOf(problems)).toEqual([]);
  }, 120_000); // fifty pages, each parsed and rewritten: slow on a busy machine
});
