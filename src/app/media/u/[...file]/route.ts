import { Readable } from 'node:stream';
import { BODY_LENGTH_HEADER, byteRange } from '@/lib/media/byte-range.mjs';
import { IMMUTABLE, isOwnReference, uploadedFile, uploadedFileType } from '@/lib/media/uploaded';
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
 * poster until then. An image's reference answers only as the site makes it (its own size and focal point): any other
 * size or focal point is 404, so no one can have the image optimiser make and keep an alias of it for each. One byte range is answered with 206, as Next's own file server does for the build's media:
 * Safari plays an MP4 only from a server that does (it asks for `bytes=0-1` first).
 */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  GET: async (request) => {
    const pathname = new URL(request.url).pathname;
    const file = uploadedFile(pathname);
    if (!file) return notFound();
    await ensureStarted();
    let asset = await assetBySha(file.sha256);
    if (!asset) return notFound();
    let name: string;
    if (file.kind === 'reference') {
      // Only the reference the site makes answers: the image's own size and its focal point now. The row this process
      // kept may predate a focal point moved on another instance, so a mismatch is looked up afresh once.
      const own = (row: { kind: string; sha256: string; width: number; height: number; focalX: number; focalY: number }) => row.kind === 'image' && isOwnReference(pathname, { sha256: row.sha256, width: row.width, height: row.height, focal: { x: row.focalX, y: row.focalY } });
      if (!own(asset)) {
        asset = await assetBySha(file.sha256, { fresh: true });
        if (!asset || !own(asset)) return notFound();
      }
      name = file.image.src.slice(file.image.src.lastIndexOf('/') + 1);
    } else name = file.name;
    if (asset.kind === 'image' ? file.kind !== 'rendition' && file.kind !== 'reference' : file.kind !== 'poster' && asset.state !== 'ready') return notFound();
    // A range only of these very bytes: If-Range names a validator this route never gives, so it gets the whole file.
    const asked = request.method === 'GET' && !request.headers.has('if-range') ? request.headers.get('range') : null;
    let opened;
    try {
      opened = await mediaStoreNamed(asset.storedIn).open(file.sha256, name, asked === null ? undefined : (size) => byteRange(asked, size));
    } catch {
      // Deleted (on this instance or another) since this process kept its row: look it up afresh next time.
      forgetReady(file.sha256);
      return notFound();
    }
    const { range, size } = opened;
    const headers = {
      'content-type': uploadedFileType(name),
      // Not Content-Length, which Next drops from a route handler's answer: the edge gives it back from this.
      [BODY_LENGTH_HEADER]: String(range ? range[1] - range[0] + 1 : size),
      ...(range ? { 'content-range': `bytes ${range[0]}-${range[1]}/${size}` } : {}),
      'accept-ranges': 'bytes',
      'cache-control': IMMUTABLE,
      'x-content-type-options': 'nosniff',
      'content-security-policy': NON_PAGE_CSP,
    };
    if (request.method === 'HEAD') {
      opened.stream.destroy();
      return new Response(null, { headers });
    }
    return new Response(Readable.toWeb(opened.stream) as ReadableStream<Uint8Array>, { status: range ? 206 : 200, headers });
  },
});
