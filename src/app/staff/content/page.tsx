import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { staffContentCopy } from '@/content/staff';
import { staffTeamCopy } from '@/content/staff-team';
import { CONTENT_KINDS, KIND_NAMES } from '@/lib/content/kinds';
import { fillTemplate } from '@/lib/copy/template';
import { allowed, requireStaffPage } from '@/server/auth/session';
import { countByKind } from '@/server/content/edit';
import { openReviews } from '@/server/content/review';
import { getDb } from '@/server/db/client';

const copy = staffContentCopy;

export const metadata: Metadata = { title: copy.title };

/** /staff/content: every kind of content staff edit, collections first. */
export default async function ContentPage() {
  const staff = await requireStaffPage('/staff/content', 'content:edit');
  const db = await getDb();
  const [counts, waiting] = await Promise.all([countByKind(db), openReviews(db).then((r) => r.length)]);
  const kinds = [...KIND_NAMES].sort((a, b) => Number(CONTENT_KINDS[b].collection) - Number(CONTENT_KINDS[a].collection) || copy.kinds[a].localeCompare(copy.kinds[b]));
  return (
    <>
      <h1 className="text-h3 font-semibold">{copy.title}</h1>
      <p className="mt-2 measure-70 text-muted">{copy.intro}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {kinds.map((kind) => (
          <li key={kind}>
            <Link
              href={`/staff/content/${kind}`}
              className="flex min-h-11 flex-col rounded-[var(--radius-card)] border border-line bg-ink-2 px-5 py-4 transition hover:bg-ink-3 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              <span className="font-semibold text-fg">{copy.kinds[kind]}</span>
              <span className="text-sm text-muted">
                {CONTENT_KINDS[kind].collection ? fillTemplate(copy.kindHint.collection, { count: counts.get(kind) ?? 0 }) : copy.kindHint.singleton}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {allowed(staff, 'redirects:manage') ? (
          <Link href="/staff/content/redirects" className="flex min-h-11 flex-col rounded-[var(--radius-card)] border border-line bg-ink-2 px-5 py-4 transition hover:bg-ink-3 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus">
            <span className="font-semibold text-fg">{copy.redirects.link}</span>
            <span className="text-sm text-muted">{copy.redirects.linkHint}</span>
          </Link>
        ) : null}
        <Link href="/staff/content/guide" className="flex min-h-11 flex-col rounded-[var(--radius-card)] border border-line bg-ink-2 px-5 py-4 transition hover:bg-ink-3 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus">
          <span className="font-semibold text-fg">{copy.guide.link}</span>
          <span className="text-sm text-muted">{copy.guide.linkHint}</span>
        </Link>
        <Link href="/staff/content/reviews" className="flex min-h-11 flex-col rounded-[var(--radius-card)] border border-line bg-ink-2 px-5 py-4 transition hover:bg-ink-3 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus">
          <span className="font-semibold text-fg">{staffTeamCopy.review.link}</span>
          <span className="text-sm text-muted">{fillTemplate(staffTeamCopy.review.linkHint, { count: waiting })}</span>
        </Link>
      </div>
    </>
  );
}
