'use client';
import { useContext, useEffect, useRef, useState } from 'react';
import { inputClass } from '@/components/forms/FormField';
import { staffContentCopy } from '@/content/staff';
import { emptyOption, emptyValue, entryField, labelOf, listName, newEntry, switchOption, unionOption, valueAt, videoFileKeys } from '@/lib/content/fields';
import { fillTemplate } from '@/lib/copy/template';
import { secondaryButton } from '../styles';
import { AddOptional, FieldFrame, FieldGroup, labelClass, newEntryKey, smallButton, wiring, type FieldProps, type Nested, type Of } from './field-parts';
import { ChoicesField } from './ChoicesField';
import { FormValues } from './form-values';
import { LinkField } from './links/LinkField';
import { ReferenceField } from './links/ReferenceField';
import { ImageField } from './media/ImageField';
import { NullableField } from './NullableField';
import { RecordField } from './RecordField';
import { BooleanField, EnumField, JsonField, LiteralField, NumberField, StringField } from './ValueFields';
import { VideoField } from './media/VideoField';

const copy = staffContentCopy.form;

/** One field of the generic form, by its type; objects, arrays and unions recurse. */
export function FieldView({ field, value, errors, onChange, root, label, bare, context }: FieldProps) {
  const item = useContext(FormValues);
  if (field.hidden) return null;
  if (field.shownWhen && valueAt(item, field.shownWhen.path) !== field.shownWhen.equals) return null;
  const name = label ?? field.label;
  switch (field.type) {
    case 'object':
      return <ObjectField field={field} value={value} errors={errors} onChange={onChange} root={root} bare={bare} name={name} />;
    case 'array':
      if (field.choicesFrom) return <ChoicesField field={field} value={value} errors={errors} onChange={onChange} name={name} />;
      return <ArrayField field={field} value={value} errors={errors} onChange={onChange} name={name} />;
    case 'union':
      return <UnionField field={field} value={value} errors={errors} onChange={onChange} name={name} />;
    case 'string':
      return <StringField field={field} value={value} errors={errors} onChange={onChange} name={name} />;
    case 'number':
      return <NumberField field={field} value={value} errors={errors} onChange={onChange} name={name} />;
    case 'boolean':
      return <BooleanField field={field} value={value} errors={errors} onChange={onChange} name={name} />;
    case 'enum':
      return <EnumField field={field} value={value} errors={errors} onChange={onChange} name={name} />;
    case 'literal':
      return <LiteralField field={field} value={value} errors={errors} onChange={onChange} name={name} />;
    case 'image':
      return <ImageField field={field} value={value} errors={errors} onChange={onChange} name={name} context={context} />;
    case 'video':
      return (
        <VideoField field={field} value={value} errors={errors} onChange={onChange} root={root} bare={bare} name={name}>
          {field.children
            .filter((child) => !videoFileKeys(field.shape).includes(String(child.key)))
            .map((child) => (
              <FieldView key={String(child.key)} field={child} value={((value ?? {}) as Record<string, unknown>)[child.key]} errors={errors} onChange={onChange} context={bare ? name : undefined} />
            ))}
        </VideoField>
      );
    case 'reference':
      return <ReferenceField field={field} value={value} errors={errors} onChange={onChange} name={name} />;
    case 'link':
      return <LinkField field={field} value={value} errors={errors} onChange={onChange} name={name} />;
    case 'record':
      return <RecordField field={field} value={value} errors={errors} onChange={onChange} name={name} render={FieldView} />;
    case 'nullable':
      return <NullableField field={field} value={value} errors={errors} onChange={onChange} name={name} render={FieldView} />;
    case 'json':
      return <JsonField field={field} value={value} errors={errors} onChange={onChange} name={name} />;
  }
}

function ObjectField({ field, value, errors, onChange, root, bare, name }: Of<'object'> & Nested) {
  const w = wiring(field.path, errors);
  if (value === undefined && field.optional) return <AddOptional w={w} name={name} onAdd={() => onChange(field.path, emptyValue(field))} />;
  const obj = (value ?? {}) as Record<string, unknown>;
  const children = field.children.map((child) => (
    <FieldView key={String(child.key)} field={child} value={obj[child.key]} errors={errors} onChange={onChange} context={bare ? name : undefined} />
  ));
  if (bare) return <div className="space-y-5">{children}</div>;
  if (root) {
    return (
      <div id={w.id} className="space-y-5">
        {w.error}
        {children}
      </div>
    );
  }
  return (
    <FieldGroup w={w} name={name}>
      {children}
      {field.optional ? (
        <button type="button" className={smallButton} onClick={() => onChange(field.path, undefined)}>
          {fillTemplate(copy.removeOptional, { field: name })}
        </button>
      ) : null}
    </FieldGroup>
  );
}

/** What to focus once a list has changed: a control of the entry with this React key, the first that can take focus. */
type PendingFocus = { key: number; actions: ('up' | 'down' | 'remove' | 'first')[] };

/**
 * A list: its entries in order, each with Move up, Move down and Remove (named with the entry), and Add at the end (for
 * a list of a union, with the kind of the new entry chosen beside it). After a move the moved entry's button keeps
 * focus (or its other move button, at an end); after a removal the entry that took its place does; a new entry's first
 * control takes it.
 */
