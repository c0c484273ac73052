// What the build steps' contract tests (scripts/build/*.contract.test.mjs) read: the prerendered pages of the real
// build in .next (or NEXT_DIST_DIR), each also parsed by an HTML parser (jsdom), so a test sees Next's output as a
// browser does, independently of the regular expressions the steps use. There is no skipping: without a build
// made by `npm run build` every contract test fails and says to run it.
import { existsSync, readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { distDir, inDist } from './dist-dir.mjs';
import { prerenderedPages } from './prerendered.mjs';

/**
 * @typedef {object} ParsedScript a <script> element as the parser sees it
 * @property {string | null} src
 * @property {boolean} async
 * @property {boolean} nomodule
 * @property {string | null} type
 * @property {string} text its source text (what a CSP hash is computed over)
 * @property {boolean} inHead
 * @property {string} tag its start tag as the parser writes it back, for messages
 */

/**
 * @typedef {object} BuiltPage
 * @property {string} route '/', '/about', '/(.)work/coral'
 * @property {string} file e.g. '.next/server/app/about.html'
 * @property {string} html
 * @property {ParsedScript[]} scripts
 * @property {string[]} scriptPreloads the start tags of its <link rel=preload as=script> elements
 */

/** @param {string} html @returns {Pick<BuiltPage, 'scripts' | 'scriptPreloads'>} */
function parse(html) {
  const { window } = new JSDOM(html);
  const { document } = window;
  const startTag = (/** @type {Element} */ el) => el.outerHTML.slice(0, el.outerHTML.indexOf('>') + 1);
  const scripts = [...document.querySelectorAll('script')].map((s) => ({
    src: s.getAttribute('src'),
    async: s.hasAttribute('async'),
    nomodule: s.hasAttribute('nomodule'),
    type: s.getAttribute('type'),
    text: s.textContent ?? '',
    inHead: s.parentElement === document.head,
    tag: startTag(s),
  }));
  const scriptPreloads = [...document.querySelectorAll('link[rel~="preload" i][as="script" i]')].map(startTag);
  window.close();
  return { scripts, scriptPreloads };
}

/** @type {Map<string, BuiltPage[]>} */
const cache = new Map();

/**
 * Every prerendered page of the build, parsed. Fails (never skips) when there is no build from `npm run build`, and
 * when the steps' way of finding pages (scripts/build/lib/prerendered.mjs) misses a page Next says it prerendered.
 * @param {string} step the step whose test asks, to start every message with
 * @returns {BuiltPage[]}
 */
export function builtPages(step) {
  const dir = distDir();
  if (!existsSync(inDist('BUILD_ID'))) throw new Error(`${step}: there is no build in ${dir}: run npm run build first`);
  if (!existsSync(inDist('csp-hashes.json'))) {
    throw new Error(`${step}: the build in ${dir} was made without the build's own steps (no csp-hashes.json): run npm run build first`);
  }
  const cached = cache.get(dir);
  if (cached) return cached;

  const pages = [...prerenderedPages()];
  const manifest = JSON.parse(readFileSync(inDist('prerender-manifest.json'), 'utf8'));
  const listed = Object.entries(manifest.routes ?? {})
    .filter(([, r]) => r?.routeType === 'page')
    .map(([route]) => route);
  if (!listed.length) {
    throw new Error(
      `${step}: ${dir}/prerender-manifest.json lists no route with routeType "page": Next's manifest changed shape, ` +
        `so nothing checks that the build steps find every prerendered page`,
    );
  }
  const found = new Set(pages.map((p) => p.route));
  const missing = listed.filter((route) => !found.has(route));
  if (missing.length) {
    throw new Error(
      `${step}: Next prerendered ${listed.length} pages, but ${missing.length} of them ${missing.length === 1 ? 'is' : 'are'} not at ` +
        `${dir}/server/app/<route>.html, where the build steps look (scripts/build/lib/prerendered.mjs): ` +
        `${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}: Next's output layout changed`,
    );
  }
  const parsed = pages.map((p) => ({ ...p, ...parse(p.html) }));
  cache.set(dir, parsed);
  return parsed;
}

/** An assertion's message: how many problems, and the first in full (the diff lists them all). @param {string[]} problems */
export const firstOf = (problems) => `${problems.length} problem(s); the first: ${problems[0]}`;

/** The file a `/_next/static/…` URL is served from: `.next/static/…`. @param {string} src */
export const staticFile = (src) => inDist(src.replace(/^\/_next\//, ''));
