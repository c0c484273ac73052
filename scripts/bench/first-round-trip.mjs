// What a phone on a new connection gets in its first round trip (the initial congestion window: ten segments, about
// 14 KB): for each route at 390 and 1440 px, how many bytes of the page's brotli HTML, as the server sends it, carry
// the whole <head>, the largest contentful paint's element (Chromium's, with scripts on) and, where that is an image
// or a video's poster, the first mention of the file it asks for (a preload in the head, or the element itself); and
// what the page fetches twice before its load event (the same address twice, or a stylesheet whose text the page
// already holds inline; the later copy of the stylesheet it links once it has loaded is not counted). Compressed bytes
// are read from the answer itself: the smallest prefix of it that decodes to
// the plain bytes in question. Used by `npm run audit`; on its own:
//   node scripts/bench/first-round-trip.mjs [--routes /,/work] [--base http://host:port]
import http from 'node:http';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { JSDOM, VirtualConsole } from 'jsdom';
import { CHROMIUM_PATH } from '../lib/chromium.mjs';

/** The first round trip's share of the body: 14 KB (ten 1,460-byte segments less the answer's headers and TLS). */
export const FIRST_WINDOW_BYTES = 14 * 1024;
/**
 * Ten 1,460-byte segments: the whole answer, headers included, that arrives in the first round trip. Lighthouse's
 * simulation parses a page only once all of it has arrived, so its LCP waits one more round trip (150 ms) for a
 * page over this, however early the page's first screen comes in it.
 */
export const INITIAL_WINDOW_BYTES = 14_600;
/** The widths measured, with Lighthouse's phone (a device pixel ratio of 1.75) at 390 px. */
const VIEWPORTS = [
  { width: 390, height: 844, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  { width: 1440, height: 900, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
];

/** The page as the server sends it to a browser: its brotli bytes and its headers' size. @param {string} url */
function fetchCompressed(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { 'accept-encoding': 'br', accept: 'text/html' } }, (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const wire = Buffer.concat(chunks);
          const br = res.headers['content-encoding'] === 'br';
          const headerBytes = res.rawHeaders.reduce((n, v, i) => n + Buffer.byteLength(v) + (i % 2 ? 2 : 2), 0) + 17;
          resolve({ status: res.statusCode, wire, plain: br ? zlib.brotliDecompressSync(wire) : wire, br, headerBytes });
        });
      })
      .on('error', reject);
  });
}

/**
 * How many bytes of `wire` (brotli) it takes to decode the first `plainBytes` bytes of the page.
 * @param {Buffer} wire @param {number} plainBytes
 */
export function compressedBytesFor(wire, plainBytes) {
  const decoded = (/** @type {number} */ n) => zlib.brotliDecompressSync(wire.subarray(0, n), { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH }).length;
  let lo = 0;
  let hi = wire.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (decoded(mid) >= plainBytes) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * In the browser: the LCP element as the path of element-child indices from <html>, what it is, and the address of
 * its image (an <img>'s current source, a video's poster) when it has one.
 */
function lcpInPage() {
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      const last = /** @type {any} */ (entries[entries.length - 1]);
      const el = last?.element;
      if (!el) return resolve(null);
      const path = [];
      for (let node = el; node && node !== document.documentElement; node = node.parentElement) path.unshift([...node.parentElement.children].indexOf(node));
      const what = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/)[0]}` : ''}`;
      resolve({ path, what, url: last.url || '', size: last.size });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Where the plain page's bytes first mention `url` (as an attribute writes it, & as &amp;), or -1.
 * @param {string} html @param {string} url an address on the page's origin
 */
function firstMention(html, url) {
  if (!url) return -1;
  const u = new URL(url);
  const target = `${u.pathname}${u.search}`;
  for (const form of [target.replace(/&/g, '&amp;'), target, u.pathname]) {
    const at = html.indexOf(form);
    if (at >= 0) return Buffer.byteLength(html.slice(0, at + form.length));
  }
  return -1;
}

/**
 * The report's rows, one per route and width.
 * @param {{ base: string, routes: string[] }} options
 */
