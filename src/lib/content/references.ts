/**
 * The fields that hold another item's key, and the kind of item each points to: Up Next names a case study by its
 * slug, each of the home page's expertise cards an expertise page. The form shows them as a choice among the existing
 * items of that kind (by title), never as a slug to type; the rules across items (./kinds.ts crossItemIssues) refuse
 * a publish whose key names no published item. The Explore menu's links are addresses (link fields, see ./fields.ts).
 */
import { staffLinksCopy } from '@/content/staff-links';
import type { Field, Path } from './fields';
import type { KindName } from './kinds';

/** The kinds an item's field may name by key. */
export const REFERENCE_KINDS = ['case-study', 'expertise-page'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** By kind, the paths of the fields holding another item's key ('*' is any index of a list) and what they point to. */
export const REFERENCE_FIELDS: Partial<Record<KindName, Record<string, ReferenceKind>>> = {
  'case-study': { 'nextWorkProject.slug': 'case-study' },
  home: { 'expertise.cards.*.slug': 'expertise-page' },
};

/** The kind of item the field at `path` of a `kind` item points to, or null when it holds no other item's key. */
export function referenceOf(kind: KindName, path: Path): ReferenceKind | null {
  for (const [pattern, to] of Object.entries(REFERENCE_FIELDS[kind] ?? {})) {
    const parts = pattern.split('.');
    if (parts.length === path.length && parts.every((part, i) => (part === '*' ? typeof path[i] === 'number' : part === String(path[i])))) return to;
  }
  return null;
}

/**
 * The field tree with each text field that holds another item's key (REFERENCE_FIELDS) made a reference to its kind,
 * labelled with what it names ("Up next › Case study").
 */
export function withReferences(kind: KindName, tree: Field): Field {
  if (!REFERENCE_FIELDS[kind]) return tree;
  const mark = (f: Field): Field => {
    switch (f.type) {
      case 'object':
      case 'video':
        return { ...f, children: f.children.map(mark) };
      case 'array':
        return { ...f, item: mark(f.item) };
      case 'union':
        return { ...f, options: f.options.map((o) => ({ ...o, field: mark(o.field) as typeof o.field })) };
      case 'string': {
        const to = referenceOf(kind, f.path);
        return to ? { key: f.key, label: staffLinksCopy.kinds[to], path: f.path, optional: f.optional, type: 'reference', to } : f;
      }
      default:
        return f;
    }
  };
  return mark(tree);
}
