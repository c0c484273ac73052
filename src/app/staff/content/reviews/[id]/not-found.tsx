import Link from '@/components/ui/Link';
import { staffTeamCopy } from '@/content/staff-team';

const copy = staffTeamCopy.review;

/** A review that does not exist (unknown id, withdrawn): 404, in the staff layout, with the way back to the queue. */
export default function ReviewNotFound() {
  return (
    <>
      <p className="text-sm">
        <Link href="/staff/content/reviews" className="rounded-sm text-cyan underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-focus">
          {copy.queue}
        </Link>
      </p>
      <h1 className="mt-2 text-h3 font-semibold">{copy.notFound}</h1>
    </>
  );
}
