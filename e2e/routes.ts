/**
 * Every route of the site for the journeys and `npm run shots`. The list itself lives once, in
 * src/lib/seo/routes.ts (built from src/content; the sitemap reads it too), so a new slug is covered everywhere.
 */
import { exploreGroups } from '../src/content/navigation';
import { ALL_ROUTES } from '../src/lib/seo/routes';

/** Every route that answers 200. */
export const ROUTES: string[] = ALL_ROUTES;

/** The Explore submenu's links, in order (29). */
export const EXPLORE_LINKS = exploreGroups.flatMap((g) => g.links.map((l) => l.href));

/** A path no route answers. */
export const UNKNOWN_ROUTE = '/this-page-does-not-exist';

/** The two widths every page is checked at. */
export const VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
