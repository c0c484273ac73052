import { staffJson } from '@/server/auth/session';
import { contentRoute } from '@/server/content/edit-http';
import { openItem } from '@/server/content/lock';
import { getDb } from '@/server/db/client';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST /api/staff/content/items/{id}/lock {}: the editor opening the item, then its heartbeat. Answers the item's
 * state for this staff member: { state: 'mine' } (they hold it now), or whose it is ({ state, who, since }).
 */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: contentRoute('content:edit', async (_body, staff, id) => {
    const state = await openItem(await getDb(), staff, id);
    return staffJson(200, 'since' in state ? { ...state, since: state.since.toISOString() } : state);
  }),
});
