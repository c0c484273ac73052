// The production server's edge (scripts/serve/server.mjs): what every connection and request passes before Next sees
// it, so no route can forget it.
//
// - Connections: headers must be complete within 10 s, a connection idle for 30 s (IDLE_TIMEOUT_S) is closed unless
//   it waits for the answer to a request it sent whole (the handler is still working: a queued upload, a slow
//   report), an upload may take
//   up to MAX_UPLOAD_MS (a 100 MB portfolio over a slow link), one address (an IPv6 /64) holds at most
//   MAX_CONNECTIONS_PER_ADDRESS connections (trusted proxies excepted): the next ones get one answer, 503 with
//   Retry-After, and are closed (logged once per address a minute); past twice the cap they are cut. One connection
//   has at most MAX_IN_FLIGHT_PER_CONNECTION requests in flight: a client that pipelines more is cut off (no browser does).
// - Rate: a request the edge's memory cannot answer takes a token from its address's bucket (five for a write; REQUEST_RATE_LIMIT,
//   scripts/serve/request-rate.mjs); without one it gets 429 with Retry-After here, before Next and the database,
//   held for OVER_RATE_HOLD_MS first, so a client looping on its connections slows to a few requests a second.
// - Requests: the client address is resolved once (src/server/http/client-address.mjs) and written into
//   X-Forwarded-For with a token only this process knows (src/server/request.ts reads it); forwarding headers from
//   untrusted peers and Next's internal headers from anyone are dropped; every answer starts with the security
//   headers; a malformed address or a missing Host gets 400, and a page (judged on the address with its dot segments
//   resolved) asked with anything but GET or HEAD gets 405 with Allow, before Next. Static files get no Range or
//   precondition Next's file server cannot answer (it would say 500).
// - Every request gets an id (X-Request-Id on the answer; a trusted proxy's own is kept) and, once answered, one JSON
//   log line (src/server/ops/log.mjs: time, id, method, path without the query, status, bytes, duration, client,
//   who answered) and its count in the metrics; GET /api/metrics is answered here, to loopback and METRICS_ALLOW.
// - After an answer to a request whose body is still arriving (an early 413), the connection stays open for a
//   moment while the edge drops the rest (src/server/http/discard-rest.mjs), so the client reads the answer instead
//   of a reset; then it is closed.
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { MAX_UPLOAD_MS, REFUSAL_DRAIN } from '../../src/lib/forms/limits.mjs';
import { discardRest } from '../../src/server/http/discard-rest.mjs';
import { byteRange } from '../../src/lib/media/byte-range.mjs';
import { isOpenerIsolated, NON_PAGE_CSP, OPENER_ISOLATION, SECURITY_HEADERS } from '../../src/lib/security/headers.mjs';
import { addressBucket, clientBehind, isTrustedProxy, normalizeIp } from '../../src/server/http/client-address.mjs';
import { log, logRequest } from '../../src/server/ops/log.mjs';
import { metrics, metricsAnswer, metricsReaders, routeGroup } from '../../src/server/ops/metrics.mjs';
import { ANY_REQUEST_FACTOR, createRequestRate, WRITE_COST } from './request-rate.mjs';

export const HEADERS_TIMEOUT_MS = 10_000;
export const IDLE_TIMEOUT_MS = 30_000;

/** The idle timeout in milliseconds: IDLE_TIMEOUT_S (seconds, at least 1), else IDLE_TIMEOUT_MS. */
export function idleTimeoutMs(env = process.env) {
  const raw = env.IDLE_TIMEOUT_S;
  if (raw === undefined || raw === '') return IDLE_TIMEOUT_MS;
  const s = Number(raw);
  if (!Number.isFinite(s) || s < 1) throw new Error(`IDLE_TIMEOUT_S must be a number of seconds, at least 1 (got ${JSON.stringify(raw)})`);
  return Math.round(s * 1000);
}
/** How long a connection stays open after an answer while the client is still sending its body (as long as the route drops it). */
export const LINGER_MS = REFUSAL_DRAIN.ms;
/** Requests one connection may have in flight; HTTP/1.1 pipelining deeper than this is an attack, not a browser. */
export const MAX_IN_FLIGHT_PER_CONNECTION = 4;
/** How long a connection over the cap may take to send its one request before it is closed unanswered. */
const REFUSED_CONNECTION_MS = 5_000;
/** How long a request over its address's rate is held before its 429 is sent. */
export const OVER_RATE_HOLD_MS = 1_000;
/** An address over its connection cap is logged once in this long. */
const OVER_CAP_LOG_MS = 60_000;

