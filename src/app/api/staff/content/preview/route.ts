import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { staffContentCopy } from '@/content/staff';
import { isPreviewablePath } from '@/lib/content/preview';
import { staffJson, staffRoute } from '@/server/auth/session';
import { recordPreview } from '@/server/content/edit';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET /api/staff/content/preview?path=/careers: turns on draft mode for this browser (signed-in staff only; the
 * readers show drafts only while the staff session is valid too), records it, and opens the real public page.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  GET: staffRoute(async (request, staff) => {
    const path = new URL(request.url).searchParams.get('path');
    if (!isPreviewablePath(path)) return staffJson(400, { error: staffContentCopy.errors.badPath });
    (await draftMode()).enable();
    await recordPreview(await getDb(), staff, path);
    redirect(path);
  }),
});
