// After `next build`: gives every script a prerendered page loads at first V8's explicit compile hint
// (scripts/build/lib/compile-hints.mjs), so Chrome compiles the framework and the pages' own chunks in the background
// while they download, not on the main thread while the page hydrates. Scripts loaded later (the streaming library,
// a dialog's code) are left to V8's lazy compilation. Run by `npm run build`; running it again changes nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { inDist } from './lib/dist-dir.mjs';
import { firstLoadScripts, withCompileHint } from './lib/compile-hints.mjs';
import { prerenderedPages } from './lib/prerendered.mjs';

const scripts = new Set();
for (const { html } of prerenderedPages()) for (const src of firstLoadScripts(html)) scripts.add(src);

let marked = 0;
for (const src of scripts) {
  const file = inDist(src.replace(/^\/_next\//, ''));
  const source = readFileSync(file, 'utf8');
  const hinted = withCompileHint(source);
  if (hinted !== source) {
    writeFileSync(file, hinted);
    marked++;
  }
}
console.log(`compile-hints: ${scripts.size} first-load scripts, ${marked} marked now`);
