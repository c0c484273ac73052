import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { AuditFilters } from '@/components/staff/AuditFilters';
import { cellClass, StaffTable } from '@/components/staff/StaffTable';
import { secondaryButton } from '@/components/staff/styles';
import { staffCopy } from '@/content/staff';
import { staffTeamCopy } from '@/content/staff-team';
import { describeAction } from '@/lib/staff/audit';
import { anyAuditFilter, auditHref, parseAuditFilters } from '@/lib/staff/audit-filters';
import { formatStaffTime } from '@/lib/staff/dates';
import { requireStaffPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { auditPeople, listAudit } from '@/server/staff/audit';

const copy = staffCopy.audit;

export const metadata: Metadata = { title: copy.title };

/** Every action the log knows, in words for the action filter ("Published …"). */
const actionWords: Record<string, string> = { ...staffCopy.actions, ...staffTeamCopy.audit };
const ACTIONS = Object.keys(actionWords);
const actionOptions = ACTIONS.map((value) => ({ value, label: actionWords[value].replace(/\s*\{\w+\}/g, ' …').replace(/ … …/g, ' …') }));

/** /staff/audit: the audit log, newest first, 100 a page, narrowed by person, action, item and days. */
export default async function AuditPage({ searchParams }: PageProps<'/staff/audit'>) {
  const filters = parseAuditFilters(await searchParams, ACTIONS);
  const { page } = filters;
  await requireStaffPage(auditHref(filters), 'audit:read');
  const db = await getDb();
  const [{ entries, more }, people] = await Promise.all([listAudit(db, page, filters), auditPeople(db)]);
  return (
    <>
      <h1 className="text-h3 font-semibold">{copy.title}</h1>
      <p className="mt-2 measure-70 text-muted">{copy.intro}</p>
      <AuditFilters filters={filters} people={people} actions={actionOptions} />
      {entries.length ? (
        <StaffTable caption={copy.title}columns={[{ label: copy.when }, { label: copy.who }, { label: copy.what }, { label: copy.submission }]} minWidth="lg">
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
        <p className="mt-6 text-muted">{anyAuditFilter(filters) ? staffTeamCopy.auditFilters.none : copy.empty}</p>
      )}
      <nav aria-label={copy.title} className="mt-6 flex justify-between gap-3">
        {page > 1 ? (
          <Link href={auditHref(filters, page - 1)} className={secondaryButton}>
            {copy.newer}
          </Link>
        ) : (
          <span />
        )}
        {more ? (
          <Link href={auditHref(filters, page + 1)} className={secondaryButton}>
            {copy.older}
          </Link>
        ) : null}
      </nav>
    </>
  );
}
