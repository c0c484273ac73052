/**
 * Where the content form's pickers point: the items a reference field may name, the site's pages a link field offers,
 * and what a typed link reaches (a live page, a draft, a redirect, nothing), so the form says it before any save.
 */
import { staffLinksCopy } from '@/content/staff-links';
import { TOP_LEVEL_ROUTES } from '@/lib/seo/routes';
import { isCanonicalSitePath, isLinkHref } from './site-path.mjs';
import type { ReferenceKind } from './references';

/** An item a reference may name: its key, its title, and whether visitors see it ('published'). */
export type TargetItem = { kind: ReferenceKind; key: string; title: string; status: 'draft' | 'published' | 'unpublished' };

/** What the form is given to check links with: the items that have pages, and the redirects. */
export type LinkTargets = { items: TargetItem[]; redirects: { from: string; to: string }[] };

/** A page of the site a link may go to: its address and name; `live` when visitors get it. */
export type SitePage = { path: string; title: string; live: boolean; kind: ReferenceKind | 'page' };

/** The address of an item's page. */
export const itemPath = (item: Pick<TargetItem, 'kind' | 'key'>) => (item.kind === 'case-study' ? `/work/${item.key}` : `/expertise/${item.key}`);

/** Every page a link may go to: the fixed pages, then each case study and expertise page (drafts too, not live). */
export function sitePages(targets: LinkTargets): SitePage[] {
  const fixed = TOP_LEVEL_ROUTES.map((path) => ({ path, title: staffLinksCopy.pages[path] ?? path, live: true, kind: 'page' as const }));
  const items = [...targets.items]
    .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'case-study' ? -1 : 1))
    .map((item) => ({ path: itemPath(item), title: item.title, live: item.status === 'published', kind: item.kind }));
  return [...fixed, ...items];
}

/** The pages whose name or address holds each word of `query` (any case); every page for an empty query. */
export function matchingPages(pages: readonly SitePage[], query: string): SitePage[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return pages.filter((p) => words.every((w) => p.title.toLowerCase().includes(w) || p.path.includes(w)));
}

/** What a link reaches, as the form tells it. */
export type LinkCheck =
  | { state: 'empty' | 'outside' | 'mail' | 'phone' | 'file' | 'invalid' }
  | { state: 'live' | 'draft'; page: SitePage }
  | { state: 'redirect'; to: string }
  | { state: 'missing' };

/**
 * What `href` reaches: nothing yet (empty), a link elsewhere (an URL, an e-mail, a phone number), a file, or for an
 * address on this site, its page (live, or a draft that visitors do not get), a redirect, or nothing at all. With
 * `internal`, only an address on this site is a link (the Explore menu's).
 */
export function checkLink(href: string, targets: LinkTargets, { internal = false } = {}): LinkCheck {
  if (!href) return { state: 'empty' };
  if (internal ? !isCanonicalSitePath(href) : !isLinkHref(href)) return { state: 'invalid' };
  if (href.startsWith('mailto:')) return { state: 'mail' };
  if (href.startsWith('tel:')) return { state: 'phone' };
  if (!href.startsWith('/')) return { state: 'outside' };
  if (href.startsWith('/media/')) return { state: 'file' };
  const page = sitePages(targets).find((p) => p.path === href);
  if (page?.live) return { state: 'live', page };
  const redirect = targets.redirects.find((r) => r.from === href);
  if (redirect) return { state: 'redirect', to: redirect.to };
  return page ? { state: 'draft', page } : { state: 'missing' };
}
