/**
 * What the video player logs when playback fails (SPEC: autoplay failures and player errors are only logged): only
 * what helps someone reading the console, with the error's name.
 */

/** The MediaError codes by name (HTMLMediaElement.error.code). */
const MEDIA_ERROR_NAMES: Record<number, string> = {
  1: 'MEDIA_ERR_ABORTED',
  2: 'MEDIA_ERR_NETWORK',
  3: 'MEDIA_ERR_DECODE',
  4: 'MEDIA_ERR_SRC_NOT_SUPPORTED',
};

/**
 * The words to log after 'Autoplay failed' for a rejected `video.play()`, or null when there is nothing to report: an
 * AbortError is the player itself interrupting the attempt (it paused the video, or changed or removed its source, as
 * closing a case study does), not a failure.
 */
export function playFailure(error: unknown): string | null {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  if (name === 'AbortError') return null;
  const message = typeof error === 'object' && error !== null && 'message' in error ? String((error as { message: unknown }).message) : String(error);
  return name ? `${name}: ${message}` : message;
}

/**
 * The words to log after 'Video error' for a video element's `error` (a MediaError, which a console shows as `{}`): its
 * code's name and the browser's message, e.g. `MEDIA_ERR_SRC_NOT_SUPPORTED (4): no decoder for video/mp4`.
 */
export function mediaErrorText(error: { code: number; message?: string } | null | undefined): string {
  if (!error) return 'unknown error';
  const name = MEDIA_ERROR_NAMES[error.code] ?? 'MEDIA_ERR_UNKNOWN';
  return error.message ? `${name} (${error.code}): ${error.message}` : `${name} (${error.code})`;
}
