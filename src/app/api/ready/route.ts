import { readiness } from '@/server/health';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET /api/ready: 200 when this instance can take submissions, else 503 with the reasons (src/server/health.ts). */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({ GET: () => readiness() });
