import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { siteUrl } from '@/lib/seo/site-url';

/** Next's draft-mode cookie (next/dist/server/api-utils COOKIE_NAME_PRERENDER_BYPASS). */
const DRAFT_COOKIE = '__prerender_bypass';

/**
 * The draft-mode cookie with the attributes of the site's own cookies: Secure only when the site is on https, and
 * SameSite=Lax (the live preview's frame is this site's own page). Next writes it Secure and SameSite=None always,
 * which a browser refuses on an http address it does not count as secure (WebKit on http://127.0.0.1, any browser on
 * a LAN address): the preview then showed the published page, and the editor's frame stayed blank (a public page may
 * be framed by none).
 */
const attributes = () => ({ httpOnly: true, sameSite: 'lax' as const, secure: siteUrl().startsWith('https://'), path: '/' });

/** Turns draft mode on for this browser (a route handler's answer carries the cookie). */
export async function turnPreviewOn(): Promise<void> {
  (await draftMode()).enable();
  const jar = await cookies();
  const value = jar.get(DRAFT_COOKIE)?.value;
  if (!value) throw new Error('draft mode set no cookie');
  jar.set(DRAFT_COOKIE, value, attributes());
}

/** Turns draft mode off for this browser. */
export async function turnPreviewOff(): Promise<void> {
  (await draftMode()).disable();
  (await cookies()).set(DRAFT_COOKIE, '', { ...attributes(), expires: new Date(0) });
}
