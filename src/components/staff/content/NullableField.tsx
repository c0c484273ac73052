'use client';
import { staffContentCopy } from '@/content/staff';
import { emptyValue } from '@/lib/content/fields';
import { fillTemplate } from '@/lib/copy/template';
import { AddOptional, smallButton, wiring, type Of } from './field-parts';
import type { RenderField } from './RecordField';

const copy = staffContentCopy.form;

/** A value that may be left out as null: Add when it is null, else its usual control and a button that empties it. */
export function NullableField({ field, value, errors, onChange, name, render }: Of<'nullable'> & { render: RenderField }) {
  if (value === null || value === undefined) return <AddOptional w={wiring(field.path, errors)} name={name} onAdd={() => onChange(field.path, emptyValue(field.inner))} />;
  return (
    <div className="space-y-2">
      {render({ field: field.inner, value, errors, onChange, label: name })}
      <button type="button" className={smallButton} onClick={() => onChange(field.path, null)}>
        {fillTemplate(copy.removeOptional, { field: name })}
      </button>
    </div>
  );
}
