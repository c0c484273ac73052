/**
 * Which Content-Security-Policy a page gets, by the kind of its address (src/proxy.ts), not by whether the build
 * happened to prerender it: a public page is the same for every visitor and may be kept (by Next's cache after a
 * publish, the edge's memory, nginx), so it must carry no per-request nonce; its inline scripts are allowed by hash
 * (the build's, or the ones the edge's page finisher computes for a page rendered again, scripts/serve/finish.mjs).
 * Staff pages (the inbox, its audit log, the content editor) and any page in draft mode (a staff preview) are
 * rendered for one request and get a fresh nonce. Plain JavaScript with JSDoc types: the server's edge runs it as is.
 */

/** The cookies of Next's draft mode: a request with one renders afresh (a staff preview). */
export const DRAFT_MODE_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;

/** The staff session's cookie (src/server/auth/auth.ts names it; on https with the __Host- prefix). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?driftline\.session=/;

/** Addresses (and everything under them) whose pages are per request and per person. */
const PRIVATE_PREFIXES = ['/staff'];

/** @param {string} pathname */
const isStaffPath = (pathname) => PRIVATE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * 'public' (hashes, may be kept) or 'private' (a nonce, never kept).
 * @param {string} pathname @param {string | null | undefined} [cookie] the request's Cookie header
 * @returns {'public' | 'private'}
 */
export function pageKind(pathname, cookie) {
  if (isStaffPath(pathname)) return 'private';
  if (cookie && DRAFT_MODE_COOKIE.test(cookie)) return 'private';
  return 'public';
}

/**
 * Whether a request asks for a staff preview of a public page: it carries draft mode's cookie and a staff session's
 * (the readers check that session before showing a draft; without a valid one the page is the published one). Only
 * such an answer may be framed, and only by the site's own pages (the editor's live preview beside its form); every
 * other page keeps frame-ancestors 'none'. Like any private page it is never kept.
 * @param {string} pathname @param {string | null | undefined} [cookie] the request's Cookie header
 */
export function isPreviewRequest(pathname, cookie) {
  return !isStaffPath(pathname) && !!cookie && DRAFT_MODE_COOKIE.test(cookie) && SESSION_COOKIE.test(cookie);
}