export async function firstRoundTrip({ base, routes }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  const rows = [];
  try {
    for (const route of routes) {
      // Asked twice: the server compresses a page at its highest level from the second request on.
      await fetchCompressed(base + route);
      const page = await fetchCompressed(base + route);
      const html = page.plain.toString('utf8');
      // Only the elements' places in the HTML are read: jsdom's CSS parser, which cannot read today's CSS, stays quiet.
      const dom = new JSDOM(html, { includeNodeLocations: true, virtualConsole: new VirtualConsole() });
      const headEnd = html.indexOf('</head>');
      const headBytes = headEnd < 0 ? -1 : Buffer.byteLength(html.slice(0, headEnd + '</head>'.length));
      const inlined = new Set([...html.matchAll(/<style data-href="([^"]+)"/g)].map((m) => m[1]));
      for (const viewport of VIEWPORTS) {
        const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, deviceScaleFactor: viewport.deviceScaleFactor, isMobile: viewport.isMobile, hasTouch: viewport.hasTouch });
        const tab = await context.newPage();
        await tab.goto(base + route, { waitUntil: 'load' });
        await tab.waitForTimeout(500);
        // What the page asked for before its load event (what its first paint may wait on), from Resource Timing.
        const asked = await tab.evaluate(() => {
          const nav = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
          return performance
            .getEntriesByType('resource')
            .filter((r) => r.startTime < nav.loadEventStart)
            .map((r) => r.name);
        });
        const lcp = /** @type {{ path: number[], what: string, url: string, size: number } | null} */ (await tab.evaluate(lcpInPage));
        await context.close();

        // The element's end in the plain page: found by the same path in the page as parsed from the server's bytes.
        let element = dom.window.document.documentElement;
        for (const i of lcp?.path ?? []) element = element?.children[i];
        const location = element && lcp ? dom.nodeLocation(element) : null;
        const elementBytes = location ? Buffer.byteLength(html.slice(0, location.endOffset)) : -1;
        const imageBytes = lcp?.url ? firstMention(html, lcp.url) : -1;
        const br = (/** @type {number} */ plain) => (plain < 0 || !page.br ? -1 : compressedBytesFor(page.wire, plain));
        const counts = new Map();
        for (const u of asked) counts.set(u, (counts.get(u) ?? 0) + 1);
        const twice = [
          ...[...counts].filter(([u, n]) => n > 1 && !u.startsWith('data:')).map(([u]) => `${new URL(u).pathname} twice`),
          ...asked.filter((u) => inlined.has(new URL(u).pathname)).map((u) => `${new URL(u).pathname} inlined and fetched`),
        ];
        const row = {
          route,
          width: viewport.width,
          compressedKB: page.wire.length / 1024,
          headerBytes: page.headerBytes,
          answerBytes: page.wire.length + page.headerBytes,
          head: br(headBytes),
          lcp: lcp ? `${lcp.what}${lcp.url ? ` ${new URL(lcp.url).pathname.split('/').pop()?.slice(0, 30)}` : ''}` : '(none)',
          element: br(elementBytes),
          image: lcp?.url ? br(imageBytes) : null,
          twice,
        };
        const worst = Math.max(row.head, row.element, row.image ?? 0);
        rows.push({ ...row, fits: row.head >= 0 && row.element >= 0 && (row.image === null || row.image >= 0) && worst <= FIRST_WINDOW_BYTES });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** The rows as a Markdown table, with a line that counts the misses. @param {Awaited<ReturnType<typeof firstRoundTrip>>} rows */
export function firstRoundTripTable(rows) {
  const b = (/** @type {number | null} */ n) => (n === null ? '–' : n < 0 ? 'not found' : n.toLocaleString('en'));
  const lines = rows.map(
    (r) =>
      `| ${r.route} | ${r.width} | ${r.compressedKB.toFixed(1)} | ${b(r.answerBytes)}${r.answerBytes > INITIAL_WINDOW_BYTES ? ' (2 RTT)' : ''} | ${b(r.head)} | ${r.lcp} | ${b(r.element)} | ${b(r.image)} | ${r.fits ? 'yes' : '**no**'} | ${r.twice.join(', ') || '–'} |`,
  );
  const misses = rows.filter((r) => !r.fits).length;
  const twice = rows.filter((r) => r.twice.length).length;
  const routes = new Map(rows.map((r) => [r.route, r.answerBytes]));
  const whole = [...routes.values()].filter((n) => n <= INITIAL_WINDOW_BYTES).length;
  return (
    `The first round trip (${FIRST_WINDOW_BYTES.toLocaleString('en')} bytes of brotli HTML): ${rows.length - misses} of ${rows.length} route × width pairs hold the <head>, the LCP element and its file's ` +
    `first mention in it; ${twice} fetch something twice before their load event. Bytes are of the compressed body, up to the end of each. ` +
    `${whole} of ${routes.size} routes send their whole answer, headers included, in ${INITIAL_WINDOW_BYTES.toLocaleString('en')} bytes (ten segments; ` +
    `Lighthouse's simulation parses a page only once all of it has come).\n\n` +
    '| route | width | brotli KB | whole answer | <head> | LCP element | its end | its file named | in 14 KB | fetched twice before load |\n|---|---|---|---|---|---|---|---|---|---|\n' +
    `${lines.join('\n')}\n`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { option } = await import('../lib/cli.mjs');
  const { tsImport } = await import('tsx/esm/api');
  const { ALL_ROUTES } = await tsImport('../../src/lib/seo/routes.ts', import.meta.url);
  let base = option('base');
  let server;
  if (!base) {
    const { startProductionServer } = await import('../lib/production-server.mjs');
    server = await startProductionServer();
    base = server.url;
  }
  try {
    const routes = option('routes')?.split(',') ?? ALL_ROUTES;
    console.log(firstRoundTripTable(await firstRoundTrip({ base, routes })));
  } finally {
    await server?.stop();
  }
}
