// Contract test of the hydrate-after-paint step of the page finisher (scripts/build/finish-pages.mjs) against the real build in .next (`npm test` builds first; without a
// build it fails: run npm run build first). The step finds Next's startup scripts with regular expressions
// (`<script src="/_next/static/…" async=""></script>`, `<link rel="preload" as="script" …>`); when a Next upgrade
// writes them in another shape, nothing is moved, the page silently starts its scripts before its first paint again,
// and this test fails naming the shape it found.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtPages, firstOf, staticFile } from './lib/built-pages.mjs';
import { loaderFor, pageFlight, startupScripts } from './lib/hydrate-after-paint.mjs';

const STEP = 'hydrate-after-paint';
const EXPECTED_TAG = '<script src="/_next/static/…" async=""></script>';
/** A script of the build's own (a startup script the loader should have taken), as the parser sees it. */
const isBuildScript = (/** @type {import('./lib/built-pages.mjs').ParsedScript} */ s) =>
  !!s.src?.startsWith('/_next/static/') && !s.nomodule;

describe('hydrate-after-paint on the real build', () => {
  it('gave every prerendered page the loader, at the end of <head>, listing scripts the build has', () => {
    const problems = [];
    for (const page of builtPages(STEP)) {
      const list = startupScripts(page.html);
      if (!list.length) {
        const left = page.scripts.filter(isBuildScript).map((s) => s.tag);
        problems.push(
          left.length
            ? `${STEP}: no loader in ${page.file}: its scripts are written as ${left[0]}, not ${EXPECTED_TAG}: Next's HTML changed shape`
            : `${STEP}: no <script src async> tag in ${page.file}: Next's HTML changed shape (its scripts: ${page.scripts.map((s) => s.tag).join(' ') || 'none'})`,
        );
        continue;
      }
      const loaders = page.scripts.filter((s) => s.text === loaderFor(list, pageFlight(page.html) ?? undefined));
      if (loaders.length !== 1 || !loaders[0].inHead) {
        problems.push(`${STEP}: ${page.file} should have one loader, in <head>; found ${loaders.length}${loaders.length ? ' outside <head>' : ''}`);
      }
      for (const src of list) {
        if (!src.startsWith('/_next/static/') || !existsSync(staticFile(src))) {
          problems.push(`${STEP}: the loader of ${page.file} lists ${src}, which is not in ${staticFile('/_next/static/')}`);
        }
      }
    }
    expect(problems, firstOf(problems)).toEqual([]);
  });

  it('left no startup script tag and no script preload behind', () => {
    const problems = [];
    for (const page of builtPages(STEP)) {
      for (const s of page.scripts.filter(isBuildScript)) {
        problems.push(`${STEP}: ${s.tag} is still in ${page.file}: the step expects ${EXPECTED_TAG}: Next's HTML changed shape`);
      }
      for (const tag of page.scriptPreloads) {
        problems.push(`${STEP}: ${tag} is still in ${page.file}: the step expects <link rel="preload" as="script" …>: Next's HTML changed shape`);
      }
    }
    expect(problems, firstOf(problems)).toEqual([]);
  });
});
