import Link from '@/components/ui/Link';
import { staffCopy } from '@/content/staff';
import { inboxHref, isUnfiltered, KINDS, STATUSES, type InboxFilters as Filters } from '@/lib/staff/filters';
import { inputClass } from '@/components/forms/FormField';
import { primaryButton, secondaryButton } from './styles';

const copy = staffCopy.inbox;
const label = 'mb-1.5 block text-sm font-medium text-fg';

/**
 * The inbox's search and filters: a plain GET form, so every view has an address (bookmark it, send it to a
 * colleague, export it) and the form works before any script runs.
 */
export function InboxFilters({ filters }: { filters: Filters }) {
  return (
    <form method="get" action="/staff" role="search" aria-label={copy.search} className="grid gap-4 rounded-[var(--radius-card)] border border-line bg-ink-2 p-4 sm:p-5 lg:grid-cols-6">
      <div className="lg:col-span-6">
        <label htmlFor="inbox-q" className={label}>
          {copy.search}
        </label>
        <input id="inbox-q" name="q" type="search" defaultValue={filters.q} placeholder={copy.searchPlaceholder} maxLength={200} className={inputClass} />
      </div>
      <div className="lg:col-span-1">
        <label htmlFor="inbox-kind" className={label}>
          {copy.kind}
        </label>
        <select id="inbox-kind" name="kind" defaultValue={filters.kind ?? ''} className={inputClass}>
          <option value="">{copy.any}</option>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {staffCopy.kinds[k]}
            </option>
          ))}
        </select>
      </div>
      <div className="lg:col-span-1">
        <label htmlFor="inbox-status" className={label}>
          {copy.status}
        </label>
        <select id="inbox-status" name="status" defaultValue={filters.status ?? ''} className={inputClass}>
          <option value="">{copy.any}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {staffCopy.statuses[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="lg:col-span-1">
        <label htmlFor="inbox-from" className={label}>
          {copy.from}
        </label>
        <input id="inbox-from" name="from" type="date" defaultValue={filters.from ?? ''} className={inputClass} />
      </div>
      <div className="lg:col-span-1">
        <label htmlFor="inbox-to" className={label}>
          {copy.to}
        </label>
        <input id="inbox-to" name="to" type="date" defaultValue={filters.to ?? ''} className={inputClass} />
      </div>
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
