import { staffJson } from '@/server/auth/session';
import { contentRoute } from '@/server/content/edit-http';
import { sendBack, reviewIdOf } from '@/server/content/review';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/staff/content/reviews/{id}/send-back: an editor sends the draft back to its writer with a comment (422 without one). 404 once the review is decided. */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: contentRoute('content:publish', async (body, staff, id) => {
    await sendBack(await getDb(), staff, reviewIdOf(id), { comment: body.comment });
    return staffJson(200, { ok: true });
  }),
});
