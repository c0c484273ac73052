import Link from '@/components/ui/Link';
import { navLabels, type ExploreGroup } from '@/content/navigation';
import type { SiteConfig } from '@/content/schema';
import { DesktopNav } from './DesktopNav';
import { MobileMenu } from './MobileMenu';
import { Wordmark } from './Wordmark';

/** The sticky site header (its backdrop: header-backdrop.css): the wordmark, the desktop menu (992 px and up) and the mobile menu below it. */
export function Header({ site, groups }: { site: SiteConfig; groups: readonly ExploreGroup[] }) {
  return (
    <header className="site-header sticky top-0 z-40 border-b border-line/60">
      {/* The frosted backdrop, blurred once the page scrolls under the header (header-backdrop.css). */}
      <div className="header-backdrop" aria-hidden="true" />
      <div className="container-site relative flex h-[72px] items-center justify-between">
        <Link href="/" className="group flex items-center gap-2.5 text-xl font-bold tracking-tight">
          <Wordmark name={site.name} />
          <span className="sr-only">, {navLabels.home}</span>
        </Link>
        {/* Client menus get plain values, not the validated content module (that would ship zod to the browser). */}
        <DesktopNav email={site.email} contact={site.footer.heading} groups={groups} />
        <MobileMenu name={site.name} email={site.email} groups={groups} />
      </div>
    </header>
  );
}
