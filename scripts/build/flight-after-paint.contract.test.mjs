// Contract test of the flight-after-paint step of the page finisher (scripts/build/finish-pages.mjs) against the real
// build in .next (`npm test` builds first; without a build it fails: run npm run build first). The step finds Next's
// inline RSC data by the shape `<script>self.__next_f.push([1,"…"])</script>`; when a Next upgrade writes it in
// another shape, it stays in the page (the page needs two round trips again) and this test fails naming what it found.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtPages, firstOf, staticFile } from './lib/built-pages.mjs';
import { inDist } from './lib/dist-dir.mjs';
import { FLIGHT_PATH } from './lib/flight-after-paint.mjs';
import { hasLoader, pageFlight } from './lib/hydrate-after-paint.mjs';

const STEP = 'flight-after-paint';
/** Next's first entry, which the page keeps: it starts the list the data is added to. */
const FIRST_ENTRY = '(self.__next_f=self.__next_f||[]).push([0])';

describe('flight-after-paint on the real build', () => {
  it('left no page with its RSC data inline, and gave each loader a flight file the build has', () => {
    const problems = [];
    for (const page of builtPages(STEP)) {
      for (const s of page.scripts.filter((s) => !s.src && s.text.includes('__next_f') && s.text !== FIRST_ENTRY && !hasLoader(`<script>${s.text}</script>`))) {
        problems.push(`${STEP}: ${page.file} still has RSC data inline (${s.text.slice(0, 60)}…): Next's inline pushes changed shape`);
      }
      if (!page.scripts.some((s) => s.text === FIRST_ENTRY)) problems.push(`${STEP}: ${page.file} lacks Next's first entry, ${FIRST_ENTRY}`);
      const flight = pageFlight(page.html);
      if (!flight?.startsWith(FLIGHT_PATH) || !existsSync(staticFile(flight))) {
        problems.push(`${STEP}: the loader of ${page.file} should fetch a flight file the build has (${FLIGHT_PATH}…); it names ${flight ?? 'none'}`);
      }
    }
    expect(problems, firstOf(problems)).toEqual([]);
  });

  it('wrote flight files holding the RSC rows of this build (row 0, with its build id)', () => {
    const buildId = readFileSync(inDist('BUILD_ID'), 'utf8').trim();
    const problems = [];
    for (const page of builtPages(STEP)) {
      const flight = pageFlight(page.html);
      if (!flight || !existsSync(staticFile(flight))) continue; // named by the test above
      const rows = readFileSync(staticFile(flight), 'utf8');
      if (!/(^|\n)0:\{/.test(rows) || !rows.includes(`"b":"${buildId}"`)) {
        problems.push(`${STEP}: ${flight} (for ${page.file}) does not hold this build's rows (row 0 with "b":"${buildId}"): ${rows.slice(0, 80)}…`);
      }
    }
    expect(problems, firstOf(problems)).toEqual([]);
  });
});
