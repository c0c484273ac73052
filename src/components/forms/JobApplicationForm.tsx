'use client';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formCopy } from '@/content/forms';
import { APPLICATION_FIELDS } from '@/lib/forms/fields';
import type { ApplicationFormInput, ApplicationFormValues } from '@/lib/forms/schemas';
import { DropZone } from './DropZone';
import { FormFooter } from './FormFooter';
import { Honeypot, TextAreaField, TextField } from './FormField';
import { useFormSubmission } from './use-form-submission';
import { lazyResolver } from './lazy-resolver';

const copy = formCopy.application;
const resolver = lazyResolver(() => import('./resolvers').then((m) => m.applicationResolver));

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

/** The job application (SPEC sections 3 and 5), posted to /api/submit. */
export function JobApplicationForm({ position = '', hideSalary = false }: { position?: string; hideSalary?: boolean }) {
  const id = useId().replace(/:/g, '');
  const form = useForm<ApplicationFormInput, unknown, ApplicationFormValues>({
    resolver,
    mode: 'onChange',
    defaultValues: empty(position),
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const { outcome, focusOutcome, progress, honeypotRef, onSubmit } = useFormSubmission(form as never, '/api/submit', APPLICATION_FIELDS, () => empty(position) as never);
  const loading = progress !== null;
  const f = (name: keyof typeof copy.labels) => `${id}-${name}`;
  const err = (name: keyof ApplicationFormInput) => errors[name]?.message as string | undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-5" aria-label={copy.dialogTitle}>
      <Honeypot inputRef={honeypotRef} idPrefix={id} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id={f('name')} label={copy.labels.name} required autoComplete="name" error={err('name')} {...register('name')} />
        <TextField id={f('email')} label={copy.labels.email} required type="email" autoComplete="email" error={err('email')} {...register('email')} />
        <TextField id={f('phone')} label={copy.labels.phone} required type="tel" autoComplete="tel" error={err('phone')} {...register('phone')} />
        <TextField id={f('location')} label={copy.labels.location} required autoComplete="address-level2" error={err('location')} {...register('location')} />
        <TextField id={f('position')} label={copy.labels.position} required error={err('position')} {...register('position')} />
        <TextField
          id={f('startDate')}
          label={copy.labels.startDate}
          required
          inputMode="numeric"
          placeholder={copy.hints.startDate}
          hint={copy.hints.startDate}
          error={err('startDate')}
          {...register('startDate')}
        />
        {hideSalary ? null : <TextField id={f('salary')} label={copy.labels.salary} error={err('salary')} {...register('salary')} />}
        <TextField id={f('linkedin')} label={copy.labels.linkedin} type="url" placeholder={copy.hints.linkedin} error={err('linkedin')} {...register('linkedin')} />
        <TextField id={f('portfolio')} label={copy.labels.portfolio} type="url" placeholder={copy.hints.portfolio} error={err('portfolio')} {...register('portfolio')} />
        <TextField id={f('opportunity')} label={copy.labels.opportunity} error={err('opportunity')} {...register('opportunity')} />
      </div>
      <TextAreaField id={f('whyJoin')} label={copy.labels.whyJoin} error={err('whyJoin')} {...register('whyJoin')} />
      <TextAreaField id={f('project')} label={copy.labels.project} error={err('project')} {...register('project')} />
      <Controller
        control={control}
        name="upload"
        render={({ field, fieldState }) => (
          <DropZone
            id={f('upload')}
            label={copy.labels.upload}
            required
            files={field.value ?? []}
            onChange={(files) => field.onChange(files)}
            error={fieldState.error?.message}
            disabled={loading}
            buttonRef={field.ref}
          />
        )}
      />
      <FormFooter outcome={outcome} success={copy.success} focusOutcome={focusOutcome} progress={progress} loading={loading}>
        {copy.submit}
      </FormFooter>
    </form>
  );
}
