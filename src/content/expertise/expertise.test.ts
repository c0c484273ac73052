import { describe, expect, it } from 'vitest';
import { EXPERTISE_SLUGS, exploreGroups } from '../navigation';
import { expertisePageSchema } from './schema';
import { expertisePages, getExpertisePage, type ExpertisePage } from './index';

/** Every word a visitor reads on a page, HTML tags removed. */
function pageText(p: ExpertisePage): string {
  return [
    p.hero.tagText,
    ...p.hero.heading,
    p.intro,
    ...p.aside.flatMap((a) => [a.title, a.paragraph]),
    p.iconCards.title,
    p.iconCards.paragraph,
    ...p.iconCards.items.flatMap((i) => [i.title, i.description]),
  ]
    .join(' ')
    .replace(/<[^>]+>/g, ' ');
}

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[a-z0-9][a-z0-9'’.-]*[a-z0-9]|[a-z0-9]/g) ?? []);
}

function jaccard(a: Set<string>, b: Set<string>) {
  let inter = 0;
  for (const w of a) if (b.has(w)) inter++;
  return inter / (a.size + b.size - inter);
}

/** Most similar pair of pages by word-set overlap. */
function maxOverlap() {
  const sets = expertisePages.map((p) => ({ slug: p.slug, set: words(pageText(p)) }));
  let worst = { a: '', b: '', score: 0 };
  for (let i = 0; i < sets.length; i++)
    for (let j = i + 1; j < sets.length; j++) {
      const score = jaccard(sets[i].set, sets[j].set);
      if (score > worst.score) worst = { a: sets[i].slug, b: sets[j].slug, score };
    }
  return worst;
}

describe('expertise content', () => {
  it('has a page for every Explore expertise link, and no page outside the Explore table', () => {
    const links = exploreGroups.flatMap((g) => g.links).filter((l) => l.href.startsWith('/expertise/'));
    expect(links).toHaveLength(25);
    for (const l of links) expect(getExpertisePage(l.href.slice('/expertise/'.length)), l.href).toBeDefined();
    expect(expertisePages.map((p) => p.slug).sort()).toEqual([...EXPERTISE_SLUGS].sort());
  });

  it('gives each page its own title, description, heading and hero image', () => {
    const keys: ((p: ExpertisePage) => string)[] = [(p) => p.title, (p) => p.description, (p) => p.hero.heading.join(' '), (p) => p.hero.image ?? p.slug];
    for (const key of keys) {
      expect(new Set(expertisePages.map(key)).size).toBe(expertisePages.length);
    }
  });

  it('references media by the page slug', () => {
    for (const p of expertisePages) {
      if (p.hero.image) expect(p.hero.image).toBe(`/media/images/expertise/${p.slug}.webp`);
      for (const a of p.aside) if (a.image) expect(a.image).toMatch(new RegExp(`^/media/images/expertise/${p.slug}-[1-4]\\.webp$`));
    }
  });

  it('has real copy on every page (at least 300 words)', () => {
    for (const p of expertisePages) {
      const count = pageText(p).split(/\s+/).filter(Boolean).length;
      expect(count, p.slug).toBeGreaterThanOrEqual(300);
    }
  });

  it('has no page that is a near copy of another (word-set Jaccard overlap below 0.35)', () => {
    const worst = maxOverlap();
    expect(worst.score, `${worst.a} vs ${worst.b}`).toBeLessThan(0.35);
  });

  it('uses a large vocabulary across the 25 pages (distinct words)', () => {
    const all = new Set<string>();
    for (const p of expertisePages) for (const w of words(pageText(p))) all.add(w);
    console.info(`expertise: ${all.size} distinct words across ${expertisePages.length} pages; worst overlap ${JSON.stringify(maxOverlap())}`);
    expect(all.size).toBeGreaterThanOrEqual(2500);
  });

  it('rejects a page with an unknown icon name', () => {
    const page = structuredClone(expertisePages[0]);
    const bad = { ...page, iconCards: { ...page.iconCards, items: [{ icon: { name: 'Unicorn', width: 24 }, title: 't', description: 'd' }, ...page.iconCards.items.slice(1)] } };
    const result = expertisePageSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['iconCards', 'items', 0, 'icon', 'name']);
  });
});
