import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { InboxFilters } from '@/components/staff/InboxFilters';
import { InboxList } from '@/components/staff/InboxList';
import { LiveInbox } from '@/components/staff/LiveInbox';
import { secondaryButton } from '@/components/staff/styles';
import { staffCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import { inboxHref, isUnfiltered, PAGE_SIZE, parseInboxFilters } from '@/lib/staff/filters';
import { requireStaffPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { inboxState, listInbox } from '@/server/staff/inbox';

const copy = staffCopy.inbox;

export const metadata: Metadata = { title: copy.title };

/** /staff: the inbox, newest first, 50 a page, filtered and searched from its address. */
export default async function InboxPage({ searchParams }: PageProps<'/staff'>) {
  const params = await searchParams;
  const filters = parseInboxFilters(params);
  const staff = await requireStaffPage(inboxHref(filters), 'submissions:read', { otherwise: 'home' });
  const db = await getDb();
  const [page, state] = await Promise.all([listInbox(db, staff.id, filters), inboxState(db, staff.id)]);
  const first = (page.page - 1) * PAGE_SIZE + 1;
  return (
    <>
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-h3 font-semibold">{copy.title}</h1>
        <p className="text-muted">{state.unread ? fillTemplate(copy.unread, { count: state.unread }) : copy.allRead}</p>
      </div>
      {params.erased ? (
        <p role="status" className="mb-4 rounded-xl border border-line bg-ink-2 px-4 py-3 text-sm">
          {copy.erased}
        </p>
      ) : null}
      <InboxFilters filters={filters} />
      <div className="mt-6">
        {page.rows.length ? (
          <>
            <p className="mb-3 text-sm text-muted">{fillTemplate(copy.showing, { from: first, to: first + page.rows.length - 1, total: page.total })}</p>
            <InboxList rows={page.rows} />
          </>
        ) : (
          <p className="rounded-[var(--radius-card)] border border-line bg-ink-2 px-5 py-10 text-center text-muted">{isUnfiltered(filters) ? copy.emptyInbox : copy.empty}</p>
        )}
      </div>
      {page.pages > 1 ? (
        <nav aria-label={fillTemplate(copy.page, { page: page.page, pages: page.pages })} className="mt-6 flex items-center justify-between gap-3">
          {page.page > 1 ? (
            <Link href={inboxHref(filters, { page: page.page - 1 })} className={secondaryButton} rel="prev">
              {copy.previous}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">{fillTemplate(copy.page, { page: page.page, pages: page.pages })}</span>
          {page.page < page.pages ? (
            <Link href={inboxHref(filters, { page: page.page + 1 })} className={secondaryButton} rel="next">
              {copy.next}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      <LiveInbox latest={state.latest} />
    </>
  );
}
