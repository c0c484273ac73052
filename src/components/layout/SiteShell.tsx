import type { ReactNode } from 'react';
import { SiteDialogs } from '@/components/dialogs/SiteDialogs';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { RevealOnView } from '@/components/ui/RevealOnView';
import type { ExploreGroup } from '@/content/navigation';
import type { pages } from '@/content/pages';
import type { SiteConfig } from '@/content/schema';

/**
 * What every public page sits in (SPEC section 2): the header, the page's main, the footer, the site-wide dialogs,
 * and the one observer that starts each animated text as it comes into view. The staff pages have a plain shell of their own (src/app/staff/layout.tsx).
 */
export type ShellContent = { site: SiteConfig; navigation: readonly ExploreGroup[]; pages: typeof pages };

export function SiteShell({ children, content }: { children: ReactNode; content: ShellContent }) {
  const { site, pages } = content;
  return (
    <>
      <Header site={site} groups={content.navigation} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer site={site} />
      <SiteDialogs enquiry={{ title: pages.contact.heading, intro: pages.contact.intro }} />
      <RevealOnView />
    </>
  );
}
