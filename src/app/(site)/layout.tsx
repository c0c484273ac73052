import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/SiteShell';
import { PreviewBar } from '@/components/staff/content/PreviewBar';
import { siteMetadata } from '@/lib/seo/metadata';
import { isStaffPreview, readShell, readSite } from '@/server/content/read';

/** The site's name, description and icons from the published site settings (the root layout has src/content's). */
export async function generateMetadata() {
  return siteMetadata(await readSite());
}

/**
 * The site's pages and the @modal slot that opens a case study over them (a work card's client navigation).
 * The slot lives here rather than on the root layout: Next renders a root layout with a second slot twice into
 * every page's payload (once more around the not-found page, for unmatched parallel routes), which cost each
 * page its header, footer and JSON-LD a second time in the inline RSC data.
 * Pages outside the group (the 404 page, the audit's reference page) link to no case study: a client navigation
 * from them to /work/{slug} would still open the dialog, over an empty page instead of the page it came from.
 */
export default async function SiteLayout({ children, modal }: { children: ReactNode; modal: ReactNode }) {
  // A staff preview (docs/content-editing-design.md 3.5) says so, while the staff session is valid (as the readers
  // check before showing drafts). Outside draft mode (every visitor, the build) nothing is read: the page stays static.
  const preview = await isStaffPreview();
  return (
    <SiteShell content={await readShell()}>
      {preview ? <PreviewBar /> : null}
      {children}
      {modal}
    </SiteShell>
  );
}
