import { inputClass } from '@/components/forms/FormField';
import { staffContentCopy } from '@/content/staff';
import { staffTeamCopy } from '@/content/staff-team';
import { fillTemplate } from '@/lib/copy/template';
import { formatStaffTime } from '@/lib/staff/dates';
import { secondaryButton } from '../styles';

const copy = staffTeamCopy.compare;
const label = 'mb-1.5 block text-sm font-medium text-fg';

type Version = { id: number; createdAt: Date; createdByEmail: string | null; source: string; published: boolean; draft: boolean };

/** Two versions of the item to compare, any two: a plain GET form (?a=…&b=…) on the history page. */
export function CompareVersions({ action, versions, from, to }: { action: string; versions: Version[]; from: number | null; to: number | null }) {
  const sources = staffContentCopy.history.sources as Record<string, string>;
  const option = (v: Version) =>
    fillTemplate(copy.option, { id: v.id, when: formatStaffTime(v.createdAt), who: v.createdByEmail ?? sources.seed, how: sources[v.source] ?? v.source }) +
    (v.published ? ` (${copy.live})` : v.draft ? ` (${copy.draft})` : '');
  const select = (name: 'a' | 'b', text: string, value: number | null) => (
    <div className="min-w-0 flex-1 basis-64">
      <label htmlFor={`compare-${name}`} className={label}>
        {text}
      </label>
      <select id={`compare-${name}`} name={name} defaultValue={value ?? undefined} className={inputClass}>
        {versions.map((v) => (
          <option key={v.id} value={v.id}>
            {option(v)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form method="get" action={action} aria-labelledby="compare-heading" className="mt-6 rounded-[var(--radius-card)] border border-line bg-ink-2 p-4 sm:p-5">
      <h2 id="compare-heading" className="font-semibold">
        {copy.heading}
      </h2>
      <div className="mt-3 flex flex-wrap items-end gap-4">
        {select('a', copy.from, from)}
        {select('b', copy.to, to)}
        <button type="submit" className={secondaryButton}>
          {copy.submit}
        </button>
      </div>
    </form>
  );
}
