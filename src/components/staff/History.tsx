import { staffCopy } from '@/content/staff';
import { describeAction } from '@/lib/staff/audit';
import { formatStaffTime } from '@/lib/staff/dates';
import type { HistoryEntry, StoredFile } from '@/lib/staff/submission';

/** Who did what and when, newest first (from the audit log). */
export function History({ entries, files }: { entries: HistoryEntry[]; files: Pick<StoredFile, 'id' | 'name'>[] }) {
  if (!entries.length) return <p className="text-muted">{staffCopy.audit.empty}</p>;
  return (
    <ol className="space-y-2 text-sm">
      {entries.map((e, i) => (
        <li key={i} className="flex flex-col">
          <span>
            <span className="font-medium">{e.who ?? staffCopy.audit.system}</span> {describeAction(e.action, e.detail, files).toLowerCase()}
          </span>
          <time dateTime={e.at.toISOString()} className="text-xs text-muted">
            {formatStaffTime(e.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
