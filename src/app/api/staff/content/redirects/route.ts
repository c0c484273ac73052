import { staffJson, staffRoute } from '@/server/auth/session';
import { contentBodyRoute } from '@/server/content/edit-http';
import { addRedirect, deleteRedirect, listRedirects } from '@/server/content/redirects';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * /api/staff/content/redirects (docs/content-editing-design.md 3.6): GET lists every redirect; POST { from, to } adds
 * one (422 by field: not a path on this site, a live page, already redirected, a loop); DELETE { from } deletes one
 * (404 when there is none). Each change is audited and announced to every instance.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  GET: staffRoute('redirects:manage', async () => staffJson(200, { redirects: await listRedirects(await getDb()) })),
  POST: contentBodyRoute('redirects:manage', async (body, staff) => staffJson(201, { redirect: await addRedirect(await getDb(), staff, { from: body.from, to: body.to }) })),
  DELETE: contentBodyRoute('redirects:manage', async (body, staff) => staffJson(200, { deleted: await deleteRedirect(await getDb(), staff, body.from) })),
});