/** The methods Next's route handlers know; any other (TRACE, CONNECT, PROPFIND…) is answered here. */
const ROUTE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']);
/** Pages (everything outside /api/) are read, never written to. */
const PAGE_ALLOW = 'GET, HEAD';
/** Forwarding headers, believed only from a trusted proxy. */
const FORWARDING_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'];
/**
 * Next's internal request headers, never a client's to send: server actions (the site has none; a forged one reaches
 * Next's action machinery) and the middleware's own subrequest marker (which once let a request skip middleware).
 */
const NEXT_INTERNAL = /^(next-action$|x-middleware-|x-invoke-|x-next-)/;

/** The security headers every answer carries, as [name, value] pairs, and the default (non-page) policy. */
const BASE_HEADERS = [...SECURITY_HEADERS.map(({ key, value }) => [key, value]), ['Content-Security-Policy', NON_PAGE_CSP]];

/** The same, as one flat list: [name, value, name, value…] (frozen: EdgeResponse keeps what it learns of it). */
const BASE_FLAT = Object.freeze(BASE_HEADERS.flat());
/** The lower-case form of each name the edge puts among an answer's first headers, made once. */
const LOWER_NAMES = new Map([...BASE_HEADERS.map(([name]) => name), 'X-Request-Id', OPENER_ISOLATION.key].map((name) => [name, name.toLowerCase()]));
/** @param {string} name */
const lowerName = (name) => LOWER_NAMES.get(name) ?? name.toLowerCase();

/** @param {import('node:http').ServerResponse} res */
function setBaseHeaders(res) {
  for (const [name, value] of BASE_HEADERS) res.setHeader(name, value);
}

const PENDING = Symbol('pending headers');
/** The pending headers' shared part: a frozen list many answers start with (the security headers). */
const PENDING_SHARED = Symbol('pending shared headers');
/** @type {readonly string[]} */
const NO_HEADERS = Object.freeze([]);
/** What the edge does once an answer closes (scripts/serve/edge.mjs createEdge: its connection's count, its record). */
const WHEN_CLOSED = Symbol('when closed');
/** What the edge knew of an answer's request when it came (Arrival), for its record. */
const ARRIVAL = Symbol('arrival');
/**
 * What writeHead learns once of a frozen flat header list [name, value…]: its names in lower case, and the shared
 * pending list it was given with, less the headers the list names again.
 * @typedef {{ names: Set<string>, shared: readonly string[], sharedLess: readonly string[] }} ListHead
 */
/** @type {WeakMap<readonly unknown[], ListHead>} */
const listHeads = new WeakMap();
/** @param {readonly unknown[]} list @param {readonly string[]} shared @returns {ListHead} */
function listHead(list, shared) {
  const known = listHeads.get(list);
  if (known && known.shared === shared) return known;
  const names = new Set();
  for (let i = 0; i < list.length; i += 2) names.add(String(list[i]).toLowerCase());
  /** @type {string[]} */
  const sharedLess = [];
  for (let i = 0; i < shared.length; i += 2) if (!names.has(lowerName(shared[i]))) sharedLess.push(shared[i], shared[i + 1]);
  const head = { names, shared, sharedLess };
  if (Object.isFrozen(list)) listHeads.set(list, head);
  return head;
}

/**
 * Every answer of the production server (node:http's ServerResponse option, scripts/serve/server.mjs). The edge gives
 * it the headers every answer starts with (pendHeaders: the security headers, the request id) before anything else
 * touches the answer; they are set the moment anything reads or writes a header, so every answer carries them as if
 * set first. An answer written whole at once (writeHead with a flat list: the edge's memory) takes them in the same
 * call, without a header map: Node's fastest way to send one, where setting two dozen headers one by one was a
 * fifth of what an answer from memory cost (`npm run bench:pages`).
 */
