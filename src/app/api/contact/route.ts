import { enquiryFieldsSchema } from '@/lib/forms/schemas';
import { handleMultipartSubmission } from '@/server/submissions';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/contact: a project enquiry (multipart, optional files under `upload`; SPEC section 7). */
export function POST(request: Request) {
  return handleMultipartSubmission(request, { kind: 'enquiry', schema: enquiryFieldsSchema, requireFiles: false });
}
