/**
 * The collections staff add to and remove from (case studies, expertise pages, roles): what a new item starts as,
 * what a duplicate is, the fields derived from others (a case study's path from its slug), and the links other items
 * hold to an item (Up Next, the Explore menu, the home page's cards), followed when it is renamed or deleted.
 */
import { roleSlug } from '@/lib/careers/roles';
import { emptyValue, fieldTree, type Field, type Path, type ShownWhen } from './fields';
import { CONTENT_KINDS, type KindName } from './kinds';

export const COLLECTIONS = ['case-study', 'expertise-page', 'role'] as const satisfies KindName[];
export type CollectionName = (typeof COLLECTIONS)[number];

export function isCollection(kind: KindName): kind is CollectionName {
  return (COLLECTIONS as readonly string[]).includes(kind);
}

/** The address of an item's own page, or null (a role is a card on /careers or /internships). */
export function pagePath(kind: KindName, key: string): string | null {
  if (kind === 'case-study') return `/work/${key}`;
  if (kind === 'expertise-page') return `/expertise/${key}`;
  return null;
}

/** Where a deleted item's page sends its visitors: the kind's listing. */
export function listingPath(kind: KindName): string | null {
  if (kind === 'case-study') return '/work';
  if (kind === 'expertise-page') return '/expertise';
  return null;
}

/** `base`, or `base-2`, `base-3`… : the first that is not taken. */
export function freeKey(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

type Data = Record<string, unknown>;
const asObject = (v: unknown): Data => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Data) : {});

/** A role's title that gives a key no other role has: `title`, or `title 2`, `title 3`… */
function freeRoleTitle(title: string, type: 'Junior' | 'Internship', taken: ReadonlySet<string>): string {
  if (!taken.has(roleSlug({ title, type }))) return title;
  for (let n = 2; ; n++) if (!taken.has(roleSlug({ title: `${title} ${n}`, type }))) return `${title} ${n}`;
}

/** The fields the site derives from others, set from them: a case study's path is /work/{slug}. */
export function withDerived(kind: KindName, data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const d = data as Data;
  if (kind === 'case-study') return typeof d.slug === 'string' ? { ...d, path: `/work/${d.slug}` } : data;
  if (kind === 'role') {
    // An internship is unpaid and asks no experience; a junior role has an experience (the usual one when it had none).
    const rest = { ...d };
    delete rest.salary;
    delete rest.experience;
    if (d.type === 'Internship') return { ...rest, salary: 'Unpaid' };
    if (d.type === 'Junior') return { ...rest, experience: d.experience ?? DEFAULT_EXPERIENCE };
  }
  return data;
}

/** The experience a role made junior starts with. */
const DEFAULT_EXPERIENCE = '0–2 Years';

/** The fields the form does not show because the site derives them (withDerived, and Up Next's video on the server). */
export const DERIVED_FIELDS: Partial<Record<KindName, string[]>> = {
  'case-study': ['path', 'nextWorkProject.video'],
  role: ['salary'],
};

/** Fields shown only while another field of the item has a value: a role's experience, for a junior role. */
const SHOWN_WHEN: Partial<Record<KindName, Record<string, ShownWhen>>> = {
  role: { experience: { path: ['type'], equals: 'Junior' } },
};

/** The field tree with its conditional fields marked (shown, and then required, only while their condition holds). */
export function withShownWhen(kind: KindName, tree: Field): Field {
  const table = SHOWN_WHEN[kind];
  if (!table) return tree;
  const mark = (f: Field): Field => {
    const when = table[f.path.join('.')];
    const marked = when ? { ...f, shownWhen: when, optional: false } : f;
    return marked.type === 'object' ? { ...marked, children: marked.children.map(mark) } : marked;
  };
  return mark(tree);
}

/** The field tree without the derived fields (the form shows what staff decide). */
export function withoutDerived(kind: KindName, tree: Field): Field {
  const hidden = DERIVED_FIELDS[kind] ?? [];
  if (!hidden.length) return tree;
  const drop = (f: Field): Field => {
    if (f.type === 'object' || f.type === 'video') return { ...f, children: f.children.filter((c) => !hidden.includes(c.path.join('.'))).map(drop) };
    return f;
  };
  return drop(tree);
}

