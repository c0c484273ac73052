// Response compression for the production server (scripts/serve/server.mjs), in place of Next's own gzip.
//
// - Brotli when the client accepts it, else gzip; nothing for media, ranges, HEAD, 204 or 304 answers.
// - Answers a CDN may keep (Cache-Control with a max-age, without no-store/private: the prerendered pages,
//   their RSC payloads, /_next/static and the brand-icon sprites) are compressed once at the highest level and
//   kept in memory (see `keyOf`), from their second request on: the first gets the fast level, so addresses that
//   never come again (a client router request with a made-up Next-Url or ?_rsc=) cost no highest-level work. A
//   page is then ~30 % smaller than Next's gzip, so most pages' HTML fits in the first TCP round trip (about
//   14.6 KB) of a phone on a slow network.
// - Everything else (API answers, error pages) streams through the fast level, flushed when Next flushes.
// - At most two highest-level compressions run at once; past that an answer gets the fast level, unkept.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { BODY_LENGTH_HEADER } from '../../src/lib/media/byte-range.mjs';
import { bytesOf, ResponseLayer } from './intercept.mjs';

/** Content types worth compressing: text, scripts, JSON, RSC payloads, SVG, the web manifest. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml|rss\+xml|x-component)|image\/svg\+xml)/i;

/** Whether answers of this Content-Type are compressed (also by the edge's memory, scripts/serve/memory.mjs). @param {string} type */
export function isCompressibleType(type) {
  return COMPRESSIBLE.test(type);
}

/** A Vary value with `field` added (once; '*' already covers it). @param {string} current @param {string} field */
export function varyWith(current, field) {
  const fields = current.split(',').map((f) => f.trim().toLowerCase());
  if (fields.includes('*') || fields.includes(field.toLowerCase())) return current;
  return current ? `${current}, ${field}` : field;
}

/** The validator of compressed bytes: weak, as they differ from the plain ones (as nginx does). @param {string} etag */
export function weakEtag(etag) {
  return etag.startsWith('W/') ? etag : `W/${etag}`;
}

/**
 * The encoding to answer with, from an Accept-Encoding header: 'br' or 'gzip' (br wins a tie), or null.
 * An encoding with q=0 is refused; '*' stands for both.
 * @param {string | undefined} header
 * @returns {'br' | 'gzip' | null}
 */
export function negotiateEncoding(header) {
  if (!header) return null;
  const known = negotiated.get(header);
  if (known !== undefined) return known;
  const encoding = encodingFor(header);
  // Full: begun again, so headers made up to fill it cannot keep the browsers' own out for good.
  if (negotiated.size >= MAX_NEGOTIATED) negotiated.clear();
  negotiated.set(header, encoding);
  return encoding;
}

/**
 * Encodings already chosen, by Accept-Encoding header: browsers send a few distinct ones, and an answer from memory
 * should not parse the same header again. Bounded: once it holds MAX_NEGOTIATED it is emptied and fills again.
 * @type {Map<string, 'br' | 'gzip' | null>}
 */
const negotiated = new Map();
const MAX_NEGOTIATED = 64;

/** negotiateEncoding, worked out. @param {string} header @returns {'br' | 'gzip' | null} */
function encodingFor(header) {
  /** @type {Record<string, number>} */
  const q = {};
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q[name] = Number.isFinite(value) ? value : 0;
  }
  const of = (/** @type {string} */ name) => q[name] ?? q['*'] ?? 0;
  const br = of('br');
  const gzip = of('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

/**
 * Whether an answer with these headers may be compressed once and served again from memory.
 * @param {string} cacheControl
 */
export function isShareable(cacheControl) {
  const cc = cacheControl.toLowerCase();
  if (/\b(no-store|no-cache|private)\b/.test(cc)) return false;
  return /\b(s-maxage|max-age)=\d*[1-9]/.test(cc);
}

/** The two levels: 'max' for answers compressed once and kept, 'fast' for everything else. */
const LEVELS = { max: { br: 11, gzip: 9 }, fast: { br: 5, gzip: 6 } };

/** @param {'br' | 'gzip'} encoding @param {'max' | 'fast'} level @param {number} [sizeHint] */
function zlibOptions(encoding, level, sizeHint) {
  if (encoding === 'gzip') return { level: LEVELS[level].gzip };
  const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: LEVELS[level].br };
  if (sizeHint) params[zlib.constants.BROTLI_PARAM_SIZE_HINT] = sizeHint;
  return { params };
}

