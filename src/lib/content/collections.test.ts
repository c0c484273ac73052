import { describe, expect, it } from 'vitest';
import { roleSlug } from '@/lib/careers/roles';
import { duplicateData, followLinks, freeKey, keptToSchema, newItemData, pointersTo, shapedLike, withDerived, withExploreLink, withoutDerived, withShownWhen } from './collections';
import { fieldTree } from './fields';
import { CONTENT_KINDS, crossItemIssues, parseItem, seedEntries } from './kinds';

const seed = seedEntries();
const first = (kind: string) => seed.find((e) => e.kind === kind)!;
const keys = (kind: string) => new Set(seed.filter((e) => e.kind === kind).map((e) => e.key));

describe('new and duplicated items', () => {
  it('gives a new item a key no item has, and the kind’s fixed values', () => {
    expect(freeKey('a', new Set(['a', 'a-2']))).toBe('a-3');
    const study = newItemData('case-study', { taken: new Set(['new-case-study']), today: '2026-12-02', firstOther: 'coral' }) as Record<string, unknown>;
    expect(study).toMatchObject({ slug: 'new-case-study-2', path: '/work/new-case-study-2', title: 'New case study', nextWorkProject: { slug: 'coral' } });
    const role = newItemData('role', { taken: new Set([roleSlug({ title: 'New role', type: 'Junior' })]), today: '2026-12-02' }) as Record<string, unknown>;
    expect(role).toMatchObject({ title: 'New role 2', subTitle: 'OPEN ROLES', location: 'Remote / Lahore', datePosted: '2026-12-02', type: 'Junior', experience: '0–2 Years' });
    // Blank, so not publishable as it is: the schema says which fields to fill.
    expect(CONTENT_KINDS.role.schema.safeParse(role).success).toBe(false);
  });

  it('duplicates with a title and key of its own, and the path that follows the slug', () => {
    const study = first('case-study');
    const copy = duplicateData('case-study', study.data, keys('case-study')) as Record<string, string>;
    expect(copy.slug).toBe(`${study.key}-copy`);
    expect(copy.path).toBe(`/work/${study.key}-copy`);
    expect(CONTENT_KINDS['case-study'].schema.safeParse(copy).success).toBe(true);
    const role = first('role');
    const twice = duplicateData('role', role.data, new Set([...keys('role'), roleSlug({ ...(role.data as { type: 'Junior' }), title: `${(role.data as { title: string }).title} (copy)` })]));
    expect((twice as { title: string }).title).toMatch(/\(copy\) 2$/);
  });

  it('derives a case study’s path from its slug, and hides the derived fields from the form', () => {
    expect(withDerived('case-study', { slug: 'x', path: '/work/old' })).toEqual({ slug: 'x', path: '/work/x' });
    const tree = withoutDerived('case-study', fieldTree(CONTENT_KINDS['case-study'].schema));
    const keysShown = tree.type === 'object' ? tree.children.map((c) => c.key) : [];
    expect(keysShown).not.toContain('path');
    const next = tree.type === 'object' ? tree.children.find((c) => c.key === 'nextWorkProject') : undefined;
    expect(next?.type === 'object' && next.children.map((c) => c.key)).toEqual(['slug']);
  });

  it('a role’s pay follows its type: an internship is unpaid with no experience, a junior role has an experience and no salary', () => {
    const role = first('role').data as Record<string, unknown>;
    const junior = { ...role, type: 'Junior', experience: '0–2 Year', salary: 'Unpaid' };
    expect(withDerived('role', junior)).toMatchObject({ type: 'Junior', experience: '0–2 Year' });
    expect(withDerived('role', junior)).not.toHaveProperty('salary');
    const internship = withDerived('role', { ...junior, type: 'Internship' }) as Record<string, unknown>;
    expect(internship).toMatchObject({ type: 'Internship', salary: 'Unpaid' });
    expect(internship).not.toHaveProperty('experience');
    // An internship made junior again gets the usual experience, and passes the role's rules either way.
    const back = withDerived('role', { ...internship, type: 'Junior' });
    expect(back).toMatchObject({ experience: '0–2 Years' });
    for (const d of [internship, back]) expect(CONTENT_KINDS.role.schema.safeParse(d).success).toBe(true);
    // The form shows no salary, and the experience only for a junior role, then as required.
    const tree = withShownWhen('role', withoutDerived('role', fieldTree(CONTENT_KINDS.role.schema)));
    const children = tree.type === 'object' ? tree.children : [];
    expect(children.map((c) => c.key)).not.toContain('salary');
    expect(children.find((c) => c.key === 'experience')).toMatchObject({ shownWhen: { path: ['type'], equals: 'Junior' }, optional: false });
  });

  it('keeps only the keys the schema knows, at any depth', () => {
    const tree = fieldTree(CONTENT_KINDS.role.schema);
    expect(shapedLike(tree, { title: 'x', evil: 1, description: { intro: 'y', extra: true } })).toEqual({ title: 'x', description: { intro: 'y' } });
    const site = seed.find((e) => e.kind === 'site')!.data as { footer: { links: object[] } };
    const crafted = { ...site, isAdmin: true, footer: { ...site.footer, isAdmin: true, links: site.footer.links.map((l) => ({ ...l, onclick: 'x' })) } };
    expect(keptToSchema('site', crafted)).toEqual(site);
  });

  it('keeps every seeded item as it is (nothing the site reads is dropped)', () => {
    for (const entry of seed) expect(keptToSchema(entry.kind, entry.data), `${entry.kind} ${entry.key}`).toEqual(entry.data);
  });
});

