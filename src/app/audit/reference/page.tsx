import type { Metadata } from 'next';
import { SiteShell } from '@/components/layout/SiteShell';
import { readShell } from '@/server/content/read';

/**
 * The audit's reference page: the site's own shell (header, footer, fonts, scripts) around an empty main.
 * `npm run audit` scores every route against it; it is not linked, listed in the sitemap, or indexed.
 */
export const metadata: Metadata = {
  title: 'Audit reference',
  description: 'An empty page inside the site shell, used as the performance baseline by the audit script.',
  robots: { index: false, follow: false },
};

export default async function AuditReference() {
  return (
    <SiteShell content={await readShell()}>
      <div className="container-site py-24">
        <h1 className="text-h2 font-semibold">Audit reference</h1>
      </div>
    </SiteShell>
  );
}
