'use client';
import { useContext } from 'react';
import { choicesPath, valueAt } from '@/lib/content/fields';
import { FieldGroup, wiring, type Of } from './field-parts';
import { FormValues } from './form-values';

/**
 * A list of strings chosen from another list of the same item (a pricing level's skills, from its role's skills): a
 * checkbox for each, in that list's order. A value the other list no longer has stays, checked, until it is unticked.
 */
export function ChoicesField({ field, value, errors, onChange, name }: Of<'array'>) {
  const w = wiring(field.path, errors);
  const item = useContext(FormValues);
  const chosen = Array.isArray(value) ? (value as unknown[]).filter((v): v is string => typeof v === 'string') : [];
  const from = choicesPath(field);
  const offered = (from ? (valueAt(item, from) as unknown[] | undefined) : undefined)?.filter((v): v is string => typeof v === 'string') ?? [];
  const choices = [...new Set([...offered, ...chosen])];
  const toggle = (choice: string, on: boolean) => onChange(field.path, choices.filter((c) => (c === choice ? on : chosen.includes(c))));
  return (
    <FieldGroup w={w} name={name} spacing="space-y-1">
      <div className="grid gap-x-4 sm:grid-cols-2">
        {choices.map((choice) => (
          <label key={choice} className="inline-flex min-h-11 items-center gap-3 text-sm text-fg">
            <input type="checkbox" className="size-5 accent-[var(--color-blue)]" checked={chosen.includes(choice)} onChange={(e) => toggle(choice, e.target.checked)} />
            {choice}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}
