'use client';
import Link from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIdle, useMediaQuery } from '@/components/ui/hooks';
import { ChevronDown } from 'lucide-react';
import { headerItems, navLabels, type ExploreGroup } from '@/content/navigation';
import { activeNavItem, DESKTOP_MENU_QUERY } from '@/lib/layout/nav';
import { EmailLink } from '@/components/ui/ContactLinks';
import { EXPLORE_CLOSED_HEIGHT_PX, EXPLORE_OPEN_HEIGHT_PX, ExploreGroups } from './ExploreMenu';

const PANEL_ID = 'explore-panel';

/**
 * The desktop header menu (992 px and up): a pill that grows from 45 to 661 px tall when Explore opens.
 * Explore is a real button: Enter/Space toggle it, Escape and outside clicks close it, navigating closes it.
 */
export function DesktopNav({ email, contact, groups }: { email: string; contact: { text: string; href: string }; groups: readonly ExploreGroup[] }) {
  const pathname = usePathname() ?? '/';
  const active = activeNavItem(pathname);
  // Open "at" a path: following any link changes the path, which closes the menu without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  // The panel's 29 links are not in the page's HTML (every page would carry and hydrate them). They are rendered
  // once the page is idle after loading, on a screen wide enough for this menu (phones never show it), or when the
  // menu opens first, and then kept (closing fades them out): opening only shows them, and the tap's frame does not
  // build them (`npm run bench:interactions`).
  const idle = useIdle({ afterLoad: true });
  const wide = useMediaQuery(DESKTOP_MENU_QUERY);
  const [panelRendered, setPanelRendered] = useState(false);
  if ((open || (idle && wide)) && !panelRendered) setPanelRendered(true);
  const boxRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!boxRef.current?.contains(e.target as Node)) setOpenAt(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const close = useCallback(() => setOpenAt(null), []);
  // Each item is as wide whatever the font, its words centred: Inter taking over from the fallback face moves no item,
  // and a word by half the change of its own width. As wide as their words, spread out, the items each moved by the
  // others' changes too (2.2 px in WebKit, near the 3 px a layout shift counts), in the sticky header, in view on every
  // screen: Inter could wait there for ever (FontSwap adds it only when that moves nothing in view).
  const itemClass = (isActive: boolean, wide = false) =>
    'flex h-[35px] items-center justify-center gap-1 rounded-full text-sm font-medium transition-colors ' +
    (wide ? 'w-[6.25rem] ' : 'w-[4.75rem] ') +
    (isActive ? 'bg-fg text-ink' : 'text-fg/80 hover:bg-ink-3 hover:text-fg');

  return (
    <nav aria-label={navLabels.main} className="hidden lg:block">
      <div
        ref={boxRef}
        style={{ height: open ? EXPLORE_OPEN_HEIGHT_PX : EXPLORE_CLOSED_HEIGHT_PX }}
        data-open={open ? 'true' : 'false'}
        className={
          'absolute right-[clamp(1.25rem,4vw,3rem)] top-[13.5px] overflow-hidden rounded-[23px] border border-line bg-ink-2/95 shadow-card backdrop-blur-xl ' +
          'transition-[height,width] duration-[450ms] ease-[cubic-bezier(0.2,0.8,0.2,1)] xl:right-auto xl:left-1/2 xl:-translate-x-1/2 ' +
          (open ? 'w-[min(760px,calc(100vw-15rem))]' : 'w-[432px]')
        }
      >
        {/* Spread out (justify-between), the items move when another joins them: a page's first frame can come while
            the browser is still reading this list, and the item read next then moved the others, a layout shift (seen
            on desktop loads under load). So the list shows once its end marker has been read. */}
        <ul className="ml-auto flex h-[43px] w-[430px] items-center justify-between px-1 xl:mx-auto [&:not(:has(>[data-list-end]))]:invisible">
          {headerItems.map((item) =>
            'href' in item ? (
              <li key={item.id}>
                <Link href={item.href} aria-current={active === item.id ? 'page' : undefined} className={itemClass(active === item.id)}>
                  {item.label}
                </Link>
              </li>
            ) : (
              <li key={item.id}>
                <button
                  ref={toggleRef}
                  type="button"
                  aria-expanded={open}
                  aria-controls={PANEL_ID}
                  aria-current={active === 'explore' ? 'true' : undefined}
                  onClick={() => setOpenAt(open ? null : pathname)}
                  className={itemClass(active === 'explore', true)}
                >
                  {item.label}
                  <ChevronDown aria-hidden="true" size={16} className={'transition-transform duration-300 ' + (open ? 'rotate-180' : '')} />
                </button>
                <div
                  id={PANEL_ID}
                  inert={!open}
                  className={
                    'absolute inset-x-0 top-[44px] border-t border-line px-8 pb-7 pt-7 ' +
                    // Visible (focusable) at once when opening; hidden only after fading out when closing.
                    (open
                      ? 'visible opacity-100 [transition:opacity_300ms_100ms,visibility_0s]'
                      : 'invisible opacity-0 [transition:opacity_200ms,visibility_0s_200ms]')
                  }
                >
                  {panelRendered ? (
                    <>
                      <ExploreGroups
                        groups={groups}
                        idPrefix="explore"
                        pathname={pathname}
                        onNavigate={close}
                        className="grid grid-cols-3 gap-x-8 gap-y-8"
                      />
                      <div className="mt-8 flex items-center justify-between gap-6 rounded-2xl bg-ink-3 px-5 py-4">
                        <Link href={contact.href} onClick={close} className="font-semibold hover:underline">
                          {contact.text}
                        </Link>
                        <EmailLink email={email} className="text-sm text-muted hover:text-fg" />
                      </div>
                    </>
                  ) : null}
                </div>
              </li>
            ),
          )}
          <li data-list-end hidden />
        </ul>
      </div>
    </nav>
  );
}
