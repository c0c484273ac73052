import { ArrowLeft } from 'lucide-react';
import Link from '@/components/ui/Link';
import { staffCopy } from '@/content/staff';

/** The link back to the inbox at the top of a submission's page (and of its 404). */
export function BackToInbox() {
  return (
    <Link href="/staff" className="mb-6 inline-flex min-h-11 items-center gap-2 rounded-md text-muted hover:text-fg focus-visible:outline-3 focus-visible:outline-focus">
      <ArrowLeft aria-hidden="true" size={18} />
      {staffCopy.submission.back}
    </Link>
  );
}
