// Contract test of compile-hints.mjs against the real build in .next (`npm test` builds first; without a build it
// fails: run npm run build first). The step finds the scripts a page loads at first with regular expressions
// (firstLoadScripts: the hydrate-after-paint loader's list and `<script src="/_next/static/…">` tags); when a Next
// upgrade writes them in another shape or places the files elsewhere, scripts go unmarked and Chrome compiles them
// on the main thread again. This test fails naming what it found instead.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtPages, firstOf, staticFile } from './lib/built-pages.mjs';
import { COMPILE_HINT, firstLoadScripts } from './lib/compile-hints.mjs';
import { startupScripts } from './lib/hydrate-after-paint.mjs';

const STEP = 'compile-hints';

describe('compile-hints on the real build', () => {
  it('finds every script a prerendered page loads at first', () => {
    const problems = [];
    for (const page of builtPages(STEP)) {
      const found = firstLoadScripts(page.html);
      // The parser's view: the loader's list, and every build script tag but the nomodule fallback.
      const loaded = [
        ...startupScripts(page.html),
        ...page.scripts.filter((s) => s.src?.startsWith('/_next/static/') && !s.nomodule).map((s) => /** @type {string} */ (s.src)),
      ];
      if (!loaded.length) {
        problems.push(`${STEP}: no first-load script in ${page.file} (no loader list, no <script src="/_next/static/…">): Next's HTML changed shape`);
      }
      for (const src of new Set(loaded)) {
        if (!found.includes(src)) {
          const tag = page.scripts.find((s) => s.src === src)?.tag ?? src;
          problems.push(`${STEP}: firstLoadScripts does not find ${tag} in ${page.file}: Next's HTML changed shape`);
        }
      }
    }
    expect(problems, firstOf(problems)).toEqual([]);
  });

  it('marked every first-load script with the compile hint on its first line', () => {
    /** @type {Map<string, string>} script → the first page that loads it */
    const scripts = new Map();
    for (const page of builtPages(STEP)) for (const src of firstLoadScripts(page.html)) if (!scripts.has(src)) scripts.set(src, page.file);
    expect(scripts.size, `${STEP}: no first-load script in any page: Next's HTML changed shape`).toBeGreaterThan(0);
    const problems = [];
    for (const [src, file] of scripts) {
      const path = staticFile(src);
      if (!existsSync(path)) {
        problems.push(`${STEP}: ${file} loads ${src}, but there is no ${path}: Next's output layout changed`);
      } else if (!readFileSync(path, 'utf8').startsWith(`${COMPILE_HINT}\n`)) {
        problems.push(`${STEP}: ${path} (loaded at first by ${file}) does not start with ${COMPILE_HINT}`);
      }
    }
    expect(problems, firstOf(problems)).toEqual([]);
  });
});
