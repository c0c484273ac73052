import 'server-only';
import { readCapped } from '../request';
import { SubmissionError } from '../submissions/errors';

const MAX_BYTES = 64 * 1024;

/** Whether a request says its body is JSON. */
export const isJson = (request: Request) => /^application\/json\b/i.test(request.headers.get('content-type') ?? '');

/** A JSON object body of at most `maxBytes`; anything else is refused with 400 or 413. */
export async function readJsonObject(request: Request, maxBytes: number): Promise<Record<string, unknown>> {
  const text = await readCapped(request, maxBytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new SubmissionError(400, 'Malformed JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new SubmissionError(400, 'Expected a JSON object');
  return body as Record<string, unknown>;
}

/** A staff action's small JSON body (an object, at most 64 KB); anything else is refused with 400 or 413. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  if (!isJson(request)) throw new SubmissionError(400, 'Expected application/json');
  return readJsonObject(request, MAX_BYTES);
}
