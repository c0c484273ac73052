import { pricingRequestSchemaFor } from '@/lib/pricing/request-schema';
import { readPricing } from '@/server/content/read';
import { routeHandlers } from '@/server/http/methods';
import { handleJsonSubmission } from '@/server/submissions';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST /api/pricing: the Plans & Pricing request (JSON: name, email, the configured services).
 * Through the shared submission pipeline: origin check, rate limit, honeypot, 64 KB body cap,
 * the same zod schema as the browser (over the published services, options and skills), then a stored row and an outbox e-mail to the staff → 201 { id }.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: async (request) => handleJsonSubmission(request, { kind: 'pricing', schema: pricingRequestSchemaFor(await readPricing()) }),
});