const compressWith = { br: promisify(zlib.brotliCompress), gzip: promisify(zlib.gzip) };

/** @param {'br' | 'gzip'} encoding @param {'max' | 'fast'} level @param {Buffer} body @returns {Promise<Buffer>} */
export function compressBody(encoding, level, body) {
  return compressWith[encoding](body, zlibOptions(encoding, level, body.length));
}

/** @param {'br' | 'gzip'} encoding */
function fastStream(encoding) {
  const options = zlibOptions(encoding, 'fast');
  return encoding === 'br' ? zlib.createBrotliCompress(options) : zlib.createGzip(options);
}

/** Addresses longer than this are compressed but not kept (their key would cost more than the answer). */
const MAX_KEY_LENGTH = 1024;

/**
 * The memory key of a kept answer. An ETag names the bytes (Next hashes the body; files have size and time),
 * so with one the query string does not matter and any number of ?x=… variants share one entry. Without one
 * (RSC payloads, whose ?_rsc= names the variant) the whole address is the key.
 * @param {string} encoding @param {string} url @param {unknown} etag
 */
function keyOf(encoding, url, etag) {
  return etag ? `${encoding}\0${url.split('?')[0]}\0${etag}` : `${encoding}\0${url}`;
}

/**
 * The request headers an answer varies on (its Vary, but Accept-Encoding, which the key's encoding stands for), as
 * they were sent: part of the key, so an answer made for one Next-Url or router state is never given for another.
 * @param {import('node:http').IncomingMessage} req @param {unknown} vary
 */
export function variantOf(req, vary) {
  const fields = String(vary ?? '')
    .split(',')
    .map((f) => f.trim().toLowerCase())
    .filter((f) => f && f !== 'accept-encoding');
  return fields.map((f) => `${f}=${String(req.headers[f] ?? '')}`).join('\0');
}

/** How many keys seen once (not yet kept) are remembered, to know a second request. */
const MAX_SEEN = 4096;

/** @param {import('node:http').ServerResponse} res @param {string} field */
function addVary(res, field) {
  const current = String(res.getHeader('vary') ?? '');
  const next = varyWith(current, field);
  if (next !== current) res.setHeader('Vary', next);
}

/**
 * A middleware `(req, res, next)` that compresses what `next` writes to `res`.
 * @param {{ maxCacheBytes?: number, maxCompressing?: number }} [options] the memory kept for compressed
 *   shareable answers (LRU, keys included), and how many highest-level compressions may run at once
 */
