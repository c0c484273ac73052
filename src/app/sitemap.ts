import type { MetadataRoute } from 'next';
import { ALL_ROUTES } from '@/lib/seo/routes';
import { absoluteUrl } from '@/lib/seo/site-url';

export default function sitemap(): MetadataRoute.Sitemap {
  return ALL_ROUTES.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path === '/' || path === '/careers' || path === '/internships' ? 'weekly' : 'monthly',
    priority: path === '/' ? 1 : path.split('/').length > 2 ? 0.6 : 0.8,
  }));
}
