'use client';
import { inputClass } from '@/components/forms/FormField';
import { staffLinksCopy } from '@/content/staff-links';
import { itemPath, type TargetItem } from '@/lib/content/link-targets';
import { fillTemplate } from '@/lib/copy/template';
import { FieldFrame, keyOf, wiring, type Of } from '../field-parts';
import { useLinkTargets } from './targets-context';

const copy = staffLinksCopy.reference;

/**
 * A field that names another item (Up Next's case study, a home card's expertise page): a choice among the items of
 * that kind, by title, in site order, each not on the site marked as such; the field says when the chosen one is not
 * published (Publish is refused then) or when the key it holds names no item. Without the site's items (a page that
 * gave none) it is a text box of the key.
 */
export function ReferenceField({ field, value, errors, onChange, name }: Of<'reference'>) {
  const targets = useLinkTargets();
  const key = typeof value === 'string' ? value : '';
  const items = targets?.items.filter((i) => i.kind === field.to) ?? [];
  const current = items.find((i) => i.key === key);
  const missing = Boolean(targets && key && !current);
  const hint = !key || missing ? null : current?.status === 'published' ? fillTemplate(copy.hintLive, { path: itemPath(current) }) : current ? fillTemplate(copy.hintDraft, { title: current.title }) : null;
  // The server's message first (a refused publish); else the form's own when the key names nothing.
  const own = missing && !errors[keyOf(field.path)] ? fillTemplate(copy.hintMissing, { key }) : undefined;
  const w = wiring(field.path, errors, { hint: hint !== null, message: own });
  const set = (next: string) => onChange(field.path, next === '' && field.optional ? undefined : next);

  if (!targets) {
    return (
      <FieldFrame w={w} name={name} optional={field.optional}>
        <input {...w.control} type="text" value={key} className={inputClass} required={!field.optional} onChange={(e) => set(e.target.value)} />
      </FieldFrame>
    );
  }
  const titles = new Map<string, number>();
  for (const i of items) titles.set(i.title, (titles.get(i.title) ?? 0) + 1);
  const optionText = (i: TargetItem) => {
    // Two items of one title are told apart by their keys.
    const title = (titles.get(i.title) ?? 0) > 1 ? `${i.title} (${i.key})` : i.title;
    return i.status === 'published' ? title : fillTemplate(i.status === 'draft' ? copy.draft : copy.unpublished, { title });
  };
  return (
    <FieldFrame w={w} name={name} optional={field.optional} hint={hint}>
      <select {...w.control} value={key} className={inputClass} required={!field.optional} onChange={(e) => set(e.target.value)}>
        {key ? null : <option value="">{copy.choose}</option>}
        {missing ? <option value={key}>{fillTemplate(copy.missing, { key })}</option> : null}
        {items.map((i) => (
          <option key={i.key} value={i.key}>
            {optionText(i)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
