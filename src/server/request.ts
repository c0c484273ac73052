import 'server-only';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import { siteOrigin } from '@/lib/seo/site-url';
import { SubmissionError } from './submissions/errors';

/**
 * The client's address, as the production server's edge resolved it (scripts/serve/client-address.mjs: the
 * socket's peer, or X-Forwarded-For read from the right past the proxies TRUST_PROXY names) and wrote into
 * X-Forwarded-For with a token only this process knows. Without the token (a server other than scripts/serve/server.mjs,
 * e.g. `next dev`) the header may be the client's own words, so nothing is trusted and the address is null.
 */
export function clientAddress(request: Request): string | null {
  const token = process.env.DRIFTLINE_EDGE_TOKEN;
  if (!token || request.headers.get('x-driftline-edge') !== token) return null;
  const value = request.headers.get('x-forwarded-for')?.trim() ?? '';
  return isIP(value) ? value : null;
}

/**
 * The rate limit's bucket for an address: an IPv4 address counts alone; an IPv6 address counts with its /64,
 * the block one subscriber gets (anyone can pick a new address inside it at will). No address: one shared bucket.
 */
export function addressBucket(address: string | null): string {
  if (!address) return 'unknown';
  if (isIP(address) !== 6) return address;
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/** The origins a browser may post from: SITE_URL's; without SITE_URL, this server's own loopback addresses. */
export function allowedOrigins(): Set<string> {
  if (process.env.SITE_URL) return new Set([siteOrigin()]);
  const port = process.env.PORT || '3000';
  return new Set([siteOrigin(), `http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`]);
}

/**
 * Cross-site posts are refused (403). A browser sends Origin on POST; it must be one of allowedOrigins(),
 * never judged from Host or X-Forwarded-Host, which the sender writes (a DNS-rebinding page would pass a Host
 * check). Requests without Origin (curl, server-to-server) pass unless the browser marked them
 * Sec-Fetch-Site: cross-site.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  const refuse = () => new SubmissionError(403, 'Cross-site form posts are not accepted');
  if (!origin) {
    if (fetchSite === 'cross-site') throw refuse();
    return;
  }
  let normalized: string;
  try {
    normalized = new URL(origin).origin;
  } catch {
    throw refuse();
  }
  if (!allowedOrigins().has(normalized)) throw refuse();
}

/** After a refusal, the rest of a body is read and dropped up to this many bytes… */
export const DISCARD_MAX_BYTES = 16 * 1024 * 1024;
/** …or for this long; past either, reading stops and the server's edge closes the connection. */
export const DISCARD_MAX_MS = 5_000;

/**
 * Reads what is left of a refused request's body and drops it, so the client, still sending, reads the
 * refusal instead of a reset; bounded in bytes and time. It never cancels or destroys the body: cancelling a
 * request body inside Node's fetch can race its end and throw an uncaught error. Past the bounds it stops
 * reading; scripts/serve/server.mjs then closes the connection a moment after the answer went out.
 */
export function discardRest(source: Readable): void {
  let dropped = 0;
  const stop = () => {
    clearTimeout(timer);
    source.off('data', drop);
    source.pause();
  };
  const drop = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DISCARD_MAX_BYTES) stop();
  };
  const timer = setTimeout(stop, DISCARD_MAX_MS);
  timer.unref();
  source.on('data', drop);
  source.once('end', stop);
  source.once('close', stop);
  source.on('error', () => undefined);
  source.resume();
}