/**
 * A new item of a collection: the kind's empty form (every required field, lists at their shortest) with the words
 * that make it an item of its own: a title saying it is new, a key no item has, today's date for a role, and, for a
 * case study, an Up Next pointing to `firstOther` (an existing case study).
 */
export function newItemData(kind: CollectionName, context: { taken: ReadonlySet<string>; today: string; firstOther?: string }): unknown {
  const blank = asObject(emptyValue(fieldTree(CONTENT_KINDS[kind].schema)));
  switch (kind) {
    case 'case-study': {
      const slug = freeKey('new-case-study', context.taken);
      const next = asObject(blank.nextWorkProject);
      return withDerived(kind, { ...blank, slug, title: 'New case study', nextWorkProject: { ...next, slug: context.firstOther ?? slug } });
    }
    case 'expertise-page': {
      const slug = freeKey('new-expertise-page', context.taken);
      return { ...blank, slug, title: 'New expertise page' };
    }
    case 'role': {
      const title = freeRoleTitle('New role', 'Junior', context.taken);
      return { ...blank, title, type: 'Junior', experience: '0–2 Years', listed: true, datePosted: context.today };
    }
  }
}

/** A copy of an item, to be edited into another: the same fields, a title saying it is a copy and a key of its own. */
export function duplicateData(kind: CollectionName, data: unknown, taken: ReadonlySet<string>): unknown {
  const d = asObject(data);
  const title = typeof d.title === 'string' ? d.title : '';
  if (kind === 'role') {
    const type = d.type === 'Internship' ? 'Internship' : 'Junior';
    return { ...d, title: freeRoleTitle(`${title} (copy)`, type, taken) };
  }
  const slug = freeKey(`${typeof d.slug === 'string' && d.slug ? d.slug : kind}-copy`, taken);
  return withDerived(kind, { ...d, slug, title: `${title} (copy)` });
}

/** Another item's link to an item: which item, the field, and what follows when the item goes. */
export type Pointer = {
  kind: KindName;
  key: string;
  path: Path;
  /** 'replace': it needs another item in its place (Up Next, a home card that is the last); 'remove': it can go. */
  onDelete: 'replace' | 'remove';
};

/** The items (each's parsed data) that link to the collection item `target`, with the field of each link. */
export function pointersTo(target: { kind: KindName; key: string }, items: readonly { kind: KindName; key: string; data: unknown }[]): Pointer[] {
  const out: Pointer[] = [];
  for (const item of items) {
    const d = item.data;
    if (target.kind === 'case-study' && item.kind === 'case-study' && item.key !== target.key) {
      if (asObject(asObject(d).nextWorkProject).slug === target.key) out.push({ kind: item.kind, key: item.key, path: ['nextWorkProject', 'slug'], onDelete: 'replace' });
    }
    if (target.kind === 'expertise-page' && item.kind === 'navigation' && Array.isArray(d)) {
      d.forEach((group, g) =>
        (Array.isArray(asObject(group).links) ? (asObject(group).links as unknown[]) : []).forEach((link, l) => {
          if (asObject(link).href === `/expertise/${target.key}`) out.push({ kind: item.kind, key: item.key, path: [g, 'links', l, 'href'], onDelete: 'remove' });
        }),
      );
    }
    if (target.kind === 'expertise-page' && item.kind === 'home') {
      const cards = asObject(asObject(asObject(d).expertise)).cards;
      const list = Array.isArray(cards) ? cards : [];
      const mine = list.filter((c) => asObject(c).slug === target.key).length;
      list.forEach((card, i) => {
        if (asObject(card).slug === target.key) out.push({ kind: item.kind, key: item.key, path: ['expertise', 'cards', i, 'slug'], onDelete: mine === list.length ? 'replace' : 'remove' });
      });
    }
  }
  return out;
}

/**
 * `data` (an item that links to `from`) with its links followed: to `to` (a rename, or a delete with a replacement),
 * or taken out (a delete without one; an Explore link always goes on delete, as every page is in the menu already).
 * The same object back when nothing links to `from`.
 */
