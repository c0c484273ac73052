'use client';
import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { inputClass } from '@/components/forms/FormField';
import { staffContentCopy } from '@/content/staff';
import { emptyValue, entryField, valueAt, withValue, type Field, type Path } from '@/lib/content/fields';
import { recordEntries, recordOf, type RecordEntry } from '@/lib/content/records';
import { fillTemplate } from '@/lib/copy/template';
import { secondaryButton } from '../styles';
import { useFieldCheck } from './field-checks';
import { FieldFrame, FieldGroup, newEntryKey, smallButton, wiring, type FieldProps, type Of } from './field-parts';
import { FormValues } from './form-values';

const copy = staffContentCopy;

/** Draws one field of the form (FieldView, passed in so this file does not import it back). */
export type RenderField = (props: FieldProps) => ReactNode;

type Entry = RecordEntry & { id: number };
type KeyOption = { value: string; label: string };

/** The keys a record may have, each with its words: fixed by its schema, or the entries of a list of the item (keysFrom). */
function keyOptionsOf(field: Extract<Field, { type: 'record' }>, item: unknown): KeyOption[] | undefined {
  if (field.keysFrom) {
    const { list, value, label } = field.keysFrom;
    const entries = valueAt(item, list);
    return (Array.isArray(entries) ? entries : []).map((e) => ({ value: String(valueAt(e, [value]) ?? ''), label: String(valueAt(e, [label]) ?? '') })).filter((o) => o.value);
  }
  return field.keyOptions?.map((o) => ({ value: o, label: o }));
}
/** Entries the page starts with are keyed by position (the same on the server and in the browser); added ones by newEntryKey. */
const withIds = (value: unknown): Entry[] => recordEntries(value).map((e, i) => ({ ...e, id: -1 - i }));

/**
 * A record (an object whose keys staff choose, such as the About page's offices by city) as a list: each entry a group
 * with its key (a text field, or a choice when the keys are fixed) and its value in its usual control, a Remove
 * button, and Add at the end. An entry without a key, or two with one key, is shown at the list and stops a save
 * (useFieldCheck) until it is fixed, so no entry is dropped or merged into another.
 */
export function RecordField({ field, value, errors, onChange, name, render }: Of<'record'> & { render: RenderField }) {
  const [state, setState] = useState(() => ({ from: value, entries: withIds(value) }));
  const options = keyOptionsOf(field, useContext(FormValues));
  const wordsOf = (key: string) => options?.find((o) => o.value === key)?.label || key;
  const addRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const focusNext = useRef<number | 'add' | null>(null);
  // A value changed from outside (a restore, a reload of the draft) replaces the entries; one this list gave keeps them.
  const entries = value === state.from ? state.entries : withIds(value);
  if (value !== state.from) setState({ from: value, entries });

  const made = recordOf(entries);
  const words = { entry: field.entry.toLowerCase(), key: field.keyLabel.toLowerCase() };
  const message =
    'value' in made ? undefined : made.problem === 'missing' ? fillTemplate(copy.recordKeyMissing, words) : fillTemplate(copy.recordKeyTwice, { ...words, name: wordsOf(made.key) });
  useFieldCheck(field.path, message ?? null);
  const w = wiring(field.path, errors, { message });

  useEffect(() => {
    const want = focusNext.current;
    focusNext.current = null;
    if (want === 'add') addRef.current?.focus();
    else if (want !== null) listRef.current?.querySelector<HTMLElement>(`[data-entry="${want}"] input, [data-entry="${want}"] select`)?.focus();
  });

  const update = (next: Entry[]) => {
    const result = recordOf(next);
    if ('value' in result) {
      setState({ from: result.value, entries: next });
      onChange(field.path, result.value);
    } else setState({ from: state.from, entries: next });
  };
  const unused = options?.find((o) => !entries.some((e) => e.key === o.value))?.value ?? '';
  const add = () => {
    const id = newEntryKey();
    focusNext.current = id;
    update([...entries, { id, key: unused, value: emptyValue(field.value) }]);
  };
  const remove = (i: number) => {
    focusNext.current = 'add';
    update(entries.filter((_, j) => j !== i));
  };

  return (
    <FieldGroup w={w} name={name} spacing="space-y-4">
      <ol ref={listRef} className="space-y-4">
        {entries.map((entry, i) => {
          const entryName = fillTemplate(copy.recordEntry, { entry: field.entry, name: wordsOf(entry.key.trim()) || String(i + 1) });
          // The value's path names its key (the server's messages are filed under it); an unfinished key, by position.
          const key = entry.key.trim() && entries.findIndex((e) => e.key.trim() === entry.key.trim()) === i ? entry.key.trim() : `#${i + 1}`;
          const keyWiring = wiring([...field.path, key, '(key)'], errors);
          const setKey = (next: string) => update(entries.map((e, j) => (j === i ? { ...e, key: next } : e)));
          const setValue = (path: Path, next: unknown) =>
            update(entries.map((e, j) => (j === i ? { ...e, value: withValue(e.value, path.slice(field.path.length + 1), next) } : e)));
          return (
            <li key={entry.id} data-entry={entry.id}>
              <FieldGroup w={wiring([...field.path, key, '(entry)'], {})} name={entryName}>
                <FieldFrame w={keyWiring} name={field.keyLabel}>
                  {options ? (
                    <select {...keyWiring.control} value={entry.key} className={inputClass} onChange={(e) => setKey(e.target.value)}>
                      {options.some((o) => o.value === entry.key) ? null : <option value={entry.key}>{entry.key || copy.form.none}</option>}
                      {options.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input {...keyWiring.control} type="text" required value={entry.key} className={inputClass} onChange={(e) => setKey(e.target.value)} />
                  )}
                </FieldFrame>
                {render({ field: entryField(field.value, field.path, key), value: entry.value, errors, onChange: setValue, label: field.value.label })}
                <div>
                  <button type="button" className={smallButton} onClick={() => remove(i)} aria-label={`${copy.form.remove}: ${entryName}`}>
                    {copy.form.remove}
                  </button>
                </div>
              </FieldGroup>
            </li>
          );
        })}
      </ol>
      <button ref={addRef} type="button" className={secondaryButton} onClick={add}>
        {fillTemplate(copy.form.add, { field: name })}
      </button>
    </FieldGroup>
  );
}
