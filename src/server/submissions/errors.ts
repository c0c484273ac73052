/** A refusal with its HTTP status and the JSON body `{ error, fields? }` the client gets. */
export class SubmissionError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 413 | 415 | 422 | 429 | 500 | 503,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'SubmissionError';
  }
}
