// After `next build` (and compile-hints.mjs): finishes every prerendered page with the page finisher
// (scripts/build/lib/finish-page.mjs: scripts after the first paint, the RSC data in a file of its own under
// <distDir>/static/flight/, the stylesheet inline, the inline scripts' hashes), the same code the production server's edge runs on a page Next renders again at runtime. Writes each page
// back, and .next/csp-hashes.json: { "/route": ["sha256-…", …], … } (the other prerendered addresses, route handlers
// such as robots.txt and the Open Graph cards, listed with no hash), then, as the build's last step, the settings it
// was made with (scripts/build/lib/build-settings.mjs). Before the pages, it writes beside each stylesheet its later
// copy, which a finished page links once it has loaded (writeLaterStylesheets), and the script that links them
// (writeStylesheetEnabler). Run by `npm run build`; running it
// again changes nothing.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { recordBuildSettings } from './lib/build-settings.mjs';
import { inDist } from './lib/dist-dir.mjs';
import { finishPage } from './lib/finish-page.mjs';
import { prerenderedPages } from './lib/prerendered.mjs';
import { stylesheetReader, writeLaterStylesheets, writeStylesheetEnabler } from './lib/stylesheets.mjs';

const laterSheets = writeLaterStylesheets();
writeStylesheetEnabler();
// Each page's RSC data as a file of its own, served with the build's chunks (named by its text's hash).
mkdirSync(inDist('static', 'flight'), { recursive: true });
let flights = 0;
/** @param {{ text: string, name: string }} flight */
const keepFlight = (flight) => {
  writeFileSync(inDist('static', 'flight', flight.name), flight.text);
  flights++;
  return true;
};
const readCss = stylesheetReader();
/** @type {Record<string, string[]>} */
const out = {};
let pages = 0;
let rewritten = 0;
for (const { route, html, file } of prerenderedPages()) {
  pages++;
  const finished = finishPage(html, readCss, keepFlight);
  if (finished.changed) {
    writeFileSync(file, finished.html);
    rewritten++;
  }
  out[route] = finished.scriptHashes;
}
// Intercepting routes are no address.
const manifest = JSON.parse(readFileSync(inDist('prerender-manifest.json'), 'utf8'));
for (const route of Object.keys(manifest.routes ?? {})) if (!(route in out) && !route.includes('(')) out[route] = [];
writeFileSync(inDist('csp-hashes.json'), JSON.stringify(out));
recordBuildSettings();
console.log(`finish-pages: ${pages} prerendered pages, ${rewritten} rewritten now; ${Object.keys(out).length} addresses in csp-hashes.json; ${laterSheets} later stylesheet(s); ${flights} pages' RSC data moved to files`);
