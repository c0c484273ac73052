// The production HTTP server (`npm start` runs it through scripts/serve/start.mjs): the edge (scripts/serve/edge.mjs:
// slow-client bounds, the client address, security headers, malformed addresses and methods), the edge's memory
// (scripts/serve/memory.mjs: prerendered pages, static and public files answered without Next once Next has answered
// them once), moved addresses (redirects.mjs) and brotli compression (scripts/serve/compression.mjs, compressed once
// for what a CDN may keep) on this thread; Next's request handler for the build in .next on a thread of its own
// (scripts/serve/next-thread.mjs), reached over a Unix socket for what the memory cannot answer. next.config.ts turns
// Next's own gzip off, so this is the one place answers are compressed.
//   PORT (default 3000), HOSTNAME (default all interfaces), TRUST_PROXY (default: none; see README),
//   MAX_CONNECTIONS_PER_ADDRESS (default 64), REQUEST_RATE_LIMIT (default 20 a second per address),
//   EDGE_MEMORY=off (everything through Next), LOG_LEVEL (default info), METRICS_ALLOW (besides loopback).
import { timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { MessageChannel, SHARE_ENV, Worker } from 'node:worker_threads';
import { sendConsoleToLog } from './console-to-log.mjs';
import { embeddedSocketPath, MAX_SOCKET_PATH, unreachableReason } from '../../src/server/db/cluster.mjs';
import { parseTrustProxy } from '../../src/server/http/client-address.mjs';
import { createCompression } from './compression.mjs';
import { drainLog, log, startLogThread, writeLogLines } from '../../src/server/ops/log.mjs';
import { collectProcessMetrics, metricsReaders } from '../../src/server/ops/metrics.mjs';
import { createEdge, createEdgeServer, EdgeResponse, idleTimeoutMs, markAnsweredBy } from './edge.mjs';
import { isFlightAddress } from './flight-files.mjs';
import { imageCacheMaxBytes } from './image-cache-bound.mjs';
import { buildAddresses, createMemory } from './memory.mjs';
import { createRedirects } from './redirects.mjs';
import { parseRequestRate } from './request-rate.mjs';
import { threadCalls } from './thread-calls.mjs';

// The log's lines are made and written on a thread of their own, not on the one that answers.
startLogThread();
sendConsoleToLog();

// Everything this process writes (uploads, mail copies, the embedded database) is the server user's alone.
process.umask(0o077);
process.env.NODE_ENV ??= 'production';

/** @param {string} message */
function stop(message) {
  log.fatal(message);
  process.exit(1); // the waiting lines are written as the process exits (src/server/ops/log.mjs)
}

let trust;
let requestRate;
let mayReadMetrics;
let idleMs = 0;
try {
  idleMs = idleTimeoutMs();
  imageCacheMaxBytes();
  trust = parseTrustProxy(process.env.TRUST_PROXY);
  requestRate = parseRequestRate(process.env.REQUEST_RATE_LIMIT);
  mayReadMetrics = metricsReaders(process.env.METRICS_ALLOW);
} catch (err) {
  stop(/** @type {Error} */ (err).message);
}
if (!process.env.DATABASE_URL) {
  const dataDir = path.resolve(process.env.DATA_DIR || 'data');
  const socket = embeddedSocketPath(dataDir);
  if (!socket.fits) {
    stop(
      `DATA_DIR is too deep for the embedded database: its socket would be ${socket.path}, ${socket.bytes} bytes, and a Unix socket's path may have at most ${MAX_SOCKET_PATH}. ` +
        `Choose a DATA_DIR of at most ${MAX_SOCKET_PATH - (socket.bytes - Buffer.byteLength(dataDir))} bytes, or set DATABASE_URL.`,
    );
  }
  const unreachable = unreachableReason(dataDir);
  if (unreachable) stop(unreachable);
}
if (process.env.SITE_URL && !/^https?:\/\/[^/?#\s]+\/?$/i.test(process.env.SITE_URL)) {
  stop(`SITE_URL must be an http(s) origin such as https://www.example.org, not ${JSON.stringify(process.env.SITE_URL)}`);
}
if (process.env.API_BASE_URL && !/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/i.test(process.env.API_BASE_URL)) {
  stop(`API_BASE_URL must be an http(s) address such as https://api.example.org/api, not ${JSON.stringify(process.env.API_BASE_URL)}`);
}

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || undefined;
// The routes read PORT for the loopback origins they accept when SITE_URL is not set (src/server/request.ts).
process.env.PORT = String(port);

const edge = createEdge({
  trust,
  maxConnectionsPerAddress: Number(process.env.MAX_CONNECTIONS_PER_ADDRESS) || undefined,
  requestRate,
  mayReadMetrics,
  next: (req, res) => handleWithNext(req, res),
  // Next's thread's part, or none if it does not answer within 5 s (the edge's part is still worth reading).
  siteMetrics: () => calls.ask('metrics', undefined, { ms: 5_000, otherwise: '' }),
});
// Set before Next's thread starts: the routes trust X-Forwarded-For only when it carries this token.
process.env.DRIFTLINE_EDGE_TOKEN = edge.token;
// This process is the site's server: it owns the embedded database and serves it to staff commands (src/server/db).
process.env.DRIFTLINE_PROCESS = 'server';

const distDir = process.env.NEXT_DIST_DIR || '.next';
// Pages Next renders again after a publish stay in this process's memory (next.config.ts: isrFlushToDisk off), never in
// the release folder that several instances share; what an older server left there is not this database's content.
rmSync(path.join(distDir, 'server', 'route-cache'), { recursive: true, force: true });

// Next's thread (next-thread.mjs), listening on a Unix socket in a folder of this process's own (0700: the umask), in
// the temporary folder unless its path is too long for a socket's (then /tmp).
const socketFolder = mkdtempSync(path.join(Buffer.byteLength(os.tmpdir()) > 64 ? '/tmp' : os.tmpdir(), 'driftline-next-'));
process.on('exit', () => rmSync(socketFolder, { recursive: true, force: true }));
const socketPath = path.join(socketFolder, 'next.sock');
const toNextThread = new MessageChannel();
const nextThread = new Worker(new URL('./next-thread.mjs', import.meta.url), {
  env: SHARE_ENV,
  workerData: { socketPath, distDir, port, hostname, driftlineServerPort: toNextThread.port2 },
  transferList: [toNextThread.port2],
});
const nextPort = toNextThread.port1;
let stopping = false;
nextThread.on('error', (err) => {
  log.fatal({ err }, "Next's thread failed");
  process.exit(1); // the waiting lines are written as the process exits (src/server/ops/log.mjs)
});
nextThread.on('exit', (code) => {
  if (stopping) return;
  log.fatal({ code }, "Next's thread ended");
  process.exit(1);
});

const calls = threadCalls(nextPort);
/** @type {() => void} */
let nextReady = () => {};
/** @type {(code: number) => void} */
let nextStopped = () => {};

collectProcessMetrics();
const compression = createCompression();
const memory = /^(off|false|0|no)$/i.test(process.env.EDGE_MEMORY ?? '')
  ? null
  : createMemory({ addresses: buildAddresses(distDir, 'public'), alsoKeeps: isFlightAddress });
// Moved addresses (content_redirects), answered before the memory and Next; loaded by the content watcher.
const redirects = createRedirects();

// Until this instance's content watcher has checked the database (src/server/content/watch.ts), pages wait: a
// database whose content differs from the build's must never be shown the build's pages. Held from the start (Next
// runs the start-up, which starts the watcher, beside the first requests, not before them); with a database that
// holds the build's seed the watcher lets them go at its first query. API routes, the build's files and media do not
// wait. Should the watcher never answer (no database at start), pages go out after PAGES_HELD_MAX_MS.
/** @type {Promise<void> | null} */
let pagesHeld = null;
let releasePages = () => {};
const PAGES_HELD_MAX_MS = 20_000;
/** @param {string} url */
const waitsForContent = (url) => !/^\/(api|_next\/static|media)\//.test(url);
const internalAuthorization = Buffer.from(`Bearer ${edge.token}`);
/** The content watcher's own requests (its sync and the pages it warms), with the edge's token: no request rate for them. */
const isInternal = (/** @type {import('node:http').IncomingMessage} */ req) => {
  const given = req.headers.authorization;
  if (given === undefined || given.length !== internalAuthorization.length) return false;
  return timingSafeEqual(Buffer.from(given), internalAuthorization);
};
function holdPages() {
  if (pagesHeld) return;
  pagesHeld = new Promise((resolve) => {
    const timer = setTimeout(() => {
      log.error({ event: 'content' }, `pages were held ${PAGES_HELD_MAX_MS / 1000} s waiting for the content watcher; serving them`);
      resolve(undefined);
    }, PAGES_HELD_MAX_MS);
    timer.unref();
    releasePages = () => {
      clearTimeout(timer);
      resolve(undefined);
    };
  });
  void pagesHeld.then(() => {
    pagesHeld = null;
    releasePages = () => {};
  });
}
holdPages();

// What Next's thread says: its log lines (text), its answers, and what the content watcher asks of the edge (the
// memory to forget, the redirect table to load, the page gate).
nextPort.on('message', (/** @type {string | import('./thread-calls.mjs').ThreadMessage} */ m) => {
  if (typeof m === 'string') return writeLogLines(m);
  if (m.type === 'answer') calls.answered(m);
  else if (m.type === 'forget') calls.reply(m, memory?.forget(m.value) ?? 0);
  else if (m.type === 'redirects') calls.reply(m, redirects.set(m.value));
  else if (m.type === 'hold') holdPages();
  else if (m.type === 'release') releasePages();
  else if (m.type === 'ready') nextReady();
  else if (m.type === 'stopped') nextStopped(m.value);
});
await new Promise((resolve) => {
  nextReady = () => resolve(undefined);
});

// Next's own x-nextjs-* headers (cache HIT, prerender, stale time) say which framework serves the site, as
// X-Powered-By would, and cost a page ~90 bytes of its first round trip. Only the client router reads one of them
// (x-nextjs-stale-time), on its RSC requests: those keep them.
const NEXT_INTERNAL = /^x-nextjs-/i;

/**
 * Every answer of this server (node:http's ServerResponse option): Next's x-nextjs-* headers are dropped unless the
 * request is the client router's (it has an `rsc` header). Headers given to writeHead pass through here too once
 * any header is set, and the edge sets the security headers on every answer first.
 */
class SiteResponse extends EdgeResponse {
  /** @param {string} name @param {number | string | readonly string[]} value */
  setHeader(name, value) {
    if ((name.charCodeAt(0) | 32) === 120 && NEXT_INTERNAL.test(name) && !this.req.headers.rsc) return this; // 120: x
    return super.setHeader(name, value);
  }
}

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
function handleWithNext(req, res) {
  if (pagesHeld && waitsForContent(req.url ?? '/')) {
    const held = pagesHeld;
    return void held.then(() => handleWithNext(req, res));
  }
  const internal = isInternal(req);
  if (!internal && edge.overAnyRate(req, res)) return;
  if (redirects.answer(req, res)) return void markAnsweredBy(res, 'redirect');
  if (memory?.serve(req, res)) return void markAnsweredBy(res, 'memory');
  if (!internal && edge.overRate(req, res)) return;
  markAnsweredBy(res, 'next');
  compression(req, res, () => {
    // What Next's thread answers (finished there: finish.mjs) is seen by the memory before compression changes it.
    memory?.capture(req, res);
    toNext(req, res);
  });
}

/** Connections to Next's thread, kept open between requests. */
const nextAgent = new http.Agent({ keepAlive: true, maxFreeSockets: 64 });
/** Headers that belong to one connection, not to the request or answer they carry. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'expect']);

/**
 * Sends a request on to Next's thread and its answer back, both streamed: a request's body as it comes (an upload),
 * the answer as Next writes it. A client gone before its answer ends cuts the request there too (a submission's
 * transaction then never commits).
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 */
function toNext(req, res) {
  /** @type {import('node:http').OutgoingHttpHeaders} */
  const headers = {};
  for (const name in req.headers) if (!HOP_BY_HOP.has(name)) headers[name] = req.headers[name];
  /** @type {import('node:http').ClientRequest} */
  let onward;
  try {
    onward = http.request({ socketPath, agent: nextAgent, method: req.method, path: req.url, headers });
  } catch (err) {
    // What Node's own parser let through but its client will not send (a character it refuses in a header or path).
    log.warn({ err, reqId: req.headers['x-request-id'] }, 'request not passed on');
    res.statusCode = 400;
    res.setHeader('content-type', 'application/json; charset=utf-8');
    return void res.end(JSON.stringify({ error: 'The request could not be read.' }));
  }
  let answered = false;
  onward.on('response', (answer) => {
    answered = true;
    res.statusCode = /** @type {number} */ (answer.statusCode);
    for (const [name, values] of Object.entries(answer.headersDistinct)) {
      if (!HOP_BY_HOP.has(name) && name !== 'date') res.setHeader(name, values.length === 1 ? values[0] : values);
    }
    // An answer cut short (Next's thread failed or stopped mid-answer) cuts the client's too; its error adds nothing.
    answer.on('error', () => undefined);
    answer.on('close', () => {
      if (!answer.complete) res.destroy();
    });
    answer.pipe(res);
    // Answered before the body has all come (an early 413): the rest goes no further than here; the edge drops it
    // once the answer is out (edge.mjs, lingerIfStillSending), as it does after any answer.
    answer.once('end', () => {
      if (req.complete) return;
      req.unpipe(onward);
      onward.destroy();
    });
  });
  onward.on('error', (err) => {
    // The client went first, or Next's answer has come (its own stream ends or fails it), or the answer is out and
    // Next stopped reading a body it did not need: nothing to tell.
    if (res.destroyed || res.writableEnded || answered) return;
    log.error({ err, reqId: req.headers['x-request-id'] }, 'request failed');
    if (res.headersSent) return void res.destroy();
    res.statusCode = 500;
    res.end();
  });
  res.on('close', () => {
    if (!res.writableFinished) onward.destroy();
  });
  req.pipe(onward);
}

const server = createEdgeServer(edge, { idleMs, ServerResponse: SiteResponse });
server.on('error', (err) => {
  stop(/** @type {NodeJS.ErrnoException} */ (err).code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT to a free one.` : String(err));
});
server.listen(port, hostname, () => {
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const local = !hostname || address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  nextPort.postMessage({ type: 'origin', value: `http://${local.includes(':') ? `[${local}]` : local}:${address.port}` });
  log.info({ event: 'ready', port }, `Ready on http://${hostname ?? 'localhost'}:${port}`);
});

// Graceful stop, on SIGTERM (systemd, a deploy) or SIGINT (Ctrl-C): stop taking connections (/api/ready answers 503
// from now on), let the requests in flight finish (an upload, a submission) for up to DRAIN_MS, closing each
// connection after its answer, then the site's own shutdown (src/server/startup.ts: sweeps and outbox worker stop,
// the database closes), Next closes, and the process exits 0. Past DRAIN_MS what is still in flight is cut: its
// transaction never commits, so nothing half-stored remains. A second signal ends the process at once.
const DRAIN_MS = 30_000;
/** How long the site's own shutdown may take once the requests are done (an e-mail being sent, the database). */
const SHUTDOWN_MS = 15_000;

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {NodeJS.Signals} signal */
async function stopGracefully(signal) {
  nextPort.postMessage({ type: 'stopping' });
  const inFlight = edge.drain();
  log.info({ event: 'stopping', signal, inFlight }, `${signal}: taking no new connections; ${inFlight} request(s) in flight, waiting up to ${DRAIN_MS / 1000} s`);
  const closed = new Promise((resolve) => server.close(() => resolve(true)));
  // An idle keep-alive connection would hold server.close() up: close each as soon as it has answered.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const drained = await Promise.race([closed, sleep(DRAIN_MS).then(() => false)]);
  clearInterval(idle);
  if (!drained) {
    log.warn({ event: 'stopping' }, `requests still in flight after ${DRAIN_MS / 1000} s are cut off`);
    server.closeAllConnections();
  }
  const force = setTimeout(() => {
    log.error({ event: 'stopping' }, `the shutdown did not finish within ${SHUTDOWN_MS / 1000} s`);
    process.exit(1);
  }, SHUTDOWN_MS);
  force.unref();
  // Next's thread runs the site's shutdown and closes Next, then hands over its last log lines and says so.
  stopping = true;
  const code = await new Promise((resolve) => {
    nextStopped = resolve;
    nextPort.postMessage({ type: 'stop' });
  });
  nextAgent.destroy();
  log.info({ event: 'stopped' }, 'stopped');
  // Every line logged, the last requests' included, is written before the process ends.
  await drainLog();
  process.exit(code);
}
const SIGNALS = /** @type {const} */ (['SIGINT', 'SIGTERM']);
/** @param {NodeJS.Signals} signal */
function onSignal(signal) {
  // From now on either signal ends the process at once.
  for (const s of SIGNALS) {
    process.off(s, onSignal);
    process.once(s, () => process.exit(1));
  }
  void stopGracefully(signal);
}
for (const signal of SIGNALS) process.on(signal, onSignal);
