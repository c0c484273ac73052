'use client';
import { applicationCopy } from '@/content/job-application-form';
import { apiUrl } from '@/lib/forms/api';
import { APPLICATION_FIELDS } from '@/lib/forms/fields';
import type { ApplicationFormInput } from '@/lib/forms/schemas';
import { lazyResolver } from './lazy-resolver';
import { SubmissionForm, type FieldOptions } from './SubmissionForm';

const copy = applicationCopy;
const resolver = lazyResolver(() => import('./resolvers').then((m) => m.applicationResolver));

const FIELDS: Record<(typeof APPLICATION_FIELDS)[number], FieldOptions> = {
  name: { required: true, autoComplete: 'name' },
  email: { required: true, type: 'email', autoComplete: 'email' },
  phone: { required: true, type: 'tel', autoComplete: 'tel' },
  location: { required: true, autoComplete: 'address-level2' },
  position: { required: true },
  startDate: { required: true, inputMode: 'numeric', placeholder: copy.hints.startDate, hint: copy.hints.startDate },
  salary: {},
  linkedin: { type: 'url', placeholder: copy.hints.linkedin },
  portfolio: { type: 'url', placeholder: copy.hints.portfolio },
  opportunity: {},
  whyJoin: { multiline: true },
  project: { multiline: true },
};

const empty = (position: string): ApplicationFormInput => ({
  name: '',
  email: '',
  phone: '',
  location: '',
  position,
  startDate: '',
  salary: '',
  linkedin: '',
  portfolio: '',
  opportunity: '',
  whyJoin: '',
  project: '',
  upload: [],
});

/** The job application (SPEC sections 3 and 5), posted to /api/submit (or API_BASE_URL/submit); internships hide the salary field. */
export function JobApplicationForm({ position = '', hideSalary = false }: { position?: string; hideSalary?: boolean }) {
  return (
    <SubmissionForm
      label={copy.dialogTitle}
      url={apiUrl('/submit')}
      names={APPLICATION_FIELDS}
      fields={FIELDS}
      hide={hideSalary ? ['salary'] : []}
      copy={copy}
      resolver={resolver}
      empty={() => empty(position)}
      filesRequired
    />
  );
}
