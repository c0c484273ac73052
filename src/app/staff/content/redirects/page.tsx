import type { Metadata } from 'next';
import { RedirectsManager } from '@/components/staff/content/RedirectsManager';
import Link from '@/components/ui/Link';
import { staffContentCopy } from '@/content/staff';
import { requireStaffPage } from '@/server/auth/session';
import { listRedirects } from '@/server/content/redirects';
import { getDb } from '@/server/db/client';

const copy = staffContentCopy;

export const metadata: Metadata = { title: copy.redirects.title };

/** /staff/content/redirects: every redirect (from, to, item, who, when), one added by hand, one deleted. */
export default async function RedirectsPage() {
  await requireStaffPage('/staff/content/redirects', 'redirects:manage');
  const rows = await listRedirects(await getDb());
  return (
    <>
      <p className="text-sm">
        <Link href="/staff/content" className="rounded-sm text-cyan underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-focus">
          {copy.list.back}
        </Link>
      </p>
      <h1 className="mt-2 text-h3 font-semibold">{copy.redirects.title}</h1>
      <p className="mt-2 measure-70 text-muted">{copy.redirects.intro}</p>
      <RedirectsManager initial={rows.map((r) => ({ from: r.from, to: r.to, item: r.item, createdBy: r.createdBy, createdAt: r.createdAt.toISOString() }))} />
    </>
  );
}
