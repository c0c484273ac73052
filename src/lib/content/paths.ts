/**
 * Which public pages show an item of each kind: what a publish of that item makes every instance render
 * again. '*' is every page: site settings and the Explore table are in the header, menu and footer of each.
 */
import type { KindName } from './kinds';

export const EVERY_PAGE = '*';

/** The addresses of the pages an item appears on, given its kind and its key (a slug for a collection). */
export function pathsOf(kind: KindName, key: string): string[] {
  switch (kind) {
    case 'role':
    case 'roles-copy':
      // The two lists, the roles' own pages; the sitemap lists each listed role's page.
      return ['/careers', '/internships', '/careers/*', '/internships/*', '/sitemap.xml'];
    case 'case-study':
      // The grid, the home page's featured work, the page itself and the Up Next of the others; the sitemap lists it.
      return ['/', '/work', '/work/*', '/sitemap.xml'];
    case 'expertise-page':
      return ['/expertise', `/expertise/${key}`, '/', '/sitemap.xml'];
    case 'home':
    case 'showreel':
    case 'clients':
      return ['/'];
    case 'about':
      return ['/about', '/'];
    case 'process':
      return ['/our-process'];
    case 'privacy':
      return ['/privacy'];
    case 'pricing':
      return ['/plans-and-pricing'];
    case 'pages':
    case 'site':
    case 'navigation':
      return [EVERY_PAGE];
  }
}

/** True when a changed path ('/work/*' covers every case study, '*' every page) covers a page's address. */
export function coversPath(changed: string, path: string): boolean {
  if (changed === EVERY_PAGE || changed === path) return true;
  return changed.endsWith('/*') && path.startsWith(changed.slice(0, -1));
}
