'use client';
import Link from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { ChevronDown, Menu, X } from 'lucide-react';
import { headerItems, navLabels } from '@/content/navigation';
import { activeNavItem } from '@/lib/layout/nav';
import { EmailLink } from '@/components/ui/ContactLinks';
import { ExploreGroups } from './ExploreMenu';
import { Wordmark } from './Wordmark';

const DIALOG_ID = 'mobile-menu';
const EXPLORE_ID = 'mobile-explore';

/**
 * The header menu below 992 px: a button that opens a full-screen modal <dialog>. The browser traps focus
 * in it, closes it on Escape and returns focus to the button; every link, including the 29 Explore links,
 * is inside, rendered when the menu opens (the desktop menu carries the same links in the page's HTML).
 * Navigating closes it.
 */
export function MobileMenu({ name, email }: { name: string; email: string }) {
  const pathname = usePathname() ?? '/';
  const active = activeNavItem(pathname);
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const [exploreOpen, setExploreOpen] = useState(active === 'explore');
  const dialogRef = useRef<HTMLDialogElement>(null);

  // Keep the native dialog in step with the state; lock the page's scroll while it is open.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  const close = () => setOpenAt(null);
  const linkClass = (isActive: boolean) =>
    'flex items-center justify-between border-b border-line py-4 text-[2rem] font-semibold leading-none tracking-tight ' +
    (isActive ? 'text-fg' : 'text-fg/75 hover:text-fg');

  return (
    <div className="lg:hidden">
      <button
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
      <dialog
        ref={dialogRef}
        id={DIALOG_ID}
        aria-label={navLabels.openMenu}
        onClose={close}
        className={
          'fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none overflow-y-auto bg-ink p-0 text-fg backdrop:bg-ink ' +
          'opacity-100 transition-[opacity,translate] duration-300 starting:translate-y-2 starting:opacity-0'
        }
      >
        {/* The menu's contents exist only while it is open: 40 links less in every page's HTML. */}
        {open ? (
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
        ) : null}
      </dialog>
    </div>
  );
}
