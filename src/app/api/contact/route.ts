import { enquiryFieldsSchema } from '@/lib/forms/schemas';
import { routeHandlers } from '@/server/http/methods';
import { handleMultipartSubmission } from '@/server/submissions';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/contact: a project enquiry (multipart, optional files under `upload`; SPEC section 7). */
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeHandlers({
  POST: (request) => handleMultipartSubmission(request, { kind: 'enquiry', schema: enquiryFieldsSchema, requireFiles: false }),
});
