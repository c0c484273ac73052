// The edge's memory (scripts/serve/server.mjs): the answers the build made once, served by the edge itself instead of
// Next: prerendered pages, prerendered route handlers (robots.txt, sitemap.xml, the web manifest, icons, Open Graph
// cards, brand icons), /_next/static and public/ files. A publish changes pages: the content watcher
// (src/server/content/watch.ts) has the memory `forget` the ones it touched, and the next answer Next gives (the
// page rendered again, finished by scripts/serve/finish.mjs) is kept in their place.
//
// What it keeps is what Next answered. The first plain GET of such an address goes through Next (and
// compression.mjs) like any other request, and its status, headers and body, as Next wrote them, are kept; so the
// headers (the security headers, the page's Content-Security-Policy as the page finisher wrote it,
// Cache-Control, Content-Type, ETag, Last-Modified) are worked out once per address, by Next. From then on the edge
// answers from memory: the body compressed once at the highest level per encoding (brotli or gzip, chosen and
// marked as compression.mjs does: Vary: Accept-Encoding, weak ETag), If-None-Match (and If-Modified-Since where Next
// sends Last-Modified) → 304, HEAD, and one byte range for files Next serves with Accept-Ranges (media).
//
// Kept are only the addresses the build lists: the routes of prerender-manifest.json that are never revalidated
// (not Next's own /_not-found and /_global-error, nor intercepting routes), and the files of the build's static
// folder and of public/, and those the server says it may keep (alsoKeeps: the RSC data files of pages rendered
// again after a publish, which the edge answers from the release's shared folder). And only for requests whose answer depends on nothing but the address: GET or HEAD, no
// query string, none of the client router's headers (rsc, next-router-*, next-url), no draft-mode cookie.
// Everything else (RSC requests, API routes, dynamic pages, /_next/image, redirects, 404s) goes to Next.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compressBody, isCompressibleType, negotiateEncoding, varyWith, weakEtag } from './compression.mjs';
import { byteRange } from '../../src/lib/media/byte-range.mjs';
import { headerEntries } from './intercept.mjs';

/** Request headers with which Next answers a page differently (its Vary list, and the intercepting routes' next-url). */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'];
/** Draft mode: Next renders the page afresh for a request that carries one of these cookies. */
const DRAFT_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;
/** Headers of one hop or one answer, never kept: Node writes them for each answer, the edge its request id. */
const NOT_KEPT = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'content-range', 'x-request-id']);
/** Headers a 304 leaves out: it has no body. */
const NOT_IN_304 = new Set(['content-type', 'content-length', 'content-encoding', 'content-range']);

/**
 * Every address the build serves unchanged while the server runs, as a request target (percent-encoded path).
 * @param {string} distDir the build folder (.next) @param {string} publicDir
 * @returns {Set<string>}
 */
export function buildAddresses(distDir, publicDir) {
  const addresses = new Set();
  const target = (/** @type {string} */ p) => new URL(p, 'http://memory.invalid').pathname;
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'));
  for (const [route, info] of Object.entries(manifest.routes ?? {})) {
    if (info?.initialRevalidateSeconds !== false || route.startsWith('/_') || route.includes('(')) continue;
    addresses.add(target(route));
  }
  /** @param {string} dir @param {string} prefix */
  const walk = (dir, prefix) => {
    let names;
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const p = path.join(dir, name);
      const s = statSync(p);
      if (s.isDirectory()) walk(p, `${prefix}${name}/`);
      else if (s.isFile()) addresses.add(target(`${prefix}${name}`));
    }
  };
  walk(path.join(distDir, 'static'), '/_next/static/');
  walk(publicDir, '/');
  return addresses;
}

/**
 * @typedef {object} Variant one encoding of an answer
 * @property {[string, string | string[]][]} headers
 * @property {Buffer} body
 */

/**
 * @typedef {object} Entry one kept answer
 * @property {string} key its address
 * @property {[string, string | string[]][]} headers Next's headers, less what NOT_KEPT names
 * @property {Buffer} body the plain bytes
 * @property {boolean} compressible
 * @property {string | null} etag
 * @property {string | null} lastModified
 * @property {boolean} ranges Next served it with Accept-Ranges: bytes
 * @property {Record<string, Promise<Variant>>} variants by encoding ('identity', 'br', 'gzip'), made on first use
 * @property {Record<string, Variant>} ready the variants already made, to answer without waiting on a promise
 * @property {number} bytes what it holds in memory
 */

/** @param {[string, unknown][]} headers @param {string} name */
const headerOf = (headers, name) => {
  const found = headers.find(([n]) => n.toLowerCase() === name);
  return found ? String(found[1]) : null;
};

