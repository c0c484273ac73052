import type { Metadata } from 'next';
import { SignOutEverywhereButton, TwoFactorPanel } from '@/components/staff/AccountPanels';
import { staffCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import { requireStaffPage } from '@/server/auth/session';

const copy = staffCopy.account;

export const metadata: Metadata = { title: copy.title };

/** /staff/account: two-factor sign-in, and signing out everywhere. */
export default async function AccountPage() {
  const staff = await requireStaffPage('/staff/account', 'account:self');
  const section = 'rounded-[var(--radius-card)] border border-line bg-ink-2 p-5 sm:p-6';
  return (
    <>
      <h1 className="text-h3 font-semibold">{copy.title}</h1>
      <p className="mt-2 text-muted">{fillTemplate(copy.signedInAs, { email: staff.email })}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="two-factor-heading" className={section}>
          <h2 id="two-factor-heading" className="mb-2 text-lg font-semibold">
            {copy.twoFactor}
          </h2>
          <TwoFactorPanel enabled={staff.twoFactorEnabled} />
        </section>
        <section aria-labelledby="sessions-heading" className={section}>
          <h2 id="sessions-heading" className="mb-2 text-lg font-semibold">
            {copy.sessions}
          </h2>
          <p className="mb-4 text-muted">{copy.sessionsHint}</p>
          <SignOutEverywhereButton />
        </section>
      </div>
    </>
  );
}
