import type { ReactNode } from 'react';
import { staffContentCopy } from '@/content/staff';
import { fieldId, type Field, type Path } from '@/lib/content/fields';
import { fillTemplate } from '@/lib/copy/template';

/**
 * What every control of the content form is made with: its props, how it ties itself to its label, hint and message
 * (wiring), its label, a group of fields, a checkbox, the button that adds an optional part. One control per file
 * (FieldView picks the one for a field's type).
 */

const copy = staffContentCopy.form;
export const labelClass = 'mb-1.5 block text-sm font-medium text-fg';
export const smallButton =
  'inline-flex min-h-11 items-center rounded-pill border border-line px-3 py-1.5 text-xs font-semibold text-fg transition hover:bg-ink-3 disabled:opacity-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

export type FieldProps = {
  field: Field;
  value: unknown;
  errors: Record<string, string>;
  onChange: (path: Path, value: unknown) => void;
  root?: boolean;
  /** A label for an array entry ("Item 2"), used instead of the field's own. */
  label?: string;
  /** Inside a union's group (UnionField): the option's fields without a group, id or message of their own. */
  bare?: boolean;
  /** The group a bare object's field is in ("Items 3"): an upload's control names it ("Items 3 › Source"). */
  context?: string;
};

export const keyOf = (path: Path) => path.join('.');

/**
 * React keys for the entries of a list (ArrayField, RecordField): those the page starts with are keyed by position
 * (-1, -2, …: the same on the server and in the browser); each one added gets one of these, unique for the page's life,
 * so an entry keeps its key (and what its fields hold) as it moves.
 */
let lastEntryKey = 0;
export const newEntryKey = () => ++lastEntryKey;

/**
 * How every field ties its control to its label, hint and message: the id (fieldId, what the error summary links to),
 * `aria-invalid` and `aria-describedby` (the hint, then the message) for the control or the group, and the message.
 */
export type Wiring = {
  id: string;
  message?: string;
  hintId?: string;
  control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };
  group: { id: string; 'aria-describedby'?: string };
  error: ReactNode;
};

/** The wiring of the field at `path`: `hint` when it has a hint; `message` in place of the server's (the form's own check). */
export function wiring(path: Path, errors: Record<string, string>, { hint = false, message }: { hint?: boolean; message?: string } = {}): Wiring {
  const id = fieldId(path);
  const text = message ?? errors[keyOf(path)];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = text ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    id,
    message: text,
    hintId,
    control: { id, 'aria-invalid': text ? true : undefined, 'aria-describedby': describedBy },
    group: { id, 'aria-describedby': describedBy },
    error: text ? (
      <p id={errorId} className="mt-1.5 text-sm text-danger">
        {text}
      </p>
    ) : null,
  };
}

/** A field's name: the label of its control (`htmlFor`), or, for a group of controls, the text that names it (`id`). */
export function FieldLabel({ htmlFor, id, name, optional }: { htmlFor?: string; id?: string; name: string; optional?: boolean }) {
  const text = (
    <>
      {name}
      {optional ? <span className="ml-2 text-xs font-normal text-muted">({copy.optional})</span> : null}
    </>
  );
  return htmlFor ? (
    <label htmlFor={htmlFor} className={labelClass}>
      {text}
    </label>
  ) : (
    <p id={id} className={labelClass}>
      {text}
    </p>
  );
}

export function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-xs text-muted">
      {children}
    </p>
  );
}

/** One control as most fields show it: its label, the control (with what goes with it), its hint, its message. */
export function FieldFrame({ w, name, optional, hint, children }: { w: Wiring; name: string; optional?: boolean; hint?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <FieldLabel htmlFor={w.id} name={name} optional={optional} />
      {children}
      {hint && w.hintId ? <Hint id={w.hintId}>{hint}</Hint> : null}
      {w.error}
    </div>
  );
}

/** A group of fields (an object, a list, a video, a union's entry): a fieldset named by its legend, its message first. */
export function FieldGroup({ w, name, spacing = 'space-y-5', children }: { w: Wiring; name: string; spacing?: string; children: ReactNode }) {
  return (
    <fieldset {...w.group} className={`${spacing} rounded-[var(--radius-card)] border border-line px-3 py-4 sm:p-5`}>
      <legend className="px-2 text-sm font-semibold text-fg">{name}</legend>
      {w.error}
      {children}
    </fieldset>
  );
}

/** A checkbox inside its label, and its message. */
export function CheckField({ w, label, checked, onChange }: { w: Wiring; label: ReactNode; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div>
      <label className="inline-flex min-h-11 items-center gap-3 text-sm text-fg">
        <input type="checkbox" checked={checked} className="size-5 accent-[var(--color-blue)]" {...w.control} onChange={(e) => onChange(e.target.checked)} />
        {label}
      </label>
      {w.error}
    </div>
  );
}

/** An optional part that is not there: one button adds it. */
export function AddOptional({ w, name, onAdd }: { w: Wiring; name: string; onAdd: () => void }) {
  return (
    <div id={w.id}>
      <button type="button" className={smallButton} onClick={onAdd}>
        {fillTemplate(copy.addOptional, { field: name })}
      </button>
    </div>
  );
}


export type Of<T extends Field['type']> = Omit<FieldProps, 'field' | 'label' | 'root' | 'bare' | 'context'> & { field: Extract<Field, { type: T }>; name: string };
export type Nested = { root?: boolean; bare?: boolean };

