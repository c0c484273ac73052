import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { formCopy } from '@/content/forms';

export const inputClass =
  'block w-full rounded-xl border border-line bg-ink px-4 py-3 text-base text-fg placeholder:text-muted/80 transition ' +
  'hover:border-muted/60 focus-visible:border-blue focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'aria-[invalid=true]:border-danger';

type Common = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
};

/** Label, control, hint and error, wired for assistive tech (aria-describedby, aria-invalid). */
export function FieldShell({ id, label, error, hint, required, className, children }: Common & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-2 flex items-baseline justify-between gap-3 text-sm font-medium text-fg">
        <span>
          {label}
          {required ? <span aria-hidden="true" className="text-cyan"> *</span> : null}
        </span>
        {!required ? <span className="text-xs font-normal text-muted">{formCopy.optional}</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
      {error}
    </p>
  ) : null;
}

export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

/** The id and ARIA wiring every text control shares: invalid, required, and its hint/error descriptions. */
function controlProps({ id, hint, error, required }: Common) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(id, hint, error),
  } as const;
}

type TextFieldProps = Common & { multiline?: boolean; ref?: Ref<HTMLInputElement> } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled text control: one line (an input, `ref` to it) or, with `multiline`, several (a textarea that grows by hand). */
export function TextField({ id, label, error, hint, required, className, multiline, ...control }: TextFieldProps) {
  const wiring = controlProps({ id, label, hint, error, required });
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required} className={className}>
      {multiline ? (
        <textarea {...wiring} rows={4} className={`${inputClass} min-h-28 resize-y`} {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      ) : (
        <input {...wiring} className={inputClass} {...control} />
      )}
    </FieldShell>
  );
}

/** The trap for bots: off-screen, inert (no keyboard focus) and hidden from assistive tech. */
export function Honeypot({ inputRef, idPrefix }: { inputRef: React.Ref<HTMLInputElement>; idPrefix: string }) {
  return (
    <div aria-hidden="true" inert className="pointer-events-none absolute -left-[9999px] top-0 h-px w-px overflow-hidden opacity-0">
      <label htmlFor={`${idPrefix}-website`}>{formCopy.honeypotLabel}</label>
      <input ref={inputRef} id={`${idPrefix}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
