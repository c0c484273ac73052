'use client';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '@/components/ui/hooks';
import { navLabels } from '@/content/navigation';
import { externalLinkProps } from '@/lib/layout/links';

// The magnet (and motion's spring engine) loads only when the footer comes near the viewport.
const MagnetIcon = lazy(() => import('./MagnetIcon'));

/** A social link with its icon already drawn (by the server: the icon set never ships to the browser). */
export type SocialLinkItem = { title: string; href: string; width: number; icon: ReactNode };

/**
 * The footer's social links: each has a title (read by screen readers), a target (http: new tab) and an
 * icon {name, width} that is attracted toward the mouse (see MagnetIcon).
 */
export function SocialLinks({ links, labelledBy }: { links: SocialLinkItem[]; labelledBy: string }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [magnetic, setMagnetic] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const list = listRef.current;
    if (!list || reducedMotion) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        setMagnetic(true);
        observer.disconnect();
      },
      { rootMargin: '400px' },
    );
    observer.observe(list);
    return () => observer.disconnect();
  }, [reducedMotion]);

  return (
    <ul ref={listRef} aria-labelledby={labelledBy} className="flex flex-wrap gap-2.5">
      {links.map((link) => {
        const icon = <span className="grid place-items-center">{link.icon}</span>;
        return (
          <li key={link.href}>
            <a
              href={link.href}
              {...externalLinkProps(link.href)}
              className="grid size-12 place-items-center rounded-full border border-line text-fg/85 transition-colors hover:border-fg/40 hover:text-fg"
            >
              {magnetic ? (
                <Suspense fallback={icon}>
                  <MagnetIcon width={link.width}>{link.icon}</MagnetIcon>
                </Suspense>
              ) : (
                icon
              )}
              <span className="sr-only">
                {link.title} {navLabels.newTab}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
