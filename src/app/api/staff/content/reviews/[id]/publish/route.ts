import { staffJson } from '@/server/auth/session';
import { contentRoute, revalidatePublished } from '@/server/content/edit-http';
import { publishReview, reviewIdOf } from '@/server/content/review';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/staff/content/reviews/{id}/publish: an editor publishes the version asked for, with an optional comment; the writer is told. 404 once the review is decided. */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: contentRoute('content:publish', async (body, staff, id) => {
    const result = await publishReview(await getDb(), staff, reviewIdOf(id), { comment: body.comment });
    revalidatePublished(result.paths);
    return staffJson(200, result);
  }),
});
