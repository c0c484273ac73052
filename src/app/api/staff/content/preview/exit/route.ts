import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { isEditorPath, isPreviewablePath, PREVIEW_FROM_COOKIE } from '@/lib/content/preview';
import { staffRoute } from '@/server/auth/session';
import { turnPreviewOff } from '@/server/content/draft-cookie';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET /api/staff/content/preview/exit: turns draft mode off and goes back to the editor the preview was opened from
 * (its address, checked again, from the cookie the preview route set), else to ?path=, else the home page. Behind the
 * session like every staff route: the preview bar shows only with a valid staff session, and without one the
 * readers show published content even with the draft cookie (src/server/content/read.ts).
 */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  GET: staffRoute('account:self', async (request) => {
    const path = new URL(request.url).searchParams.get('path');
    const jar = await cookies();
    const from = jar.get(PREVIEW_FROM_COOKIE)?.value;
    await turnPreviewOff();
    if (from !== undefined) jar.delete({ name: PREVIEW_FROM_COOKIE, path: '/api/staff/content/preview' });
    redirect(isEditorPath(from) ? from : isPreviewablePath(path) ? path : '/');
  }),
});
