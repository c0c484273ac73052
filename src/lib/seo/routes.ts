/** Every public route of the site, from the content: the sitemap and the browser journeys read this. */
import { EXPERTISE_SLUGS } from '@/content/navigation';
import { caseStudySlugSchema } from '@/content/schema';

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

export const CASE_STUDY_ROUTES = caseStudySlugSchema.options.map((slug) => `/work/${slug}`);
export const EXPERTISE_ROUTES = EXPERTISE_SLUGS.map((slug) => `/expertise/${slug}`);

export const ALL_ROUTES: string[] = [...TOP_LEVEL_ROUTES, ...CASE_STUDY_ROUTES, ...EXPERTISE_ROUTES];