/**
 * The memory, for server.mjs: `serve` answers a request from memory when it can (returns false otherwise), and
 * `capture` keeps what Next answers to a request it could serve next time (called before Next handles it).
 * @param {object} options
 * @param {Set<string>} options.addresses what may be kept (buildAddresses)
 * @param {(address: string) => boolean} [options.alsoKeeps] other addresses that may be kept: files named by their
 *   content that appear while the server runs (the RSC data of pages rendered again, flight-files.mjs)
 * @param {number} [options.maxBytes] the memory all kept answers may take, compressed variants included (least
 *   recently used go first)
 * @param {number} [options.maxEntryBytes] a larger answer is left to Next
 * @param {number} [options.maxCompressing] highest-level compressions running at once (the rest wait their turn)
 */
export function createMemory({ addresses, alsoKeeps = () => false, maxBytes = 64 * 1024 * 1024, maxEntryBytes = 16 * 1024 * 1024, maxCompressing = 2 }) {
  /** @type {Map<string, Entry>} insertion order is recency order */
  const entries = new Map();
  /** The key last in `entries`, when known (the last served or kept), or null. @type {string | null} */
  let newest = null;
  /** Addresses whose first answer is being captured now. */
  const capturing = new Set();
  let bytes = 0;
  /** Bumped by every forget: an answer whose capture began before it may be the old page, and is not kept. */
  let generation = 0;

  let compressing = 0;
  /** @type {(() => void)[]} */
  const waiting = [];
  /** @param {'br' | 'gzip'} encoding @param {Buffer} body @returns {Promise<Buffer>} */
  async function compress(encoding, body) {
    if (compressing >= maxCompressing) await new Promise((resolve) => waiting.push(() => resolve(undefined)));
    compressing++;
    try {
      return await compressBody(encoding, 'max', body);
    } finally {
      compressing--;
      waiting.shift()?.();
    }
  }

  /** @param {import('node:http').IncomingMessage} req */
  function eligible(req) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = /** @type {string} */ (req.url);
    if (!addresses.has(url) && !alsoKeeps(url)) return false;
    const h = req.headers;
    for (const name of ROUTER_HEADERS) if (h[name] !== undefined) return false;
    return !(h.cookie && DRAFT_COOKIE.test(h.cookie));
  }

  /** @param {Entry} entry */
  function remember(entry) {
    if (entries.has(entry.key)) return;
    entries.set(entry.key, entry);
    newest = entry.key;
    bytes += entry.bytes;
    evict();
  }

  function evict() {
    for (const [key, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(key);
      bytes -= old.bytes;
    }
  }

  /**
   * One encoding of an entry, made (and counted) on first use.
   * @param {Entry} entry @param {'identity' | 'br' | 'gzip'} encoding @returns {Promise<Variant>}
   */
  function variant(entry, encoding) {
    const made = entry.variants[encoding];
    if (made) return made;
    const vary = headerOf(entry.headers, 'vary') ?? '';
    /** @type {[string, string | string[]][]} */
    let headers = entry.headers.filter(([name]) => name.toLowerCase() !== 'vary');
    if (entry.compressible || vary) headers.push(['Vary', entry.compressible ? varyWith(vary, 'Accept-Encoding') : vary]);
    if (encoding === 'identity') {
      const plain = /** @type {Variant} */ ({ headers: [...headers, ['Content-Length', String(entry.body.length)]], body: entry.body });
      entry.ready.identity = plain;
      return (entry.variants.identity = Promise.resolve(plain));
    }
    // As compression.mjs marks compressed bytes: no ranges of them, a weak validator.
    headers = headers.filter(([name]) => !['accept-ranges', 'etag'].includes(name.toLowerCase()));
    if (entry.etag) headers.push(['ETag', weakEtag(entry.etag)]);
    const promise = compress(encoding, entry.body).then((body) => {
      entry.bytes += body.length;
      if (entries.get(entry.key) === entry) {
        bytes += body.length;
        evict();
      }
      const made = /** @type {Variant} */ ({ headers: [...headers, ['Content-Encoding', encoding], ['Content-Length', String(body.length)]], body });
      entry.ready[encoding] = made;
      return made;
    });
    entry.variants[encoding] = promise;
    promise.catch(() => delete entry.variants[encoding]);
    return promise;
  }

  /**
   * Answers from memory when the request's answer is kept; false when Next must answer.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   */
  function serve(req, res) {
    if (!eligible(req)) return false;
    const key = /** @type {string} */ (req.url);
    const entry = entries.get(key);
    if (!entry) return false;
    // Most recently used: last in the map (already there when it was the last one served or kept).
    if (key !== newest) {
      entries.delete(key);
      entries.set(key, entry);
      newest = key;
    }
    const h = req.headers;

    // One byte range of a file Next serves with ranges: from the plain bytes, as Next does (never compressed).
    const range = entry.ranges && req.method === 'GET' && h.range ? byteRange(String(h.range), entry.body.length) : null;
    if (range && rangeStillFresh(h['if-range'], entry)) {
      const [start, end] = range;
      void variant(entry, 'identity').then((plain) => {
        const headers = plain.headers.filter(([name]) => name.toLowerCase() !== 'content-length');
        send(res, 206, [...headers, ['Content-Range', `bytes ${start}-${end}/${entry.body.length}`], ['Content-Length', String(end - start + 1)]], entry.body.subarray(start, end + 1));
      });
      return true;
    }

    const encoding = entry.compressible ? (negotiateEncoding(/** @type {string | undefined} */ (h['accept-encoding'])) ?? 'identity') : 'identity';
    /** @param {Variant} v */
    const answer = (v) => {
      if (notModified(req, entry)) send(res, 304, v.headers.filter(([name]) => !NOT_IN_304.has(name.toLowerCase())), null);
      else send(res, 200, v.headers, req.method === 'HEAD' ? null : v.body);
    };
    const ready = entry.ready[encoding];
    if (ready) answer(ready);
    else variant(entry, encoding).then(answer, () => res.destroy());
    return true;
  }

  /**
   * Keeps Next's answer to this request when it is the first plain GET of an address that may be kept: a 200, or a
   * 206 for `bytes=0-` that holds the whole file (a video element's first request).
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   */
  function capture(req, res) {
    if (req.method !== 'GET' || !eligible(req)) return;
    const key = /** @type {string} */ (req.url);
    if (entries.has(key) || capturing.has(key)) return;
    const h = req.headers;
    if (h['if-none-match'] || h['if-modified-since'] || h['if-range']) return;
    if (h.range !== undefined && String(h.range).replace(/\s+/g, '') !== 'bytes=0-') return;
    capturing.add(key);
    const startedIn = generation;

    /** @type {{ status: number, headers: [string, string | string[]][] } | null} */
    let head = null;
    /** @type {Buffer[]} */
    let chunks = [];
    let size = 0;
    const take = (/** @type {any} */ chunk, /** @type {any} */ enc) => {
      if (!chunks || chunk == null || typeof chunk === 'function' || chunk.length === 0) return;
      const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof enc === 'string' ? enc : 'utf8');
      size += b.length;
      if (size > maxEntryBytes) chunks = /** @type {any} */ (null);
      else chunks.push(b);
    };
    const writeHead = res.writeHead;
    const write = res.write;
    const end = res.end;
    res.writeHead = /** @type {typeof res.writeHead} */ (
      function capturedWriteHead(/** @type {number} */ status, /** @type {any[]} */ ...rest) {
        if (!head) {
          const last = rest[rest.length - 1];
          if (last && typeof last === 'object') {
            for (const [name, value] of headerEntries(last)) res.setHeader(name, /** @type {any} */ (value));
            rest = rest.slice(0, -1);
          }
          const headers = /** @type {[string, string | string[]][]} */ (
            res.getRawHeaderNames().map((name) => [name, /** @type {string | string[]} */ (res.getHeader(name))])
          );
          head = { status, headers };
        }
        return writeHead.call(res, status, .../** @type {[any]} */ (rest));
      }
    );
    res.write = /** @type {typeof res.write} */ (
      function capturedWrite(/** @type {any} */ chunk, /** @type {any} */ enc, /** @type {any} */ cb) {
        take(chunk, enc);
        return write.call(res, chunk, enc, cb);
      }
    );
    res.end = /** @type {typeof res.end} */ (
      function capturedEnd(/** @type {any} */ chunk, /** @type {any} */ enc, /** @type {any} */ cb) {
        take(chunk, enc);
        return end.call(res, chunk, enc, cb);
      }
    );
    res.once('close', () => {
      capturing.delete(key);
      if (!res.writableFinished || !head || !chunks || startedIn !== generation) return;
      const entry = entryOf(key, head.status, head.headers, Buffer.concat(chunks));
      if (entry) remember(entry);
    });
  }

  /**
   * Forgets the pages a content change touched (src/server/content/watch.ts, through server.mjs): each path an
   * address ('/careers'), a family ('/work/*': every address under /work/) or '*' (every page and route answer; the
   * build's static files and media stay). Answers being captured now are not kept either. Returns how many went.
   * @param {readonly string[]} paths
   */
  function forget(paths) {
    generation++;
    // A page the build did not make (a new slug, published since): its next 200 may be kept like the build's pages.
    for (const p of paths) if (p.startsWith('/') && !p.endsWith('/*') && !NEVER_CONTENT.test(p)) addresses.add(new URL(p, 'http://memory.invalid').pathname);
    let n = 0;
    for (const key of [...entries.keys()]) {
      if (!paths.some((p) => covers(p, key))) continue;
      const entry = /** @type {Entry} */ (entries.get(key));
      entries.delete(key);
      bytes -= entry.bytes;
      n++;
    }
    return n;
  }

  return { serve, capture, forget, size: () => entries.size };
}

