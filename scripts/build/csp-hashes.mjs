// After `next build`: hashes every inline <script> of every prerendered page, so the proxy can send a
// Content-Security-Policy that allows exactly those scripts and no 'unsafe-inline'; other prerendered addresses are
// listed with no hash.
// Writes .next/csp-hashes.json: { "/route": ["sha256-…", …], … }, and, as the build's last step, the settings it
// was made with (scripts/build/lib/build-settings.mjs).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { recordBuildSettings } from './lib/build-settings.mjs';
import { inDist } from './lib/dist-dir.mjs';
import { prerenderedPages } from './lib/prerendered.mjs';

const out = {};

const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
for (const { route, html } of prerenderedPages()) {
  const hashes = new Set();
  for (const [, attrs = '', body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1];
    if (type && !/javascript|module/i.test(type)) continue; // data blocks (JSON-LD) never run
    hashes.add('sha256-' + createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  out[route] = [...hashes];
}
// The other answers the build made once (route handlers: robots.txt, the sitemap, icons, Open Graph cards), with no
// script: listed with none, so src/proxy.ts knows every prerendered address from this one file and gives none of them
// a per-request nonce (the edge keeps their answers, scripts/serve/memory.mjs). Intercepting routes are no address.
const manifest = JSON.parse(readFileSync(inDist('prerender-manifest.json'), 'utf8'));
for (const route of Object.keys(manifest.routes ?? {})) if (!(route in out) && !route.includes('(')) out[route] = [];
writeFileSync(inDist('csp-hashes.json'), JSON.stringify(out));
recordBuildSettings();
console.log(`csp-hashes: ${Object.keys(out).length} prerendered addresses listed`);
