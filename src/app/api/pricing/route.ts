import { pricingRequestSchema } from '@/lib/pricing';
import { handleJsonSubmission } from '@/server/submissions';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST /api/pricing: the Plans & Pricing request (JSON: name, email, the configured services).
 * Through the shared submission pipeline: origin check, rate limit, honeypot, 64 KB body cap,
 * the same zod schema as the browser, then a stored row and an outbox e-mail to the staff → 201 { id }.
 */
export async function POST(request: Request) {
  const response = await handleJsonSubmission(request, { kind: 'pricing', schema: pricingRequestSchema });
  // A refusal may leave part of the body unread (too large, wrong origin or type): don't reuse the
  // connection, or the next request on it would be parsed from the leftover bytes.
  if (response.status >= 400) response.headers.set('connection', 'close');
  return response;
}
