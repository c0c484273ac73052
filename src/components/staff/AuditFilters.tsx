import Link from '@/components/ui/Link';
import { inputClass } from '@/components/forms/FormField';
import { staffTeamCopy } from '@/content/staff-team';
import { anyAuditFilter, type AuditFilters as Filters } from '@/lib/staff/audit-filters';
import { primaryButton, secondaryButton } from './styles';

const copy = staffTeamCopy.auditFilters;
const label = 'mb-1.5 block text-sm font-medium text-fg';

/**
 * The audit log's filters: who, what, which item or page, which days. A plain GET form, so a filtered log has an
 * address (send it to a colleague) and works before any script runs. `actions`: each action the log knows, in words.
 */
export function AuditFilters({ filters, people, actions }: { filters: Filters; people: string[]; actions: { value: string; label: string }[] }) {
  return (
    <form method="get" action="/staff/audit" role="search" aria-label={copy.label} className="mt-6 grid gap-4 rounded-[var(--radius-card)] border border-line bg-ink-2 p-4 sm:p-5 lg:grid-cols-6">
      <div className="lg:col-span-2">
        <label htmlFor="audit-who" className={label}>
          {copy.who}
        </label>
        <select id="audit-who" name="who" defaultValue={filters.who ?? ''} className={inputClass}>
          <option value="">{copy.any}</option>
          {people.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </div>
      <div className="lg:col-span-2">
        <label htmlFor="audit-action" className={label}>
          {copy.action}
        </label>
        <select id="audit-action" name="action" defaultValue={filters.action ?? ''} className={inputClass}>
          <option value="">{copy.anyAction}</option>
          {actions.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </select>
      </div>
      <div className="lg:col-span-2">
        <label htmlFor="audit-item" className={label}>
          {copy.item}
        </label>
        <input id="audit-item" name="item" type="search" defaultValue={filters.item} placeholder={copy.itemHint} maxLength={200} className={inputClass} />
      </div>
      <div className="lg:col-span-1">
        <label htmlFor="audit-from" className={label}>
          {copy.from}
        </label>
        <input id="audit-from" name="from" type="date" defaultValue={filters.from ?? ''} className={inputClass} />
      </div>
      <div className="lg:col-span-1">
        <label htmlFor="audit-to" className={label}>
          {copy.to}
        </label>
        <input id="audit-to" name="to" type="date" defaultValue={filters.to ?? ''} className={inputClass} />
      </div>
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
