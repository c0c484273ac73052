import type { Metadata } from 'next';
import { cellClass, StaffTable } from '@/components/staff/StaffTable';
import Link from '@/components/ui/Link';
import { staffContentCopy } from '@/content/staff';
import { staffTeamCopy } from '@/content/staff-team';
import { formatStaffTime } from '@/lib/staff/dates';
import { requireStaffPage } from '@/server/auth/session';
import { openReviews, reviewsBy } from '@/server/content/review';
import { getDb } from '@/server/db/client';

const copy = staffTeamCopy.review;
const link = 'rounded-sm text-cyan underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-focus';

export const metadata: Metadata = { title: copy.queue };

/** /staff/content/reviews: the drafts waiting for review, oldest first, and the staff member's own requests. */
export default async function ReviewsPage() {
  const staff = await requireStaffPage('/staff/content/reviews', 'content:edit');
  const db = await getDb();
  const [queue, mine] = await Promise.all([openReviews(db), reviewsBy(db, staff.id)]);
  return (
    <>
      <p className="text-sm">
        <Link href="/staff/content" className={link}>
          {staffContentCopy.list.back}
        </Link>
      </p>
      <h1 className="mt-2 text-h3 font-semibold">{copy.queue}</h1>
      <p className="mt-2 measure-70 text-muted">{copy.queueIntro}</p>
      {queue.length ? (
        <StaffTable caption={copy.queue} columns={[{ label: copy.item }, { label: copy.askedBy }, { label: copy.note }, { label: copy.when }]} minWidth="lg">
          {queue.map((r) => (
            <tr key={r.id}>
              <td className={cellClass}>
                <Link href={`/staff/content/reviews/${r.id}`} className={link}>
                  {r.title}
                </Link>
                <span className="block text-xs text-muted">{staffContentCopy.kinds[r.kind]}</span>
              </td>
              <td className={cellClass}>{r.requestedByName}</td>
              <td className={`${cellClass} whitespace-pre-wrap break-words`}>{r.note}</td>
              <td className={`whitespace-nowrap ${cellClass} text-muted`}>
                <time dateTime={r.requestedAt.toISOString()}>{formatStaffTime(r.requestedAt)}</time>
              </td>
            </tr>
          ))}
        </StaffTable>
      ) : (
        <p className="mt-6 text-muted">{copy.empty}</p>
      )}
      <h2 className="mt-10 text-lg font-semibold">{copy.mine}</h2>
      {mine.length ? (
        <StaffTable caption={copy.mine} columns={[{ label: copy.item }, { label: copy.outcome }, { label: copy.when }]} minWidth="md">
          {mine.map((r) => (
            <tr key={r.id}>
              <td className={cellClass}>
                <Link href={`/staff/content/reviews/${r.id}`} className={link}>
                  {r.title}
                </Link>
              </td>
              <td className={cellClass}>{r.outcome ? copy.outcomes[r.outcome] : copy.waiting}</td>
              <td className={`whitespace-nowrap ${cellClass} text-muted`}>
                <time dateTime={(r.decidedAt ?? r.requestedAt).toISOString()}>{formatStaffTime(r.decidedAt ?? r.requestedAt)}</time>
              </td>
            </tr>
          ))}
        </StaffTable>
      ) : (
        <p className="mt-4 text-muted">{copy.mineEmpty}</p>
      )}
    </>
  );
}
