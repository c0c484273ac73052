// The site's log (pino): one JSON line per request (scripts/serve/edge.mjs) and per notable event (a submission
// stored or refused, an e-mail sent or retried, a sign-in, a lockout, a sweep), on standard output, at LOG_LEVEL
// (default info; debug, warn, error, silent). Shared by the production server and the code Next runs (both load
// this file; pino is one of Next's server-external packages, so both write through the same module).
//
// What a line never holds: a visitor's words, a file's name, an e-mail address, a cookie or a token. Events log ids,
// kinds, counts and reasons in the site's own words; errors are cut to their type, code, message and stack, with
// the parameters of a failed query left out and any e-mail address in their text replaced.
import { isMainThread, Worker, workerData } from 'node:worker_threads';
import pino from 'pino';
import { batchText, isoOf, REQUEST_ENTRIES, requestLine, writeAllSync } from './log-text.mjs';

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
 * Date as Node made it: Next replaces the global Date in the threads it runs (to see a page read the clock), and its
 * stand-in doubled the time a log line takes; the server loads this file before Next.
 */
const NativeDate = Date;
/** Now, in ISO 8601. */
const isoNow = () => isoOf(NativeDate.now());

/**
 * Lines are written in batches, off the request's path: they gather in a string until LOG_BATCH_CHARS are waiting (a
 * busy server: some three hundred request lines, one system call; handing a batch to the writer costs about what
 * eighty lines cost to make) or LOG_FLUSH_MS have passed (a quiet one), then go to
 * standard output through pino's asynchronous writer while the next ones gather. A graceful stop waits for all of them
 * (drainLog); on any other exit what is waiting is written synchronously.
 *
 * The production server moves that work to a thread of its own (startLogThread, log-thread.mjs): its thread keeps
 * each request's fields in a batch, in order with the other lines, and hands the batch over every
 * LOG_BATCH_ENTRIES entries or LOG_FLUSH_MS; the log thread makes the lines and writes them.
 */
const LOG_BATCH_CHARS = 64 * 1024;
const LOG_FLUSH_MS = 250;
/** 256 requests: about LOG_BATCH_CHARS of lines. */
const LOG_BATCH_ENTRIES = 256 * REQUEST_ENTRIES;
/** How long an exiting process waits for the log thread to write what it was handed. */
const LOG_EXIT_WAIT_MS = 3_000;

/**
 * Where Next runs on a thread of its own (the production server: scripts/serve/next-thread.mjs), its lines go to the
 * server's thread as they are made, which writes them in its own batches: one writer to standard output, so two
 * threads' batches (a pipe takes 4 KB whole at most) never mix within a line, and the lines stay in the order they
 * were made in. Next's thread logs events, not requests: a message a line costs it nothing it would notice.
 * @type {MessagePort | null}
 */
const toServerThread = !isMainThread && workerData?.driftlineServerPort instanceof MessagePort ? workerData.driftlineServerPort : null;

/**
 * A writer of the log: pino's stream (write, flush), and the line of each answered request.
 * @typedef {{ write(line: string): boolean, request(f: RequestLine): void, flush(cb?: (err?: Error) => void): void }} LogWriter
 */

/** @param {RequestLine} f */
const lineOf = (f) => requestLine(isoNow(), process.pid, f.reqId, f.method, f.path, f.status, f.bytes, f.ms, f.client, f.by);

/**
 * When a writer hands its batch on: at once when it is full, else LOG_FLUSH_MS after the first line since the last
 * batch (one timer, never keeping the process running).
 * @param {() => void} pass hands the batch on; it calls cancel() first
 */
