/**
 * The kinds of editable content (docs/content-editing-design.md 3.1): every part of src/content a visitor
 * reads, with the zod schema that guards it (today's own, taken from src/content), how an item's key is derived
 * (its slug in a collection, the kind's name for a singleton) and the rules across items (unique slugs, links
 * between kinds). The seed is today's src/content exactly as written (z.input, before defaults are filled in).
 *
 * Stays code, not content: the forms' fields and messages (forms.ts, job-application-form.ts,
 * project-enquiry-form.ts), interface.ts, staff.ts, mail.ts, and the labels of the site's own controls
 * (navigation.ts's headerItems, breadcrumbLabels, navLabels; cards.ts; caseStudyCopy; expertiseCta and
 * expertiseIndex, which have no schema yet).
 */
import type { z } from 'zod';
import { about } from '@/content/about';
import { caseStudies } from '@/content/case-studies';
import { clients } from '@/content/clients';
import { definitionOf } from '@/content/define';
import { expertisePages } from '@/content/expertise';
import { expertisePageSchema } from '@/content/expertise/schema';
import { home } from '@/content/home';
import { exploreGroups } from '@/content/navigation';
import { pages } from '@/content/pages';
import { pricing } from '@/content/pricing';
import { privacy } from '@/content/privacy';
import { processContent } from '@/content/process';
import { internshipRoles, juniorRoles, rolesCopy } from '@/content/roles';
import { caseStudySchema, exploreGroupsSchema, jobRoleSchema } from '@/content/schema';
import { showreel } from '@/content/showreel';
import { site } from '@/content/site';
import { roleSlug } from '@/lib/careers/roles';

type Path = (string | number)[];

type KindBase = {
  /** The schema of one item's data (what a version stores, as z.input). */
  schema: z.ZodType;
  /** Today's src/content, as written: one entry per item, in site order. */
  seed: () => unknown[];
};
/** A collection: many items, each keyed by its slug. */
type CollectionKind = KindBase & {
  collection: true;
  /** The key of a valid item (its parsed data). */
  keyOf: (data: never) => string;
  /** The field the key comes from, to name it in a message. */
  keyField: Path;
};
/** A singleton: one item, keyed by the kind's own name. */
type SingletonKind = KindBase & { collection: false };
type Kind = CollectionKind | SingletonKind;

/** The input a `defineContent` call was given for `value` (an array for a list). */
const inputOf = (value: object): unknown => definitionOf(value).input;
const single = (value: object): SingletonKind => ({ collection: false, schema: definitionOf(value).schema, seed: () => [inputOf(value)] });

export const CONTENT_KINDS = {
  role: {
    collection: true,
    schema: jobRoleSchema,
    keyOf: (role: z.output<typeof jobRoleSchema>) => roleSlug(role),
    keyField: ['title'],
    seed: () => [...(inputOf(juniorRoles) as unknown[]), ...(inputOf(internshipRoles) as unknown[])],
  },
  'case-study': {
    collection: true,
    schema: caseStudySchema,
    keyOf: (study: z.output<typeof caseStudySchema>) => study.slug,
    keyField: ['slug'],
    seed: () => inputOf(caseStudies) as unknown[],
  },
  'expertise-page': {
    collection: true,
    schema: expertisePageSchema,
    keyOf: (page: z.output<typeof expertisePageSchema>) => page.slug,
    keyField: ['slug'],
    seed: () => inputOf(expertisePages) as unknown[],
  },
  home: single(home),
  about: single(about),
  pages: single(pages),
  process: single(processContent),
  privacy: single(privacy),
  pricing: single(pricing),
  site: single(site),
  navigation: { collection: false, schema: exploreGroupsSchema, seed: () => [exploreGroups] },
  clients: single(clients),
  showreel: single(showreel),
  'roles-copy': single(rolesCopy),
} satisfies Record<string, Kind>;

export type KindName = keyof typeof CONTENT_KINDS;
export const KIND_NAMES = Object.keys(CONTENT_KINDS).sort() as KindName[];

export function isKindName(name: string): name is KindName {
  return Object.hasOwn(CONTENT_KINDS, name);
}

/** The key of an item whose data passed its kind's schema. */
export function keyOf(kind: KindName, parsed: unknown): string {
  const k: Kind = CONTENT_KINDS[kind];
  return k.collection ? (k.keyOf as (data: unknown) => string)(parsed) : kind;
}

/** What is wrong with one item, or across items: the field's path and a sentence. */
export type ContentIssue = { kind: KindName; key: string; path: Path; message: string };

/** One item as the seed (or an import) gives it: data as written, before parsing. */
export type ContentEntry = { kind: KindName; key: string; position: number; data: unknown };

