import { applicationFieldsSchema } from '@/lib/forms/schemas';
import { handleMultipartSubmission } from '@/server/submissions';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/submit: a job application (multipart, files under `upload`; SPEC section 7). */
export function POST(request: Request) {
  return handleMultipartSubmission(request, { kind: 'application', schema: applicationFieldsSchema, requireFiles: true });
}