export class EdgeResponse extends http.ServerResponse {
  /** @type {string[] | null} */
  [PENDING] = null;
  /** @type {readonly string[]} */
  [PENDING_SHARED] = NO_HEADERS;
  /**
   * Called once, as the answer closes (finished or cut), before anyone listening for 'close' hears it: the edge's
   * bookkeeping without a listener and a closure made for every request. @type {((res: EdgeResponse) => void) | null}
   */
  [WHEN_CLOSED] = null;
  /** @type {Arrival | null} */
  [ARRIVAL] = null;

  /**
   * @param {string | symbol} event @param {...any} args
   * @returns {boolean}
   */
  emit(event, ...args) {
    if (event === 'close') {
      const whenClosed = this[WHEN_CLOSED];
      if (whenClosed) {
        this[WHEN_CLOSED] = null;
        whenClosed(this);
      }
    }
    return super.emit(event, ...args);
  }

  /**
   * The headers this answer starts with, [name, value…], kept until a header is first read or written: `shared`
   * (a frozen list many answers start with), then `list`. The list is the caller's: what it pushes afterwards,
   * before then, is taken too.
   * @param {string[]} list @param {readonly string[]} [shared]
   */
  pendHeaders(list, shared = NO_HEADERS) {
    this[PENDING] = list;
    this[PENDING_SHARED] = shared;
  }

  /** Sets the pending headers, once. */
  settlePending() {
    const list = this[PENDING];
    if (!list) return;
    this[PENDING] = null;
    const shared = this[PENDING_SHARED];
    for (let i = 0; i < shared.length; i += 2) super.setHeader(shared[i], shared[i + 1]);
    for (let i = 0; i < list.length; i += 2) super.setHeader(list[i], list[i + 1]);
  }

  /** @param {string} name @param {number | string | readonly string[]} value */
  setHeader(name, value) {
    this.settlePending();
    return super.setHeader(name, value);
  }

  /** @param {string} name @param {string | readonly string[]} value */
  appendHeader(name, value) {
    this.settlePending();
    return super.appendHeader(name, value);
  }

  /** @param {string} name */
  getHeader(name) {
    this.settlePending();
    return super.getHeader(name);
  }

  getHeaders() {
    this.settlePending();
    return super.getHeaders();
  }

  getHeaderNames() {
    this.settlePending();
    return super.getHeaderNames();
  }

  getRawHeaderNames() {
    this.settlePending();
    return super.getRawHeaderNames();
  }

  /** @param {string} name */
  hasHeader(name) {
    this.settlePending();
    return super.hasHeader(name);
  }

  /** @param {string} name */
  removeHeader(name) {
    this.settlePending();
    return super.removeHeader(name);
  }

  /**
   * With headers as a flat list [name, value…] and the pending headers not yet set: one list to Node, the pending
   * headers first, less those the list names again (as setHeader then writeHead would give). Anything else: the
   * pending headers are set, then Node's writeHead.
   * @param {number} statusCode @param {...any} rest [statusMessage], [headers]
   */
  writeHead(statusCode, ...rest) {
    const pending = this[PENDING];
    const list = rest[rest.length - 1];
    if (pending && Array.isArray(list) && (list.length === 0 || typeof list[0] === 'string')) {
      this[PENDING] = null;
      const { names, sharedLess } = listHead(list, this[PENDING_SHARED]);
      /** @type {unknown[]} */
      const own = [];
      for (let i = 0; i < pending.length; i += 2) if (!names.has(lowerName(pending[i]))) own.push(pending[i], pending[i + 1]);
      const all = sharedLess.concat(own, list);
      return rest.length === 1 ? super.writeHead(statusCode, all) : super.writeHead(statusCode, rest[0], all);
    }
    this.settlePending();
    return super.writeHead(statusCode, ...rest);
  }
}

/**
 * The path a request target names once its dot segments (also percent-encoded ones) are resolved, as Next will read
 * it: `/api/../about` is `/about`.
 * @param {string} url an origin-form target
 */
export function resolvedPath(url) {
  return new URL(url, 'http://edge.invalid').pathname;
}

