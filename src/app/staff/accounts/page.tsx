import type { Metadata } from 'next';
import { AccountsTable, InvitationsTable } from '@/components/staff/accounts/AccountsTables';
import { InviteForm } from '@/components/staff/accounts/InviteForm';
import { accountsCopy } from '@/content/accounts';
import { listStaff } from '@/server/auth/accounts';
import { pendingInvitations } from '@/server/auth/invitations';
import { requireStaffPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';

const copy = accountsCopy.page;

export const metadata: Metadata = { title: copy.title };

/** /staff/accounts (Owners): invite by e-mail, pending invitations, every account with its role and actions. */
export default async function AccountsPage() {
  const staff = await requireStaffPage('/staff/accounts', 'accounts:manage');
  const [accounts, invitations] = await Promise.all([listStaff(), pendingInvitations(await getDb())]);
  const section = 'mt-8 rounded-[var(--radius-card)] border border-line bg-ink-2 p-5 sm:p-6';
  return (
    <>
      <h1 className="text-h3 font-semibold">{copy.title}</h1>
      <p className="mt-2 measure-70 text-muted">{copy.intro}</p>
      <section aria-labelledby="invite-heading" className={section}>
        <h2 id="invite-heading" className="text-lg font-semibold">
          {copy.invite}
        </h2>
        <p className="mb-4 mt-1 text-sm text-muted">{copy.inviteHint}</p>
        <InviteForm />
      </section>
      <section className="mt-10">
        <h2 className="text-lg font-semibold">
          {copy.pending}
        </h2>
        {invitations.length ? <InvitationsTable invitations={invitations} /> : <p className="mt-2 text-muted">{copy.noPending}</p>}
      </section>
      <section className="mt-10">
        <h2 className="text-lg font-semibold">
          {copy.accounts}
        </h2>
        <AccountsTable accounts={accounts} me={staff.id} />
      </section>
    </>
  );
}