function passWhenDue(pass) {
  /** @type {NodeJS.Timeout | null} */
  let timer = null;
  return {
    /** @param {boolean} full */
    added(full) {
      if (full) pass();
      else if (!timer) {
        timer = setTimeout(pass, LOG_FLUSH_MS);
        timer.unref();
      }
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/**
 * The batches' writer on this thread. minLength 1 (rather than 0) makes its flush(cb) wait until every batch handed to
 * it is written; a batch is handed over whole, so it never holds one back.
 * @returns {LogWriter & { handOver(): string }}
 */
function batchedStandardOutput() {
  let waiting = '';
  let gone = false;
  const pass = () => {
    due.cancel();
    if (!waiting || out.destroyed) return;
    const batch = waiting;
    waiting = '';
    out.write(batch);
  };
  const due = passWhenDue(pass);
  const out = pino.destination({ dest: 1, sync: false, minLength: 1 });
  // Exiting, there is no event loop left for the writer: what it holds, then what is waiting here, is written now.
  process.on('exit', () => {
    due.cancel();
    if (gone || out.destroyed) return;
    try {
      out.flushSync();
    } catch {
      // a write still under way: the rest follows it
    }
    if (waiting) writeAllSync(1, waiting);
    waiting = '';
  });
  /** @param {string} line */
  const write = (line) => {
    waiting += line;
    due.added(waiting.length >= LOG_BATCH_CHARS);
    return true;
  };
  return {
    write,
    request(f) {
      this.write(lineOf(f));
    },
    flush(cb) {
      pass();
      if (out.destroyed) return void cb?.();
      out.flush(cb);
    },
    /** What is waiting, for another writer to write after what this one has written (now, synchronously). */
    handOver() {
      due.cancel();
      gone = true;
      try {
        out.flushSync();
      } catch {
        // a write still under way: it finishes on its own
      }
      const rest = waiting;
      waiting = '';
      return rest;
    },
  };
}

/**
 * The writer of the production server's thread once its log thread runs (startLogThread): entries in a batch, handed
 * over whole. Should the log thread fail, the lines go on through this thread's own writer.
 * @param {import('node:worker_threads').Worker} thread @param {Int32Array} done set by the log thread once it has
 *   written everything at exit @param {string} before what was waiting to be written when the thread started: its
 *   first batch
 * @returns {LogWriter}
 */
function toLogThread(thread, done, before) {
  /** @type {(string | number)[]} */
  let entries = before ? [before] : [];
  let flushes = 0;
  /** @type {Map<number, () => void>} flushes waiting for the log thread's word */
  const flushing = new Map();
  let failed = false;
  const pass = () => {
    due.cancel();
    if (!entries.length) return;
    thread.postMessage(entries);
    entries = [];
  };
  const due = passWhenDue(pass);
  thread.on('message', (/** @type {number} */ n) => {
    flushing.get(n)?.();
    flushing.delete(n);
    if (!flushing.size) thread.unref();
  });
  const fallBack = (/** @type {unknown} */ why) => {
    if (failed) return;
    failed = true;
    due.cancel();
    const own = batchedStandardOutput();
    for (const done of flushing.values()) done();
    flushing.clear();
    const rest = entries;
    entries = [];
    stream.writer = own;
    own.write(batchText(rest, process.pid));
    log.error({ event: 'log', err: why }, 'the log thread stopped: lines it had not written are lost; this thread writes the log from now on');
  };
  thread.on('error', fallBack);
  thread.on('exit', (code) => fallBack(new Error(`exit code ${code}`)));
  // The log thread never keeps the process running, except while a flush waits for it.
  thread.unref();
  // Exiting: the log thread writes what it holds and what is waiting here while this thread waits for it, bounded;
  // past the bound (standard output not read), what it had not written is lost, and standard error says so.
  process.on('exit', () => {
    if (failed) return;
    pass();
    Atomics.store(done, 0, 0);
    thread.postMessage({ sync: true });
    if (Atomics.wait(done, 0, 0, LOG_EXIT_WAIT_MS) === 'timed-out') {
      writeAllSync(2, `the log was not all written within ${LOG_EXIT_WAIT_MS / 1000} s of exiting (standard output not read): the rest is lost\n`);
    }
  });
  return {
    write(line) {
      entries.push(line);
      due.added(entries.length >= LOG_BATCH_ENTRIES);
      return true;
    },
    request(f) {
      entries.push(NativeDate.now(), f.reqId, f.method, f.path, f.status, f.bytes, f.ms, f.client, f.by);
      due.added(entries.length >= LOG_BATCH_ENTRIES);
    },
    flush(cb) {
      // (Once the log thread has failed, the stream no longer comes here: fallBack gave it this thread's own writer.)
      pass();
      const n = ++flushes;
      flushing.set(n, () => cb?.());
      thread.ref();
      thread.postMessage({ flush: n });
    },
  };
}

/**
 * The writer of Next's thread in the production server: each line handed to the server's thread as it is made.
 * @param {MessagePort} port
 * @returns {LogWriter}
 */
function linesTo(port) {
  return {
    write(line) {
      port.postMessage(line);
      return true;
    },
    request: (f) => void port.postMessage(lineOf(f)),
    /** Nothing is held here: what is logged is already on its way. */
    flush(cb) {
      cb?.();
    },
  };
}

/**
 * The logger's stream: it passes everything to the writer of the moment (this thread's batches, or the log thread
 * once it runs). Every copy of this file loaded in a thread shares the first one's logger and this stream.
 * @typedef {LogWriter & { writer: LogWriter }} LogStream
 */
/** @returns {LogStream} */
function switchable() {
  return {
    writer: toServerThread ? linesTo(toServerThread) : batchedStandardOutput(),
    write(line) {
      return this.writer.write(line);
    },
    request(f) {
      this.writer.request(f);
    },
    flush(cb) {
      this.writer.flush(cb);
    },
  };
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
}, switchable()));
/** @type {LogStream} */
const stream = /** @type {any} */ (log)[pino.symbols.streamSym];

/** @typedef {import('./log-text.mjs').RequestLine} RequestLine */

/**
 * Logs one answered request (scripts/serve/edge.mjs): the line `log.info(fields, 'request')` would write
 * (log-text.mjs, requestLine), made here or on the log thread.
 * @param {RequestLine} f
 */
export function logRequest(f) {
  if (log.isLevelEnabled('info')) stream.request(f);
}

/**
 * Starts the log thread (log-thread.mjs) of the production server, on its main thread, once: from then on the lines
 * are made and written there. Scripts and tests that load this file write their lines themselves.
 */
export function startLogThread() {
  const own = stream.writer;
  if (!isMainThread || toServerThread || !('handOver' in own)) return; // not the server's thread, or started already
  const done = new Int32Array(new SharedArrayBuffer(4));
  let thread;
  try {
    thread = new Worker(new URL('./log-thread.mjs', import.meta.url), { workerData: { done } });
  } catch (err) {
    log.error({ event: 'log', err }, 'the log thread could not start: this thread writes the log');
    return;
  }
  stream.writer = toLogThread(thread, done, /** @type {ReturnType<typeof batchedStandardOutput>} */ (own).handOver());
}

/**
 * Lines another thread of this process made (Next's, scripts/serve/next-thread.mjs), written with this thread's own.
 * @param {string} text whole lines
 */
export function writeLogLines(text) {
  stream.write(text);
}

/**
 * Resolves once every line logged so far has been written (the graceful stop's last step before the process exits),
 * or after `ms` (standard output blocked: what is left is written as the process exits, within LOG_EXIT_WAIT_MS).
 * @param {number} [ms]
 * @returns {Promise<void>}
 */
export function drainLog(ms = 5_000) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    stream.flush(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