/** A path with nothing to resolve or decode: segments of letters, digits, `-_~.`, none empty or starting with a dot. */
const PLAIN_PATH = /^(?:\/[\w~-][\w.~-]*)*\/?$/;

/**
 * The path a request target names, its dot segments resolved (resolvedPath), or null when it is malformed
 * (isWellFormedTarget). Most targets are plain paths, answered without parsing a URL.
 * @param {string | undefined} url
 * @returns {string | null}
 */
export function targetPath(url) {
  if (url && url.length <= 8192) {
    const q = url.indexOf('?');
    const p = q < 0 ? url : url.slice(0, q);
    if (PLAIN_PATH.test(p) && p !== '') return p;
  }
  return isWellFormedTarget(url) ? resolvedPath(url) : null;
}

/**
 * Where a static file the site serves lives (Next's build output, or public/), to answer a byte range from its size;
 * null for an address that is not one. Sizes are read once: these files do not change while the server runs.
 */
/** @param {string} pathname @returns {string | null} */
function staticFile(pathname) {
  if (pathname.startsWith('/_next/static/')) return path.join(process.env.NEXT_DIST_DIR || '.next', 'static', pathname.slice('/_next/static/'.length));
  // /media/u/ is the uploads' route (src/app/media/u), which answers ranges itself.
  if (pathname.startsWith('/media/') && !pathname.startsWith('/media/u/')) return path.join('public', pathname);
  return null;
}
/** @type {Map<string, number | null>} */
const sizes = new Map();
/** @param {string} file @returns {number | null} */
function sizeOf(file) {
  if (!sizes.has(file)) {
    let size = null;
    try {
      const s = statSync(file);
      size = s.isFile() ? s.size : null;
    } catch {
      size = null;
    }
    if (sizes.size < 10_000) sizes.set(file, size);
    return size;
  }
  return sizes.get(file) ?? null;
}

/**
 * A GET of a static file keeps its Range only when it is one satisfiable byte range, and no precondition: Next's file
 * server turns a bad or unsatisfiable range and a failed If-Match or If-Unmodified-Since into a 500. Without them the
 * answer is the whole file (200), which a server may always send for a range it does not serve.
 * @param {import('node:http').IncomingMessage} req @param {string} pathname
 */
function tameStaticFileHeaders(req, pathname) {
  const file = staticFile(pathname);
  if (!file) return;
  delete req.headers['if-match'];
  delete req.headers['if-unmodified-since'];
  const range = req.headers.range;
  if (!range) return;
  const size = sizeOf(file);
  if (size === null || byteRange(range, size) === null) {
    delete req.headers.range;
    delete req.headers['if-range'];
  }
}

/**
 * Whether a request target is one the site can read: an origin-form path, percent-escapes that decode to UTF-8,
 * no NUL or other control character, no backslash.
 * @param {string | undefined} url
 * @returns {url is string}
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
 * A refusal the client should retry later (429, 503): JSON `{ error }` for the API (what the forms and the inbox
 * read), plain text for a page, with Retry-After.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {number} status @param {string} text @param {number} retryAfter seconds
 */
function answerRetryLater(req, res, status, text, retryAfter) {
  const headers = { 'retry-after': String(retryAfter) };
  if (!resolvedPath(req.url ?? '/').startsWith('/api/')) return answer(res, status, text, headers);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify({ error: text }));
}

/** A request id a trusted proxy may pass on (nginx's $request_id is 32 hex digits). */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Where a response keeps who answered it: the edge's memory, Next, a redirect, or (unset) the edge itself. */
const ANSWERED_BY = Symbol('answeredBy');
/**
 * Marks who answered a request, for its log line and the metrics.
 * @param {import('node:http').ServerResponse} res @param {'memory' | 'next' | 'redirect'} by
 */
export function markAnsweredBy(res, by) {
  /** @type {any} */ (res)[ANSWERED_BY] = by;
}

/**
 * A new request id: 16 hex digits, a random prefix per process and a counter. Unique, not secret (it is written in
 * the answer and the log), and it costs no call to the random source per request, which was a tenth of the time the
 * edge's memory spent on an answer (`npm run bench:pages`).
 */
