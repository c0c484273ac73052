import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { isPreviewablePath } from '@/lib/content/preview';
import { staffRoute } from '@/server/auth/session';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET /api/staff/content/preview/exit?path=/careers: turns draft mode off and goes back to the page. Behind the
 * session like every staff route: the preview bar shows only with a valid staff session, and without one the
 * readers show published content even with the draft cookie (src/server/content/read.ts).
 */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  GET: staffRoute('account:self', async (request) => {
    const path = new URL(request.url).searchParams.get('path');
    (await draftMode()).disable();
    redirect(isPreviewablePath(path) ? path : '/');
  }),
});
