import 'server-only';
import { mediaCopy } from '@/content/media-library';
import { UPLOAD_FIELD } from '@/lib/forms/limits.mjs';
import { createWorkQueue, QueueFull, type WorkQueue } from '@/lib/media/work-queue';
import { SubmissionError } from '../submissions/errors';

/**
 * The decoding of uploads, one at a time per process across all requests: an image's renditions, a video's probe and
 * poster. Eight more wait their turn (their client waits for its answer: the edge does not cut a request whose
 * handler is still working); past that an upload is refused at once with 503 and Retry-After, and nothing is kept.
 * So memory holds one decode however many uploads arrive at once.
 */
const RUNNING = 1;
const WAITING = 8;
const RETRY_AFTER_S = 30;

const QUEUE = Symbol.for('driftline.media-work');
type G = typeof globalThis & { [QUEUE]?: WorkQueue };

export async function mediaWork<T>(task: () => Promise<T>): Promise<T> {
  const queue = ((globalThis as G)[QUEUE] ??= createWorkQueue({ running: RUNNING, waiting: WAITING }));
  try {
    return await queue.run(task);
  } catch (err) {
    if (err instanceof QueueFull) throw new SubmissionError(503, mediaCopy.errors.busy, { [UPLOAD_FIELD]: mediaCopy.errors.busy }, { 'retry-after': String(RETRY_AFTER_S) });
    throw err;
  }
}
