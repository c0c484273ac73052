// The page finisher at the edge (docs/content-editing-design.md 3.4), for Next's thread of the production server
// (scripts/serve/next-thread.mjs): a public page
// (text/html, its policy without a nonce: src/lib/security/page-kind.mjs) is finished by the same function the build
// ran over its prerendered pages (scripts/build/lib/finish-page.mjs: scripts after the first paint, the RSC data in a
// file of its own (flight-files.mjs), the stylesheet inline), and its Content-Security-Policy's script-src is written
// with the hashes of *these* bytes' inline scripts. So a page Next renders again after a publish (its loader names
// the new content's RSC file, so new hashes) gets the build's treatment and a policy that matches it; a page from the build comes out byte for byte as it went in. The
// edge's memory (scripts/serve/memory.mjs) keeps what this writes, so it runs once per page version.
//
// A finished 200 or 404 that a shared cache could keep gets PAGE_CACHE_CONTROL instead of Next's year: a publish must
// reach every visitor within seconds (a 404 too: a case study published at that address, or a redirect added from
// it, must not find nginx keeping the 404 for a year), and nginx (deploy/nginx) cannot be told to forget a page, so it may keep one for two
// seconds and then asks again (a conditional request, which the edge's memory answers with 304 while nothing changed).
import { finishPage } from '../build/lib/finish-page.mjs';
import { isShareable } from './compression.mjs';
import { bytesOf, ResponseLayer } from './intercept.mjs';

/**
 * How long nginx (or a CDN) may keep a page; browsers always ask again (max-age=0), cheaply, by its ETag. For two more
 * seconds the copy may still be given while one request asks the app for the page in the background
 * (stale-while-revalidate; deploy/nginx has proxy_cache_background_update): without it, every request that came in
 * while the copy was being renewed went to the instances at once, and nginx's p99 at 45,000 requests/s went from 5 ms
 * to 175 ms (`npm run bench:pages`). A copy is never given more than four seconds after it was fetched.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=2, stale-while-revalidate=2';

/** Bigger answers are left as Next wrote them (no page of the site comes near it). */
const MAX_PAGE_BYTES = 8 * 1024 * 1024;

/**
 * A policy with script-src listing exactly these hashes ('self' and anything but inline allowances kept).
 * @param {string} csp @param {string[]} hashes @returns {string}
 */
export function withScriptHashes(csp, hashes) {
  return csp
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== 'script-src') return directive.trim();
      const kept = sources.filter((s) => !/^'(sha256|sha384|sha512)-/.test(s) && s !== "'unsafe-inline'");
      return [name, ...kept, ...hashes.map((h) => `'${h}'`)].join(' ');
    })
    .filter(Boolean)
    .join('; ');
}

/** Whether an answer, with these headers, is a public page the finisher takes. @param {number} status @param {(name: string) => unknown} header */
export function isPublicPage(status, header) {
  if (status !== 200 && status !== 404) return false;
  if (!/^text\/html\b/i.test(String(header('content-type') ?? ''))) return false;
  if (header('content-encoding') || header('content-range') || header('set-cookie')) return false;
  const csp = String(header('content-security-policy') ?? '');
  return /(^|;)\s*script-src\s/.test(csp) && !csp.includes("'nonce-");
}

/**
 * The finisher for one server: `finish(req, res)` (called last before Next handles the request, so what Next writes
 * comes here first) holds a public page's body until it ends, finishes it and sends it on with its new headers.
 * Anything else passes through untouched.
 * With `keepFlight` (flight-files.mjs), a page's RSC data leaves it for a file of its own, as the build's pages' does.
 * @param {{ readCss: (href: string) => string, onFinished?: (info: { url: string, ms: number, changed: boolean }) => void, keepFlight?: (url: string, flight: { text: string, name: string }) => boolean }} options
 */
export function createFinisher({ readCss, onFinished, keepFlight }) {
  /**
   * The hashes of pages that came from Next already finished (the build's), by address and Next's ETag: with the
   * edge's memory off (EDGE_MEMORY=off) each request for them would otherwise read 200 KB again (several ms).
   * @type {Map<string, string[]>}
   */
  const known = new Map();
  const KNOWN_MAX = 1024;

  /** One GET's finishing: a public page's head and body are held until it ends; anything else passes. */
  class Finishing extends ResponseLayer {
    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    constructor(req, res) {
      super(res);
      this.req = req;
      /** @type {Buffer[] | null} the page, until it ends */
      this.chunks = [];
      this.size = 0;
    }

    decide() {
      const res = this.res;
      const mode = isPublicPage(res.statusCode, (name) => res.getHeader(name)) ? 'hold' : 'pass';
      // Next's 304 to a page's ETag (its own, of the page as Next rendered it; finishing is deterministic, so it still
      // names these bytes) carries the proxy's policy, which lists the build's hashes: a browser would store it over
      // the finished page's. Without one, the policy it has kept stays.
      const csp = String(res.getHeader('content-security-policy') ?? '');
      if (res.statusCode === 304 && /(^|;)\s*script-src\s/.test(csp) && !csp.includes("'nonce-")) res.removeHeader('content-security-policy');
      return mode;
    }

    /** @param {any} chunk @param {any} [enc] */
    take(chunk, enc) {
      if (!this.chunks || chunk == null || typeof chunk === 'function' || chunk.length === 0) return;
      const b = bytesOf(chunk, enc);
      this.size += b.length;
      this.chunks.push(b);
    }

    finish() {
      const { req, res } = this;
      const body = Buffer.concat(/** @type {Buffer[]} */ (this.chunks));
      this.chunks = null;
      let out = body;
      const etag = res.getHeader('etag');
      const key = typeof etag === 'string' ? `${req.url}\0${etag}` : null;
      const hashes = key ? known.get(key) : undefined;
      if (hashes) {
        res.setHeader('Content-Security-Policy', withScriptHashes(String(res.getHeader('content-security-policy')), hashes));
        if (isShareable(String(res.getHeader('cache-control') ?? ''))) res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
      } else if (this.size <= MAX_PAGE_BYTES) {
        const started = performance.now();
        try {
          const finished = finishPage(body.toString('utf8'), readCss, keepFlight && ((flight) => keepFlight(req.url ?? '/', flight)));
          out = finished.changed ? Buffer.from(finished.html, 'utf8') : body;
          res.setHeader('Content-Security-Policy', withScriptHashes(String(res.getHeader('content-security-policy')), finished.scriptHashes));
          if (isShareable(String(res.getHeader('cache-control') ?? ''))) res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
          if (key && !finished.changed) {
            if (known.size >= KNOWN_MAX) known.delete(/** @type {string} */ (known.keys().next().value));
            known.set(key, finished.scriptHashes);
          }
          onFinished?.({ url: req.url ?? '/', ms: performance.now() - started, changed: finished.changed });
        } catch {
          // A page the finisher cannot read goes out as Next wrote it, with the policy Next's proxy gave it.
          out = body;
        }
      }
      return this.sendHeld(out);
    }
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  return function finish(req, res) {
    if (req.method === 'GET') new Finishing(req, res).install();
  };
}
