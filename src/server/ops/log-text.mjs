// What the log writes (src/server/ops/log.mjs), shared by the thread that logs and the production server's log thread
// (log-thread.mjs): the line of one answered request, the text of a batch of entries, and writing text whole.
import { writeSync } from 'node:fs';

/**
 * @typedef {object} RequestLine
 * @property {string} reqId @property {string} method @property {string} path @property {number} status
 * @property {number} bytes @property {number} ms @property {string} client @property {string} by
 */

const s = JSON.stringify;

/**
 * The line of one answered request: the JSON `log.info(fields, 'request')` would write, field for field, made with a
 * string template (pino's general path took a tenth of the time the edge's memory needs to answer a page);
 * `log.test.mjs` holds the two to the same line.
 * @param {string} time ISO 8601 @param {number} pid @param {string} reqId @param {string} method @param {string} path
 * @param {number} status @param {number} bytes @param {number} ms @param {string} client @param {string} by
 */
export function requestLine(time, pid, reqId, method, path, status, bytes, ms, client, by) {
  return `{"level":"info","time":"${time}","pid":${pid},"reqId":${s(reqId)},"method":${s(method)},"path":${s(path)},"status":${status},"bytes":${bytes},"ms":${ms},"client":${s(client)},"by":${s(by)},"msg":"request"}\n`;
}

/** How many entries of a batch one request takes: its time (ms since the epoch, a number) and its eight fields. */
export const REQUEST_ENTRIES = 9;

const NativeDate = Date;
let lastMs = -1;
let lastIso = '';
/**
 * A time in ISO 8601, made once a millisecond (a busy server writes several lines in one), with Date as Node made it
 * (log.mjs, NativeDate).
 * @param {number} ms since the epoch
 */
export function isoOf(ms) {
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = new NativeDate(ms).toISOString();
  }
  return lastIso;
}

/**
 * A batch's text: its entries in order, each a request (REQUEST_ENTRIES of them, starting with a number) or a line
 * made elsewhere (a string, whole lines).
 * @param {readonly (string | number)[]} entries @param {number} pid
 */
export function batchText(entries, pid) {
  let text = '';
  for (let i = 0; i < entries.length; ) {
    const first = entries[i];
    if (typeof first === 'string') {
      text += first;
      i += 1;
      continue;
    }
    const e = /** @type {any[]} */ (entries);
    text += requestLine(isoOf(first), pid, e[i + 1], e[i + 2], e[i + 3], e[i + 4], e[i + 5], e[i + 6], e[i + 7], e[i + 8]);
    i += REQUEST_ENTRIES;
  }
  return text;
}

/**
 * Writes all of `text` to `fd` before returning, waiting a moment whenever the pipe is full (standard output may be a
 * non-blocking pipe), for at most `tries` milliseconds of waiting (Infinity: until it is written); any other error
 * drops the rest (standard output closed).
 * @param {number} fd @param {string} text @param {number} [tries]
 */
export function writeAllSync(fd, text, tries = 5_000) {
  let rest = Buffer.from(text);
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = 0; rest.length > 0 && waited < tries; ) {
    try {
      rest = rest.subarray(writeSync(fd, rest));
    } catch (err) {
      if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'EAGAIN') return;
      waited++;
      Atomics.wait(pause, 0, 0, 1);
    }
  }
}
