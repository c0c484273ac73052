import { staffJson } from '@/server/auth/session';
import { contentRoute } from '@/server/content/edit-http';
import { withdrawReview, reviewIdOf } from '@/server/content/review';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/staff/content/reviews/{id}/withdraw: the writer takes their request back (403 for anyone else). 404 once the review is decided. */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: contentRoute('content:edit', async (_body, staff, id) => {
    await withdrawReview(await getDb(), staff, reviewIdOf(id));
    return staffJson(200, { ok: true });
  }),
});
