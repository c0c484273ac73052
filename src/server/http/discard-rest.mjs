// What is left of a refused request's body, read and dropped: by the route that refused it (src/server/submissions,
// src/server/media/upload.ts) and by the production server's edge once any answer is out while the body is still
// coming (scripts/serve/edge.mjs), so the client, still sending, reads the answer instead of a reset.
import { REFUSAL_DRAIN } from '../../lib/forms/limits.mjs';

/**
 * Reads what is left of a request's body and drops it, bounded in bytes and time (REFUSAL_DRAIN); past the bounds it
 * stops reading, and the edge closes the connection a moment after the answer went out. It never cancels or destroys
 * the body: cancelling a request body inside Node's fetch can race its end and throw an uncaught error.
 * @param {import('node:stream').Readable} source
 */
export function discardRest(source) {
  let dropped = 0;
  const stop = () => {
    clearTimeout(timer);
    source.off('data', drop);
    source.pause();
  };
  const drop = (/** @type {Buffer} */ chunk) => {
    dropped += chunk.length;
    if (dropped > REFUSAL_DRAIN.bytes) stop();
  };
  const timer = setTimeout(stop, REFUSAL_DRAIN.ms);
  timer.unref();
  source.on('data', drop);
  source.once('end', stop);
  source.once('close', stop);
  source.on('error', () => undefined);
  source.resume();
}
