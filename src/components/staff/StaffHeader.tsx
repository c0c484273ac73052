import Link from '@/components/ui/Link';
import { staffCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import type { NavLink } from '@/lib/staff/nav';
import { SignOutButton } from './SignOutButton';
import { StaffNav, staffNavLinkClass, type StaffSection } from './StaffNav';

const nav = staffCopy.nav;

/**
 * The staff pages' header: the staff navigation (StaffNav) with the sections the signed-in role can use
 * (src/lib/staff/nav.ts; the inbox with its unread count), and signing out; no navigation when signed out.
 */
export function StaffHeader({ links, unread }: { links: NavLink[] | null; unread: number }) {
  const sections: StaffSection[] = (links ?? []).map((link) => ({
    href: link.href,
    label:
      link.key === 'inbox' ? (
        <>
          {link.label}
          {unread > 0 ? (
            <span className="ml-2 rounded-pill bg-blue-strong px-2 py-0.5 text-xs font-semibold text-fg">
              {unread}
              <span className="sr-only"> {fillTemplate(staffCopy.inbox.unread, { count: unread }).replace(/^\d+ /, '')}</span>
            </span>
          ) : null}
        </>
      ) : (
        link.label
      ),
  }));
  return (
    <header className="border-b border-line bg-ink-2">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
        <Link href="/staff" className="rounded-md text-base font-semibold text-fg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus">
          {staffCopy.name}
        </Link>
        {links ? <StaffNav label={nav.label} sections={sections} end={<SignOutButton className={staffNavLinkClass}>{nav.signOut}</SignOutButton>} /> : null}
      </div>
    </header>
  );
}
