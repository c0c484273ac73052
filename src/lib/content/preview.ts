/**
 * Draft preview (docs/content-editing-design.md 3.5): which public page shows an item, and which addresses the
 * preview route may send staff to (a path on this site, never the staff side, the API or another host).
 */
import type { KindName } from './kinds';
import { pathsOf } from './paths';

/** The public page to preview an item on: its own page, else the first page it appears on, else the home page. */
export function previewPathOf(kind: KindName, key: string): string {
  if (kind === 'case-study') return `/work/${key}`;
  if (kind === 'expertise-page') return `/expertise/${key}`;
  // The work grid's, the contact page's and the page-not-found page's words: the first of them.
  if (kind === 'pages') return '/work';
  return pathsOf(kind, key).find((p) => !p.includes('*')) ?? '/';
}

/** A path the preview may redirect to: '/…' on this site, not '//host', not the staff pages or the API. */
export function isPreviewablePath(path: unknown): path is string {
  if (typeof path !== 'string' || path.length > 300) return false;
  if (!/^\/(?![/\\])[\w\-./?=&%#]*$/.test(path)) return false;
  return !/^\/(staff|api)(\/|$|\?)/.test(path);
}

/** The cookie naming the editor a preview was opened from (read by the exit route only: its path is the route's). */
export const PREVIEW_FROM_COOKIE = 'driftline.preview_from';

/** An item's editor, /staff/content/{kind}/{id}: where Exit preview goes back to (nothing else, no other host). */
export function isEditorPath(path: unknown): path is string {
  return typeof path === 'string' && /^\/staff\/content\/[a-z][a-z-]{0,39}\/[A-Za-z0-9-]{1,64}$/.test(path);
}
