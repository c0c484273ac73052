import type { MetadataRoute } from 'next';
import { siteRoutes } from '@/lib/seo/routes';
import { absoluteUrl } from '@/lib/seo/site-url';
import { readCaseStudies, readExpertisePages, readNavigation, readRolesPage } from '@/server/content/read';

/** sitemap.xml: the top-level pages and every published case study and expertise page and listed role (src/lib/seo/routes.ts). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [caseStudies, expertisePages, navigation, { roles }] = await Promise.all([readCaseStudies(), readExpertisePages(), readNavigation(), readRolesPage()]);
  return siteRoutes({ caseStudies, expertisePages, navigation, roles }).map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path === '/' || path === '/careers' || path === '/internships' ? 'weekly' : 'monthly',
    priority: path === '/' ? 1 : path.split('/').length > 2 ? 0.6 : 0.8,
  }));
}
