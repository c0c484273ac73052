import { staffJson, staffRoute } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';
import { eraseSubmission } from '@/server/staff/erase';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** DELETE /api/staff/submissions/{id}: erases it for good (a privacy request): row, files, notes, e-mail copies. */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  DELETE: staffRoute<Context>('submissions:handle', async (_request, staff, { params }) => {
    const { id } = await params;
    if (!/^[0-9a-f-]{36}$/i.test(id) || !(await eraseSubmission(await getDb(), id, staff))) return staffJson(404, { error: 'No such submission' });
    return staffJson(200, { erased: id });
  }),
});
