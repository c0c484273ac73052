// The production server's log thread (src/server/ops/log.mjs, startLogThread): the server's thread hands it the log
// in batches, each request as its fields, and this thread makes the lines and writes them to standard output, so
// neither costs the thread that answers. A batch is written whole before the next is read; `{ flush: n }` is answered
// with n once everything before it is written; `{ sync: true }` (the process is exiting, its thread waiting) sets the
// shared flag instead.
import { parentPort, workerData } from 'node:worker_threads';
import { batchText, writeAllSync } from './log-text.mjs';

/** @type {{ written: Int32Array }} */
const { written } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

let lastMs = -1;
let lastIso = '';
/** @param {number} ms */
function iso(ms) {
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = new Date(ms).toISOString();
  }
  return lastIso;
}

port.on('message', (/** @type {(string | number)[] | { flush: number } | { sync: true }} */ m) => {
  if (Array.isArray(m)) return void writeAllSync(1, batchText(m, process.pid, iso), Infinity);
  if ('flush' in m) return void port.postMessage(m.flush);
  Atomics.store(written, 0, 1);
  Atomics.notify(written, 0);
});
