'use client';
import { useState } from 'react';
import Link from '@/components/ui/Link';
import { staffTeamCopy } from '@/content/staff-team';
import { fillTemplate } from '@/lib/copy/template';
import { staffFetch } from './staff-fetch';

const copy = staffTeamCopy.notices;

export type NoticeProps = { id: number; text: string; href: string };

/** What a colleague's action means for this staff member (their draft taken over, a review's outcome), until read. */
export function StaffNotices({ notices }: { notices: NoticeProps[] }) {
  const [shown, setShown] = useState(notices);
  if (!shown.length) return null;
  return (
    <section aria-labelledby="staff-notices" className="mb-8 rounded-[var(--radius-card)] border border-line bg-ink-2 p-4">
      <h2 id="staff-notices" className="text-sm font-semibold text-fg">
        {copy.heading}
      </h2>
      <ul className="mt-2 space-y-2 text-sm">
        {shown.map((n) => (
          <li key={n.id} className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <Link href={n.href} className="text-fg underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-focus">
              {n.text}
            </Link>
            <button
              type="button"
              aria-label={fillTemplate(copy.dismissLabel, { text: n.text })}
              className="min-h-11 rounded-md px-2 text-muted underline-offset-4 hover:text-fg hover:underline focus-visible:outline-3 focus-visible:outline-focus"
              onClick={async () => {
                await staffFetch(`/api/staff/notices/${n.id}/read`, { body: {} }).catch(() => undefined);
                setShown((all) => all.filter((x) => x.id !== n.id));
              }}
            >
              {copy.dismiss}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
