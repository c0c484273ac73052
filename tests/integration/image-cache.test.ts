/**
 * The image optimiser keeps what it made (scripts/serve/cache-handler.mjs): an optimised image of the release is
 * written once to the release's image cache, where every instance finds it, instead of being optimised again for
 * every request (with isrFlushToDisk off, Next 16 kept no image at all).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Server } from './harness';

let server: Server;
beforeAll(async () => {
  server = await startServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** Every file of the release's image cache. */
async function cachedFiles(): Promise<string[]> {
  const dir = path.resolve(__dirname, '../../.next/cache/images');
  const keys = await readdir(dir).catch(() => [] as string[]);
  const files = await Promise.all(keys.map(async (key) => (await readdir(path.join(dir, key)).catch(() => [] as string[])).map((f) => path.join(dir, key, f))));
  return files.flat();
}

describe('optimised images', () => {
  it('are kept on disk once made, byte for byte what the visitor got', async () => {
    const url = `${server.url}/_next/image?url=${encodeURIComponent('/media/images/expertise/docker.webp')}&w=828&q=80`;
    const first = await fetch(url, { headers: { accept: 'image/webp' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    const body = Buffer.from(await first.arrayBuffer());
    const kept = await Promise.all((await cachedFiles()).filter((f) => f.endsWith('.webp')).map((f) => readFile(f)));
    expect(kept.some((b) => b.equals(body))).toBe(true);

    const again = await fetch(url, { headers: { accept: 'image/webp' } });
    expect(Buffer.from(await again.arrayBuffer()).equals(body)).toBe(true);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
  });
});
