import { staffJson } from '@/server/auth/session';
import { ContentEditError } from '@/server/content/edit';
import { contentActionRoute, contentRoute, revalidatePublished } from '@/server/content/edit-http';
import { deleteMedia, editMedia } from '@/server/content/media-edit';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';
import { checkAssetEdit } from '@/lib/media/upload-fields';
import { mediaCopy } from '@/content/media-library';
import { ensureStarted } from '@/server/startup';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * /api/staff/content/media/{id}: one upload of the media library (src/server/content/media-edit.ts).
 * PATCH { alt?, focalX?, focalY? } changes its alt text and an image's focal point (422 by field; the pages that show
 * a moved focal point are announced).
 * DELETE removes the upload and its files; 409 `{ error, uses }` while content uses it, 404 when there is none.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  PATCH: contentRoute('media:manage', async (body, staff, id) => {
    await ensureStarted();
    const edit = checkAssetEdit(body);
    if (!edit.ok) throw new ContentEditError(422, Object.values(edit.fields)[0] ?? mediaCopy.errors.focal, edit.fields);
    const result = await editMedia(await getDb(), staff, id, edit.value);
    revalidatePublished(result.paths);
    return staffJson(200, result);
  }),
  DELETE: contentActionRoute('media:manage', async (staff, id) => {
    await ensureStarted();
    return staffJson(200, { deleted: await deleteMedia(await getDb(), staff, id) });
  }),
});
