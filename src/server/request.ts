import 'server-only';
import { isIP } from 'node:net';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import { siteOrigin } from '@/lib/seo/site-url';
import { discardRest } from './http/discard-rest.mjs';
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

/** The rate limit's bucket: an IPv4 address alone, an IPv6 address with its /64 (shared with the edge's connection cap). */
export { addressBucket } from './http/client-address.mjs';

/** The origins a browser may post from: SITE_URL's; without SITE_URL, this server's own loopback addresses, on its port. */
export function allowedOrigins(): Set<string> {
  if (process.env.SITE_URL) return new Set([siteOrigin()]);
  const port = process.env.PORT || '3000';
  return new Set([`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`]);
}

/** Whether a browser's Origin header names one of allowedOrigins() (the cross-site check and CORS agree on it). */
export function isAllowedOrigin(origin: string): boolean {
  try {
    return allowedOrigins().has(new URL(origin).origin);
  } catch {
    return false;
  }
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
  if (!isAllowedOrigin(origin)) throw refuse();
}


/** The request body as a Node stream, read once; what a refusal leaves unread is dropped by discardRest (./http/discard-rest.mjs). */
export function bodyStream(request: Request): Readable | null {
  return request.body ? Readable.fromWeb(request.body as unknown as NodeWebReadableStream<Uint8Array>, { highWaterMark: 64 * 1024 }) : null;
}

/**
 * The body as UTF-8, refused with 413 past `max` bytes (the rest is dropped, never cancelled: no for-await
 * here, since leaving one early destroys the stream, which cancels the body).
 */
export function readCapped(request: Request, max: number): Promise<string> {
  const source = bodyStream(request);
  if (!source) return Promise.resolve('');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) return void chunks.push(chunk);
      source.off('data', onData);
      discardRest(source);
      reject(new SubmissionError(413, 'The request is too large'));
    };
    source.on('data', onData);
    source.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    source.once('error', () => reject(new SubmissionError(400, 'The request was interrupted')));
  });
}
