import { staffContentCopy } from '@/content/staff';

const statuses = staffContentCopy.statuses;

/** An item's status in words: Published, Draft, Unpublished, or Published with a draft waiting. */
export function StatusBadge({ status, hasDraft }: { status: string; hasDraft: boolean }) {
  const words = status === 'published' && hasDraft ? statuses.changed : (statuses as Record<string, string>)[status] ?? status;
  const tone = status === 'published' ? 'border-green/60 text-fg' : 'border-line text-muted';
  return <span className={`inline-block rounded-pill border px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{words}</span>;
}
