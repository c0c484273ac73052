import { draftMode } from 'next/headers';
import { staffContentCopy } from '@/content/staff';
import { isPreviewablePath } from '@/lib/content/preview';
import { staffJson, staffRoute } from '@/server/auth/session';
import { recordPreview } from '@/server/content/edit';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';
import { readCapped } from '@/server/request';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST /api/staff/content/preview (a form: path=/careers), from the editor's Preview button: turns on draft mode for
 * this browser (signed-in staff only, same origin only, like every staff write; the readers show drafts only while
 * the staff session is valid too), records it, and sends the browser to the real public page (303, a GET). A GET
 * answers 405 and does nothing: a link from another site cannot turn draft mode on or write to the audit log.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: staffRoute('content:edit', async (request, staff) => {
    if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '')) return staffJson(400, { error: staffContentCopy.errors.badPath });
    const path = new URLSearchParams(await readCapped(request, 4096)).get('path');
    if (!isPreviewablePath(path)) return staffJson(400, { error: staffContentCopy.errors.badPath });
    (await draftMode()).enable();
    await recordPreview(await getDb(), staff, path);
    return new Response(null, { status: 303, headers: { location: path, 'cache-control': 'no-store' } });
  }),
});
