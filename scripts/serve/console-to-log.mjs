// Whatever writes to the console in a thread of the production server (Next itself, a library) writes a JSON line of
// the log instead, errors reduced to what a log line may show (src/server/ops/log.mjs).
import { inspect } from 'node:util';
import { log } from '../../src/server/ops/log.mjs';

/** Sends this thread's console.log, info, warn, error and debug to the log, at the matching level. */
export function sendConsoleToLog() {
  for (const [method, level] of /** @type {const} */ ([['log', 'info'], ['info', 'info'], ['warn', 'warn'], ['error', 'error'], ['debug', 'debug']])) {
    console[method] = (...args) => {
      const err = args.find((a) => a instanceof Error);
      const text = args.filter((a) => !(a instanceof Error)).map((a) => (typeof a === 'string' ? a : inspect(a, { depth: 2, breakLength: Infinity }))).join(' ');
      log[level]({ source: 'console', ...(err ? { err } : {}) }, text);
    };
  }
}
