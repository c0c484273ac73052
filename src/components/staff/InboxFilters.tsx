import Link from '@/components/ui/Link';
import { staffCopy } from '@/content/staff';
import { inboxHref, isUnfiltered, KINDS, STATUSES, type InboxFilters as Filters } from '@/lib/staff/filters';
import { FilterInput, FilterSelect } from './FilterField';
import { primaryButton, secondaryButton } from './styles';

const copy = staffCopy.inbox;

/**
 * The inbox's search and filters: a plain GET form, so every view has an address (bookmark it, send it to a
 * colleague, export it) and the form works before any script runs.
 */
export function InboxFilters({ filters }: { filters: Filters }) {
  return (
    <form method="get" action="/staff" role="search" aria-label={copy.search} className="grid gap-4 rounded-[var(--radius-card)] border border-line bg-ink-2 p-4 sm:p-5 lg:grid-cols-6">
      <FilterInput id="inbox-q" name="q" label={copy.search} span={6} type="search" value={filters.q} placeholder={copy.searchPlaceholder} />
      <FilterSelect id="inbox-kind" name="kind" label={copy.kind} span={1} value={filters.kind} any={copy.any} options={KINDS.map((k) => ({ value: k, label: staffCopy.kinds[k] }))} />
      <FilterSelect id="inbox-status" name="status" label={copy.status} span={1} value={filters.status} any={copy.any} options={STATUSES.map((s) => ({ value: s, label: staffCopy.statuses[s] }))} />
      <FilterInput id="inbox-from" name="from" label={copy.from} span={1} type="date" value={filters.from} />
      <FilterInput id="inbox-to" name="to" label={copy.to} span={1} type="date" value={filters.to} />
      <div className="flex items-end lg:col-span-2">
        <label className="inline-flex min-h-11 items-center gap-3 text-sm text-fg">
          <input name="files" type="checkbox" value="1" defaultChecked={filters.withFiles} className="size-5 accent-[var(--color-blue)]" />
          {copy.withFiles}
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3 lg:col-span-6">
        <button type="submit" className={primaryButton}>
          {copy.apply}
        </button>
        {!isUnfiltered(filters) ? (
          <Link href="/staff" className={secondaryButton}>
            {copy.clear}
          </Link>
        ) : null}
        <a href={inboxHref(filters, { page: 1 }, '/api/staff/export')} className={`${secondaryButton} ml-auto`} download>
          {copy.export}
        </a>
      </div>
    </form>
  );
}
