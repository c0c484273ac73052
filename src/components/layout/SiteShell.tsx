import type { ReactNode } from 'react';
import { SiteDialogs } from '@/components/dialogs/SiteDialogs';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { JsonLd } from '@/components/seo/JsonLd';
import { RevealOnView } from '@/components/ui/RevealOnView';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { organization } from '@/lib/seo/structured-data';

/**
 * What every public page sits in (SPEC section 2): the header, the page's main, the footer, the site-wide dialogs,
 * the Organization JSON-LD and the one observer that starts each animated text as it comes into view. The staff pages have a plain shell of their own (src/app/staff/layout.tsx).
 */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <SiteDialogs enquiry={{ title: pages.contact.heading, intro: pages.contact.intro }} />
      <JsonLd data={organization(site)} />
      <RevealOnView />
    </>
  );
}
