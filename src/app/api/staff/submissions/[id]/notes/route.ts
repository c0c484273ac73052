import { staffJson, staffRoute } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';
import { readJson } from '@/server/http/json';
import { addNote } from '@/server/staff/submission';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** POST /api/staff/submissions/{id}/notes { body }: an internal note, signed with the staff member's e-mail. */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: staffRoute<Context>('submissions:handle', async (request, staff, { params }) => {
    const body = await readJson(request);
    const note = await addNote(await getDb(), staff, (await params).id, String(body.body ?? ''));
    return staffJson(201, note);
  }),
});
