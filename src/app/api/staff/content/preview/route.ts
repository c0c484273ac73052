import { cookies } from 'next/headers';
import { staffContentCopy } from '@/content/staff';
import { isEditorPath, isPreviewablePath, PREVIEW_FROM_COOKIE } from '@/lib/content/preview';
import { siteUrl } from '@/lib/seo/site-url';
import { staffJson, staffRoute } from '@/server/auth/session';
import { turnPreviewOn } from '@/server/content/draft-cookie';
import { recordPreview } from '@/server/content/edit';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';
import { readCapped } from '@/server/request';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST /api/staff/content/preview (a form: path=/careers&from=/staff/content/role/{id}), from the editor's live
 * preview, posted into its frame: turns on draft mode for this browser (signed-in staff only, same origin only, like
 * every staff write; the readers show drafts only while the staff session is valid too), records it, remembers the
 * editor it came from (for Exit preview, in a cookie only the exit route reads), and sends the frame to the real
 * public page (303, a GET). A GET answers 405 and does nothing: a link from another site cannot turn draft mode on or
 * write to the audit log.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: staffRoute('content:edit', async (request, staff) => {
    if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '')) return staffJson(400, { error: staffContentCopy.errors.badPath });
    const form = new URLSearchParams(await readCapped(request, 4096));
    const path = form.get('path');
    const from = form.get('from');
    if (!isPreviewablePath(path) || (from !== null && !isEditorPath(from))) return staffJson(400, { error: staffContentCopy.errors.badPath });
    await turnPreviewOn();
    if (from) {
      (await cookies()).set(PREVIEW_FROM_COOKIE, from, { httpOnly: true, sameSite: 'lax', secure: siteUrl().startsWith('https://'), path: '/api/staff/content/preview' });
    }
    await recordPreview(await getDb(), staff, path);
    return new Response(null, { status: 303, headers: { location: path, 'cache-control': 'no-store' } });
  }),
});
