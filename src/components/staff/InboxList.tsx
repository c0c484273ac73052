import Link from '@/components/ui/Link';
import { Paperclip } from 'lucide-react';
import { staffCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import { formatStaffTime } from '@/lib/staff/dates';
import type { InboxRow } from '@/lib/staff/submission';

const copy = staffCopy.inbox;

const DELIVERY_CLASS = { sent: 'text-muted', pending: 'text-focus', failing: 'text-danger', none: 'text-muted' } as const;
const STATUS_CLASS = { new: 'border-blue/60 text-blue', in_review: 'border-cyan/60 text-cyan', replied: 'border-green/60 text-green', archived: 'border-line text-muted' } as const;

/**
 * The inbox's rows, newest first: each a link to the submission (its sender's name), with an unread marker, when it
 * came, its kind, a short summary, its files, its status and whether the staff e-mail went out. A list of cards on
 * a phone; a row each on a wide screen.
 */
export function InboxList({ rows }: { rows: InboxRow[] }) {
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-ink-2">
      {rows.map((row) => (
        <li key={row.id} className="relative grid gap-x-6 gap-y-1.5 px-4 py-4 transition-colors hover:bg-ink-3 sm:px-5 lg:grid-cols-[10rem_minmax(0,1.2fr)_minmax(0,1fr)_7rem_9rem] lg:items-center">
          <p className="flex items-center gap-2 text-sm text-muted">
            {row.read ? null : (
              <span className="inline-flex items-center gap-1.5 font-semibold text-blue">
                <span aria-hidden="true" className="size-2 rounded-full bg-blue" />
                <span className="sr-only">{copy.unreadMark}</span>
              </span>
            )}
            <time dateTime={row.createdAt.toISOString()}>{formatStaffTime(row.createdAt)}</time>
          </p>
          <div className="min-w-0">
            <p className={`truncate ${row.read ? 'font-medium' : 'font-bold'}`}>
              <Link
                href={`/staff/submissions/${row.id}`}
                className="rounded-sm text-fg after:absolute after:inset-0 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                {row.name || row.email || row.id}
              </Link>
            </p>
            <p className="truncate text-sm text-muted">{row.email}</p>
          </div>
          <p className="min-w-0 truncate text-sm text-fg/85">
            <span className="text-muted">{staffCopy.kinds[row.kind]}</span>
            {row.summary ? <> · {row.summary}</> : null}
          </p>
          <p className="flex items-center gap-1.5 text-sm text-muted">
            {row.files ? (
              <>
                <Paperclip aria-hidden="true" size={15} />
                {row.files === 1 ? copy.oneFile : fillTemplate(copy.files, { count: row.files })}
              </>
            ) : null}
          </p>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className={`rounded-pill border px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[row.status]}`}>{staffCopy.statuses[row.status]}</span>
            <span className={`text-xs ${DELIVERY_CLASS[row.delivery.state]}`}>{row.delivery.text}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
