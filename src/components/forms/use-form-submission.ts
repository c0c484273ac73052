'use client';
import { useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { HONEYPOT_FIELD, UPLOAD_FIELD } from '@/lib/forms/limits.mjs';
import { sendForm } from './send-form';

export type Outcome = 'success' | 'failure' | null;

/**
 * Submitting a form: multipart with the spec's field names and each file under `upload`, upload
 * progress, the outcome (a new attempt clears the previous one), reset on success, and server field
 * errors (422 `{ fields }`) shown at their fields with focus on the first.
 */
export function useFormSubmission<TInput extends FieldValues, TValues extends FieldValues>(
  form: UseFormReturn<TInput, unknown, TValues>,
  url: string,
  fieldNames: readonly string[],
  resetTo: () => TInput,
) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  /** Focus goes to the outcome view, unless the server named fields: then to the first of those. */
  const [focusOutcome, setFocusOutcome] = useState(true);
  const [progress, setProgress] = useState<number | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);

  const onValid = async (values: TValues) => {
    setOutcome(null);
    setProgress(0);
    const data = new FormData();
    for (const name of fieldNames) data.append(name, String(values[name] ?? ''));
    for (const file of (values.upload as File[] | undefined) ?? []) data.append(UPLOAD_FIELD, file, file.name);
    const trap = honeypotRef.current?.value;
    if (trap) data.append(HONEYPOT_FIELD, trap);
    try {
      const res = await sendForm(url, data, setProgress);
      if (res.ok) {
        form.reset(resetTo());
        setFocusOutcome(true);
        setOutcome('success');
        return;
      }
      const fields = res.body?.fields ?? {};
      const known = Object.keys(fields).filter((k) => fieldNames.includes(k) || k === UPLOAD_FIELD);
      known.forEach((k, i) => form.setError(k as Path<TInput>, { type: 'server', message: fields[k] }, { shouldFocus: i === 0 }));
      setFocusOutcome(known.length === 0);
      setOutcome('failure');
    } catch {
      setFocusOutcome(true);
      setOutcome('failure');
    } finally {
      setProgress(null);
    }
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => form.handleSubmit(onValid, () => setOutcome(null))(event);

  return { outcome, focusOutcome, progress, honeypotRef, onSubmit };
}
