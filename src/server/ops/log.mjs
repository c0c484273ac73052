// The site's log (pino): one JSON line per request (scripts/serve/edge.mjs) and per notable event (a submission
// stored or refused, an e-mail sent or retried, a sign-in, a lockout, a sweep), on standard output, at LOG_LEVEL
// (default info; debug, warn, error, silent). Shared by the production server and the code Next runs (both load
// this file; pino is one of Next's server-external packages, so both write through the same module).
//
// What a line never holds: a visitor's words, a file's name, an e-mail address, a cookie or a token. Events log ids,
// kinds, counts and reasons in the site's own words; errors are cut to their type, code, message and stack, with
// the parameters of a failed query left out and any e-mail address in their text replaced.
import { writeSync } from 'node:fs';
import { isMainThread, workerData } from 'node:worker_threads';
import pino from 'pino';

const EMAIL = /[^\s@<>"'(),;:[\]]+@[^\s@<>"'(),;:[\]]+\.[a-z]{2,}/gi;

/** Text with every e-mail address in it replaced. @param {string} text */
export function scrub(text) {
  return text.replace(EMAIL, '[e-mail]');
}

/**
 * What a log line shows of an error: its type, code, message (without the parameters a failed query carried: drizzle
 * appends them to the message) and the stack's frames, every e-mail address replaced; the same of its cause.
 * @param {unknown} err
 * @returns {Record<string, unknown>}
 */
export function errorFields(err) {
  if (!(err instanceof Error)) return { message: scrub(String(err)) };
  const e = /** @type {Error & { code?: unknown }} */ (err);
  const frames = (e.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  return {
    type: e.name,
    ...(typeof e.code === 'string' || typeof e.code === 'number' ? { code: e.code } : {}),
    message: scrub(e.message.split(/\nparams:/)[0]),
    ...(frames ? { stack: scrub(frames) } : {}),
    ...(e.cause !== undefined ? { cause: errorFields(e.cause) } : {}),
  };
}

/**
 * Date as Node made it. Next replaces the global Date in the processes it runs (to see a page read the clock), and
 * its stand-in doubled the time a log line takes; the server loads this file before Next.
 */
const NativeDate = Date;
let lastMs = -1;
let lastIso = '';
/** Now, in ISO 8601, made once a millisecond (a busy server writes several lines in one). */
function isoNow() {
  const ms = NativeDate.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = new NativeDate(ms).toISOString();
  }
  return lastIso;
}

/**
 * Lines are written in batches, off the request's path: they gather in a string until LOG_BATCH_CHARS are waiting (a
 * busy server: some three hundred request lines, one system call; handing a batch to the writer costs about what
 * eighty lines cost to make) or LOG_FLUSH_MS have passed (a quiet one), then go to
 * standard output through pino's asynchronous writer while the next ones gather. A graceful stop waits for all of them
 * (drainLog); on any other exit what is waiting is written synchronously.
 */
const LOG_BATCH_CHARS = 64 * 1024;
const LOG_FLUSH_MS = 250;

/**
 * Where Next runs on a thread of its own (the production server: scripts/serve/next-thread.mjs), its lines go to the
 * server's thread as they are made, which writes them in its own batches: one writer to standard output, so two
 * threads' batches (a pipe takes 4 KB whole at most) never mix within a line, and the lines stay in the order they
 * were made in. Next's thread logs events, not requests: a message a line costs it nothing it would notice.
 * @type {MessagePort | null}
 */
const toServerThread = !isMainThread && workerData?.driftlineServerPort instanceof MessagePort ? workerData.driftlineServerPort : null;

/**
 * The batches' writer. minLength 1 (rather than 0) makes its flush(cb) wait until every batch handed to it is
 * written; a batch is handed over whole, so it never holds one back.
 */
function batchedStandardOutput() {
  let waiting = '';
  /** @type {NodeJS.Timeout | null} */
  let timer = null;
  const pass = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!waiting || out.destroyed) return;
    const batch = waiting;
    waiting = '';
    out.write(batch);
  };
  const out = pino.destination({ dest: 1, sync: false, minLength: 1 });
  // Exiting, there is no event loop left for the writer: what it holds, then what is waiting here, is written now.
  process.on('exit', () => {
    if (timer) clearTimeout(timer);
    if (!waiting || out.destroyed) return;
    try {
      out.flushSync();
    } catch {
      // a write still under way: the rest follows it
    }
    writeAllSync(1, waiting);
    waiting = '';
  });
  return {
    /** @param {string} line */
    write(line) {
      waiting += line;
      if (waiting.length >= LOG_BATCH_CHARS) pass();
      else if (!timer) {
        timer = setTimeout(pass, LOG_FLUSH_MS);
        timer.unref();
      }
      return true;
    },
    /** @param {(err?: Error) => void} [cb] called once everything written so far is written */
    flush(cb) {
      pass();
      if (out.destroyed) return void cb?.();
      out.flush(cb);
    },
  };
}

