/**
 * Upload limits from SPEC section 5 ("File upload") and section 9. Read by the drop zone in the browser
 * and by the multipart parser on the server, so the two can never disagree.
 */
export const MAX_FILES = 10;
/** 25 MB per file. */
export const MAX_FILE_BYTES = 26_214_400;
/** 100 MB for all files of one submission. */
export const MAX_TOTAL_BYTES = 104_857_600;

/** The multipart key every file travels under (SPEC section 7). */
export const UPLOAD_FIELD = 'upload';

/** The hidden honeypot field: people never see it, bots fill it in. */
export const HONEYPOT_FIELD = 'website';

export const TOTAL_TOO_LARGE_MESSAGE = 'Total file size cannot exceed 100MB';
export const TOO_MANY_FILES_MESSAGE = `You can attach at most ${MAX_FILES} files`;
export const FILE_TOO_LARGE_MESSAGE = 'Each file must be 25MB or smaller';
export const FILE_REQUIRED_MESSAGE = 'File is required';

/** "2.4 MB", "312 KB", "18 B": sizes as people read them (1 MB = 1048576 bytes, as the limits are). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