/** Addresses no content change touches: the build's named-by-content files and the media. */
const NEVER_CONTENT = /^\/(_next\/static|media)\//;

/**
 * Whether a changed path covers a kept address (as src/lib/content/paths.ts coversPath, on request targets).
 * @param {string} changed @param {string} key
 */
export function covers(changed, key) {
  if (NEVER_CONTENT.test(key)) return false;
  if (changed === '*') return true;
  const target = new URL(changed.replace(/\/\*$/, '/'), 'http://memory.invalid').pathname;
  return changed.endsWith('/*') ? key.startsWith(target) : key === target;
}

/**
 * An entry from Next's answer, or null when it is not one to keep.
 * @param {string} key @param {number} status @param {[string, string | string[]][]} raw @param {Buffer} body
 * @returns {Entry | null}
 */
function entryOf(key, status, raw, body) {
  const contentRange = headerOf(raw, 'content-range');
  const whole = status === 200 || (status === 206 && contentRange === `bytes 0-${body.length - 1}/${body.length}`);
  if (!whole || headerOf(raw, 'set-cookie') !== null) return null;
  if (/\b(no-store|private)\b/i.test(headerOf(raw, 'cache-control') ?? '')) return null;
  // A policy with a nonce belongs to this one answer: kept, the nonce would be handed to everyone.
  if (/'nonce-/.test(headerOf(raw, 'content-security-policy') ?? '')) return null;
  const headers = raw.filter(([name]) => !NOT_KEPT.has(name.toLowerCase()));
  return {
    key,
    headers,
    body,
    compressible: isCompressibleType(headerOf(headers, 'content-type') ?? '') && headerOf(headers, 'content-encoding') === null,
    etag: headerOf(headers, 'etag'),
    lastModified: headerOf(headers, 'last-modified'),
    ranges: /\bbytes\b/i.test(headerOf(headers, 'accept-ranges') ?? ''),
    variants: {},
    ready: {},
    bytes: body.length,
  };
}

/** If-Range: the range applies only while the validator still names these bytes. @param {unknown} ifRange @param {Entry} entry */
function rangeStillFresh(ifRange, entry) {
  if (ifRange === undefined) return true;
  const value = String(ifRange).trim();
  return value === entry.etag || value === entry.lastModified;
}

/**
 * Whether the client's copy is current: If-None-Match against the ETag (compared weakly, as Next does), else
 * If-Modified-Since against Last-Modified.
 * @param {import('node:http').IncomingMessage} req @param {Entry} entry
 */
function notModified(req, entry) {
  const inm = req.headers['if-none-match'];
  if (inm !== undefined) {
    if (!entry.etag) return false;
    const bare = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
    const mine = bare(entry.etag);
    return String(inm).split(',').some((tag) => tag.trim() === '*' || bare(tag) === mine);
  }
  const ims = req.headers['if-modified-since'];
  if (ims === undefined || !entry.lastModified) return false;
  const since = Date.parse(String(ims));
  return Number.isFinite(since) && Date.parse(entry.lastModified) <= since;
}

/**
 * @param {import('node:http').ServerResponse} res @param {number} status
 * @param {[string, string | string[]][]} headers @param {Buffer | null} body
 */
function send(res, status, headers, body) {
  if (res.destroyed || res.headersSent) return;
  res.writeHead(status, flatList(headers));
  res.end(body ?? undefined);
}

/** @type {WeakMap<[string, string | string[]][], readonly (string | string[])[]>} */
const flatLists = new WeakMap();
/**
 * Headers as writeHead takes them whole, [name, value, name, value…], made once for each variant's list (frozen: the
 * server's response keeps what it learns of a frozen list, scripts/serve/edge.mjs EdgeResponse).
 * @param {[string, string | string[]][]} headers
 */
function flatList(headers) {
  let flat = flatLists.get(headers);
  if (!flat) {
    flat = Object.freeze(headers.flat());
    flatLists.set(headers, flat);
  }
  return flat;
}
