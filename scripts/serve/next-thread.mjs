// Next's thread of the production server: scripts/serve/server.mjs starts it as a worker thread and sends it every
// request the edge's memory and redirects cannot answer, over a Unix socket in a folder only the server's user can
// open. Here Next's request handler answers them, for the build in .next, with the finisher (finish.mjs: a public
// page finished, its policy written) and the runtime flight files (flight-files.mjs) in front of it, uncompressed:
// the server's thread keeps what it may in its memory and compresses.
// Next runs apart from the edge so that an answer from the memory pays for nothing of Next's: not the hooks its
// AsyncLocalStorage instances run on every asynchronous step on Node 20, not its larger heap's garbage collection,
// not its patched process.nextTick (`npm run bench:pages` measures both). One process still: one PID for systemd,
// one memory, the environment shared (SHARE_ENV).
// What the site's code asks of the server (src/server/content/watch.ts: forget pages, load redirects, hold and
// release pages; src/server/startup.ts: the stop) and the site's metrics and log lines go between the threads as
// messages on one port (workerData.driftlineServerPort), in order: this thread's log lines as text, the rest as
// objects, so the last lines reach the server's thread before the stop's end does.
import http from 'node:http';
import { workerData } from 'node:worker_threads';
import { stylesheetReader } from '../build/lib/stylesheets.mjs';
import { drainLog, log } from '../../src/server/ops/log.mjs';
import { metricsText } from '../../src/server/ops/metrics.mjs';
import { installSharedAsyncLocalStorage } from './async-storage.mjs';
import { sendConsoleToLog } from './console-to-log.mjs';
import { createFinisher } from './finish.mjs';
import { createFlightFiles } from './flight-files.mjs';
import { threadCalls } from './thread-calls.mjs';

sendConsoleToLog();
// One native AsyncLocalStorage under all of Next's, React's and Better Auth's, made from here on (async-storage.mjs).
installSharedAsyncLocalStorage();

/** @type {{ socketPath: string, distDir: string, port: number, hostname: string | undefined, driftlineServerPort: MessagePort }} */
const { socketPath, distDir, port, hostname, driftlineServerPort: server } = workerData;

const calls = threadCalls(server);

/**
 * What the content watcher (bundled by Next, so reached through globalThis, as driftline.shutdown is) needs of the
 * server: the token and address to call its own /api/internal/content-sync and warm pages through the edge, the
 * edge's memory to forget, the redirect table to load (redirects.mjs) and the page gate, on the server's thread.
 */
const handle = {
  token: /** @type {string} */ (process.env.DRIFTLINE_EDGE_TOKEN),
  /** @type {string | undefined} set once the server listens */
  origin: undefined,
  /** @param {readonly string[]} paths @returns {Promise<number>} */
  forget: (paths) => calls.ask('forget', paths),
  /** @param {readonly import('./redirects.mjs').Redirect[]} rows @returns {Promise<number>} */
  setRedirects: (rows) => calls.ask('redirects', rows),
  holdPages: () => server.postMessage({ type: 'hold' }),
  releasePages: () => server.postMessage({ type: 'release' }),
};
/** @type {Record<symbol, unknown>} */ (globalThis)[Symbol.for('driftline.edge')] = handle;

const { default: next } = await import('next');
// The site takes no WebSocket. Next attaches its upgrade handler to the server it is given (httpServer, a documented
// option), else to the first request's server: given a stand-in, it never sees one.
const { EventEmitter } = await import('node:events');
const app = next({ dev: false, port, hostname: hostname ?? 'localhost', httpServer: /** @type {any} */ (new EventEmitter()) });
const nextHandler = app.getRequestHandler();
await app.prepare();

// Pages rendered again at runtime have their RSC data in a file of their own, as the build's pages do.
const flights = createFlightFiles({ distDir });
const finish = createFinisher({
  readCss: stylesheetReader(distDir),
  keepFlight: flights.keep,
  onFinished: ({ url, ms, changed }) => changed && log.debug({ event: 'finish-page', url, ms: Math.round(ms * 10) / 10 }, `finished ${url}`),
});

// Only the server's thread talks to this server, and it has bounded the client already (edge.mjs): no timeouts of its
// own, headers as large as the edge lets through and the three it adds.
const local = http.createServer({ requestTimeout: 0, headersTimeout: 0, maxHeaderSize: 32 * 1024, requireHostHeader: false }, (req, res) => {
  if (flights.answer(req, res)) return;
  finish(req, res);
  nextHandler(req, res).catch((err) => {
    log.error({ err, reqId: req.headers['x-request-id'] }, 'request failed');
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
local.keepAliveTimeout = 0; // the server's thread closes the connections it no longer needs

server.on('message', async (/** @type {import('./thread-calls.mjs').ThreadMessage} */ m) => {
  if (m.type === 'answer') {
    calls.answered(m);
  } else if (m.type === 'origin') {
    handle.origin = m.value;
  } else if (m.type === 'metrics') {
    calls.reply(
      m,
      await metricsText('site').catch((err) => {
        log.error({ err }, 'metrics failed');
        return '';
      }),
    );
  } else if (m.type === 'stopping') {
    /** @type {Record<symbol, unknown>} */ (globalThis)[Symbol.for('driftline.stopping')] = true;
  } else if (m.type === 'stop') {
    // The site's own shutdown (src/server/startup.ts: sweeps and outbox worker stop, the database closes), then Next's.
    let code = 0;
    try {
      const shutdown = /** @type {(() => Promise<void>) | undefined} */ (/** @type {Record<symbol, unknown>} */ (globalThis)[Symbol.for('driftline.shutdown')]);
      await shutdown?.();
      await app.close?.();
    } catch (err) {
      log.error({ err, event: 'stopping' }, 'shutdown failed');
      code = 1;
    }
    local.close();
    await drainLog(); // this thread's lines, handed to the server's thread before it hears that the stop is done
    server.postMessage({ type: 'stopped', value: code });
  }
});

local.listen(socketPath, () => server.postMessage({ type: 'ready' }));
