// The production server's edge (scripts/serve/server.mjs): what every connection and request passes before Next sees
// it, so no route can forget it.
//
// - Connections: headers must be complete within 10 s, a connection idle for 30 s is closed, an upload may take
//   up to MAX_UPLOAD_MS (a 100 MB portfolio over a slow link), and one address holds at most
//   MAX_CONNECTIONS_PER_ADDRESS connections (trusted proxies excepted).
// - Requests: the client address is resolved once (client-address.mjs) and written into X-Forwarded-For with a
//   token only this process knows (src/server/request.ts reads it); forwarding headers from untrusted peers are
//   dropped; every answer starts with the security headers; a malformed address gets 400, and a page asked with
//   anything but GET or HEAD gets 405 with Allow, before Next.
// - After an answer to a request whose body is still arriving (an early 413), the connection stays open for a
//   moment while the route drops the rest (src/server/request.ts discardRest), so the client reads the answer
//   instead of a reset; then it is closed.
import { randomBytes } from 'node:crypto';
import { MAX_UPLOAD_MS } from '../../src/lib/forms/limits.mjs';
import { NON_PAGE_CSP, SECURITY_HEADERS } from '../../src/lib/security/headers.mjs';
import { isTrustedProxy, normalizeIp, resolveClientAddress } from './client-address.mjs';

export const HEADERS_TIMEOUT_MS = 10_000;
export const IDLE_TIMEOUT_MS = 30_000;
/** How long a connection stays open after an answer while the client is still sending its body. */
export const LINGER_MS = 2_000;

/** The methods Next's route handlers know; any other (TRACE, CONNECT, PROPFIND…) is answered here. */
const ROUTE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']);
/** Pages (everything outside /api/) are read, never written to. */
const PAGE_ALLOW = 'GET, HEAD';
/** Forwarding headers, believed only from a trusted proxy. */
const FORWARDING_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'];

/** The security headers every answer carries, as [name, value] pairs, and the default (non-page) policy. */
const BASE_HEADERS = [...SECURITY_HEADERS.map(({ key, value }) => [key, value]), ['Content-Security-Policy', NON_PAGE_CSP]];

/** @param {import('node:http').ServerResponse} res */
function setBaseHeaders(res) {
  for (const [name, value] of BASE_HEADERS) res.setHeader(name, value);
}

/**
 * Whether a request target is one the site can read: an origin-form path, percent-escapes that decode to UTF-8,
 * no NUL or other control character, no backslash.
 * @param {string | undefined} url
 */
export function isWellFormedTarget(url) {
  if (!url || url[0] !== '/' || url.length > 8192) return false;
  const pathname = url.split('?')[0];
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return !/[\u0000-\u001f\u007f\\]/.test(decoded);
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {string} text @param {Record<string, string>} [headers] */
function answer(res, status, text, headers = {}) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(`${text}\n`);
}

/**
 * The edge as two listeners for a node:http server.
 * @param {object} options
 * @param {ReturnType<typeof import('./client-address.mjs').parseTrustProxy>} options.trust the TRUST_PROXY rule
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} options.next
 *   what handles a request that passed (Next, behind compression)
 * @param {number} [options.maxConnectionsPerAddress]
 * @param {string} [options.token] the token that marks X-Forwarded-For as the edge's own (random by default)
 */
export function createEdge({ trust, next, maxConnectionsPerAddress = 64, token = randomBytes(24).toString('base64url') }) {
  /** @type {Map<string, number>} open connections per peer address */
  const open = new Map();

  /** @param {import('node:net').Socket} socket */
  function onConnection(socket) {
    const peer = normalizeIp(socket.remoteAddress);
    if (!peer) return void socket.destroy();
    if (isTrustedProxy(trust, peer)) return;
    const n = (open.get(peer) ?? 0) + 1;
    if (n > maxConnectionsPerAddress) return void socket.destroy();
    open.set(peer, n);
    socket.once('close', () => {
      const left = (open.get(peer) ?? 1) - 1;
      if (left > 0) open.set(peer, left);
      else open.delete(peer);
    });
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  function onRequest(req, res) {
    setBaseHeaders(res);
    const peer = req.socket.remoteAddress;
    const client = resolveClientAddress(peer, req.headers['x-forwarded-for'], trust);
    if (!client) return void req.socket.destroy();
    for (const name of Object.keys(req.headers)) if (name.startsWith('x-driftline-')) delete req.headers[name];
    req.headers['x-forwarded-for'] = client;
    req.headers['x-driftline-edge'] = token;
    if (!isTrustedProxy(trust, normalizeIp(peer))) for (const name of FORWARDING_HEADERS) delete req.headers[name];

    if (!isWellFormedTarget(req.url)) return answer(res, 400, 'Bad request: the address is malformed.');
    const method = req.method ?? 'GET';
    const api = req.url?.startsWith('/api/') ?? false;
    if (!api && method !== 'GET' && method !== 'HEAD') return answer(res, 405, 'Method not allowed.', { allow: PAGE_ALLOW });
    if (api && !ROUTE_METHODS.has(method)) {
      // A method no route handler knows (TRACE, PROPFIND…): the route answers it as OPTIONS, told the real method,
      // with 405 and its own Allow list (src/server/http/methods.ts), so that list is written once, in the route.
      req.headers['x-driftline-method'] = method;
      req.method = 'OPTIONS';
    }

    res.once('finish', () => lingerIfStillSending(req));
    next(req, res);
  }

  /** @param {import('node:http').IncomingMessage} req */
  function lingerIfStillSending(req) {
    if (req.complete) return;
    const socket = req.socket;
    const timer = setTimeout(() => {
      if (!req.complete) socket.destroy();
    }, LINGER_MS);
    timer.unref();
    req.once('end', () => clearTimeout(timer));
    socket.once('close', () => clearTimeout(timer));
  }

  /**
   * What Node answers by itself, before any request exists (headers too large, a malformed request line, headers
   * too slow), carries the security headers too.
   * @param {Error & { code?: string }} err @param {import('node:stream').Duplex} socket
   */
  function onClientError(err, socket) {
    if (!socket.writable) return void socket.destroy();
    const [status, text] =
      err.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large'] : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout'] : [400, 'Bad Request'];
    const headers = [...BASE_HEADERS, ['Content-Type', 'text/plain; charset=utf-8'], ['Content-Length', String(text.length + 1)], ['Connection', 'close']];
    socket.end(`HTTP/1.1 ${status} ${text}\r\n${headers.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${text}\n`);
  }

  return { onConnection, onRequest, onClientError, token };
}

/**
 * The node:http server options that bound slow clients: headers within HEADERS_TIMEOUT_MS (checked every
 * second), a whole request within MAX_UPLOAD_MS.
 * @returns {import('node:http').ServerOptions}
 */
export function serverOptions() {
  return {
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: MAX_UPLOAD_MS,
    connectionsCheckingInterval: 1_000,
    keepAliveTimeout: 5_000,
    maxHeaderSize: 16 * 1024,
  };
}
