import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { cellClass, StaffTable } from '@/components/staff/StaffTable';
import { secondaryButton } from '@/components/staff/styles';
import { staffCopy } from '@/content/staff';
import { describeAction } from '@/lib/staff/audit';
import { formatStaffTime } from '@/lib/staff/dates';
import { requireStaffPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { listAudit } from '@/server/staff/audit';

const copy = staffCopy.audit;

export const metadata: Metadata = { title: copy.title };

/** /staff/audit: the audit log, newest first, 100 a page. */
export default async function AuditPage({ searchParams }: PageProps<'/staff/audit'>) {
  const requested = Number((await searchParams).page);
  const page = Number.isInteger(requested) && requested > 1 ? Math.min(requested, 10_000) : 1;
  await requireStaffPage(page > 1 ? `/staff/audit?page=${page}` : '/staff/audit');
  const { entries, more } = await listAudit(await getDb(), page);
  return (
    <>
      <h1 className="text-h3 font-semibold">{copy.title}</h1>
      <p className="mt-2 measure-70 text-muted">{copy.intro}</p>
      {entries.length ? (
        <StaffTable caption={copy.title} columns={[{ label: copy.when }, { label: copy.who }, { label: copy.what }, { label: copy.submission }]} minWidth="lg">
          {entries.map((e) => (
            <tr key={e.id}>
              <td className={`whitespace-nowrap ${cellClass} text-muted`}>
                <time dateTime={e.at.toISOString()}>{formatStaffTime(e.at)}</time>
              </td>
              <td className={cellClass}>{e.who ?? copy.system}</td>
              <td className={cellClass}>{describeAction(e.action, e.detail)}</td>
              <td className={`${cellClass} font-mono text-xs`}>
                {e.submissionId ? (
                  <Link href={`/staff/submissions/${e.submissionId}`} className="rounded-sm text-cyan underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-focus">
                    {e.submissionId.slice(0, 8)}
                  </Link>
                ) : null}
              </td>
            </tr>
          ))}
        </StaffTable>
      ) : (
        <p className="mt-6 text-muted">{copy.empty}</p>
      )}
      <nav aria-label={copy.title} className="mt-6 flex justify-between gap-3">
        {page > 1 ? (
          <Link href={page === 2 ? '/staff/audit' : `/staff/audit?page=${page - 1}`} className={secondaryButton}>
            {copy.newer}
          </Link>
        ) : (
          <span />
        )}
        {more ? (
          <Link href={`/staff/audit?page=${page + 1}`} className={secondaryButton}>
            {copy.older}
          </Link>
        ) : null}
      </nav>
    </>
  );
}
