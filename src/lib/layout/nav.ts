import type { HeaderItemId } from '@/content/navigation';

/** Screens that show the desktop header menu (DesktopNav, from Tailwind's `lg`); narrower ones show MobileMenu. */
export const DESKTOP_MENU_QUERY = '(min-width: 992px)';

const EXPLORE_PAGES = ['/careers', '/internships', '/plans-and-pricing', '/our-process'];

/** Which header item is active for a path (SPEC section 2, "Header menu"). */
export function activeNavItem(path: string): HeaderItemId {
  const p = path.split(/[?#]/)[0] || '/';
  if (p === '/') return 'home';
  if (p === '/about') return 'about';
  if (p.startsWith('/work')) return 'work';
  if (p.startsWith('/expertise') || p.startsWith('/offers')) return 'explore';
  // A role's own page is part of its list (/careers/frontend-developer).
  if (EXPLORE_PAGES.some((page) => p === page || p.startsWith(`${page}/`))) return 'explore';
  if (p === '/contact') return 'contact';
  return 'home';
}

/** The footer's contact button appears on every page except those whose path starts with /contact. */
export function showsFooterContactButton(path: string): boolean {
  return !path.startsWith('/contact');
}
