import { staffJson, staffRoute } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';
import { readJson } from '@/server/http/json';
import { setStatus } from '@/server/staff/submission';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** POST /api/staff/submissions/{id}/status { status }: New, In review, Replied or Archived; recorded in the history. */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: staffRoute<Context>('submissions:handle', async (request, staff, { params }) => {
    const body = await readJson(request);
    const status = await setStatus(await getDb(), staff, (await params).id, String(body.status ?? ''));
    return staffJson(200, { status });
  }),
});
