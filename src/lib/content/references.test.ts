import { describe, expect, it } from 'vitest';
import { crossItemIssues, CONTENT_KINDS, KIND_NAMES, seedEntries, type KindName } from './kinds';
import { fieldTree, type Field, type Path } from './fields';
import { referenceOf, withReferences } from './references';

/** Every field of a tree of the given type, by its path ('*' for a list's entries). */
function fieldsOfType(tree: Field, type: Field['type']): Field[] {
  const out: Field[] = [];
  const walk = (f: Field) => {
    if (f.type === type) out.push(f);
    if (f.type === 'object' || f.type === 'video') f.children.forEach(walk);
    if (f.type === 'array') walk(f.item);
    if (f.type === 'union') f.options.forEach((o) => walk(o.field));
  };
  walk(tree);
  return out;
}
const shown = (path: Path) => path.map((p) => (typeof p === 'number' ? '*' : p)).join('.');
const treeOf = (kind: KindName) => withReferences(kind, fieldTree(CONTENT_KINDS[kind].schema));

describe('referenceOf: which field names which kind of item', () => {
  it('Up Next names a case study; each home expertise card an expertise page', () => {
    expect(referenceOf('case-study', ['nextWorkProject', 'slug'])).toBe('case-study');
    expect(referenceOf('home', ['expertise', 'cards', 0, 'slug'])).toBe('expertise-page');
    expect(referenceOf('home', ['expertise', 'cards', 4, 'slug'])).toBe('expertise-page');
  });

  it('an item’s own slug, a card’s other fields and other kinds’ slugs name nothing', () => {
    expect(referenceOf('case-study', ['slug'])).toBeNull();
    expect(referenceOf('expertise-page', ['slug'])).toBeNull();
    expect(referenceOf('home', ['expertise', 'cards', 0, 'heading'])).toBeNull();
    expect(referenceOf('home', ['expertise', 'cards', 'x', 'slug'])).toBeNull();
    expect(referenceOf('about', ['nextWorkProject', 'slug'])).toBeNull();
  });
});

describe('withReferences over every kind’s form', () => {
  it('makes exactly Up Next and the home cards pickers, labelled with what they name', () => {
    const found = KIND_NAMES.flatMap((kind) => fieldsOfType(treeOf(kind), 'reference').map((f) => [kind, shown(f.path), f.type === 'reference' ? f.to : '', f.label]));
    expect(found).toEqual([
      ['case-study', 'nextWorkProject.slug', 'case-study', 'Case study'],
      ['home', 'expertise.cards.*.slug', 'expertise-page', 'Expertise page'],
    ]);
  });

  it('marks every field the rules across items check by key (a link to nothing there is a reference field)', () => {
    // Point every reference at a key no item has: each issue the rules across items raise is at a reference field.
    const entries = seedEntries().map((e) => {
      if (e.kind === 'case-study') return { ...e, data: { ...(e.data as object), nextWorkProject: { ...(e.data as { nextWorkProject: object }).nextWorkProject, slug: 'gone' } } };
      if (e.kind === 'home') {
        const home = e.data as { expertise: { cards: object[] } };
        return { ...e, data: { ...home, expertise: { ...home.expertise, cards: home.expertise.cards.map((c) => ({ ...c, slug: 'gone' })) } } };
      }
      return e;
    });
    const issues = crossItemIssues(entries.map((e) => ({ kind: e.kind, key: e.key, data: CONTENT_KINDS[e.kind].schema.parse(e.data) })));
    const keyed = issues.filter((i) => i.message.includes("slug 'gone'"));
    expect(keyed.length).toBeGreaterThan(0);
    for (const issue of keyed) expect(referenceOf(issue.kind, issue.path), `${issue.kind} ${issue.path.join('.')}`).not.toBeNull();
  });

  it('leaves a kind with no references as it was', () => {
    const tree = fieldTree(CONTENT_KINDS.about.schema);
    expect(withReferences('about', tree)).toBe(tree);
  });
});

describe('fieldTree: link fields', () => {
  it('the Explore menu’s addresses are links on this site only; the footer’s and the home page’s may go elsewhere', () => {
    const links = (kind: KindName) => fieldsOfType(treeOf(kind), 'link').map((f) => [shown(f.path), f.type === 'link' && f.internal]);
    expect(links('navigation')).toEqual([['*.links.*.href', true]]);
    expect(links('site')).toEqual(expect.arrayContaining([['footer.links.*.href', false], ['footer.heading.href', false], ['footer.socialLinks.*.href', false]]));
    expect(links('home')).toEqual([
      ['work.link.href', false],
      ['bottomBlock.link.href', false],
    ]);
    // A case study's own path is derived from its slug (not shown in the form), a link on this site.
    expect(links('case-study')).toEqual([['path', true]]);
  });
});
