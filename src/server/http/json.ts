import 'server-only';
import { readCapped } from '../request';
import { SubmissionError } from '../submissions/errors';

const MAX_BYTES = 64 * 1024;

/** A staff action's small JSON body (an object, at most 64 KB); anything else is refused with 400 or 413. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) throw new SubmissionError(400, 'Expected application/json');
  const text = await readCapped(request, MAX_BYTES);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new SubmissionError(400, 'Malformed JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new SubmissionError(400, 'Expected a JSON object');
  return body as Record<string, unknown>;
}