export function createCompression({ maxCacheBytes = 64 * 1024 * 1024, maxCompressing = 2 } = {}) {
  /** @type {Map<string, Buffer>} insertion order is recency order */
  const cache = new Map();
  let cacheBytes = 0;
  /** @type {Set<string>} keys answered once at the fast level (insertion order: oldest first) */
  const seen = new Set();

  /** Whether `key` was asked for before (a second request is worth the highest level); remembers it if not. @param {string} key */
  function askedBefore(key) {
    if (seen.delete(key)) return true;
    seen.add(key);
    if (seen.size > MAX_SEEN) seen.delete(/** @type {string} */ (seen.values().next().value));
    return false;
  }
  // Highest-level compressions running now. Past the limit an answer gets the fast level and is not kept, so
  // a flood of new addresses cannot queue up seconds of compression work ahead of everyone else.
  let compressing = 0;

  /** @param {string} key @param {Buffer} value */
  function remember(key, value) {
    const size = value.length + key.length;
    if (size > maxCacheBytes || cache.has(key)) return;
    cache.set(key, value);
    cacheBytes += size;
    for (const [oldKey, old] of cache) {
      if (cacheBytes <= maxCacheBytes) break;
      cache.delete(oldKey);
      cacheBytes -= old.length + oldKey.length;
    }
  }

  /** One response's compression: how its body goes out is decided once, when its headers are final. */
  class Compressing extends ResponseLayer {
    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    constructor(req, res) {
      super(res);
      this.req = req;
      this.encoding = negotiateEncoding(/** @type {string | undefined} */ (req.headers['accept-encoding']));
      /** @type {import('node:zlib').BrotliCompress | import('node:zlib').Gzip | null} the fast level's stream ('take') */
      this.stream = null;
      /** @type {Buffer[]} the body, kept until end() ('hold') */
      this.chunks = [];
    }

    /** 'take': streamed through the fast level; 'hold': compressed whole at end() (a shareable answer); or 'pass'. */
    decide() {
      const { req, res, encoding } = this;
      const known = res.getHeader(BODY_LENGTH_HEADER);
      if (known !== undefined) {
        res.removeHeader(BODY_LENGTH_HEADER);
        // Whatever is decided below, an answer passed on as written has this length (a compressed one drops it).
        if (!res.hasHeader('content-length')) res.setHeader('Content-Length', known);
      }
      const type = String(res.getHeader('content-type') ?? '');
      const compressible =
        isCompressibleType(type) &&
        !res.getHeader('content-encoding') &&
        !res.getHeader('content-range') &&
        res.statusCode >= 200 &&
        ![204, 206, 304].includes(res.statusCode) &&
        req.method !== 'HEAD';
      if (!compressible) return 'pass';
      addVary(res, 'Accept-Encoding');
      if (!encoding) return 'pass';
      res.removeHeader('Content-Length');
      res.removeHeader('Accept-Ranges'); // ranges of the compressed bytes are not offered
      res.setHeader('Content-Encoding', encoding);
      const etag = res.getHeader('etag');
      // The compressed bytes differ from the plain ones, so the validator becomes weak (as nginx does);
      // Next still answers If-None-Match with 304, which compares weakly.
      if (typeof etag === 'string') res.setHeader('ETag', weakEtag(etag));
      const shareable = res.statusCode === 200 && isShareable(String(res.getHeader('cache-control') ?? ''));
      if (shareable) return 'hold';
      const s = fastStream(encoding);
      this.stream = s;
      s.on('data', (chunk) => this.nextWrite.call(res, chunk));
      s.on('end', () => this.nextEnd.call(res));
      s.on('error', () => res.destroy());
      return 'take';
    }

    /** Body bytes: into the compressor, or kept until end(). @param {any} chunk @param {any} [enc] */
    take(chunk, enc) {
      if (chunk == null || chunk.length === 0) return;
      const bytes = bytesOf(chunk, enc);
      if (this.mode === 'take') this.stream?.write(bytes);
      else this.chunks.push(bytes);
    }

    finish() {
      const { req, res } = this;
      if (this.mode === 'take') {
        this.stream?.end();
        return res;
      }
      const body = Buffer.concat(this.chunks);
      const encoded = /** @type {'br' | 'gzip'} */ (this.encoding); // 'hold' is only chosen with an encoding
      const key = `${keyOf(encoded, req.url ?? '/', res.getHeader('etag'))}\0${variantOf(req, res.getHeader('vary'))}`;
      const send = (/** @type {Buffer} */ out) => {
        try {
          this.sendHeld(out);
        } catch {
          res.destroy();
        }
      };
      const cached = cache.get(key);
      if (cached) {
        cache.delete(key);
        cache.set(key, cached);
        send(cached);
      } else if (key.length <= MAX_KEY_LENGTH && compressing < maxCompressing && askedBefore(key)) {
        compressing++;
        compressBody(encoded, 'max', body)
          .finally(() => compressing--)
          .then(
            (out) => {
              remember(key, /** @type {Buffer} */ (out));
              send(/** @type {Buffer} */ (out));
            },
            () => res.destroy(),
          );
      } else {
        compressBody(encoded, 'fast', body).then(send, () => res.destroy());
      }
      return res;
    }

    // Next flushes streamed renders so each part reaches the browser; pass that through the compressor.
    flushTaken() {
      this.stream?.flush();
    }
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {() => unknown} next
   */
  return function compression(req, res, next) {
    new Compressing(req, res).install();
    return next();
  };
}