const REQUEST_ID_PREFIX = randomBytes(4).toString('hex');
let requestCount = 0;
function newRequestId() {
  requestCount = (requestCount + 1) % 0x1_0000_0000;
  return REQUEST_ID_PREFIX + requestCount.toString(16).padStart(8, '0');
}

/**
 * What the edge knows of a request when it arrives, for its log line and metrics once it is answered: its id, the
 * client, the address asked (null: malformed), when it came and how many bytes its connection had sent before.
 * @typedef {{ id: string, client: string, path: string | null, started: number, bytesBefore: number }} Arrival
 */

/**
 * Logs a request once it is answered (or cut), and counts it in the metrics: called when its answer closes.
 * @param {EdgeResponse} res @param {Arrival} arrival
 */
function record(res, arrival) {
  const req = res.req;
  const seconds = (performance.now() - arrival.started) / 1000;
  const path = arrival.path ?? '(malformed)';
  const by = /** @type {any} */ (res)[ANSWERED_BY] ?? 'edge';
  const status = res.writableFinished ? res.statusCode : 0; // 0: cut before the answer was complete
  metrics.requests.count(routeGroup(path, Boolean(req.headers.rsc)), status, by, seconds);
  const bytes = req.socket.bytesWritten - arrival.bytesBefore;
  const method = String(req.headers['x-driftline-method'] ?? req.method);
  logRequest({ reqId: arrival.id, method, path, status, bytes, ms: Math.round(seconds * 10_000) / 10, client: arrival.client, by });
}

/**
 * The edge as two listeners for a node:http server.
 * @param {object} options
 * @param {ReturnType<typeof import('../../src/server/http/client-address.mjs').parseTrustProxy>} options.trust the TRUST_PROXY rule
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} options.next
 *   what handles a request that passed (Next, behind compression)
 * @param {number} [options.maxConnectionsPerAddress]
 * @param {{ perSecond: number, burst: number } | null} [options.requestRate] the per-address rate of requests that
 *   reach Next (null: none)
 * @param {(client: string | null) => boolean} [options.mayReadMetrics] who may read GET /api/metrics (METRICS_ALLOW)
 * @param {string} [options.token] the token that marks X-Forwarded-For as the edge's own (random by default)
 * @param {() => Promise<string>} [options.siteMetrics] what the site counts where Next runs on a thread of its own, in
 *   Prometheus's text format, given after the edge's own metrics (without it, this thread's registry is the answer)
 */
