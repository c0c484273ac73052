/**
 * The multipart field names each form sends (SPEC section 7), in the order the staff e-mail lists them.
 * Plain lists, without zod, so the forms can name their fields without loading the schemas at page load;
 * a test checks they match the schemas' fields (src/lib/forms/schemas.test.ts).
 */
import type { ApplicationFields, EnquiryFields } from './schemas';

export const APPLICATION_FIELDS = [
  'name',
  'email',
  'phone',
  'location',
  'position',
  'startDate',
  'salary',
  'linkedin',
  'portfolio',
  'opportunity',
  'whyJoin',
  'project',
] as const satisfies readonly (keyof ApplicationFields)[];

export const ENQUIRY_FIELDS = ['name', 'company', 'phone', 'email', 'budget', 'timeline', 'project', 'referral'] as const satisfies readonly (keyof EnquiryFields)[];
