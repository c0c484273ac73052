// Next's cache handler for this site (next.config.ts `cacheHandler`, `images.customCacheHandler`): Next's own
// FileSystemCache for pages, plus a disk cache for the image optimiser's answers.
//
// Why: pages Next renders again after a publish must stay in each process's memory (next.config.ts: isrFlushToDisk
// off; instances share one release folder). But in Next 16 that same switch also turns off the image optimiser's disk
// cache (`.next/cache/images`): every /_next/image request was optimised again, about 160 ms of one core each, and the
// LCP image of every expertise page and of the home page came 1.5 s later in Lighthouse (`npm run audit`). Given a
// cache handler, Next asks it for images instead: pages go to FileSystemCache exactly as before (flushToDisk as
// configured, so memory only), images to `<distDir>/cache/images`, shared by the instances of a release as Next's own
// image cache is. An optimised image depends only on the release's file, the width, the quality and the format, so a
// copy another instance wrote is as good as one's own; files are written whole and renamed into place.
//
// What can be asked is bounded: the release's own images and the uploads' own addresses (src/app/media/u answers no
// other size or focal point of an upload), at the configured widths, one quality and two formats. The folder is
// bounded too: at most IMAGE_CACHE_MAX_MB (default 256) of entries; past it the least recently used go (a hit
// marks its entry used, at most once a minute), and an image asked again is optimised again.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { imageCacheMaxBytes } from './image-cache-bound.mjs';

export { imageCacheMaxBytes };

/** @type {any} */
const FileSystemCache = /** @type {any} */ (fileSystemCache).default ?? fileSystemCache;

/** The kind Next gives image entries (CachedRouteKind.IMAGE / IncrementalCacheKind.IMAGE). */
const IMAGE = 'IMAGE';
/** A file name part Next or a peer wrote: no dots or slashes can hide in it. */
const NAME_PART = /^[\w-]*$/;

/**
 * Where an image entry lives, and its file's name: `<revalidate>.<lastModified>.<etag>.<upstreamEtag>.<extension>`.
 * @param {string} cacheDir @param {string} key
 */
export function imageEntryDir(cacheDir, key) {
  if (!/^[\w-]+$/.test(key)) throw new Error(`unexpected image cache key ${JSON.stringify(key)}`);
  return path.join(cacheDir, key);
}

/** How often a hit marks its entry as used (its file's mtime): often enough for LRU, rarely enough to cost nothing. */
const TOUCH_MS = 60_000;
/** Other instances write into the same folder: the size is read afresh at least this often after a write. */
const RESCAN_MS = 60_000;
/** A temporary file older than this was left by a write that died. */
const STALE_TEMPORARY_MS = 10 * 60_000;

/** Per folder: the bytes it holds as last counted (plus this process's writes since), and the sweep under way. */
/** @type {Map<string, { bytes: number | null, countedAt: number, sweep: Promise<void> | null, again: boolean, touched: Map<string, number> }>} */
const folders = new Map();
/** @param {string} cacheDir */
const folderState = (cacheDir) => {
  let s = folders.get(cacheDir);
  if (!s) folders.set(cacheDir, (s = { bytes: null, countedAt: 0, sweep: null, again: false, touched: new Map() }));
  return s;
};

/**
 * Counts the folder's entries and, past `maxBytes`, removes the least recently used (oldest mtime) until it holds at
 * most 90 % of it. Returns the bytes kept.
 * @param {string} cacheDir @param {number} maxBytes @param {number} [now]
 */
export async function sweepImageCache(cacheDir, maxBytes, now = Date.now()) {
  /** @type {{ key: string, bytes: number, used: number }[]} */
  const entries = [];
  const keys = await readdir(cacheDir).catch(() => /** @type {string[]} */ ([]));
  for (const key of keys) {
    const dir = path.join(cacheDir, key);
    let bytes = 0;
    let used = 0;
    for (const name of await readdir(dir).catch(() => /** @type {string[]} */ ([]))) {
      const s = await stat(path.join(dir, name)).catch(() => null);
      if (!s?.isFile()) continue;
      if (name.startsWith('.') && now - s.mtimeMs > STALE_TEMPORARY_MS) {
        await rm(path.join(dir, name), { force: true });
        continue;
      }
      bytes += s.size;
      used = Math.max(used, s.mtimeMs);
    }
    entries.push({ key, bytes, used });
  }
  let total = entries.reduce((sum, e) => sum + e.bytes, 0);
  if (total <= maxBytes) return total;
  entries.sort((a, b) => a.used - b.used);
  const target = Math.floor(maxBytes * 0.9);
  for (const e of entries) {
    if (total <= target) break;
    await rm(path.join(cacheDir, e.key), { recursive: true, force: true });
    total -= e.bytes;
  }
  return total;
}

/**
 * After a write of `bytes`: counts them, and sweeps when the folder may be over its bound (or was last counted a
 * while ago, as other instances write too). One sweep at a time per folder.
 * @param {string} cacheDir @param {number} bytes @param {number} maxBytes
 */
