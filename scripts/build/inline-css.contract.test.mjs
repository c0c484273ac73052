// Contract test of the inline-css step of the page finisher (scripts/build/finish-pages.mjs) against the real build in .next (`npm test` builds first; without a build it fails:
// run npm run build first). The step finds Next's stylesheet link with a regular expression
// (`<link rel="stylesheet" href="/_next/static/….css" data-precedence="next"/>`); when a Next upgrade writes it in
// another shape, nothing is inlined, every page waits on the stylesheet's request again, and this test fails naming
// the shape it found.
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { builtPages, firstOf, staticFile } from './lib/built-pages.mjs';
import { absoluteUrls } from './lib/inline-css.mjs';

const STEP = 'inline-css';

describe('inline-css on the real build', () => {
  it('left every prerendered page without a stylesheet to wait for, its stylesheet inline and its link disabled', () => {
    const problems = [];
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
        const expected = absoluteUrls(readFileSync(staticFile(href), 'utf8'), href);
        if (style.textContent !== expected) problems.push(`${STEP}: the stylesheet inlined in ${page.file} is not ${href} as built`);
        if (style.parentElement !== document.head) problems.push(`${STEP}: the stylesheet inlined in ${page.file} is outside <head>`);
        if (!document.querySelector(`link[rel="stylesheet"][href="${href}"][disabled]`)) {
          problems.push(`${STEP}: ${page.file} lost the disabled link React adopts for ${href}`);
        }
      }
      window.close();
    }
    expect(problems, firstOf(problems)).toEqual([]);
  }, 120_000); // fifty pages, each parsed and rewritten: slow on a busy machine
});
