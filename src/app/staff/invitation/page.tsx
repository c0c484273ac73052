import type { Metadata } from 'next';
import { InvitationForm } from '@/components/staff/accounts/InvitationForm';
import { accountsCopy } from '@/content/accounts';
import { readSite } from '@/server/content/read';

export const metadata: Metadata = { title: accountsCopy.invitation.title };

/**
 * /staff/invitation#TOKEN: an invitee chooses a password. Open without a session (they have no account yet); the
 * token stays in the address's fragment, which browsers never send, and goes to /api/invitation in a POST body.
 */
export default async function InvitationPage() {
  return <InvitationForm siteName={(await readSite()).name} />;
}
