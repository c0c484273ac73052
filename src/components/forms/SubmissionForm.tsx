'use client';
import { useId, type HTMLInputTypeAttribute } from 'react';
import { Controller, useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { DropZone } from './DropZone';
import { FormFooter } from './FormFooter';
import { Honeypot, TextField } from './FormField';
import { useFormSubmission } from './use-form-submission';

/** How a form shows one of its text fields. */
export type FieldOptions = {
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
  placeholder?: string;
  hint?: string;
  /** A textarea. */
  multiline?: boolean;
  /** The whole width, outside the two-column grid (textareas always are). */
  wide?: boolean;
};

type Copy<K extends string> = {
  labels: Record<K | 'upload', string>;
  submit: string;
  success: { heading: string; text: string };
};

type Name<TInput> = Exclude<Extract<keyof TInput, string>, 'upload'>;

type Props<TInput extends FieldValues & { upload?: File[] }, TValues extends FieldValues> = {
  /** The form's accessible name. */
  label: string;
  /** Where it posts (multipart, SPEC section 7). */
  url: string;
  /** Its text fields, in the order it shows and sends them (src/lib/forms/fields.ts). */
  names: readonly Name<TInput>[];
  /** How each is shown; consecutive narrow ones share a two-column grid. */
  fields: Record<Name<TInput>, FieldOptions>;
  /** Fields this form leaves out of view (sent empty). */
  hide?: readonly Name<TInput>[];
  copy: Copy<Name<TInput>>;
  resolver: Resolver<TInput, unknown, TValues>;
  /** The values it starts with, and returns to after a success. */
  empty: () => TInput;
  /** Files are required (the application) or optional (the enquiry). */
  filesRequired?: boolean;
  /** The address the no-JavaScript note gives (see NoScriptNote). */
  noScriptEmail?: string;
};

/**
 * A visitor's form (SPEC sections 3 and 5): its text fields, the drop zone, the outcome, progress and submit button.
 * Validated on every change with the form's zod schema (loaded on first use), posted by useFormSubmission.
 */
export function SubmissionForm<TInput extends FieldValues & { upload?: File[] }, TValues extends FieldValues>({
  label,
  url,
  names,
  fields,
  hide = [],
  copy,
  resolver,
  empty,
  filesRequired = false,
  noScriptEmail,
}: Props<TInput, TValues>) {
  const id = useId().replace(/:/g, '');
  const form = useForm<TInput, unknown, TValues>({ resolver, mode: 'onChange', defaultValues: empty() as DefaultValues<TInput> });
  const { outcome, focusOutcome, progress, honeypotRef, onSubmit } = useFormSubmission(form, url, names, empty);
  const loading = progress !== null;
  const errors = form.formState.errors;

  const field = (name: Name<TInput>) => {
    const control: FieldOptions = { ...fields[name] };
    delete control.wide; // layout, not an attribute
    return (
      <TextField
        key={name}
        id={`${id}-${name}`}
        label={copy.labels[name]}
        error={errors[name]?.message as string | undefined}
        {...control}
        {...form.register(name as unknown as Path<TInput>)}
      />
    );
  };

  // Runs of narrow fields go in a two-column grid; wide ones and textareas stand alone.
  const alone = (name: Name<TInput>) => Boolean(fields[name].wide || fields[name].multiline);
  const rows: Name<TInput>[][] = [];
  for (const name of names) {
    if (hide.includes(name)) continue;
    const last = rows[rows.length - 1];
    if (!alone(name) && last && !alone(last[0])) last.push(name);
    else rows.push([name]);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-5" aria-label={label}>
      <Honeypot inputRef={honeypotRef} idPrefix={id} />
      {rows.map((row) =>
        alone(row[0]) ? (
          field(row[0])
        ) : (
          <div key={row[0]} className="grid gap-5 sm:grid-cols-2">
            {row.map(field)}
          </div>
        ),
      )}
      <Controller
        control={form.control}
        name={'upload' as Path<TInput>}
        render={({ field: upload, fieldState }) => (
          <DropZone
            id={`${id}-upload`}
            label={copy.labels.upload}
            required={filesRequired}
            files={upload.value ?? []}
            onChange={(files) => upload.onChange(files)}
            error={fieldState.error?.message}
            disabled={loading}
            buttonRef={upload.ref}
          />
        )}
      />
      <FormFooter outcome={outcome} success={copy.success} focusOutcome={focusOutcome} progress={progress} loading={loading} noScriptEmail={noScriptEmail}>
        {copy.submit}
      </FormFooter>
    </form>
  );
}
