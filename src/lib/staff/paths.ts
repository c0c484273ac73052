/** Where the staff side lives. Every page under STAFF_PATH but the sign-in page asks for a signed-in staff member. */
export const STAFF_PATH = '/staff';
export const SIGN_IN_PATH = '/staff/sign-in';
export const ACCOUNT_PATH = '/staff/account';

/**
 * The sign-in page that brings the staff member back to `next` afterwards. Only a staff path is ever a way back, so
 * the link cannot send anyone elsewhere (no open redirect).
 */
export function signInPath(next?: string): string {
  return next && next !== SIGN_IN_PATH && isStaffPath(next) ? `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}` : SIGN_IN_PATH;
}

/** A same-site staff path, and nothing that a browser could read as another host (`//x`, `/\x`, `/staff@x`). */
export function isStaffPath(path: string): boolean {
  return /^\/staff(\/[A-Za-z0-9\-_/]*)?(\?[A-Za-z0-9\-_=&%.]*)?$/.test(path) && !path.includes('//');
}

/** Where to go after signing in: `next` when it is a staff path, the inbox otherwise. */
export function afterSignIn(next: string | null | undefined): string {
  return next && isStaffPath(next) && next !== SIGN_IN_PATH ? next : STAFF_PATH;
}

/**
 * Which of the staff navigation's sections a page belongs to: the longest section address the path is at or under
 * (`/staff/content/media/…` is the media library's, not the content's; `/staff/submissions/…` the inbox's, `/staff`).
 */
export function currentSection(pathname: string, sections: readonly string[]): string | null {
  const under = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
  const found = sections.filter(under).sort((a, b) => b.length - a.length)[0];
  if (found) return found;
  return pathname.startsWith(`${STAFF_PATH}/submissions/`) && sections.includes(STAFF_PATH) ? STAFF_PATH : null;
}
