import Link from '@/components/ui/Link';
import { staffCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import { SignOutButton } from './SignOutButton';

const nav = staffCopy.nav;

/** The staff pages' header: the inbox with its unread count, the content editor, the audit log, the account, signing out. */
export function StaffHeader({ signedIn, unread }: { signedIn: boolean; unread: number }) {
  return (
    <header className="border-b border-line bg-ink-2">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
        <Link href="/staff" className="rounded-md text-base font-semibold text-fg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus">
          {staffCopy.name}
        </Link>
        {signedIn ? (
          <nav aria-label={nav.label}>
            <ul className="flex flex-wrap items-center gap-1 text-sm">
              <li>
                <Link href="/staff" className={linkClass}>
                  {nav.inbox}
                  {unread > 0 ? (
                    <span className="ml-2 rounded-pill bg-blue-strong px-2 py-0.5 text-xs font-semibold text-fg">
                      {unread}
                      <span className="sr-only"> {fillTemplate(staffCopy.inbox.unread, { count: unread }).replace(/^\d+ /, '')}</span>
                    </span>
                  ) : null}
                </Link>
              </li>
              <li>
                <Link href="/staff/content" className={linkClass}>
                  {nav.content}
                </Link>
              </li>
              <li>
                <Link href="/staff/audit" className={linkClass}>
                  {nav.audit}
                </Link>
              </li>
              <li>
                <Link href="/staff/account" className={linkClass}>
                  {nav.account}
                </Link>
              </li>
              <li>
                <SignOutButton className={linkClass}>{nav.signOut}</SignOutButton>
              </li>
            </ul>
          </nav>
        ) : null}
      </div>
    </header>
  );
}

const linkClass =
  'inline-flex min-h-11 items-center rounded-md px-3 py-2 text-muted transition-colors hover:bg-ink-3 hover:text-fg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';
