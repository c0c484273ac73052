'use client';
import { useState } from 'react';
import { inputClass } from '@/components/forms/FormField';
import { staffContentCopy } from '@/content/staff';
import { useFieldCheck } from './field-checks';
import { CheckField, FieldFrame, wiring, type Of } from './field-parts';
import { RichTextField } from './RichTextField';

const copy = staffContentCopy.form;

/* The fields that hold one value each (text, a number, a switch, a choice, a fixed value, JSON), for FieldView. */

export function StringField({ field, value, errors, onChange, name }: Of<'string'>) {
  if (field.html) return <RichTextField field={field} value={value} errors={errors} onChange={onChange} name={name} />;
  const w = wiring(field.path, errors);
  const text = typeof value === 'string' ? value : '';
  const set = (next: string) => onChange(field.path, next === '' && field.optional ? undefined : next);
  const props = { ...w.control, value: text, className: inputClass, required: !field.optional, maxLength: field.max };
  return (
    <FieldFrame w={w} name={name} optional={field.optional}>
      {field.multiline ? (
        <textarea rows={field.rows ?? 4} {...props} onChange={(e) => set(e.target.value)} />
      ) : (
        <input type={field.format === 'date' ? 'date' : field.format === 'url' ? 'url' : 'text'} {...props} onChange={(e) => set(e.target.value)} />
      )}
    </FieldFrame>
  );
}

export function NumberField({ field, value, errors, onChange, name }: Of<'number'>) {
  const w = wiring(field.path, errors);
  return (
    <FieldFrame w={w} name={name}>
      <input
        {...w.control}
        type="number"
        step={field.int ? 1 : 'any'}
        value={typeof value === 'number' ? value : ''}
        className={inputClass}
        onChange={(e) => onChange(field.path, e.target.value === '' ? (field.optional ? undefined : 0) : Number(e.target.value))}
      />
    </FieldFrame>
  );
}

export function BooleanField({ field, value, errors, onChange, name }: Of<'boolean'>) {
  return <CheckField w={wiring(field.path, errors)} label={name} checked={value === true} onChange={(checked) => onChange(field.path, checked)} />;
}

export function EnumField({ field, value, errors, onChange, name }: Of<'enum'>) {
  const w = wiring(field.path, errors);
  return (
    <FieldFrame w={w} name={name} optional={field.optional}>
      <select {...w.control} value={typeof value === 'string' ? value : ''} className={inputClass} onChange={(e) => onChange(field.path, e.target.value === '' ? undefined : e.target.value)}>
        {field.optional || typeof value !== 'string' ? <option value="">{copy.none}</option> : null}
        {field.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A value the site fixes (a literal): read-only, or, when optional, switched on and off. */
export function LiteralField({ field, value, errors, onChange, name }: Of<'literal'>) {
  if (field.optional) {
    const w = wiring(field.path, errors);
    return <CheckField w={w} label={`${name}: ${String(field.value)}`} checked={value !== undefined} onChange={(on) => onChange(field.path, on ? field.value : undefined)} />;
  }
  const w = wiring(field.path, errors, { hint: true });
  return (
    <FieldFrame w={w} name={name} hint={copy.readOnly}>
      <input {...w.control} type="text" readOnly value={String(field.value)} className={`${inputClass} opacity-80`} />
    </FieldFrame>
  );
}

/** What the walk does not know (a union it cannot split, a type it has no control for): the value as JSON, parsed as staff type. No kind of the site has one (a test says so). */
export function JsonField({ field, value, errors, onChange, name }: Of<'json'>) {
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [bad, setBad] = useState(false);
  useFieldCheck(field.path, bad ? copy.badJson : null);
  const w = wiring(field.path, errors, { hint: true, message: bad ? copy.badJson : undefined });
  return (
    <FieldFrame w={w} name={name} hint={copy.json}>
      <textarea
        {...w.control}
        rows={Math.min(16, text.split('\n').length + 1)}
        value={text}
        className={`${inputClass} font-mono text-sm`}
        onChange={(e) => {
          setText(e.target.value);
          try {
            onChange(field.path, e.target.value.trim() === '' && field.optional ? undefined : JSON.parse(e.target.value));
            setBad(false);
          } catch {
            setBad(true);
          }
        }}
      />
    </FieldFrame>
  );
}

