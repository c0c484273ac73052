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
// The cache is bounded by what can be asked: only the release's own images (uploads are served by their own route,
// src/app/media/u), at the configured widths, one quality and two formats.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

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
  return {
    lastModified: Number(lastModified),
    value: { kind: IMAGE, etag, upstreamEtag, extension, buffer, revalidate: Number(revalidate) },
  };
}

/**
 * Writes an image entry whole (a temporary file renamed into place), replacing an older one.
 * @param {string} cacheDir @param {string} key
 * @param {{ etag: string, upstreamEtag: string, extension: string, buffer: Buffer, revalidate?: number }} value
 * @param {number} [now]
 */
export async function writeImageEntry(cacheDir, key, value, now = Date.now()) {
  const { etag, upstreamEtag, extension, buffer } = value;
  if (![etag, upstreamEtag, extension].every((p) => typeof p === 'string' && NAME_PART.test(p))) return;
  if (!buffer?.byteLength) return;
  const revalidate = Math.max(0, Math.floor(Number(value.revalidate) || 0));
  const dir = imageEntryDir(cacheDir, key);
  await mkdir(dir, { recursive: true });
  const name = `${revalidate}.${now}.${etag}.${upstreamEtag}.${extension}`;
  const temporary = path.join(dir, `.${randomBytes(6).toString('hex')}`);
  await writeFile(temporary, buffer);
  await rename(temporary, path.join(dir, name));
  for (const other of await readdir(dir)) if (other !== name && !other.startsWith('.')) await rm(path.join(dir, other), { force: true });
}

export default class SiteCacheHandler extends FileSystemCache {
  /** @param {{ serverDistDir?: string } & Record<string, unknown>} ctx */
  constructor(ctx) {
    super(ctx);
    // The proxy (src/proxy.ts) gets a cache without a folder; it never asks for images.
    /** @type {string | null} */
    this.imageDir = ctx.serverDistDir ? path.join(ctx.serverDistDir, '..', 'cache', 'images') : null;
  }

  /** @param {string} key @param {{ kind?: string } & Record<string, unknown>} ctx */
  async get(key, ctx) {
    if (ctx?.kind === IMAGE) return this.imageDir ? readImageEntry(this.imageDir, key) : null;
    return super.get(key, ctx);
  }

  /** @param {string} key @param {any} data @param {Record<string, unknown>} ctx */
  async set(key, data, ctx) {
    if (data?.kind === IMAGE) return this.imageDir ? writeImageEntry(this.imageDir, key, data) : undefined;
    return super.set(key, data, ctx);
  }
}
