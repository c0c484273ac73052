/**
 * Every route of the site, built from src/content so a new slug is covered everywhere at once.
 * Shared by the journeys (e2e/*.spec.ts) and `npm run shots`. Relative imports keep it loadable by tsx.
 */
import { EXPERTISE_SLUGS, exploreGroups } from '../src/content/navigation';
import { caseStudySlugSchema } from '../src/content/schema';

export const TOP_LEVEL_ROUTES = [
  '/',
  '/about',
  '/work',
  '/careers',
  '/internships',
  '/plans-and-pricing',
  '/our-process',
  '/contact',
  '/privacy',
] as const;

export const CASE_STUDY_ROUTES = caseStudySlugSchema.options.map((slug) => `/work/${slug}`);
export const EXPERTISE_ROUTES = EXPERTISE_SLUGS.map((slug) => `/expertise/${slug}`);

/** Every route that answers 200. */
export const ROUTES: string[] = [...TOP_LEVEL_ROUTES, ...CASE_STUDY_ROUTES, ...EXPERTISE_ROUTES];

/** The Explore submenu's links, in order (29). */
export const EXPLORE_LINKS = exploreGroups.flatMap((g) => g.links.map((l) => l.href));

/** A path no route answers. */
export const UNKNOWN_ROUTE = '/this-page-does-not-exist';

/** The two widths every page is checked at. */
export const VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
