import 'server-only';
import { corsHeaders, preflightHeaders } from './cors';

type Handler = (request: Request, context: never) => Response | Promise<Response>;
const METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
type Method = (typeof METHODS)[number];

/**
 * Every method an API route answers, so a method it does not take gets 405 with an Allow header that names the
 * ones it does (Next's own 405 has none). A method Next does not know at all (TRACE, PROPFIND…) reaches the
 * route as OPTIONS with the real one in x-driftline-method, set by the server's edge (scripts/serve/edge.mjs,
 * which marks what it wrote with its token): it gets the same 405. Every answer carries the CORS headers for the
 * site's own origin, and OPTIONS answers a preflight (./cors.ts), so the forms may post from the site to a
 * separate API host (API_BASE_URL).
 *
 *   export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({ POST: (request) => … });
 */
export function routeHandlers(handlers: Partial<Record<Method, Handler>>): Record<Method, Handler> {
  const methods = [...new Set([...(Object.keys(handlers) as Method[]), ...(handlers.GET ? ['HEAD'] : [])])].filter((m) => m !== 'OPTIONS');
  const allow = [...methods, 'OPTIONS'].sort().join(', ');
  const notAllowed: Handler = () =>
    new Response(JSON.stringify({ error: 'Method not allowed' }), {
      status: 405,
      headers: { allow, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    });
  const options: Handler =
    handlers.OPTIONS ?? ((request) => new Response(null, { status: 204, headers: { allow, ...preflightHeaders(request, methods.sort()) } }));
  const OPTIONS: Handler = (request, context) => (askedForUnknownMethod(request) ? notAllowed(request, context) : options(request, context));
  const table = Object.fromEntries(METHODS.map((m) => [m, handlers[m] ?? notAllowed])) as Record<Method, Handler>;
  if (handlers.GET && !handlers.HEAD) table.HEAD = handlers.GET;
  table.OPTIONS = OPTIONS;
  return Object.fromEntries(METHODS.map((m) => [m, withCors(table[m])])) as Record<Method, Handler>;
}

/** The handler's answer with the CORS headers added (a preflight's own are kept). */
function withCors(handler: Handler): Handler {
  return async (request, context) => {
    const response = await handler(request, context);
    if (response.headers.has('access-control-allow-origin') || /\borigin\b/i.test(response.headers.get('vary') ?? '')) return response;
    for (const [name, value] of Object.entries(corsHeaders(request))) {
      if (name === 'vary' && response.headers.get('vary')) response.headers.append('vary', value);
      else response.headers.set(name, value);
    }
    return response;
  };
}

function askedForUnknownMethod(request: Request): boolean {
  const token = process.env.DRIFTLINE_EDGE_TOKEN;
  return Boolean(token && request.headers.get('x-driftline-edge') === token && request.headers.get('x-driftline-method'));
}
