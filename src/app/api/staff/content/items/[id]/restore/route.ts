import { staffJson } from '@/server/auth/session';
import { restore } from '@/server/content/edit';
import { contentRoute, versionIdOf } from '@/server/content/edit-http';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/staff/content/items/{id}/restore { versionId }: copies that version into a new draft. */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: contentRoute('content:edit', async (body, staff, id) => {
    const saved = await restore(await getDb(), staff, id, versionIdOf(body.versionId) ?? 0);
    return staffJson(200, { versionId: saved.versionId });
  }),
});
