// The optimised images' cache bound (scripts/serve/cache-handler.mjs), read once more at start by the server
// (scripts/serve/server.mjs), which stops with the reason when it is not a size.

/** The image cache's size bound in bytes: IMAGE_CACHE_MAX_MB (default 256; a positive number of megabytes). */
export function imageCacheMaxBytes(env = process.env) {
  const raw = env.IMAGE_CACHE_MAX_MB;
  const mb = raw === undefined || raw === '' ? 256 : Number(raw);
  if (!Number.isFinite(mb) || mb <= 0) throw new Error(`IMAGE_CACHE_MAX_MB must be a positive number of megabytes (got ${JSON.stringify(raw)})`);
  return Math.floor(mb * 1024 * 1024);
}
