// After `next build` (and compile-hints): every prerendered page paints before its scripts start. Moves each page's
// `<script src="/_next/static/…" async>` tags into a list that a small inline loader adds once the first contentful
// paint is reported (scripts/build/lib/hydrate-after-paint.mjs says why). Runs before csp-hashes.mjs, which hashes the loader with the page's
// other inline scripts. Run by `npm run build`; running it again changes nothing.
import { writeFileSync } from 'node:fs';
import { deferStartupScripts } from './lib/hydrate-after-paint.mjs';
import { prerenderedPages } from './lib/prerendered.mjs';

let pages = 0;
let rewritten = 0;
for (const { html, file } of prerenderedPages()) {
  pages++;
  const { html: deferred, moved } = deferStartupScripts(html);
  if (!moved) continue;
  writeFileSync(file, deferred);
  rewritten++;
}
console.log(`hydrate-after-paint: ${pages} prerendered pages, ${rewritten} rewritten now`);
