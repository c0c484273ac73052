'use client';
import Link from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useIdle, useModal, whenIdle } from '@/components/ui/hooks';
import { ChevronDown, Menu, X } from 'lucide-react';
import { headerItems, navLabels, type ExploreGroup } from '@/content/navigation';
import { activeNavItem, DESKTOP_MENU_QUERY } from '@/lib/layout/nav';
import { EmailLink } from '@/components/ui/ContactLinks';
import { ExploreGroups } from './ExploreMenu';
import { Wordmark } from './Wordmark';

const DIALOG_ID = 'mobile-menu';
const EXPLORE_ID = 'mobile-explore';

/**
 * The header menu below 992 px: a button that opens a full-screen modal dialog. Every link, including the 29 Explore
 * links, is inside. They are not in the page's HTML (search engines find those pages in the sitemap and the pages'
 * own links): they are rendered once the page is idle after hydration, or when the menu opens first, whichever comes
 * first, and stay, hidden, so that opening the menu only shows them. Navigating closes it.
 *
 * The dialog is a manual popover (in the top layer above everything, as a modal <dialog> would be) made modal by
 * {@link useModal}: focus moves in, Tab and Shift+Tab stay in, Escape closes, focus goes back to the button, the rest
 * of the page is hidden from assistive technology and does not scroll. Not `showModal()`: that makes every other
 * element inert, and the browser computes the whole page's style again to do so, the largest cost of this tap on the
 * home page (`npm run bench:interactions`). The menu covers the whole screen: nothing behind it can be pointed at.
 */
export function MobileMenu({ name, email, groups }: { name: string; email: string; groups: readonly ExploreGroup[] }) {
  const pathname = usePathname() ?? '/';
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const idle = useIdle();
  const dialogRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpenAt(null), []);
  useModal(dialogRef, buttonRef, open, close);
  useWarmMenu(dialogRef, idle);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={DIALOG_ID}
        aria-haspopup="dialog"
        onClick={() => setOpenAt(pathname)}
        className="flex h-11 items-center gap-2 rounded-full border border-line bg-ink-2/80 pl-4 pr-3.5 text-sm font-medium"
      >
        {navLabels.openMenu}
        <Menu aria-hidden="true" size={20} />
      </button>
      <div
        ref={dialogRef}
        id={DIALOG_ID}
        role="dialog"
        aria-modal="true"
        aria-label={navLabels.openMenu}
        popover="manual"
        className={
          'fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none overflow-y-auto border-0 bg-ink p-0 text-fg backdrop:bg-ink ' +
          'opacity-100 transition-[opacity,translate] duration-300 starting:translate-y-2 starting:opacity-0'
        }
      >
        {idle || open ? <MenuContents name={name} email={email} groups={groups} pathname={pathname} onClose={close} /> : null}
      </div>
    </div>
  );
}

/**
 * Once the menu's contents are rendered (idle), shows the dialog and takes it away again in one task, unseen (nothing
 * is drawn in between, focus stays where it is), in a later idle moment. The first opening computed the menu's styles
 * and shaped its text for the first time, work whose results the browser keeps: the tap that opens the menu took about
 * 40 ms longer the first time than the next under 4× CPU (`npm run bench:interactions`), and now takes as long as the
 * next. Not on screens where the menu does not show.
 */
function useWarmMenu(dialogRef: React.RefObject<HTMLDivElement | null>, idle: boolean) {
  useEffect(() => {
    if (!idle) return;
    return whenIdle(() => {
      const dialog = dialogRef.current;
      if (!dialog || dialog.matches(':popover-open') || window.matchMedia(DESKTOP_MENU_QUERY).matches) return;
      // Without its entry transition: one started and cancelled unseen would still send events through the page.
      const transition = dialog.style.transition;
      dialog.style.transition = 'none';
      dialog.showPopover();
      dialog.getBoundingClientRect();
      dialog.hidePopover();
      dialog.style.transition = transition;
    });
  }, [dialogRef, idle]);
}

type MenuContentsProps = { name: string; email: string; groups: readonly ExploreGroup[]; pathname: string; onClose: () => void };

/** What the menu shows; rendered again only when the address changes, not when the menu opens or closes. */
const MenuContents = memo(function MenuContents({ name, email, groups, pathname, onClose: close }: MenuContentsProps) {
  const active = activeNavItem(pathname);
  const [exploreOpen, setExploreOpen] = useState(active === 'explore');
  const linkClass = (isActive: boolean) =>
    'flex items-center justify-between border-b border-line py-4 text-[2rem] font-semibold leading-none tracking-tight ' +
    (isActive ? 'text-fg' : 'text-fg/75 hover:text-fg');

  return (
    <>
      <div className="container-site flex h-[72px] items-center justify-between">
        <Link href="/" onClick={close} className="group flex items-center gap-2.5 text-xl font-bold tracking-tight">
          <Wordmark name={name} />
          <span className="sr-only">, {navLabels.home}</span>
        </Link>
        <button
          type="button"
          onClick={close}
          className="grid size-11 place-items-center rounded-full border border-line bg-ink-2"
        >
          <X aria-hidden="true" size={20} />
          <span className="sr-only">{navLabels.closeMenu}</span>
        </button>
      </div>
      <nav aria-label={navLabels.main} className="container-site pb-12 pt-4">
        <ul>
          {headerItems.map((item) =>
            'href' in item ? (
              <li key={item.id}>
                <Link href={item.href} onClick={close} aria-current={active === item.id ? 'page' : undefined} className={linkClass(active === item.id)}>
                  {item.label}
                  {active === item.id ? <span aria-hidden="true" className="size-2.5 rounded-full bg-cyan" /> : null}
                </Link>
              </li>
            ) : (
              <li key={item.id}>
                <button
                  type="button"
                  aria-expanded={exploreOpen}
                  aria-controls={EXPLORE_ID}
                  aria-current={active === 'explore' ? 'true' : undefined}
                  onClick={() => setExploreOpen((v) => !v)}
                  className={linkClass(active === 'explore') + ' w-full text-left'}
                >
                  {item.label}
                  <ChevronDown aria-hidden="true" size={28} className={'transition-transform duration-300 ' + (exploreOpen ? 'rotate-180' : '')} />
                </button>
                <div id={EXPLORE_ID} hidden={!exploreOpen} className="border-b border-line py-6">
                  <ExploreGroups
                    groups={groups}
                    idPrefix="mobile-explore"
                    pathname={pathname}
                    onNavigate={close}
                    className="grid gap-8 sm:grid-cols-2"
                  />
                </div>
              </li>
            ),
          )}
        </ul>
        <EmailLink email={email} className="mt-10 inline-block text-lg text-muted hover:text-fg" />
      </nav>
    </>
  );
});
