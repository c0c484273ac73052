/** Every public route of the site, from the content: the sitemap (over the published content) and the browser journeys (over src/content) read this. */
import { EXPERTISE_SLUGS, type ExploreGroup } from '@/content/navigation';
import { SEED_CASE_STUDY_SLUGS } from '@/content/schema';

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

export const ALL_ROUTES: string[] = [...TOP_LEVEL_ROUTES, ...CASE_STUDY_ROUTES, ...EXPERTISE_ROUTES];

/** What the site's routes come from: the published case studies and expertise pages, and the Explore groups. */
export type RouteContent = {
  caseStudies: readonly { slug: string }[];
  expertisePages: readonly { slug: string }[];
  navigation: readonly ExploreGroup[];
};

/**
 * Every public route of the given content: the top-level pages, each case study (in grid order), each expertise
 * page (in the Explore table's order, then any page the table does not link). Over src/content it is ALL_ROUTES.
 */
export function siteRoutes({ caseStudies, expertisePages, navigation }: RouteContent): string[] {
  const published = new Set(expertisePages.map((p) => p.slug));
  const linked = navigation
    .flatMap((g) => g.links)
    .filter((l) => l.href.startsWith('/expertise/'))
    .map((l) => l.href.slice('/expertise/'.length))
    .filter((slug) => published.has(slug));
  const expertise = [...new Set([...linked, ...expertisePages.map((p) => p.slug)])];
  return [...TOP_LEVEL_ROUTES, ...caseStudies.map((c) => `/work/${c.slug}`), ...expertise.map((slug) => `/expertise/${slug}`)];
}