function ArrayField({ field, value, errors, onChange, name }: Of<'array'>) {
  const w = wiring(field.path, errors);
  const list = Array.isArray(value) ? value : [];
  const union = field.item.type === 'union' ? field.item : null;
  const [keys, setKeys] = useState<number[]>([]);
  const [newKind, setNewKind] = useState(union?.options[0]?.value ?? '');
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const pending = useRef<PendingFocus | null>(null);
  // Until the first change made here, and for a list changed from outside (another length), entries are keyed by position.
  const shown = keys.length === list.length ? keys : list.map((_, i) => -1 - i);

  useEffect(() => {
    const want = pending.current;
    if (!want) return;
    pending.current = null;
    const entry = listRef.current?.querySelector(`:scope > [data-entry="${want.key}"]`);
    const found = want.actions
      .map((a) => entry?.querySelector<HTMLElement>(a === 'first' ? 'input, select, textarea, button' : `:scope > div > [data-action="${a}"]:not(:disabled)`))
      .find(Boolean);
    (found ?? (addRef.current?.disabled ? null : addRef.current))?.focus();
  });

  if (value === undefined && field.optional) return <AddOptional w={w} name={name} onAdd={() => onChange(field.path, [])} />;

  const update = (next: unknown[], nextKeys: number[], focus: PendingFocus | null) => {
    setKeys(nextKeys);
    pending.current = focus;
    onChange(field.path, next);
  };
  const move = (i: number, by: -1 | 1) => {
    const next = [...list];
    const nextKeys = [...shown];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    [nextKeys[i], nextKeys[i + by]] = [nextKeys[i + by], nextKeys[i]];
    update(next, nextKeys, { key: shown[i], actions: by < 0 ? ['up', 'down'] : ['down', 'up'] });
  };
  const remove = (i: number) => {
    const nextKeys = shown.filter((_, j) => j !== i);
    const heir = nextKeys[Math.min(i, nextKeys.length - 1)];
    update(
      list.filter((_, j) => j !== i),
      nextKeys,
      heir === undefined ? { key: NaN, actions: [] } : { key: heir, actions: ['remove', 'up', 'down'] },
    );
  };
  const add = () => {
    const key = newEntryKey();
    update([...list, union ? emptyOption(union, newKind) : newEntry(field.item, list)], [...shown, key], { key, actions: ['first'] });
  };
  const newKindId = `${w.id}-new-kind`;
  const entries = listName(field.path, name);
  return (
    <FieldGroup w={w} name={name} spacing="space-y-4">
      <ol ref={listRef} className="space-y-4">
        {list.map((entry, i) => {
          const itemLabel = `${entries} ${i + 1}`;
          return (
            <li key={shown[i]} data-entry={shown[i]} className="space-y-2">
              <FieldView field={entryField(field.item, field.path, i)} value={entry} errors={errors} onChange={onChange} label={itemLabel} />
              <div className="flex flex-wrap gap-2">
                <button type="button" data-action="up" className={smallButton} disabled={i === 0} onClick={() => move(i, -1)} aria-label={`${copy.moveUp}: ${itemLabel}`}>
                  {copy.moveUp}
                </button>
                <button type="button" data-action="down" className={smallButton} disabled={i === list.length - 1} onClick={() => move(i, 1)} aria-label={`${copy.moveDown}: ${itemLabel}`}>
                  {copy.moveDown}
                </button>
                <button
                  type="button"
                  data-action="remove"
                  className={smallButton}
                  disabled={field.min !== undefined && list.length <= field.min}
                  onClick={() => remove(i)}
                  aria-label={`${copy.remove}: ${itemLabel}`}
                >
                  {copy.remove}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-end gap-3">
        {union ? (
          <div className="min-w-48">
            <label htmlFor={newKindId} className={labelClass}>
              {fillTemplate(copy.newKind, { kind: labelOf(union.discriminator) })}
            </label>
            <select id={newKindId} value={newKind} className={inputClass} onChange={(e) => setNewKind(e.target.value)}>
              {union.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button ref={addRef} type="button" className={secondaryButton} disabled={field.max !== undefined && list.length >= field.max} onClick={add}>
          {fillTemplate(copy.add, { field: entries })}
        </button>
      </div>
    </FieldGroup>
  );
}

/**
 * One value of a discriminated union (an About gallery's photo or film): a group with the kind (a select; changing it
 * keeps the fields both kinds have) and the chosen kind's own fields, edited with their usual controls.
 */
function UnionField({ field, value, errors, onChange, name }: Of<'union'>) {
  const w = wiring(field.path, errors);
  const tag = wiring([...field.path, field.discriminator], errors);
  const option = unionOption(field, value);
  const own = option ? { ...option.field, children: option.field.children.filter((c) => c.key !== field.discriminator) } : null;
  return (
    <FieldGroup w={w} name={name}>
      <FieldFrame w={tag} name={labelOf(field.discriminator)}>
        <select {...tag.control} value={option?.value ?? ''} className={inputClass} onChange={(e) => onChange(field.path, switchOption(field, value, e.target.value))}>
          {option ? null : <option value="">{copy.none}</option>}
          {field.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </FieldFrame>
      {own ? <FieldView field={own} value={value} errors={errors} onChange={onChange} label={name} bare /> : null}
    </FieldGroup>
  );
}
