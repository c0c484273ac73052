import { staffJson } from '@/server/auth/session';
import { saveDraft } from '@/server/content/edit';
import { contentRoute, versionIdOf } from '@/server/content/edit-http';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/staff/content/items/{id}/draft { data, baseVersionId, autosave? }: saves a draft (422 by field, 409 if it moved on). */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: contentRoute('content:edit', async (body, staff, id) => {
    const saved = await saveDraft(await getDb(), staff, id, { data: body.data, baseVersionId: versionIdOf(body.baseVersionId) ?? null, autosave: body.autosave === true });
    return staffJson(200, { versionId: saved.versionId, savedAt: saved.savedAt.toISOString() });
  }),
});
