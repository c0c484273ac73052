// Contract test of the csp-hashes step of the page finisher (scripts/build/finish-pages.mjs) against the real build in .next (`npm test` builds first; without a build it
// fails: run npm run build first). The step finds a page's inline scripts with a regular expression; the browser
// runs only those whose hash the page's Content-Security-Policy lists (src/proxy.ts reads .next/csp-hashes.json).
// When a Next upgrade writes an inline script the expression misses (or one of a type it skips), that script is
// blocked and the page breaks in the browser; this test compares the step's hashes with the scripts an HTML parser
// finds on every page and names the script that has no hash.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtPages, firstOf } from './lib/built-pages.mjs';
import { inDist } from './lib/dist-dir.mjs';

const STEP = 'csp-hashes';
/**
 * Whether the browser runs an inline script of this type (so script-src must allow it): classic scripts (no type,
 * or a JavaScript MIME type), modules, import maps and speculation rules. Anything else (JSON-LD) is a data block.
 * @param {string | null} type
 */
const runs = (type) => !type?.trim() || /javascript|ecmascript|^\s*(module|importmap|speculationrules)\s*$/i.test(type);
const hashOf = (/** @type {string} */ text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
const hashes = () => /** @type {Record<string, string[]>} */ (JSON.parse(readFileSync(inDist('csp-hashes.json'), 'utf8')));

describe('csp-hashes on the real build', () => {
  it('lists, for every prerendered page, the hash of each inline script the browser runs, and nothing else', () => {
    const pages = builtPages(STEP);
    const table = hashes();
    const problems = [];
    for (const page of pages) {
      const listed = table[page.route];
      if (!listed) {
        problems.push(`${STEP}: ${inDist('csp-hashes.json')} has no entry for ${page.route} (${page.file})`);
        continue;
      }
      const inline = page.scripts.filter((s) => s.src === null && runs(s.type));
      const wanted = new Set(inline.map((s) => hashOf(s.text)));
      for (const s of inline) {
        if (!listed.includes(hashOf(s.text))) {
          problems.push(
            `${STEP}: ${s.tag}${JSON.stringify(s.text.slice(0, 60))}… in ${page.file} has no hash for ${page.route}: ` +
              `the step's <script> pattern or its type filter misses it: Next's HTML changed shape`,
          );
        }
      }
      const stray = listed.filter((h) => !wanted.has(h));
      if (stray.length) {
        problems.push(
          `${STEP}: ${stray.length} hash(es) for ${page.route} match no inline script a browser finds in ${page.file}: ` +
            `the step's <script> pattern reads Next's HTML differently from a browser`,
        );
      }
    }
    expect(problems, firstOf(problems)).toEqual([]);
  });

  it('lists the prerendered route handlers with no hash, so the proxy gives them no per-request nonce', () => {
    builtPages(STEP);
    const table = hashes();
    for (const route of ['/opengraph-image', '/expertise/docker/opengraph-image', '/work/coral/opengraph-image']) {
      expect(table[route], `${STEP}: ${route} is prerendered but not in ${inDist('csp-hashes.json')}`).toEqual([]);
    }
  });

  it('has the not-found page, the policy of every address without a page of its own (src/proxy.ts)', () => {
    builtPages(STEP);
    expect(hashes()['/_not-found'], `${STEP}: no entry for /_not-found in ${inDist('csp-hashes.json')}`).toBeDefined();
  });
});
