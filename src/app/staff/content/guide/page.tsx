import type { Metadata } from 'next';
import { GuideView } from '@/components/staff/content/GuideView';
import Link from '@/components/ui/Link';
import { staffContentCopy } from '@/content/staff';
import { requireStaffPage } from '@/server/auth/session';
import { readGuide } from '@/server/docs/guide';

const copy = staffContentCopy;
const link = 'rounded-sm text-cyan underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-focus';

export const metadata: Metadata = { title: copy.guide.title };

/** /staff/content/guide: the staff guide (docs/editing.md), linked from the content home. */
export default async function GuidePage() {
  await requireStaffPage('/staff/content/guide', 'content:edit');
  const { blocks, pictures } = await readGuide();
  return (
    <>
      <p className="text-sm">
        <Link href="/staff/content" className={link}>
          {copy.list.back}
        </Link>
      </p>
      <article className="mt-2">
        <GuideView blocks={blocks} pictures={pictures} />
      </article>
      <p className="mt-10 text-sm text-muted">{copy.guide.source}</p>
    </>
  );
}