export function followLinks(item: { kind: KindName; data: unknown }, target: { kind: KindName; key: string }, to: string | null, mode: 'rename' | 'delete'): unknown {
  const d = item.data;
  if (target.kind === 'case-study' && item.kind === 'case-study') {
    const next = asObject(asObject(d).nextWorkProject);
    if (next.slug !== target.key || to === null) return d;
    return { ...asObject(d), nextWorkProject: { ...next, slug: to } };
  }
  if (target.kind === 'expertise-page' && item.kind === 'navigation' && Array.isArray(d)) {
    const href = `/expertise/${target.key}`;
    let changed = false;
    const groups = d.map((group) => {
      const links = Array.isArray(asObject(group).links) ? (asObject(group).links as unknown[]) : [];
      if (!links.some((l) => asObject(l).href === href)) return group;
      changed = true;
      const kept = mode === 'rename' && to !== null ? links.map((l) => (asObject(l).href === href ? { ...asObject(l), href: `/expertise/${to}` } : l)) : links.filter((l) => asObject(l).href !== href);
      return { ...asObject(group), links: kept };
    });
    return changed ? groups.filter((g) => (asObject(g).links as unknown[]).length > 0) : d;
  }
  if (target.kind === 'expertise-page' && item.kind === 'home') {
    const expertise = asObject(asObject(d).expertise);
    const cards = Array.isArray(expertise.cards) ? expertise.cards : [];
    if (!cards.some((c) => asObject(c).slug === target.key)) return d;
    const next = to === null ? cards.filter((c) => asObject(c).slug !== target.key) : cards.map((c) => (asObject(c).slug === target.key ? { ...asObject(c), slug: to } : c));
    return { ...asObject(d), expertise: { ...expertise, cards: next } };
  }
  return d;
}

/**
 * The Explore menu with a link to a newly published expertise page, in the group that links to most of the pages
 * sharing its hero's variant (else the first group with expertise links), at the end; unchanged when it is linked.
 */
export function withExploreLink(navigation: unknown, page: { slug: string; label: string; variant?: string }, pages: readonly { slug: string; variant?: string }[]): { groups: unknown; group: string | null } {
  if (!Array.isArray(navigation)) return { groups: navigation, group: null };
  const href = `/expertise/${page.slug}`;
  const linksOf = (g: unknown) => (Array.isArray(asObject(g).links) ? (asObject(g).links as unknown[]) : []).map((l) => String(asObject(l).href ?? ''));
  if (navigation.some((g) => linksOf(g).includes(href))) return { groups: navigation, group: null };
  const same = new Set(pages.filter((p) => p.variant === page.variant).map((p) => `/expertise/${p.slug}`));
  const score = (g: unknown) => linksOf(g).filter((h) => same.has(h)).length;
  const withExpertise = navigation.map((g, i) => ({ g, i })).filter(({ g }) => linksOf(g).some((h) => h.startsWith('/expertise/')));
  if (!withExpertise.length) return { groups: navigation, group: null };
  const best = withExpertise.reduce((a, b) => (score(b.g) > score(a.g) ? b : a));
  const groups = navigation.map((g, i) => (i === best.i ? { ...asObject(g), links: [...(asObject(g).links as unknown[]), { label: page.label, href }] } : g));
  return { groups, group: String(asObject(best.g).title ?? '') };
}

/**
 * A draft as the form sent it, kept to the kind's shape: only the keys its schema knows (at any depth), so an
 * incomplete new item can be saved without carrying anything the site would not read.
 */
export function shapedLike(field: Field, value: unknown): unknown {
  switch (field.type) {
    case 'object':
    case 'video': {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
      const v = value as Data;
      return Object.fromEntries(field.children.filter((c) => Object.hasOwn(v, c.key)).map((c) => [c.key, shapedLike(c, v[c.key as string])]));
    }
    case 'array':
      return Array.isArray(value) ? value.map((entry) => shapedLike(field.item, entry)) : value;
    case 'union': {
      if (!value || typeof value !== 'object') return value;
      const tag = (value as Data)[field.discriminator];
      const option = field.options.find((o) => o.value === tag);
      return option ? { ...(shapedLike(option.field, value) as Data), [field.discriminator]: tag } : value;
    }
    default:
      return value;
  }
}

/** What every version of an item stores: its data kept to the keys its kind's schema knows (shapedLike), valid or not. */
export const keptToSchema = (kind: KindName, data: unknown): unknown => shapedLike(fieldTree(CONTENT_KINDS[kind].schema), data);

/** Whether a published item shows on the site: a role only while it is listed (its card on /careers or /internships). */
export function shownOnSite(kind: KindName, data: unknown): boolean {
  return kind !== 'role' || (data as { listed?: unknown } | null)?.listed !== false;
}
