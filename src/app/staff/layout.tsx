import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { SessionKeeper } from '@/components/staff/SessionKeeper';
import { StaffHeader } from '@/components/staff/StaffHeader';
import { StaffNotices } from '@/components/staff/StaffNotices';
import { TwoFactorReminder } from '@/components/staff/accounts/TwoFactorReminder';
import { staffCopy } from '@/content/staff';
import { staffNav } from '@/lib/staff/nav';
import { allowed, mustTurnOnTwoFactor, staffOf } from '@/server/auth/session';
import { unreadNotices } from '@/server/content/notices';
import { getDb } from '@/server/db/client';
import { inboxState } from '@/server/staff/inbox';

/** The staff side has its own plain layout, is never indexed (and robots.txt keeps crawlers out of it). */
export const metadata: Metadata = {
  title: { default: staffCopy.nav.label, template: `%s · ${staffCopy.name}` },
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
};

export default async function StaffLayout({ children }: { children: ReactNode }) {
  const staff = await staffOf(await headers(), { slide: false });
  // The unread count is the inbox's: read only for a role that reads submissions.
  const unread = staff && allowed(staff, 'submissions:read') ? (await inboxState(await getDb(), staff.id)).unread : 0;
  const notices = staff ? await unreadNotices(await getDb(), staff.id) : [];
  return (
    <>
      <StaffHeader links={staff ? staffNav(staff.role, mustTurnOnTwoFactor(staff)) : null} unread={unread} />
      {/* The editor's live preview beside its form (src/components/staff/content/LivePreview.tsx) takes the window's width. */}
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pb-20 pt-8 sm:px-6 xl:has-[[data-live-preview]]:max-w-none xl:has-[[data-live-preview]]:px-8">
        {staff?.role === 'owner' && !staff.twoFactorEnabled ? <TwoFactorReminder required={staff.twoFactorRequired} /> : null}
        <StaffNotices notices={notices.map(({ id, text, href }) => ({ id, text, href }))} />
        {children}
      </main>
      {staff ? <SessionKeeper /> : null}
    </>
  );
}
