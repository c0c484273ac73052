import { describe, expect, it } from 'vitest';
import { caseStudies } from '@/content/case-studies';
import { expertisePages } from '@/content/expertise';
import { exploreGroups } from '@/content/navigation';
import { internshipRoles, juniorRoles } from '@/content/roles';
import { ALL_ROUTES, CASE_STUDY_ROUTES, EXPERTISE_ROUTES, ROLE_ROUTES, siteRoutes, TOP_LEVEL_ROUTES } from './routes';

const roles = [...juniorRoles, ...internshipRoles];

describe('routes', () => {
  it('lists every page once: 10 top-level, 6 case studies, 25 expertise pages, 12 listed roles', () => {
    expect(CASE_STUDY_ROUTES).toHaveLength(6);
    expect(EXPERTISE_ROUTES).toHaveLength(25);
    expect(ROLE_ROUTES).toHaveLength(12);
    expect(ROLE_ROUTES).toContain('/careers/frontend-developer');
    expect(ROLE_ROUTES).toContain('/internships/digital-marketing');
    // Not listed: no page.
    expect(ROLE_ROUTES).not.toContain('/internships/graphic-designer');
    expect(ALL_ROUTES).toHaveLength(53);
    expect(new Set(ALL_ROUTES).size).toBe(ALL_ROUTES.length);
  });
});

describe('siteRoutes(content): the sitemap over the published content', () => {
  it('is ALL_ROUTES, in the same order, over src/content', () => {
    expect(siteRoutes({ caseStudies, expertisePages, navigation: exploreGroups, roles })).toEqual(ALL_ROUTES);
  });

  it('leaves out an unpublished case study or expertise page and an unlisted role, and lists a page the Explore table does not link after the others', () => {
    const routes = siteRoutes({
      caseStudies: caseStudies.filter((c) => c.slug !== 'coral'),
      expertisePages: [...expertisePages.filter((p) => p.slug !== 'docker'), { slug: 'rust' }],
      navigation: exploreGroups,
      roles: roles.map((r) => (r.type === 'Junior' && r.title === 'Flutter Developer' ? { ...r, listed: false } : r)),
    });
    expect(routes).not.toContain('/work/coral');
    expect(routes).not.toContain('/expertise/docker');
    expect(routes).not.toContain('/careers/flutter-developer');
    expect(routes.at(-12)).toBe('/expertise/rust');
    expect(routes.slice(0, TOP_LEVEL_ROUTES.length)).toEqual([...TOP_LEVEL_ROUTES]);
    expect(routes).toHaveLength(53 - 3 + 1);
  });
});
