import { readListQuery } from '@/lib/media/library-query';
import { staffJson, staffRoute } from '@/server/auth/session';
import { acceptMediaUpload, listMedia } from '@/server/content/media';
import { routeHandlers } from '@/server/http/methods';
import { ensureStarted } from '@/server/startup';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST /api/staff/content/media: upload an image or an MP4 (multipart: `alt`, `focalX`, `focalY`, one file under
 * `upload`) → 201 with the asset (its `reference` is the path content stores); 400/413/415 `{ error, fields }`.
 * GET ?search=&kind=image|video&limit=: the media library (newest first), or the uploads whose alt text or file name
 * has every word of `search`.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  GET: staffRoute('content:edit', async (request) => {
    await ensureStarted();
    return staffJson(200, { assets: await listMedia(readListQuery(new URL(request.url).searchParams)) });
  }),
  POST: staffRoute('media:manage', async (request, staff) => {
    await ensureStarted();
    return staffJson(201, { asset: await acceptMediaUpload(request, staff) });
  }),
});