export function createEdge({
  trust,
  next,
  maxConnectionsPerAddress = 64,
  requestRate = null,
  mayReadMetrics = metricsReaders(undefined),
  token = randomBytes(24).toString('base64url'),
  siteMetrics,
}) {
  /** @type {Map<string, number>} open connections per peer address */
  const open = new Map();
  /** @type {Map<string, number>} connections over the cap, waiting for their one answer, per peer address */
  const overCap = new Map();
  /** @type {WeakSet<import('node:net').Socket>} connections over the cap: their one request gets 503 */
  const refused = new WeakSet();
  /** @type {Map<string, number>} when each address over its cap was last logged */
  const loggedOverCap = new Map();
  const rate = requestRate ? createRequestRate(requestRate) : null;
  const anyRate = requestRate
    ? createRequestRate({ perSecond: requestRate.perSecond * ANY_REQUEST_FACTOR, burst: requestRate.burst * ANY_REQUEST_FACTOR })
    : null;
  const sweep = rate && setInterval(() => {
    rate.sweep();
    anyRate?.sweep();
    const now = Date.now();
    for (const [bucket, at] of loggedOverCap) if (now - at >= OVER_CAP_LOG_MS) loggedOverCap.delete(bucket);
  }, 10_000);
  sweep?.unref();

  /** @param {Map<string, number>} counts @param {string} bucket @param {import('node:net').Socket} socket */
  function countWhileOpen(counts, bucket, socket) {
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    socket.once('close', () => {
      const left = (counts.get(bucket) ?? 1) - 1;
      if (left > 0) counts.set(bucket, left);
      else counts.delete(bucket);
    });
  }

  /** @param {string} bucket */
  function logOverCap(bucket) {
    const now = Date.now();
    if (now - (loggedOverCap.get(bucket) ?? -Infinity) < OVER_CAP_LOG_MS) return;
    if (loggedOverCap.size < 10_000) loggedOverCap.set(bucket, now);
    log.warn({ event: 'connection-cap', client: bucket }, `${bucket} holds more than ${maxConnectionsPerAddress} connections: the next ones get 503 (MAX_CONNECTIONS_PER_ADDRESS)`);
  }

  /**
   * What the edge keeps of each connection: its peer (normalised once), whether that is a trusted proxy, the answers
   * it is waiting for (its requests in flight), and whether it was cut off for pipelining too deep.
   * @typedef {{ peer: string, fromProxy: boolean, answers: EdgeResponse[], cut: boolean }} Connection
   */
  /** @type {WeakMap<import('node:net').Socket, Connection>} */
  const connections = new WeakMap();
  /** Requests in flight on all connections, and whether the server is stopping (see drain). */
  let active = 0;
  let draining = false;

  /**
   * A new connection's record (its peer '' when its address cannot be read: its requests are cut).
   * @param {import('node:net').Socket} socket @param {string} peer @returns {Connection}
   */
  function connectionOf(socket, peer) {
    const connection = { peer, fromProxy: isTrustedProxy(trust, peer), answers: [], cut: false };
    connections.set(socket, connection);
    return connection;
  }

  /** @param {import('node:net').Socket} socket */
  function onConnection(socket) {
    const peer = normalizeIp(socket.remoteAddress);
    if (!peer) return void socket.destroy();
    const { fromProxy } = connectionOf(socket, peer);
    if (fromProxy) return;
    const bucket = addressBucket(peer);
    if ((open.get(bucket) ?? 0) < maxConnectionsPerAddress) return countWhileOpen(open, bucket, socket);
    // Over the cap: one answer (503, Retry-After) to its first request, then closed; past twice the cap, cut.
    if ((overCap.get(bucket) ?? 0) >= maxConnectionsPerAddress) return void socket.destroy();
    countWhileOpen(overCap, bucket, socket);
    refused.add(socket);
    socket.setTimeout(REFUSED_CONNECTION_MS, () => socket.destroy());
    logOverCap(bucket);
  }

  /**
   * Counts a request against its connection: the connection, or null when it pipelines too deep (it is cut off, and
   * the requests it had already packed into the same bytes are dropped unanswered).
   * @param {import('node:http').IncomingMessage} req @param {EdgeResponse} res
   * @returns {Connection | null}
   */
  function admit(req, res) {
    const socket = req.socket;
    const connection = connections.get(socket) ?? connectionOf(socket, normalizeIp(socket.remoteAddress) ?? '');
    if (connection.cut || socket.destroyed) return null;
    if (connection.answers.length >= MAX_IN_FLIGHT_PER_CONNECTION) {
      connection.cut = true;
      socket.destroy();
      return null;
    }
    connection.answers.push(res);
    active++;
    res[WHEN_CLOSED] = closed;
    // Stopping: this answer closes its connection, so the server can finish.
    if (draining) res.shouldKeepAlive = false;
    return connection;
  }

  /**
   * An answer closed (finished or cut): no longer in flight on its connection; logged and counted once the edge knew
   * who asked.
   * @param {EdgeResponse} res
   */
  function closed(res) {
    active--;
    const answers = connections.get(res.req.socket)?.answers;
    const at = answers ? answers.indexOf(res) : -1;
    if (at >= 0) answers?.splice(at, 1);
    const arrival = res[ARRIVAL];
    if (arrival) record(res, arrival);
  }

  /**
   * Every request, first. The response is the edge's own (EdgeResponse, createEdgeServer).
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} response
   */
  function onRequest(req, response) {
    const res = /** @type {EdgeResponse} */ (response);
    const connection = admit(req, res);
    if (!connection) return;
    // The headers every answer starts with; set with the first header anything reads or writes (EdgeResponse).
    /** @type {string[]} */
    const own = [];
    res.pendHeaders(own, BASE_FLAT);
    const { peer, fromProxy } = connection;
    const client = fromProxy ? clientBehind(peer, req.headers['x-forwarded-for'], trust) : peer;
    if (!client) return void req.socket.destroy();
    const given = req.headers['x-request-id'];
    const id = fromProxy && typeof given === 'string' && REQUEST_ID.test(given) ? given : newRequestId();
    own.push('X-Request-Id', id);
    // The path with its dot segments resolved, once: the log line and every check below read it.
    const pathname = targetPath(req.url);
    res[ARRIVAL] = { id, client, path: pathname, started: performance.now(), bytesBefore: req.socket.bytesWritten };
    for (const name of Object.keys(req.headers)) if (name.startsWith('x-driftline-') || NEXT_INTERNAL.test(name)) delete req.headers[name];
    req.headers['x-forwarded-for'] = client;
    req.headers['x-driftline-edge'] = token;
    req.headers['x-request-id'] = id;
    if (!fromProxy) for (const name of FORWARDING_HEADERS) delete req.headers[name];

    if (refused.has(req.socket)) {
      res.shouldKeepAlive = false;
      res.once('finish', () => lingerIfStillSending(req));
      return answerRetryLater(req, res, 503, 'Too many connections from your address at once. Try again in a moment.', 1);
    }
    if (!req.headers.host) return answer(res, 400, 'Bad request: the Host header is missing.');
    // Node keeps the first of two Host headers; a proxy in front may have read the other one.
    if (hostHeaders(req.rawHeaders) > 1) return answer(res, 400, 'Bad request: more than one Host header.');
    if (pathname === null) return answer(res, 400, 'Bad request: the address is malformed.');
    const method = req.method ?? 'GET';
    if (isOpenerIsolated(pathname)) {
      // Nothing has touched the answer's headers yet: they are still the ones pending.
      if (res[PENDING] === own) own.push(OPENER_ISOLATION.key, OPENER_ISOLATION.value);
      else res.setHeader(OPENER_ISOLATION.key, OPENER_ISOLATION.value);
    }
    const api = pathname.startsWith('/api/');
    if (method === 'GET' || method === 'HEAD') tameStaticFileHeaders(req, pathname);
    if (!api && method !== 'GET' && method !== 'HEAD') return answer(res, 405, 'Method not allowed.', { allow: PAGE_ALLOW });
    if (pathname === '/api/metrics') return void answerMetrics(req, res, client);
    if (api && !ROUTE_METHODS.has(method)) {
      // A method no route handler knows (TRACE, PROPFIND…): the route answers it as OPTIONS, told the real method,
      // with 405 and its own Allow list (src/server/http/methods.ts), so that list is written once, in the route.
      req.headers['x-driftline-method'] = method;
      req.method = 'OPTIONS';
    }

    // A request with a body may be answered before it has all arrived (an early 413); one without has arrived whole.
    if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) res.once('finish', () => lingerIfStillSending(req));
    next(req, res);
  }

  /**
   * GET /api/metrics: the metrics in Prometheus's text format, to loopback and METRICS_ALLOW; never kept by anyone.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} client
   */
  async function answerMetrics(req, res, client) {
    const json = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...json, allow: 'GET, HEAD' });
      return void res.end(JSON.stringify({ error: 'Method not allowed.' }));
    }
    if (!mayReadMetrics(client)) {
      res.writeHead(403, json);
      return void res.end(JSON.stringify({ error: 'The metrics are for the machines that watch the site (METRICS_ALLOW).' }));
    }
    try {
      const { contentType, body } = await metricsAnswer(siteMetrics);
      res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (err) {
      log.error({ err }, 'metrics failed');
      if (!res.headersSent) res.writeHead(500, json);
      res.end(JSON.stringify({ error: 'The metrics could not be read.' }));
    }
  }

  /** @param {import('node:http').IncomingMessage} req */
  function lingerIfStillSending(req) {
    if (req.complete) return;
    discardRest(req);
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

  /**
   * An `Expect` Node cannot meet (anything but 100-continue): 417, with the security headers.
   * @param {import('node:http').IncomingMessage} _req @param {import('node:http').ServerResponse} res
   */
  function onCheckExpectation(_req, res) {
    setBaseHeaders(res);
    res.shouldKeepAlive = false;
    answer(res, 417, 'Expectation failed.');
  }

  /**
   * For a request the edge's memory cannot answer, on its way to Next: true when its address has no token left (it
   * has been answered 429 with Retry-After here), false when it may go on.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   */
  function overRate(req, res) {
    return held(rate, req, res, req.method === 'GET' || req.method === 'HEAD' ? 1 : WRITE_COST);
  }

  /**
   * For every request, before the memory answers: the same for the larger bucket every request takes from
   * (ANY_REQUEST_FACTOR), so a loop on the memory's answers is held too.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   */
  function overAnyRate(req, res) {
    return held(anyRate, req, res, 1);
  }

  /**
   * @param {ReturnType<typeof createRequestRate> | null} buckets @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res @param {number} cost
   */
  function held(buckets, req, res, cost) {
    if (!buckets) return false;
    const client = /** @type {string} */ (req.headers['x-forwarded-for']); // the edge's own, set in onRequest
    const wait = buckets.take(addressBucket(client), cost);
    if (!wait) return false;
    // Held for a moment before it is sent: a client looping on its connections then sends a few requests a second
    // instead of thousands (each connection waits for its answer; MAX_IN_FLIGHT_PER_CONNECTION bounds pipelining).
    const timer = setTimeout(() => {
      if (!res.destroyed) answerRetryLater(req, res, 429, `Too many requests from your address. Try again in ${wait} second${wait === 1 ? '' : 's'}.`, wait);
    }, OVER_RATE_HOLD_MS);
    res.once('close', () => clearTimeout(timer));
    return true;
  }

  /**
   * A connection was idle for the idle timeout (the server's 'timeout'): closed, unless a request it sent whole still
   * waits for its answer, and the client has read everything written so far. Then the handler is the one working (an
   * upload waiting its turn to be decoded): the client gets its answer. A client that sends half a request and stops,
   * or stops reading an answer, is cut as before.
   * @param {import('node:net').Socket} socket
   */
  function onTimeout(socket) {
    const waiting = (connections.get(socket)?.answers ?? []).some((res) => res.req.complete && !res.writableEnded);
    if (waiting && socket.writableLength === 0 && !socket.destroyed) return;
    socket.destroy();
  }

  /**
   * The server is stopping: every answer from now on closes its connection (the server closes idle ones).
   * Returns how many requests are in flight.
   */
  function drain() {
    draining = true;
    return active;
  }

  return { onConnection, onRequest, onClientError, onCheckExpectation, onTimeout, overRate, overAnyRate, drain, token };
}

