import { staffJson, staffRoute } from '@/server/auth/session';
import { readPicture } from '@/server/docs/guide';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET /api/staff/content/guide/{name}.webp: a picture of the staff guide (docs/editing/), for staff who edit content. */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  GET: staffRoute<{ params: Promise<{ file: string }> }>('content:edit', async (_request, _staff, { params }) => {
    const picture = await readPicture((await params).file);
    if (!picture) return staffJson(404, { error: 'No such picture' });
    return new Response(new Uint8Array(picture.body), {
      headers: { 'content-type': picture.type, 'x-content-type-options': 'nosniff' },
    });
  }),
});
