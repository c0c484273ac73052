import { describe, expect, it } from 'vitest';
import { caseStudies } from '@/content/case-studies';
import { expertisePages } from '@/content/expertise';
import { exploreGroups } from '@/content/navigation';
import { internshipRoles, juniorRoles } from '@/content/roles';
import { showreel } from '@/content/showreel';
import { site } from '@/content/site';
import { roleSlug } from '@/lib/careers/roles';
import { CONTENT_KINDS, crossItemIssues, KIND_NAMES, mediaPaths, parseItem, seedEntries, type ContentEntry } from './kinds';

const seed = seedEntries();
const parsedSeed = () => seed.map((e) => parseItem(e.kind, e.data, e.key).parsed!);
const of = (kind: string) => seed.filter((e) => e.kind === kind);

describe('the content kinds registry', () => {
  it('seeds every item of src/content: 17 roles, 6 case studies, 25 expertise pages and one of each singleton', () => {
    expect(of('role').map((e) => e.key)).toEqual([...juniorRoles, ...internshipRoles].map(roleSlug));
    expect(of('case-study').map((e) => e.key)).toEqual(caseStudies.map((c) => c.slug));
    expect(of('expertise-page').map((e) => e.key)).toEqual(expertisePages.map((p) => p.slug));
    for (const kind of KIND_NAMES.filter((k) => !CONTENT_KINDS[k].collection)) expect(of(kind).map((e) => e.key)).toEqual([kind]);
    expect(seed).toHaveLength(17 + 6 + 25 + KIND_NAMES.length - 3);
    expect(of('role').map((e) => e.position)).toEqual([...Array(17).keys()]);
  });

  it('stores the data as src/content writes it (z.input): parsing it gives exactly what src/content exports', () => {
    // showreel.ts leaves out `levels` and `currentLevel`, and site.ts most footer links' `newTab`: the seed does too.
    expect(of('showreel')[0].data).not.toHaveProperty('levels');
    expect((of('site')[0].data as typeof site).footer.links[1]).toEqual({ label: 'Privacy', href: '/privacy' });
    expect(parseItem('showreel', of('showreel')[0].data, 'showreel').parsed!.data).toEqual(showreel);
    expect(parseItem('site', of('site')[0].data, 'site').parsed!.data).toEqual(site);
    expect(of('role').map((e) => parseItem('role', e.data, e.key).parsed!.data)).toEqual([...juniorRoles, ...internshipRoles]);
    expect(of('navigation')[0].data).toBe(exploreGroups);
  });

  it('finds no issue in the seed', () => {
    for (const e of seed) expect(parseItem(e.kind, e.data, e.key).issues).toEqual([]);
    expect(crossItemIssues(parsedSeed())).toEqual([]);
  });

  it('names the field a schema refuses', () => {
    const role = structuredClone(of('role')[0]) as ContentEntry & { data: Record<string, unknown> };
    delete role.data.title;
    const { parsed, issues } = parseItem('role', role.data, role.key);
    expect(parsed).toBeUndefined();
    expect(issues).toContainEqual(expect.objectContaining({ kind: 'role', key: role.key, path: ['title'] }));
  });

  it('refuses an item filed under a key its data does not give', () => {
    const study = of('case-study')[1];
    expect(parseItem('case-study', study.data, 'coral').issues).toEqual([
      { kind: 'case-study', key: 'coral', path: ['slug'], message: `gives the key '${study.key}', but the item is filed as 'coral'` },
    ]);
    expect(parseItem('site', of('site')[0].data, 'home').issues[0]).toMatchObject({ path: [] });
  });

  it('refuses two items with one slug, a missing singleton, and links to items that do not exist', () => {
    const items = parsedSeed();
    const dup = items.find((i) => i.kind === 'expertise-page')!;
    expect(crossItemIssues([...items, dup])).toEqual([{ kind: 'expertise-page', key: dup.key, path: ['slug'], message: `2 items share the key '${dup.key}'` }]);

    expect(crossItemIssues(items.filter((i) => i.kind !== 'pricing'))).toEqual([{ kind: 'pricing', key: 'pricing', path: [], message: 'missing: the site needs this item' }]);

    const withoutCoral = items.filter((i) => !(i.kind === 'case-study' && i.key === 'coral'));
    expect(crossItemIssues(withoutCoral)).toEqual([
      { kind: 'case-study', key: 'honeydu', path: ['nextWorkProject', 'slug'], message: "no case study has the slug 'coral'" },
    ]);

    const withoutSaas = items.filter((i) => !(i.kind === 'expertise-page' && i.key === 'saas'));
    expect(crossItemIssues(withoutSaas)).toEqual([
      { kind: 'navigation', key: 'navigation', path: [1, 'links', 2, 'href'], message: "no expertise page has the slug 'saas'" },
      { kind: 'home', key: 'home', path: ['expertise', 'cards', 3, 'slug'], message: "no expertise page has the slug 'saas'" },
    ]);
  });

  it('lists the media files an item refers to', () => {
    expect(mediaPaths({ a: '/media/images/x.webp', b: ['/media/video/y/master.m3u8', '/media/images/x.webp'], c: '/about', d: 'https://e.example/x.webp' })).toEqual([
      '/media/images/x.webp',
      '/media/video/y/master.m3u8',
    ]);
    expect(mediaPaths({ up: '/media/../../etc/passwd' })).toEqual([]);
    expect(mediaPaths(of('showreel')[0].data)).toEqual(['/media/video/showreel/master.m3u8', '/media/video/showreel/original.mp4', '/media/video/showreel/poster.webp']);
  });
});
