import { parseInboxFilters } from '@/lib/staff/filters';
import { staffRoute } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';
import { recordAudit } from '@/server/staff/audit';
import { exportCsv } from '@/server/staff/export';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET /api/staff/export?…filters: the inbox's filtered list (every page) as a CSV download; recorded. */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  GET: staffRoute('submissions:read', async (request, staff) => {
    const filters = parseInboxFilters(new URL(request.url).searchParams);
    const db = await getDb();
    const { csv, count } = await exportCsv(db, filters);
    await recordAudit(db, { staff, action: 'export', detail: { count } });
    const day = new Date().toISOString().slice(0, 10);
    return new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="driftline-submissions-${day}.csv"`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      },
    });
  }),
});
