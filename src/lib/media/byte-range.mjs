/**
 * The one byte range a Range header asks for, as [start, end] inclusive, or null. A range Next's file server would
 * not answer with 206 (several ranges, a suffix, one that starts past the end) gets the whole file instead, which
 * HTTP allows. Used by the edge's memory for the build's media (scripts/serve/memory.mjs) and by the route serving
 * uploads (src/app/media/u): Safari plays an MP4 only from a server that answers its `bytes=0-1` with 206.
 * @param {string} header @param {number} size @returns {[number, number] | null}
 */
export function byteRange(header, size) {
  const m = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(header.trim());
  if (!m) return null;
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start < size && end >= start ? [start, end] : null;
}

/**
 * The header a route handler names its body's length in: Next drops Content-Length from a route handler's answer
 * (send-response.js) and sends it chunked. The edge's compression layer (scripts/serve/compression.mjs) gives the
 * length back as Content-Length to an answer it passes on as it is, and never lets this header out.
 */
export const BODY_LENGTH_HEADER = 'x-body-length';

/**
 * Which bytes of which chunks make the range [start, end] (inclusive) of a file kept in chunks of these lengths, in
 * order: [chunk index, from, to) within each chunk. The database store keeps media in 1 MiB chunks and reads only these.
 * @param {number[]} lengths @param {number} start @param {number} end @returns {[number, number, number][]}
 */
export function chunkSlices(lengths, start, end) {
  /** @type {[number, number, number][]} */
  const out = [];
  let at = 0; // where chunk i starts in the file
  for (let i = 0; i < lengths.length && at <= end; at += lengths[i++]) {
    const from = Math.max(0, start - at);
    const to = Math.min(lengths[i], end - at + 1);
    if (to > from) out.push([i, from, to]);
  }
  return out;
}
