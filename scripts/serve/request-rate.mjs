// The edge's per-address request rate (scripts/serve/edge.mjs): every request that goes on to Next (a page rendered
// on request, an API route, /_next/image, a client-router request, a 404) takes a token from its client address's
// bucket, a request that writes (POST, PUT, PATCH, DELETE: a sign-in, a form) WRITE_COST tokens; the edge's own
// answers from memory take none. A bucket holds `burst` tokens and refills at `perSecond`, so a page load's burst of
// images and prefetches passes, and one address looping on a dynamic route gets a 429 from the edge (no database, no
// render) for all but `perSecond` of its requests.
// Every request, the memory's answers too, also takes a token from a second bucket ANY_REQUEST_FACTOR times larger and
// faster (500 a second, 5,000 at once, by default): a person's pages never come near it, and one address looping on
// the answers from memory (cheap each, not free: thousands a second fill a core) is held like one looping on Next.
//   REQUEST_RATE_LIMIT: requests per second per address (default 20; the burst is ten seconds' worth), or `off`
//   (both buckets).

/** The default sustained rate, per address, of requests the application answers. */
export const DEFAULT_REQUESTS_PER_SECOND = 20;
/** The burst an address may spend at once, in seconds of its rate. */
export const BURST_SECONDS = 10;
/** Tokens a request that writes takes: a person sends a form or signs in now and then, a script in a loop. */
export const WRITE_COST = 5;
/** How much larger and faster the bucket every request takes from is, than the one for requests that reach Next. */
export const ANY_REQUEST_FACTOR = 25;

/**
 * The limit REQUEST_RATE_LIMIT asks for: `{ perSecond, burst }`, or null for `off`/`0`. Throws on anything else.
 * @param {string | undefined} value
 * @returns {{ perSecond: number, burst: number } | null}
 */
export function parseRequestRate(value) {
  const v = (value ?? '').trim();
  if (/^(off|false|no|0)$/i.test(v)) return null;
  const perSecond = v === '' ? DEFAULT_REQUESTS_PER_SECOND : Number(v);
  if (!Number.isFinite(perSecond) || perSecond <= 0) throw new Error(`REQUEST_RATE_LIMIT must be a number of requests per second, or off; not ${JSON.stringify(value)}`);
  return { perSecond, burst: Math.max(1, Math.round(perSecond * BURST_SECONDS)) };
}

/**
 * Token buckets per address, in memory (a few dozen bytes each; full buckets are forgotten, since a new one starts
 * full, and at most `maxAddresses` are kept: past that the longest-unused goes first).
 * @param {{ perSecond: number, burst: number, maxAddresses?: number, now?: () => number }} options
 */
export function createRequestRate({ perSecond, burst, maxAddresses = 100_000, now = () => performance.now() }) {
  /** @type {Map<string, { tokens: number, at: number }>} insertion order is recency order */
  const buckets = new Map();

  /**
   * Takes `cost` tokens for `address`: 0 when the request may go on, else the whole seconds until they are there.
   * @param {string} address @param {number} [cost]
   */
  function take(address, cost = 1) {
    const t = now();
    let b = buckets.get(address);
    if (b) {
      buckets.delete(address);
      b.tokens = Math.min(burst, b.tokens + ((t - b.at) / 1000) * perSecond);
      b.at = t;
    } else {
      b = { tokens: burst, at: t };
      if (buckets.size >= maxAddresses) buckets.delete(/** @type {string} */ (buckets.keys().next().value));
    }
    buckets.set(address, b);
    if (b.tokens >= cost) {
      b.tokens -= cost;
      return 0;
    }
    return Math.max(1, Math.ceil((Math.min(cost, burst) - b.tokens) / perSecond));
  }

  /** Forgets the buckets that have refilled (a new one would be the same). */
  function sweep() {
    const t = now();
    for (const [address, b] of buckets) if (b.tokens + ((t - b.at) / 1000) * perSecond >= burst) buckets.delete(address);
  }

  return { take, sweep, size: () => buckets.size };
}
