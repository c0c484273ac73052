// A crawl of every link the site's pages name, as a visitor's browser would fetch them (pages, scripts, styles, fonts,
// media, every width of every optimised image, accepting AVIF and WebP): for `npm run bench:memory` and the load
// test (tests/integration/load.test.ts). Same-origin only; /api/ is left out (the forms post there).
import http from 'node:http';
import zlib from 'node:zlib';

/** @param {string} url @param {Record<string, string>} headers @returns {Promise<{ status: number, type: string, body: Buffer }>} */
export function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { 'accept-encoding': 'br, gzip', ...headers } }, (res) => {
        /** @type {Buffer[]} */
        const bufs = [];
        res.on('data', (d) => bufs.push(d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(bufs) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Every same-origin address a page names (href, src, srcset), entities decoded. @param {string} html @param {string} base */
function links(html, base) {
  const out = new Set();
  const add = (/** @type {string} */ raw) => {
    const v = raw.replace(/&amp;/g, '&').trim();
    if (!v || /^(mailto:|tel:|data:|javascript:|#)/i.test(v)) return;
    try {
      const u = new URL(v, base);
      if (u.origin === new URL(base).origin && !u.pathname.startsWith('/api/')) out.add(u.pathname + u.search);
    } catch {}
  };
  for (const m of html.matchAll(/\b(?:href|src)="([^"]+)"/g)) add(m[1]);
  for (const m of html.matchAll(/\b(?:srcset|imageSrcSet|imagesrcset)="([^"]+)"/gi)) for (const part of m[1].split(',')) add(part.trim().split(/\s+/)[0]);
  return out;
}

/**
 * Fetches every link reachable from / (pages are read for more links), `concurrency` at a time; resolves with how
 * many there were, how many failed, and the addresses. @param {string} base
 */
export async function crawl(base, concurrency = 8) {
  const seen = new Set(['/']);
  const queue = ['/'];
  let failed = 0;
  const worker = async () => {
    while (queue.length) {
      const target = /** @type {string} */ (queue.shift());
      const image = target.startsWith('/_next/image');
      const r = await get(base + target, image ? { accept: 'image/avif,image/webp,*/*' } : { accept: 'text/html,*/*' }).catch(() => null);
      if (!r || r.status >= 500) failed++;
      if (r && r.type.includes('text/html') && r.status === 200) {
        const { body } = r;
        // Pages come compressed: read the links from the plain text.
        const text = body[0] === 0x3c ? body.toString('utf8') : (() => {
          try {
            return zlib.brotliDecompressSync(body).toString('utf8');
          } catch {
            return zlib.gunzipSync(body).toString('utf8');
          }
        })();
        for (const l of links(text, base + target)) {
          if (!seen.has(l)) {
            seen.add(l);
            queue.push(l);
          }
        }
      }
    }
  };
  // Workers start together and pick up what the first pages add.
  for (;;) {
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (!queue.length) break;
  }
  return { links: seen.size, failed, addresses: [...seen] };
}
