import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { isPreviewablePath } from '@/lib/content/preview';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET /api/staff/content/preview/exit?path=/careers: turns draft mode off (no session needed) and goes back to the page. */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  GET: async (request: Request) => {
    const path = new URL(request.url).searchParams.get('path');
    (await draftMode()).disable();
    redirect(isPreviewablePath(path) ? path : '/');
  },
});
