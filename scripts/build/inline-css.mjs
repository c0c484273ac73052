// After `next build`: every prerendered page carries the site's stylesheet inline instead of waiting on a request
// for it (scripts/build/lib/inline-css.mjs says why and how). Runs before csp-hashes.mjs (the policy allows inline
// styles; it hashes scripts). Run by `npm run build`; running it again changes nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { inDist } from './lib/dist-dir.mjs';
import { inlineStylesheets } from './lib/inline-css.mjs';
import { prerenderedPages } from './lib/prerendered.mjs';

const sheets = new Map();
/** A stylesheet's text, from the build's static folder, read once. */
const read = (href) => {
  if (!sheets.has(href)) sheets.set(href, readFileSync(inDist('static', href.slice('/_next/static/'.length)), 'utf8'));
  return sheets.get(href);
};

let pages = 0;
let rewritten = 0;
for (const { html, file } of prerenderedPages()) {
  pages++;
  const { html: inlined, inlined: count } = inlineStylesheets(html, read);
  if (!count) continue;
  writeFileSync(file, inlined);
  rewritten++;
}
console.log(`inline-css: ${pages} prerendered pages, ${rewritten} rewritten now`);