describe('links between items', () => {
  const parsed = seed.map((e) => parseItem(e.kind, e.data, e.key).parsed!);

  it('finds Up Next, Explore and home-card links, and what each needs on delete', () => {
    const study = parsed.find((p) => p.kind === 'case-study')!;
    const upNext = pointersTo(study, parsed);
    expect(upNext).toHaveLength(1);
    expect(upNext[0]).toMatchObject({ kind: 'case-study', path: ['nextWorkProject', 'slug'], onDelete: 'replace' });
    const links = pointersTo({ kind: 'expertise-page', key: 'backend' }, parsed);
    expect(links.map((l) => l.kind).sort()).toEqual(['home', 'navigation']);
    expect(links.every((l) => l.onDelete === 'remove')).toBe(true);
  });

  it('follows a rename and a delete, leaving no broken link', () => {
    const renamed = parsed.map((p) => ({ ...p, data: followLinks(p, { kind: 'expertise-page', key: 'backend' }, 'backend-apis', 'rename') }));
    const page = renamed.find((p) => p.kind === 'expertise-page' && p.key === 'backend')!;
    page.key = 'backend-apis';
    (page.data as { slug: string }).slug = 'backend-apis';
    expect(crossItemIssues(renamed)).toEqual([]);

    const deleted = parsed.filter((p) => !(p.kind === 'expertise-page' && p.key === 'backend')).map((p) => ({ ...p, data: followLinks(p, { kind: 'expertise-page', key: 'backend' }, null, 'delete') }));
    expect(crossItemIssues(deleted)).toEqual([]);
    const study = parsed.find((p) => p.kind === 'case-study')!;
    const pointing = pointersTo(study, parsed)[0];
    const next = (study.data as { nextWorkProject: { slug: string } }).nextWorkProject.slug;
    const after = parsed.filter((p) => p !== study).map((p) => ({ ...p, data: followLinks(p, study, next, 'delete') }));
    expect(crossItemIssues(after)).toEqual([]);
    expect((after.find((p) => p.key === pointing.key)!.data as { nextWorkProject: { slug: string } }).nextWorkProject.slug).toBe(next);
  });

  it('puts a new expertise page in the Explore group of its colour, once', () => {
    const nav = first('navigation').data;
    const pages = parsed.filter((p) => p.kind === 'expertise-page').map((p) => ({ slug: p.key, variant: (p.data as { hero: { variant: string } }).hero.variant }));
    const { groups, group } = withExploreLink(nav, { slug: 'rust', label: 'Rust', variant: 'green' }, pages);
    expect(group).not.toBeNull();
    expect(JSON.stringify(groups)).toContain('/expertise/rust');
    expect(withExploreLink(groups, { slug: 'rust', label: 'Rust', variant: 'green' }, pages).group).toBeNull();
  });
});
