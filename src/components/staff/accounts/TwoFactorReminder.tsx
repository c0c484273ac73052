import Link from '@/components/ui/Link';
import { accountsCopy } from '@/content/accounts';
import { ACCOUNT_PATH } from '@/lib/staff/paths';

const copy = accountsCopy.reminder;

/**
 * On every staff page of an Owner without two-factor sign-in: a reminder, with the way to turn it on; `required`
 * (an Owner invited from the web) says nothing else works until it is on.
 */
export function TwoFactorReminder({ required }: { required: boolean }) {
  return (
    <div role="note" className="mb-8 rounded-[var(--radius-card)] border border-line bg-ink-3">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
        <span>{required ? copy.required : copy.text}</span>
        <Link href={ACCOUNT_PATH} className="inline-flex min-h-11 items-center rounded-sm font-semibold underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-focus">
          {copy.link}
        </Link>
      </p>
    </div>
  );
}