/** How many Host headers a request carried (rawHeaders is [name, value, name, value…]). @param {string[]} rawHeaders */
function hostHeaders(rawHeaders) {
  let n = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i].length === 4 && rawHeaders[i].toLowerCase() === 'host') n++;
  return n;
}

/**
 * A node:http server behind the edge: its options (serverOptions), its requests and connections to the edge, and a
 * connection that sends and receives nothing for idleMs closed, unless it waits for an answer still being worked on
 * (the edge's onTimeout decides; with a listener, Node leaves the socket to it).
 * @param {ReturnType<typeof createEdge>} edge @param {{ idleMs: number, ServerResponse?: typeof http.ServerResponse }} options
 */
export function createEdgeServer(edge, { idleMs, ServerResponse = EdgeResponse }) {
  const server = http.createServer({ ...serverOptions(), ServerResponse: /** @type {any} */ (ServerResponse) }, edge.onRequest);
  server.on('connection', edge.onConnection);
  server.on('clientError', edge.onClientError);
  server.on('checkExpectation', edge.onCheckExpectation);
  server.setTimeout(idleMs);
  server.on('timeout', edge.onTimeout);
  return server;
}

/**
 * The node:http server options that bound slow clients: headers within HEADERS_TIMEOUT_MS (checked every
 * second), a whole request within MAX_UPLOAD_MS.
 * @returns {import('node:http').ServerOptions}
 */
function serverOptions() {
  return {
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: MAX_UPLOAD_MS,
    connectionsCheckingInterval: 1_000,
    keepAliveTimeout: 5_000,
    maxHeaderSize: 16 * 1024,
    // A missing Host is answered by the edge, with the security headers (Node's own 400 has none).
    requireHostHeader: false,
    ServerResponse: EdgeResponse,
  };
}
