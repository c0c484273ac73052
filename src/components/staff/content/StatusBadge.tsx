import { staffContentCopy } from '@/content/staff';

const statuses = staffContentCopy.statuses;

/**
 * An item's status as visitors meet it: Published, Draft, Unpublished, Published with a draft waiting, or Not listed
 * on the site (published, but `shown` false: a role whose listing is off).
 */
export function StatusBadge({ status, hasDraft, shown = true }: { status: string; hasDraft: boolean; shown?: boolean }) {
  const hidden = status === 'published' && !shown;
  const words = hidden ? statuses.notListed : status === 'published' && hasDraft ? statuses.changed : ((statuses as Record<string, string>)[status] ?? status);
  const tone = status === 'published' && !hidden ? 'border-green/60 text-fg' : 'border-line text-muted';
  return (
    <span data-status={hidden ? 'not-listed' : status} className={`inline-block rounded-pill border px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
      {words}
    </span>
  );
}
