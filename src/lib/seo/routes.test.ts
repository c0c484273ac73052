import { describe, expect, it } from 'vitest';
import { caseStudies } from '@/content/case-studies';
import { expertisePages } from '@/content/expertise';
import { exploreGroups } from '@/content/navigation';
import { ALL_ROUTES, CASE_STUDY_ROUTES, EXPERTISE_ROUTES, siteRoutes, TOP_LEVEL_ROUTES } from './routes';

describe('routes', () => {
  it('lists every page once: 10 top-level, 6 case studies, 25 expertise pages', () => {
    expect(CASE_STUDY_ROUTES).toHaveLength(6);
    expect(EXPERTISE_ROUTES).toHaveLength(25);
    expect(ALL_ROUTES).toHaveLength(41);
    expect(new Set(ALL_ROUTES).size).toBe(ALL_ROUTES.length);
  });
});

describe('siteRoutes(content): the sitemap over the published content', () => {
  it('is ALL_ROUTES, in the same order, over src/content', () => {
    expect(siteRoutes({ caseStudies, expertisePages, navigation: exploreGroups })).toEqual(ALL_ROUTES);
  });

  it('leaves out an unpublished case study or expertise page, and lists a page the Explore table does not link last', () => {
    const routes = siteRoutes({
      caseStudies: caseStudies.filter((c) => c.slug !== 'coral'),
      expertisePages: [...expertisePages.filter((p) => p.slug !== 'docker'), { slug: 'rust' }],
      navigation: exploreGroups,
    });
    expect(routes).not.toContain('/work/coral');
    expect(routes).not.toContain('/expertise/docker');
    expect(routes.at(-1)).toBe('/expertise/rust');
    expect(routes.slice(0, TOP_LEVEL_ROUTES.length)).toEqual([...TOP_LEVEL_ROUTES]);
    expect(routes).toHaveLength(41 - 2 + 1);
  });
});