function afterWrite(cacheDir, bytes, maxBytes) {
  const s = folderState(cacheDir);
  if (s.sweep) {
    // Written while the folder is being counted: it may not be in the count, so count again after.
    s.again = true;
    return s.sweep;
  }
  if (s.bytes !== null) s.bytes += bytes;
  const now = Date.now();
  if (s.bytes !== null && s.bytes <= maxBytes && now - s.countedAt < RESCAN_MS) return null;
  s.again = false;
  s.sweep = sweepImageCache(cacheDir, maxBytes, now)
    .then((kept) => {
      s.bytes = kept;
      s.countedAt = Date.now();
      s.touched.clear();
    })
    .catch(() => {
      s.bytes = null;
    })
    .finally(() => {
      s.sweep = null;
      if (s.again) {
        s.bytes = null;
        return afterWrite(cacheDir, 0, maxBytes);
      }
    });
  return s.sweep;
}

/**
 * Marks an entry as used (its file's mtime, which the sweep orders by), at most once per TOUCH_MS.
 * @param {string} cacheDir @param {string} key @param {string} file
 */
function touch(cacheDir, key, file) {
  const { touched } = folderState(cacheDir);
  const now = Date.now();
  if (now - (touched.get(key) ?? 0) < TOUCH_MS) return;
  touched.set(key, now);
  const when = new Date(now);
  utimes(file, when, when).catch(() => undefined);
}

/**
 * Reads an image entry, or null when there is none (or it is not whole).
 * @param {string} cacheDir @param {string} key
 */
export async function readImageEntry(cacheDir, key) {
  const dir = imageEntryDir(cacheDir, key);
  let names;
  try {
    names = await readdir(dir);
  } catch {
    return null;
  }
  const name = names.find((n) => !n.startsWith('.'));
  if (!name) return null;
  const [revalidate, lastModified, etag, upstreamEtag, extension] = name.split('.');
  if (!Number.isFinite(Number(revalidate)) || !Number.isFinite(Number(lastModified)) || !extension) return null;
  let buffer;
  try {
    buffer = await readFile(path.join(dir, name));
  } catch {
    return null; // replaced by a newer copy meanwhile
  }
  if (buffer.byteLength === 0) return null;
  touch(cacheDir, key, path.join(dir, name));
  return {
    lastModified: Number(lastModified),
    value: { kind: IMAGE, etag, upstreamEtag, extension, buffer, revalidate: Number(revalidate) },
  };
}

/**
 * Writes an image entry whole (a temporary file renamed into place), replacing an older one, then keeps the folder
 * within `maxBytes` (the sweep is awaited only by tests; the server does not wait for it).
 * @param {string} cacheDir @param {string} key
 * @param {{ etag: string, upstreamEtag: string, extension: string, buffer: Buffer, revalidate?: number }} value
 * @param {number} [now] @param {number} [maxBytes]
 */
export async function writeImageEntry(cacheDir, key, value, now = Date.now(), maxBytes = imageCacheMaxBytes()) {
  const { etag, upstreamEtag, extension, buffer } = value;
  if (![etag, upstreamEtag, extension].every((p) => typeof p === 'string' && NAME_PART.test(p))) return;
  if (!buffer?.byteLength) return;
  const revalidate = Math.max(0, Math.floor(Number(value.revalidate) || 0));
  const dir = imageEntryDir(cacheDir, key);
  await mkdir(dir, { recursive: true });
  const name = `${revalidate}.${now}.${etag}.${upstreamEtag}.${extension}`;
  // A name that cannot be `..` whatever the bytes: the build's tracer sees the path stays in `dir`.
  const temporary = path.join(dir, `.partial-${randomBytes(6).toString('hex')}`);
  await writeFile(temporary, buffer);
  await rename(temporary, path.join(dir, name));
  for (const other of await readdir(dir)) if (other !== name && !other.startsWith('.')) await rm(path.join(dir, other), { force: true });
  return { swept: afterWrite(cacheDir, buffer.byteLength, maxBytes) };
}

export default class SiteCacheHandler extends FileSystemCache {
  /** @param {{ serverDistDir?: string } & Record<string, unknown>} ctx */
  constructor(ctx) {
    super(ctx);
    // The proxy (src/proxy.ts) gets a cache without a folder; it never asks for images.
    /** @type {string | null} */
    this.imageDir = ctx.serverDistDir ? path.join(ctx.serverDistDir, '..', 'cache', 'images') : null;
    // Read only where images are kept (the server checked it at start, scripts/serve/server.mjs).
    this.imageMaxBytes = this.imageDir ? imageCacheMaxBytes() : 0;
  }

  /** @param {string} key @param {{ kind?: string } & Record<string, unknown>} ctx */
  async get(key, ctx) {
    if (ctx?.kind === IMAGE) return this.imageDir ? readImageEntry(this.imageDir, key) : null;
    return super.get(key, ctx);
  }

  /** @param {string} key @param {any} data @param {Record<string, unknown>} ctx */
  async set(key, data, ctx) {
    if (data?.kind === IMAGE) {
      if (this.imageDir) await writeImageEntry(this.imageDir, key, data, Date.now(), this.imageMaxBytes);
      return;
    }
    return super.set(key, data, ctx);
  }
}
