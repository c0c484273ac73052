import { mkdtemp, readdir, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import SiteCacheHandler, { readImageEntry, writeImageEntry } from './cache-handler.mjs';

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
});
