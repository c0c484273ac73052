import { staffJson } from '@/server/auth/session';
import { contentRoute } from '@/server/content/edit-http';
import { publishers, requestReview } from '@/server/content/review';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/staff/content/items/{id}/review { note }: the draft goes to the review queue (422 without a note or a draft). */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: contentRoute('content:edit', async (body, staff, id) => staffJson(200, await requestReview(await getDb(), staff, id, { note: body.note }, publishers))),
});
