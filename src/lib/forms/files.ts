import {
  FILE_TOO_LARGE_MESSAGE,
  MAX_FILE_BYTES,
  MAX_FILES,
  MAX_TOTAL_BYTES,
  TOO_MANY_FILES_MESSAGE,
  TOTAL_TOO_LARGE_MESSAGE,
} from './limits.mjs';

export type SizedFile = { name: string; size: number };

export type FileCheck<F extends SizedFile> =
  | { ok: true; files: F[] }
  | { ok: false; message: string; files: F[] };

/**
 * The drop zone's rule: may `added` join `current`? All or nothing — when any limit would be broken,
 * none of the added files are accepted and `files` stays `current`. The total is checked first, because
 * SPEC section 5 names its alert: 'Total file size cannot exceed 100MB'.
 */
export function checkFiles<F extends SizedFile>(current: readonly F[], added: readonly F[]): FileCheck<F> {
  const files = [...current, ...added];
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (total > MAX_TOTAL_BYTES) return { ok: false, message: TOTAL_TOO_LARGE_MESSAGE, files: [...current] };
  if (added.some((f) => f.size > MAX_FILE_BYTES)) return { ok: false, message: FILE_TOO_LARGE_MESSAGE, files: [...current] };
  if (files.length > MAX_FILES) return { ok: false, message: TOO_MANY_FILES_MESSAGE, files: [...current] };
  return { ok: true, files };
}
