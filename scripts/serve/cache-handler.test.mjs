import { mkdtemp, readdir, writeFile, mkdir, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import SiteCacheHandler, { imageCacheMaxBytes, readImageEntry, sweepImageCache, writeImageEntry } from './cache-handler.mjs';

const image = (bytes, etag = 'etag_A-1') => ({ kind: 'IMAGE', etag, upstreamEtag: 'up_1', extension: 'webp', buffer: Buffer.from(bytes), revalidate: 2592000 });

describe("the optimised images' disk cache", () => {
  it('gives back what was written, with when it was written', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'images-'));
    await writeImageEntry(dir, 'key_1', image('first'), 1_700_000_000_000);
    const entry = await readImageEntry(dir, 'key_1');
    expect(entry).toMatchObject({ lastModified: 1_700_000_000_000, value: { kind: 'IMAGE', etag: 'etag_A-1', upstreamEtag: 'up_1', extension: 'webp', revalidate: 2592000 } });
    expect(entry?.value.buffer.toString()).toBe('first');
    expect(await readImageEntry(dir, 'key_2')).toBeNull();
  });

  it('replaces an entry whole, leaving one file and no temporary one', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'images-'));
    await writeImageEntry(dir, 'key_1', image('old', 'etag_old'));
    await writeImageEntry(dir, 'key_1', image('new', 'etag_new'));
    expect((await readImageEntry(dir, 'key_1'))?.value).toMatchObject({ etag: 'etag_new' });
    expect(await readdir(path.join(dir, 'key_1'))).toHaveLength(1);
  });

  it('keeps nothing it could not read back, and reads nothing half-written or foreign', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'images-'));
    await writeImageEntry(dir, 'key_1', image('x', 'has.a.dot'));
    await writeImageEntry(dir, 'key_2', image(''));
    expect(await readdir(dir)).toEqual([]);
    await mkdir(path.join(dir, 'key_3'));
    await writeFile(path.join(dir, 'key_3', '.a1b2c3'), 'half');
    await writeFile(path.join(dir, 'key_3', 'not-a-cache-file'), 'x');
    expect(await readImageEntry(dir, 'key_3')).toBeNull();
    await expect(writeImageEntry(dir, '../escape', image('x'))).rejects.toThrow(/unexpected image cache key/);
  });

  it('answers images from the folder beside the server build, and pages as Next does', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'dist-'));
    const handler = new SiteCacheHandler({ serverDistDir: path.join(dist, 'server'), flushToDisk: false, revalidatedTags: [], maxMemoryCacheSize: 1024 * 1024 });
    await handler.set('key_1', image('img'), { kind: 'IMAGE' });
    expect((await readdir(path.join(dist, 'cache', 'images'))).length).toBe(1);
    expect((await handler.get('key_1', { kind: 'IMAGE' }))?.value.buffer.toString()).toBe('img');
    // The proxy's cache has no folder: no images, and no error.
    const proxy = new SiteCacheHandler({ flushToDisk: false, revalidatedTags: [] });
    expect(await proxy.get('key_1', { kind: 'IMAGE' })).toBeNull();
    await proxy.set('key_1', image('img'), { kind: 'IMAGE' });
  });

  it('stays within its bound: past it, the least recently used entries go first', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'images-'));
    const max = 100 * 1024;
    for (let i = 0; i < 8; i++) await writeImageEntry(dir, `key_${i}`, image(Buffer.alloc(20 * 1024, 1)), 1_700_000_000_000, 1024 * max);
    // key_0 was written first but read last; key_1 … key_7 were used in the order written.
    for (let i = 0; i < 8; i++) await usedAt(dir, `key_${i}`, i === 0 ? 100 : i);
    expect(await sweepImageCache(dir, max)).toBeLessThanOrEqual(max);
    expect((await readdir(dir)).sort()).toEqual(['key_0', 'key_5', 'key_6', 'key_7']);
  });

  it('sweeps after a write that takes it past its bound', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'images-'));
    for (let i = 0; i < 8; i++) await (await writeImageEntry(dir, `key_${i}`, image(Buffer.alloc(20 * 1024, 1)), 1_700_000_000_000, 100 * 1024))?.swept;
    expect((await readdir(dir)).length).toBeLessThanOrEqual(5);
    expect(await readImageEntry(dir, 'key_7')).not.toBeNull();
  });

  it('reads its bound from IMAGE_CACHE_MAX_MB (256 MB unless set) and refuses a bound that is not one', () => {
    expect(imageCacheMaxBytes({})).toBe(256 * 1024 * 1024);
    expect(imageCacheMaxBytes({ IMAGE_CACHE_MAX_MB: '2' })).toBe(2 * 1024 * 1024);
    expect(imageCacheMaxBytes({ IMAGE_CACHE_MAX_MB: '0.5' })).toBe(512 * 1024);
    expect(() => imageCacheMaxBytes({ IMAGE_CACHE_MAX_MB: 'lots' })).toThrow(/IMAGE_CACHE_MAX_MB/);
    expect(() => imageCacheMaxBytes({ IMAGE_CACHE_MAX_MB: '0' })).toThrow(/IMAGE_CACHE_MAX_MB/);
  });
});

/** Marks an entry as last used `minutes` after an hour ago. */
async function usedAt(dir, key, minutes) {
  const file = path.join(dir, key, (await readdir(path.join(dir, key)))[0]);
  const when = new Date(Date.now() - 3_600_000 + minutes * 60_000);
  await utimes(file, when, when);
}
