'use client';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formCopy } from '@/content/forms';
import { ENQUIRY_FIELDS } from '@/lib/forms/fields';
import type { EnquiryFormInput, EnquiryFormValues } from '@/lib/forms/schemas';
import { DropZone } from './DropZone';
import { FormFooter } from './FormFooter';
import { Honeypot, TextAreaField, TextField } from './FormField';
import { useFormSubmission } from './use-form-submission';
import { lazyResolver } from './lazy-resolver';

const copy = formCopy.enquiry;
const resolver = lazyResolver(() => import('./resolvers').then((m) => m.enquiryResolver));

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

/** The project enquiry (SPEC sections 3 and 5), posted to /api/contact. */
export function ProjectEnquiryForm({ label, noScriptEmail }: { label: string; noScriptEmail?: string }) {
  const id = useId().replace(/:/g, '');
  const form = useForm<EnquiryFormInput, unknown, EnquiryFormValues>({
    resolver,
    mode: 'onChange',
    defaultValues: empty(),
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const { outcome, focusOutcome, progress, honeypotRef, onSubmit } = useFormSubmission(form as never, '/api/contact', ENQUIRY_FIELDS, empty as never);
  const loading = progress !== null;
  const f = (name: keyof typeof copy.labels) => `${id}-${name}`;
  const err = (name: keyof EnquiryFormInput) => errors[name]?.message as string | undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-5" aria-label={label}>
      <Honeypot inputRef={honeypotRef} idPrefix={id} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id={f('name')} label={copy.labels.name} required autoComplete="name" error={err('name')} {...register('name')} />
        <TextField id={f('company')} label={copy.labels.company} required autoComplete="organization" error={err('company')} {...register('company')} />
        <TextField id={f('phone')} label={copy.labels.phone} required type="tel" autoComplete="tel" error={err('phone')} {...register('phone')} />
        <TextField id={f('email')} label={copy.labels.email} required type="email" autoComplete="email" error={err('email')} {...register('email')} />
        <TextField id={f('budget')} label={copy.labels.budget} required placeholder={copy.hints.budget} error={err('budget')} {...register('budget')} />
        <TextField id={f('timeline')} label={copy.labels.timeline} placeholder={copy.hints.timeline} error={err('timeline')} {...register('timeline')} />
      </div>
      <TextAreaField id={f('project')} label={copy.labels.project} error={err('project')} {...register('project')} />
      <TextField id={f('referral')} label={copy.labels.referral} error={err('referral')} {...register('referral')} />
      <Controller
        control={control}
        name="upload"
        render={({ field, fieldState }) => (
          <DropZone
            id={f('upload')}
            label={copy.labels.upload}
            files={field.value ?? []}
            onChange={(files) => field.onChange(files)}
            error={fieldState.error?.message}
            disabled={loading}
            buttonRef={field.ref}
          />
        )}
      />
      <FormFooter
        outcome={outcome}
        success={copy.success}
        focusOutcome={focusOutcome}
        progress={progress}
        loading={loading}
        noScriptEmail={noScriptEmail}
      >
        {copy.submit}
      </FormFooter>
    </form>
  );
}
