// The page finisher (docs/content-editing-design.md 3.4): what the build does to every prerendered page after
// `next build`, as one pure function, so a page Next renders again at runtime (after a publish) gets exactly the same
// treatment as the build's own pages. `npm run build` runs it over `.next/server/app/**/*.html`
// (scripts/build/finish-pages.mjs); the production server's edge runs it on a
// public page Next rendered at runtime and writes the Content-Security-Policy with the hashes it returns
// (scripts/serve/finish.mjs).
//   1. hydrate after paint: the startup scripts move into one inline loader (./hydrate-after-paint.mjs), and, where
//      the caller keeps files, the page's RSC data into a file of its own that the loader gives Next before the
//      scripts run (./flight-after-paint.mjs);
//   2. the stylesheet inline (./inline-css.mjs);
//   3. the hash of every inline script the browser runs, for script-src (no 'unsafe-inline').
// Each step leaves a page it has already done as it is, so finishing a finished page changes nothing.
import { createHash } from 'node:crypto';
import { FLIGHT_PATH, moveFlight } from './flight-after-paint.mjs';
import { deferStartupScripts, hasLoader } from './hydrate-after-paint.mjs';
import { inlineStylesheets } from './inline-css.mjs';

const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;

/**
 * The 'sha256-…' source of every inline script of a page that the browser runs (data blocks such as JSON-LD never
 * run), in document order, each once.
 * @param {string} html @returns {string[]}
 */
export function scriptHashes(html) {
  const hashes = new Set();
  for (const [, attrs = '', body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1];
    if (type && !/javascript|module/i.test(type)) continue;
    hashes.add('sha256-' + createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return [...hashes];
}

/**
 * A page as the build leaves it: scripts after the first paint, the stylesheet inline, and its inline scripts'
 * hashes. `readCss(href)` gives a stylesheet's text (from the build's static folder). With `keepFlight`, the page's
 * RSC data leaves it: `keepFlight(flight)` answers true once `flight.text` is where FLIGHT_PATH + `flight.name` is
 * served from; when it answers false, or without it, the data stays inline.
 * @param {string} html @param {(href: string) => string} readCss
 * @param {(flight: { text: string, name: string }) => boolean} [keepFlight]
 * @returns {{ html: string, scriptHashes: string[], changed: boolean }}
 */
export function finishPage(html, readCss, keepFlight) {
  const found = keepFlight && !hasLoader(html) ? moveFlight(html) : null;
  const moved = found?.flight && keepFlight?.(found.flight) ? found : null;
  const deferred = deferStartupScripts(moved?.html ?? html, moved?.flight ? FLIGHT_PATH + moved.flight.name : undefined).html;
  const inlined = inlineStylesheets(deferred, readCss).html;
  return { html: inlined, scriptHashes: scriptHashes(inlined), changed: inlined !== html };
}