/** Every item of today's src/content, kind by kind (kinds sorted by name), each collection in site order. */
export function seedEntries(): ContentEntry[] {
  return KIND_NAMES.flatMap((kind) =>
    CONTENT_KINDS[kind].seed().map((data, position) => {
      const parsed = CONTENT_KINDS[kind].schema.parse(data);
      return { kind, key: keyOf(kind, parsed), position, data };
    }),
  );
}

export type ParsedItem = { kind: KindName; key: string; data: unknown };

/**
 * Validates items one by one with their kind's schema. `expectedKey`: the key the item is filed under (an export's
 * file name); a key its data does not give is an issue on the field the key comes from. Any issue refuses the item.
 */
export function parseItem(kind: KindName, data: unknown, expectedKey: string): { parsed?: ParsedItem; issues: ContentIssue[] } {
  const result = CONTENT_KINDS[kind].schema.safeParse(data);
  if (!result.success) {
    return { issues: result.error.issues.map((i) => ({ kind, key: expectedKey, path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), message: i.message })) };
  }
  const key = keyOf(kind, result.data);
  const k: Kind = CONTENT_KINDS[kind];
  const issues: ContentIssue[] =
    key === expectedKey ? [] : [{ kind, key: expectedKey, path: k.collection ? k.keyField : [], message: `gives the key '${key}', but the item is filed as '${expectedKey}'` }];
  // Parsed under the key its data gives, even when filed under another, so two files with one slug are found too.
  return { parsed: { kind, key, data: result.data }, issues };
}

/** The slug of an /expertise/{slug} link, or null. */
const expertiseSlugOf = (href: string) => (href.startsWith('/expertise/') ? href.slice('/expertise/'.length) : null);

/**
 * The rules across items, over the whole content (every kind): keys unique within a kind (two files can hold the same
 * slug), every singleton present once, Up Next pointing to a case study, the home page's expertise cards and the
 * Explore table's expertise links pointing to expertise pages, and every expertise page in the Explore table.
 */
export function crossItemIssues(items: ParsedItem[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const byKind = new Map<KindName, ParsedItem[]>(KIND_NAMES.map((k) => [k, []]));
  for (const item of items) byKind.get(item.kind)!.push(item);

  for (const kind of KIND_NAMES) {
    const list = byKind.get(kind)!;
    const k: Kind = CONTENT_KINDS[kind];
    if (!k.collection) {
      if (list.length !== 1) issues.push({ kind, key: kind, path: [], message: list.length ? `${list.length} items of a singleton` : 'missing: the site needs this item' });
      continue;
    }
    const seen = new Map<string, number>();
    for (const item of list) seen.set(item.key, (seen.get(item.key) ?? 0) + 1);
    for (const [key, n] of seen) {
      if (n > 1) issues.push({ kind, key, path: k.keyField, message: `${n} items share the key '${key}'` });
    }
  }

  const keys = (kind: KindName) => new Set(byKind.get(kind)!.map((i) => i.key));
  const studies = keys('case-study');
  for (const item of byKind.get('case-study')!) {
    const next = (item.data as z.output<typeof caseStudySchema>).nextWorkProject.slug;
    if (!studies.has(next)) issues.push({ kind: 'case-study', key: item.key, path: ['nextWorkProject', 'slug'], message: `no case study has the slug '${next}'` });
  }

  const expertise = keys('expertise-page');
  const linked = new Set<string>();
  for (const item of byKind.get('navigation')!) {
    (item.data as z.output<typeof exploreGroupsSchema>).forEach((group, g) =>
      group.links.forEach((link, l) => {
        const slug = expertiseSlugOf(link.href);
        if (slug === null) return;
        linked.add(slug);
        if (!expertise.has(slug)) issues.push({ kind: 'navigation', key: item.key, path: [g, 'links', l, 'href'], message: `no expertise page has the slug '${slug}'` });
      }),
    );
  }
  if (byKind.get('navigation')!.length) {
    for (const slug of expertise) {
      if (!linked.has(slug)) issues.push({ kind: 'expertise-page', key: slug, path: ['slug'], message: 'the Explore table does not link to this page' });
    }
  }
  for (const item of byKind.get('home')!) {
    const cards = (item.data as { expertise: { cards: { slug: string }[] } }).expertise.cards;
    cards.forEach((card, i) => {
      if (!expertise.has(card.slug)) issues.push({ kind: 'home', key: item.key, path: ['expertise', 'cards', i, 'slug'], message: `no expertise page has the slug '${card.slug}'` });
    });
  }
  return issues;
}

/** Every media file an item refers to: the strings of its data that are paths under /media/ (files in public/). */
export function mediaPaths(data: unknown): string[] {
  const found = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      if (/^\/media\/[\w\-./]+$/.test(v) && !v.includes('..')) found.add(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(data);
  return [...found].sort();
}
