import Link from '@/components/ui/Link';
import { staffTeamCopy } from '@/content/staff-team';
import { fillTemplate } from '@/lib/copy/template';
import { formatStaffTime } from '@/lib/staff/dates';

const copy = staffTeamCopy.review;

type Review = {
  id: number;
  requestedBy: string;
  requestedByName: string;
  requestedAt: Date;
  outcome: 'published' | 'sent-back' | 'withdrawn' | null;
  decidedByName: string | null;
  comment: string | null;
  decidedAt: Date | null;
};
/** Underlined: inside a line of text, its colour alone does not tell the link from the words around it. */
const link = 'rounded-sm text-cyan underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-focus';

/**
 * Above the form: a draft waiting for review (with its review page), or, for its writer, the last outcome while the
 * draft it was about is still the draft (sent back with a comment).
 */
export function ReviewStatus({ review, staffId, draftVersionId }: { review: Review | null; staffId: string; draftVersionId: number | null }) {
  if (!review) return null;
  const href = `/staff/content/reviews/${review.id}`;
  if (!review.outcome)
    return (
      <p className="mt-4 rounded-xl border border-line bg-ink-2 px-4 py-3 text-sm">
        {fillTemplate(copy.inReview, { who: review.requestedByName, when: formatStaffTime(review.requestedAt) })}{' '}
        <Link href={href} className={link}>
          {copy.openReview}
        </Link>
      </p>
    );
  if (review.requestedBy !== staffId || review.outcome !== 'sent-back' || draftVersionId === null) return null;
  return (
    <div role="status" className="mt-4 rounded-xl border border-danger/70 bg-ink-2 px-4 py-3 text-sm">
      <p className="font-semibold">{fillTemplate(copy.sentBackBy, { who: review.decidedByName ?? '?', when: formatStaffTime(review.decidedAt ?? review.requestedAt) })}</p>
      {review.comment ? <p className="mt-1 whitespace-pre-wrap break-words">{review.comment}</p> : null}
    </div>
  );
}
