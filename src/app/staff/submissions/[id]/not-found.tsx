import { BackToInbox } from '@/components/staff/BackToInbox';
import { staffCopy } from '@/content/staff';

/** A submission that does not exist (unknown, erased, not an id): 404, in the staff layout, with the way back. */
export default function SubmissionNotFound() {
  return (
    <>
      <BackToInbox />
      <h1 className="text-h3 font-semibold">{staffCopy.submission.notFound}</h1>
    </>
  );
}
