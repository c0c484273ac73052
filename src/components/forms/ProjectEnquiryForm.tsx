'use client';
import { enquiryCopy } from '@/content/project-enquiry-form';
import { apiUrl } from '@/lib/forms/api';
import { ENQUIRY_FIELDS } from '@/lib/forms/fields';
import type { EnquiryFormInput } from '@/lib/forms/schemas';
import { lazyResolver } from './lazy-resolver';
import { SubmissionForm, type FieldOptions } from './SubmissionForm';

const copy = enquiryCopy;
const resolver = lazyResolver(() => import('./resolvers').then((m) => m.enquiryResolver));

const FIELDS: Record<(typeof ENQUIRY_FIELDS)[number], FieldOptions> = {
  name: { required: true, autoComplete: 'name' },
  company: { required: true, autoComplete: 'organization' },
  phone: { required: true, type: 'tel', autoComplete: 'tel' },
  email: { required: true, type: 'email', autoComplete: 'email' },
  budget: { required: true, placeholder: copy.hints.budget },
  timeline: { placeholder: copy.hints.timeline },
  project: { multiline: true },
  referral: { wide: true },
};

const empty = (): EnquiryFormInput => ({
  name: '',
  company: '',
  phone: '',
  email: '',
  budget: '',
  timeline: '',
  project: '',
  referral: '',
  upload: [],
});

/** The project enquiry (SPEC sections 3 and 5), posted to /api/contact (or API_BASE_URL/contact). */
export function ProjectEnquiryForm({ label, noScriptEmail }: { label: string; noScriptEmail?: string }) {
  return (
    <SubmissionForm label={label} url={apiUrl('/contact')} names={ENQUIRY_FIELDS} fields={FIELDS} copy={copy} resolver={resolver} empty={empty} noScriptEmail={noScriptEmail} />
  );
}
