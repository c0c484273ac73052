import { alive } from '@/server/health';
import { routeHandlers } from '@/server/http/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET /api/health: the process is alive (no I/O; for a load balancer's liveness check). */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({ GET: () => alive() });
