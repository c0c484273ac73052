import 'server-only';
import { SubmissionError } from './submissions/errors';

/**
 * The client's address: the right-most X-Forwarded-For entry, i.e. the one added by the nearest proxy
 * (Next.js itself fills it from the socket when no proxy did). Behind a proxy that appends to the header
 * (nginx `$proxy_add_x_forwarded_for`) the left entries are the client's own claims and are ignored.
 */
export function clientAddress(request: Request): string {
  const xff = request.headers.get('x-forwarded-for');
  const last = xff?.split(',').map((s) => s.trim()).filter(Boolean).pop();
  return (last || request.headers.get('x-real-ip') || 'unknown').slice(0, 100);
}

/**
 * Cross-site posts are refused (403): a browser sends Origin on POST; it must be this site's own
 * origin (the Host it was sent to, or SITE_URL). Requests without Origin (curl, server-to-server) pass
 * unless the browser marked them Sec-Fetch-Site: cross-site.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  if (!origin) {
    if (fetchSite === 'cross-site') throw new SubmissionError(403, 'Cross-site form posts are not accepted');
    return;
  }
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    throw new SubmissionError(403, 'Cross-site form posts are not accepted');
  }
  const allowed = new Set<string>();
  for (const h of [request.headers.get('host'), request.headers.get('x-forwarded-host')]) {
    if (h) allowed.add(h.split(',')[0].trim().toLowerCase());
  }
  if (process.env.SITE_URL) {
    try {
      allowed.add(new URL(process.env.SITE_URL).host.toLowerCase());
    } catch {
      /* ignore a malformed SITE_URL */
    }
  }
  if (!allowed.has(originHost)) throw new SubmissionError(403, 'Cross-site form posts are not accepted');
}
