import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DiffView } from '@/components/staff/content/DiffView';
import { ReviewDecision } from '@/components/staff/content/ReviewDecision';
import Link from '@/components/ui/Link';
import { staffContentCopy } from '@/content/staff';
import { staffTeamCopy } from '@/content/staff-team';
import { diffData } from '@/lib/content/diff';
import { fillTemplate } from '@/lib/copy/template';
import { formatStaffTime } from '@/lib/staff/dates';
import { requireStaffPage } from '@/server/auth/session';
import { getReview } from '@/server/content/review';
import { getDb } from '@/server/db/client';

const copy = staffTeamCopy.review;
const link = 'rounded-sm text-cyan underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-focus';
/** A link inside a line of text is underlined: its colour alone does not tell it from the words around it. */
const linkInText = 'rounded-sm text-cyan underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-focus';

export const metadata: Metadata = { title: copy.title };

/**
 * /staff/content/reviews/{id}: a request for review: the writer's note, what changed against what is live, and
 * (while open) Publish or Send back with a comment; the writer may withdraw it. Once decided, the outcome.
 */
export default async function ReviewPage({ params }: PageProps<'/staff/content/reviews/[id]'>) {
  const { id } = await params;
  const staff = await requireStaffPage(`/staff/content/reviews/${encodeURIComponent(id)}`, 'content:edit');
  const review = await getReview(await getDb(), Number(id));
  if (!review) notFound();
  const changes = diffData(review.live ?? {}, review.data);
  const form = `/staff/content/${review.kind}/${review.itemId}`;
  return (
    <>
      <p className="text-sm">
        <Link href="/staff/content/reviews" className={link}>
          {copy.queue}
        </Link>
      </p>
      <h1 className="mt-2 text-h3 font-semibold">{fillTemplate(copy.heading, { item: review.title })}</h1>
      <p className="mt-2 text-sm text-muted">
        {staffContentCopy.kinds[review.kind]} ·{' '}
        {fillTemplate(copy.askedAt, { who: review.requestedByName, when: formatStaffTime(review.requestedAt) })} ·{' '}
        <Link href={form} className={linkInText}>
          {copy.openForm}
        </Link>
      </p>
      <section aria-labelledby="review-note" className="mt-6 rounded-[var(--radius-card)] border border-line bg-ink-2 p-4 sm:p-5">
        <h2 id="review-note" className="font-semibold">
          {copy.note}
        </h2>
        <p className="mt-2 whitespace-pre-wrap break-words">{review.note}</p>
      </section>
      {review.outcome ? (
        <section aria-labelledby="review-outcome" className="mt-6 rounded-[var(--radius-card)] border border-line bg-ink-2 p-4 sm:p-5">
          <h2 id="review-outcome" className="font-semibold">
            {copy.outcomes[review.outcome]}
          </h2>
          <p className="mt-2 text-sm text-muted">{fillTemplate(copy.decidedAt, { who: review.decidedByName ?? '?', when: formatStaffTime(review.decidedAt ?? review.requestedAt) })}</p>
          {review.comment ? <p className="mt-2 whitespace-pre-wrap break-words">{review.comment}</p> : null}
        </section>
      ) : (
        <ReviewDecision reviewId={review.id} mine={review.requestedBy === staff.id} canPublish={canPublish(staff)} />
      )}
      <section aria-labelledby="review-diff" className="mt-6 rounded-[var(--radius-card)] border border-line bg-ink-2 p-4 sm:p-5">
        <h2 id="review-diff" className="font-semibold">
          {review.live ? copy.diffTitle : copy.diffNew}
        </h2>
        {changes.length ? <DiffView changes={changes} /> : <p className="mt-2 text-muted">{copy.noDiff}</p>}
      </section>
    </>
  );
}

/** Whether the staff member may publish (roles decide; until then everyone may). */
const canPublish = (staff: object) => !('role' in staff) || staff.role === 'owner' || staff.role === 'editor';
