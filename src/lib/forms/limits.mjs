/**
 * Upload limits from SPEC section 5 ("File upload") and section 9. Read by the drop zone in the browser, by the
 * multipart parser on the server and by the production server's edge (scripts/serve/server.mjs), so none can disagree.
 * Every limit is inclusive: exactly 25 MiB per file and exactly 100 MiB in all pass, one byte more does not.
 * Plain JavaScript with JSDoc types, because the edge runs it as it is; TypeScript reads the types (allowJs).
 */
export const MAX_FILES = 10;
/** 25 MB per file. */
export const MAX_FILE_BYTES = 26_214_400;
/** 100 MB for all files of one submission. */
export const MAX_TOTAL_BYTES = 104_857_600;
/**
 * The largest multipart request taken at all (Content-Length): the files plus up to 2 MiB of envelope (the fields
 * and each part's headers). Also nginx's client_max_body_size (deploy/nginx, rendered by scripts/deploy/nginx-config.mjs).
 */
export const MAX_REQUEST_BYTES = MAX_TOTAL_BYTES + 2 * 1024 * 1024;

/**
 * The longest an upload may take, from its first byte to its last: 100 MiB at about 30 KB/s. A connection
 * that sends nothing for 30 s is closed long before (scripts/serve/server.mjs); this bounds one that trickles.
 * Temporary files older than this belong to no upload and are swept (src/server/storage.ts).
 */
export const MAX_UPLOAD_MS = 60 * 60 * 1000;

/**
 * After a refusal sent while the client is still uploading (an early 413), the rest of its body is read and dropped
 * for at most this long or this much (src/server/http/discard-rest.mjs), so the client reads the answer instead of a reset; the
 * edge (scripts/serve/edge.mjs) then closes the connection.
 */
export const REFUSAL_DRAIN = /** @type {const} */ ({ ms: 5_000, bytes: 16 * 1024 * 1024 });

/** The multipart key every file travels under (SPEC section 7). */
export const UPLOAD_FIELD = 'upload';

/** The hidden honeypot field: people never see it, bots fill it in. */
export const HONEYPOT_FIELD = 'website';

export const TOTAL_TOO_LARGE_MESSAGE = 'Total file size cannot exceed 100MB';
export const TOO_MANY_FILES_MESSAGE = `You can attach at most ${MAX_FILES} files`;
export const FILE_TOO_LARGE_MESSAGE = 'Each file must be 25MB or smaller';
export const FILE_REQUIRED_MESSAGE = 'File is required';

/**
 * "2.4 MB", "312 KB", "18 B": sizes as people read them (1 MB = 1048576 bytes, as the limits are).
 * @param {number} bytes
 * @returns {string}
 */
export function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/**
 * Staff uploads of images and videos for the site's content (/api/staff/content/media). Inclusive, as the
 * limits above. A video may be as large as all of a submission's files together, so a media upload is never larger
 * than the request the edge and nginx take (MAX_REQUEST_BYTES).
 */
export const MAX_MEDIA_IMAGE_BYTES = 26_214_400;
/** 100 MB for a video (an MP4): MAX_TOTAL_BYTES. */
export const MAX_MEDIA_VIDEO_BYTES = 104_857_600;
/** The longest alt text taken (a sentence or two; a longer description belongs in the page's text). */
export const MAX_ALT_LENGTH = 300;
