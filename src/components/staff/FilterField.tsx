import type { ReactNode } from 'react';
import { inputClass } from '@/components/forms/FormField';

const SPAN = { 1: 'lg:col-span-1', 2: 'lg:col-span-2', 6: 'lg:col-span-6' } as const;

type Field = { id: string; name: string; label: string; span: keyof typeof SPAN };

/** One filter of a staff GET form (the inbox's, the audit log's): its label over its control, `span` of six columns wide. */
function FilterField({ id, label, span, children }: Omit<Field, 'name'> & { children: ReactNode }) {
  return (
    <div className={SPAN[span]}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A filter that is a list: "any" (no filter) first, then each option. */
export function FilterSelect({ value, any, options, ...field }: Field & { value?: string | null; any: string; options: { value: string; label: string }[] }) {
  return (
    <FilterField {...field}>
      <select id={field.id} name={field.name} defaultValue={value ?? ''} className={inputClass}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** A filter typed in: words to search for (`type="search"`), or a day (`type="date"`). */
export function FilterInput({ type, value, placeholder, ...field }: Field & { type: 'search' | 'date'; value?: string | null; placeholder?: string }) {
  return (
    <FilterField {...field}>
      <input id={field.id} name={field.name} type={type} defaultValue={value ?? ''} placeholder={placeholder} maxLength={type === 'search' ? 200 : undefined} className={inputClass} />
    </FilterField>
  );
}