/**
 * The writer of Next's thread in the production server: each line handed to the server's thread as it is made.
 * @param {MessagePort} port
 */
function linesTo(port) {
  return {
    /** @param {string} line */
    write(line) {
      port.postMessage(line);
      return true;
    },
    /** Nothing is held here: what is logged is already on its way. @param {(err?: Error) => void} [cb] */
    flush(cb) {
      cb?.();
    },
  };
}

/**
 * Writes all of `text` to `fd` before returning, waiting a moment whenever the pipe is full (standard output may be a
 * non-blocking pipe), for at most a few seconds.
 * @param {number} fd @param {string} text
 */
function writeAllSync(fd, text) {
  let rest = Buffer.from(text);
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let tries = 0; rest.length > 0 && tries < 5_000; ) {
    try {
      rest = rest.subarray(writeSync(fd, rest));
    } catch (err) {
      if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'EAGAIN') return;
      tries++;
      Atomics.wait(pause, 0, 0, 1);
    }
  }
}

const KEY = Symbol.for('driftline.log');
/** @type {typeof globalThis & { [KEY]?: import('pino').Logger }} */
const g = /** @type {any} */ (globalThis);

/** The one logger of this process. */
export const log = (g[KEY] ??= pino({
  level: process.env.LOG_LEVEL || 'info',
  base: { pid: process.pid },
  timestamp: () => `,"time":"${isoNow()}"`,
  formatters: { level: (label) => ({ level: label }) },
  serializers: { err: errorFields },
  hooks: {
    // The message too: a line's text never carries an e-mail address.
    logMethod(args, method) {
      method.apply(this, /** @type {any} */ (args.map((a) => (typeof a === 'string' ? scrub(a) : a))));
    },
  },
}, toServerThread ? linesTo(toServerThread) : batchedStandardOutput()));

/**
 * @typedef {object} RequestLine
 * @property {string} reqId @property {string} method @property {string} path @property {number} status
 * @property {number} bytes @property {number} ms @property {string} client @property {string} by
 */

/**
 * The line of one answered request (scripts/serve/edge.mjs): the JSON `log.info(fields, 'request')` writes, field for
 * field, built here. pino's general path (hooks, serializers, formatters) took a tenth of the time the edge's memory
 * needs to answer a page; this is a string template. `log.test.mjs` holds the two to the same line.
 * @param {RequestLine} f
 */
export function logRequest(f) {
  if (!log.isLevelEnabled('info')) return;
  const s = JSON.stringify;
  /** @type {any} */ (log)[pino.symbols.streamSym].write(
    `{"level":"info","time":"${isoNow()}","pid":${process.pid},"reqId":${s(f.reqId)},"method":${s(f.method)},"path":${s(f.path)},"status":${f.status},"bytes":${f.bytes},"ms":${f.ms},"client":${s(f.client)},"by":${s(f.by)},"msg":"request"}\n`,
  );
}

/**
 * Lines another thread of this process made (Next's, scripts/serve/next-thread.mjs), written with this thread's own.
 * @param {string} text whole lines
 */
export function writeLogLines(text) {
  /** @type {any} */ (log)[pino.symbols.streamSym].write(text);
}

/**
 * Resolves once every line logged so far has been written (the graceful stop's last step before the process exits),
 * or after `ms` (standard output blocked: pino then writes what is left synchronously at exit).
 * @param {number} [ms]
 * @returns {Promise<void>}
 */
export function drainLog(ms = 5_000) {
  const stream = /** @type {ReturnType<typeof batchedStandardOutput>} */ (/** @type {any} */ (log)[pino.symbols.streamSym]);
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    stream.flush(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
