'use client';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import Link from '@/components/ui/Link';
import { currentSection } from '@/lib/staff/paths';

/** One section of the staff pages: its address and what its link shows (a name, with the inbox's unread count). */
export type StaffSection = { href: string; label: ReactNode };

const linkClass =
  'inline-flex min-h-11 items-center rounded-md px-3 py-2 text-muted transition-colors hover:bg-ink-3 hover:text-fg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus aria-[current=page]:bg-ink-3 aria-[current=page]:text-fg';

/**
 * The staff navigation: a link to each section, the one the page belongs to marked as current (`aria-current`, and
 * drawn as the hovered link is), then whatever `end` holds (signing out).
 */
export function StaffNav({ label, sections, end }: { label: string; sections: StaffSection[]; end?: ReactNode }) {
  const current = currentSection(usePathname(), sections.map((s) => s.href));
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center gap-1 text-sm">
        {sections.map((section) => (
          <li key={section.href}>
            <Link href={section.href} className={linkClass} aria-current={section.href === current ? 'page' : undefined}>
              {section.label}
            </Link>
          </li>
        ))}
        {end ? <li>{end}</li> : null}
      </ul>
    </nav>
  );
}

export { linkClass as staffNavLinkClass };
