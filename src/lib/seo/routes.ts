/** Every public route of the site, from the content: the sitemap (over the published content) and the browser journeys (over src/content) read this. */
import { EXPERTISE_SLUGS, type ExploreGroup } from '@/content/navigation';
import { internshipRoles, juniorRoles } from '@/content/roles';
import { SEED_CASE_STUDY_SLUGS, type JobRole } from '@/content/schema';
import { rolePagePath } from '@/lib/careers/roles';

export const TOP_LEVEL_ROUTES = [
  '/',
  '/about',
  '/work',
  '/expertise',
  '/careers',
  '/internships',
  '/plans-and-pricing',
  '/our-process',
  '/contact',
  '/privacy',
] as const;

export const CASE_STUDY_ROUTES = SEED_CASE_STUDY_SLUGS.map((slug) => `/work/${slug}`);
export const EXPERTISE_ROUTES = EXPERTISE_SLUGS.map((slug) => `/expertise/${slug}`);

/** Each listed role's own page: junior roles under /careers, internships under /internships. */
export const ROLE_ROUTES = [...juniorRoles, ...internshipRoles].filter((role) => role.listed).map(rolePagePath);

export const ALL_ROUTES: string[] = [...TOP_LEVEL_ROUTES, ...CASE_STUDY_ROUTES, ...EXPERTISE_ROUTES, ...ROLE_ROUTES];

/** What the site's routes come from: the published case studies, expertise pages and roles, and the Explore groups. */
export type RouteContent = {
  caseStudies: readonly { slug: string }[];
  expertisePages: readonly { slug: string }[];
  navigation: readonly ExploreGroup[];
  roles: readonly Pick<JobRole, 'type' | 'title' | 'listed'>[];
};

/**
 * Every public route of the given content: the top-level pages, each case study (in grid order), each expertise
 * page (in the Explore table's order, then any page the table does not link), each listed role's own page. Over src/content it is ALL_ROUTES.
 */
export function siteRoutes({ caseStudies, expertisePages, navigation, roles }: RouteContent): string[] {
  const published = new Set(expertisePages.map((p) => p.slug));
  const linked = navigation
    .flatMap((g) => g.links)
    .filter((l) => l.href.startsWith('/expertise/'))
    .map((l) => l.href.slice('/expertise/'.length))
    .filter((slug) => published.has(slug));
  const expertise = [...new Set([...linked, ...expertisePages.map((p) => p.slug)])];
  return [
    ...TOP_LEVEL_ROUTES,
    ...caseStudies.map((c) => `/work/${c.slug}`),
    ...expertise.map((slug) => `/expertise/${slug}`),
    ...roles.filter((role) => role.listed).map(rolePagePath),
  ];
}
