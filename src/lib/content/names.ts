/**
 * An item's name in the editor's headings, in the site's words: a page the site has once by its own name ("About
 * page"), an item of a collection by its kind and title ("Case study: Coral"), or its key while it has no title.
 */
import { staffContentCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import { CONTENT_KINDS, type KindName } from './kinds';

export function itemName(kind: KindName, key: string, data: unknown): string {
  if (!CONTENT_KINDS[kind].collection) return staffContentCopy.kinds[kind];
  const title = (data as { title?: unknown } | null)?.title;
  const one = staffContentCopy.kindOne as Record<string, string>;
  return fillTemplate(staffContentCopy.itemOf, { kind: one[kind] ?? staffContentCopy.kinds[kind], title: typeof title === 'string' && title.trim() ? title : key });
}

/**
 * The form's tree with the name of a page that is itself a list (the Explore menu: "Explore groups 2", "Add to Explore
 * groups"), where the walk could only call it "The whole item".
 */
export function withListName<T extends { label: string; type: string; path: readonly unknown[] }>(kind: KindName, tree: T): T {
  const name = (staffContentCopy.listPages as Partial<Record<KindName, string>>)[kind];
  return name && tree.type === 'array' && tree.path.length === 0 ? { ...tree, label: name } : tree;
}
