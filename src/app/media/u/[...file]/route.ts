import { Readable } from 'node:stream';
import { IMMUTABLE, uploadedFile, uploadedFileType } from '@/lib/media/uploaded';
import { NON_PAGE_CSP } from '@/lib/security/headers.mjs';
import { assetBySha, forgetReady } from '@/server/content/media';
import { routeHandlers } from '@/server/http/methods';
import { mediaStoreNamed } from '@/server/media/store';
import { ensureStarted } from '@/server/startup';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': NON_PAGE_CSP } });

/**
 * GET /media/u/<sha256>/<file>: an uploaded image's renditions and a video's poster, ladder and progressive MP4
 * (src/lib/media/uploaded.ts names them), from the media store. The address names the content, so the answer is
 * cached for a year (immutable). A video's ladder answers 404 (not cached) until its job is done; pages show the
 * poster until then.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  GET: async (request) => {
    const file = uploadedFile(new URL(request.url).pathname);
    if (!file) return notFound();
    await ensureStarted();
    const asset = await assetBySha(file.sha256);
    if (!asset) return notFound();
    let name: string;
    if (file.kind === 'reference') {
      if (asset.kind !== 'image') return notFound();
      name = file.image.src.slice(file.image.src.lastIndexOf('/') + 1);
    } else name = file.name;
    if (asset.kind === 'image' ? file.kind !== 'rendition' && file.kind !== 'reference' : file.kind !== 'poster' && asset.state !== 'ready') return notFound();
    let opened;
    try {
      opened = await mediaStoreNamed(asset.storedIn).open(file.sha256, name);
    } catch {
      // Deleted (on this instance or another) since this process kept its row: look it up afresh next time.
      forgetReady(file.sha256);
      return notFound();
    }
    const headers = {
      'content-type': uploadedFileType(name),
      'content-length': String(opened.size),
      'cache-control': IMMUTABLE,
      'x-content-type-options': 'nosniff',
      'content-security-policy': NON_PAGE_CSP,
    };
    if (request.method === 'HEAD') {
      opened.stream.destroy();
      return new Response(null, { headers });
    }
    return new Response(Readable.toWeb(opened.stream) as ReadableStream<Uint8Array>, { headers });
  },
});
