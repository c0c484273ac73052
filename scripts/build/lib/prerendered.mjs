// The pages `next build` prerendered, for the steps `npm run build` runs on its output (compile-hints,
// hydrate-after-paint, csp-hashes).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { inDist } from './dist-dir.mjs';

const ROOT = inDist('server', 'app');

/** Each prerendered page as { route, html, file }: '.next/server/app/work/coral.html' → '/work/coral', index → '/'. */
export function* prerenderedPages(dir = ROOT) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* prerenderedPages(p);
    else if (name.endsWith('.html')) {
      const route = '/' + relative(ROOT, p).split(sep).join('/').replace(/\.html$/, '');
      yield { route: route === '/index' ? '/' : route, html: readFileSync(p, 'utf8'), file: p };
    }
  }
}
