import Link from '@/components/ui/Link';
import { staffTeamCopy } from '@/content/staff-team';
import { anyAuditFilter, type AuditFilters as Filters } from '@/lib/staff/audit-filters';
import { FilterInput, FilterSelect } from './FilterField';
import { primaryButton, secondaryButton } from './styles';

const copy = staffTeamCopy.auditFilters;

/**
 * The audit log's filters: who, what, which item or page, which days. A plain GET form, so a filtered log has an
 * address (send it to a colleague) and works before any script runs. `actions`: each action the log knows, in words.
 */
export function AuditFilters({ filters, people, actions }: { filters: Filters; people: string[]; actions: { value: string; label: string }[] }) {
  return (
    <form method="get" action="/staff/audit" role="search" aria-label={copy.label} className="mt-6 grid gap-4 rounded-[var(--radius-card)] border border-line bg-ink-2 p-4 sm:p-5 lg:grid-cols-6">
      <FilterSelect id="audit-who" name="who" label={copy.who} span={2} value={filters.who} any={copy.any} options={people.map((p) => ({ value: p, label: p }))} />
      <FilterSelect id="audit-action" name="action" label={copy.action} span={2} value={filters.action} any={copy.anyAction} options={actions} />
      <FilterInput id="audit-item" name="item" label={copy.item} span={2} type="search" value={filters.item} placeholder={copy.itemHint} />
      <FilterInput id="audit-from" name="from" label={copy.from} span={1} type="date" value={filters.from} />
      <FilterInput id="audit-to" name="to" label={copy.to} span={1} type="date" value={filters.to} />
      <div className="flex flex-wrap items-end gap-3 lg:col-span-4">
        <button type="submit" className={primaryButton}>
          {copy.apply}
        </button>
        {anyAuditFilter(filters) ? (
          <Link href="/staff/audit" className={secondaryButton}>
            {copy.clear}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
