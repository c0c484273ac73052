// The production server's log thread (src/server/ops/log.mjs, startLogThread): the server's thread hands it the log
// in batches, each request as its fields, and this thread makes the lines and writes them to standard output, so
// neither costs the thread that answers. A batch is written whole before the next is read; `{ flush: n }` is answered
// with n once everything before it is written; `{ sync: true }` (the process is exiting, its thread waiting) sets the
// shared flag `done` instead.
import { parentPort, workerData } from 'node:worker_threads';
import { batchText, writeAllSync } from './log-text.mjs';

/** @type {{ done: Int32Array }} */
const { done } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

port.on('message', (/** @type {(string | number)[] | { flush: number } | { sync: true }} */ m) => {
  if (Array.isArray(m)) {
    try {
      writeAllSync(1, batchText(m, process.pid), Infinity);
    } catch (err) {
      // A batch that cannot be made into lines is lost, said on standard error; the thread goes on with the next.
      writeAllSync(2, `the log thread dropped a batch of ${m.length} entries: ${String(err)}\n`);
    }
    return;
  }
  if ('flush' in m) return void port.postMessage(m.flush);
  Atomics.store(done, 0, 1);
  Atomics.notify(done, 0);
});
