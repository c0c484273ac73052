// The site's log (pino): one JSON line per request (scripts/serve/edge.mjs) and per notable event (a submission
// stored or refused, an e-mail sent or retried, a sign-in, a lockout, a sweep), on standard output, at LOG_LEVEL
// (default info; debug, warn, error, silent). Shared by the production server and the code Next runs (both load
// this file; pino is one of Next's server-external packages, so both write through the same module).
//
// What a line never holds: a visitor's words, a file's name, an e-mail address, a cookie or a token. Events log ids,
// kinds, counts and reasons in the site's own words; errors are cut to their type, code, message and stack, with
// the parameters of a failed query left out and any e-mail address in their text replaced.
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
  // Written asynchronously: lines wait while a write is under way and go out together, instead of a system call each
  // (a line per request); pino writes what is left synchronously when the process exits.
}, pino.destination({ dest: 1, sync: false })));

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
