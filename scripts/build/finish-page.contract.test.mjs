// Contract test of the page finisher (scripts/build/lib/finish-page.mjs) against the real build in .next (`npm test`
// builds first; without a build it fails: run npm run build first). The production server's edge finishes a page Next
// renders again at runtime with the same function the build ran (scripts/serve/finish.mjs); finishing a page the build
// finished must give back the same bytes and the same hashes the build listed in csp-hashes.json, or a page rendered
// after a publish would differ from the one the build made (and its policy from its scripts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtPages, firstOf } from './lib/built-pages.mjs';
import { inDist } from './lib/dist-dir.mjs';
import { finishPage } from './lib/finish-page.mjs';
import { stylesheetReader } from './lib/stylesheets.mjs';

const STEP = 'finish-page';

describe('the page finisher on the real build', () => {
  it('gives every finished page back byte for byte, with the hashes the build listed', () => {
    const table = /** @type {Record<string, string[]>} */ (JSON.parse(readFileSync(inDist('csp-hashes.json'), 'utf8')));
    const readCss = stylesheetReader();
    const problems = [];
    for (const page of builtPages(STEP)) {
      const again = finishPage(page.html, readCss);
      if (again.changed || again.html !== page.html) problems.push(`${STEP}: finishing ${page.file} again changed it: a step is not idempotent`);
      const listed = table[page.route] ?? [];
      if (JSON.stringify([...again.scriptHashes].sort()) !== JSON.stringify([...listed].sort())) {
        problems.push(`${STEP}: the hashes of ${page.file} (${again.scriptHashes.length}) are not those csp-hashes.json lists for ${page.route} (${listed.length})`);
      }
    }
    expect(problems, firstOf(problems)).toEqual([]);
  }, 120_000); // fifty pages, each parsed and rewritten: slow on a busy machine
});
