import { memo } from 'react';
import Link from '@/components/ui/Link';
import type { ExploreGroup } from '@/content/navigation';

/** Explore submenu height on desktop (SPEC: "Its height toggles between 45 and 661 units"). */
export const EXPLORE_CLOSED_HEIGHT_PX = 45;
export const EXPLORE_OPEN_HEIGHT_PX = 661;

type ExploreGroupsProps = {
  /** The groups and their links (the published navigation, from the server). */
  groups: readonly ExploreGroup[];
  /** Called when a link is followed (closes the menu even when the path does not change). */
  onNavigate?: () => void;
  pathname: string;
  /** Ids must be unique on the page: the desktop and mobile menus both render the groups. */
  idPrefix: string;
  className?: string;
};

/**
 * The 6 groups and 29 links of the Explore submenu (SPEC section 2), shared by the desktop and mobile menus. Memoised:
 * the menus render again when they open and close, the links only when the address changes.
 */
export const ExploreGroups = memo(function ExploreGroups({ groups, onNavigate, pathname, idPrefix, className }: ExploreGroupsProps) {
  return (
    <div className={className}>
      {groups.map((group, i) => {
        const headingId = `${idPrefix}-group-${i}`;
        return (
          <div key={group.title}>
            <p id={headingId} className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">
              {group.title}
            </p>
            <ul aria-labelledby={headingId} className="mt-3 space-y-0.5">
              {group.links.map((link) => {
                const current = pathname === link.href;
                return (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      onClick={onNavigate}
                      aria-current={current ? 'page' : undefined}
                      className={
                        '-mx-2 block rounded-lg px-2 py-1.5 text-[0.9375rem] leading-snug transition-colors hover:bg-ink-3 hover:text-fg ' +
                        (current ? 'bg-ink-3 text-fg' : 'text-fg/80')
                      }
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
});
