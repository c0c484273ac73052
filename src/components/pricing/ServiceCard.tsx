'use client';
import { memo, useId, useState } from 'react';
import { Check, ChevronDown, Plus } from 'lucide-react';
import type { Option, Pricing, ServiceRequestRole, ServiceRole } from '@/content/schema';
import { fillTemplate } from '@/lib/copy/template';
import { activeSkills, allowedSkills, type ConfigurationChange, type OptionField } from '@/lib/pricing/services';
import { ShortLabel } from './ShortLabel';

type ServiceCardProps = {
  role: ServiceRole;
  card: ServiceRequestRole;
  options: Pick<Pricing, 'people' | 'priceTypes' | 'levels'>;
  copy: Pricing['copy'];
  /** What the last level change switched off, said once in a polite live region. */
  switchedOff: readonly string[];
  /** The configurator's `dispatch`: the same function on every render, so a card whose props are unchanged is skipped. */
  onChange: (change: ConfigurationChange) => void;
};

/**
 * A collapsible SELECT SERVICE card: three labelled dropdowns and the role's skill chips.
 * Starts collapsed; the header is a button with aria-expanded.
 */
export const ServiceCard = memo(function ServiceCard({ role, card, options, copy, switchedOff, onChange }: ServiceCardProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const allowed = allowedSkills(role, card.selectedLevel);
  const active = activeSkills(card);
  const hasDisabled = allowed.length < role.skills.length;
  const noteId = `${id}-level-note`;
  const switchedOffNote = switchedOff.length
    ? fillTemplate(copy.switchedOff, { level: card.selectedLevel?.name ?? '', skills: switchedOff.join(', ') })
    : '';

  const questions: { field: OptionField; label: string; list: Option[] }[] = [
    { field: 'selectedPeople', label: copy.peopleQuestion, list: options.people },
    { field: 'selectedPriceType', label: copy.priceTypeQuestion, list: options.priceTypes },
    { field: 'selectedLevel', label: copy.levelQuestion, list: options.levels },
  ];

  return (
    <article
      className={
        'rounded-[var(--radius-card)] border bg-ink-2 transition-colors ' +
        (open ? 'border-muted/40' : 'border-line hover:border-muted/40')
      }
    >
      <div className="relative flex items-start gap-4 p-5 sm:p-7">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-[0.18em] text-muted">{copy.cardLabel}</p>
          <h3 className="mt-2 text-h3 font-semibold">
            <button
              type="button"
              aria-expanded={open}
              aria-controls={`${id}-panel`}
              onClick={() => setOpen((o) => !o)}
              className="text-left after:absolute after:inset-0 after:rounded-[var(--radius-card)] after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-focus"
            >
              {role.title}
            </button>
          </h3>
          <dl className="mt-4 flex flex-wrap gap-2 text-sm">
            <div className="flex gap-1.5 rounded-full border border-line px-3 py-1">
              <dt className="text-muted">
                <ShortLabel full={copy.experts.full} short={copy.experts.short} />
              </dt>
              <dd className="font-medium">{card.selectedPeople?.name ?? '—'}</dd>
            </div>
            {card.selectedPriceType ? (
              <div className="rounded-full border border-line px-3 py-1">
                <dt className="sr-only">{copy.priceTypeQuestion}</dt>
                <dd className="font-medium">{card.selectedPriceType.name}</dd>
              </div>
            ) : null}
            {card.selectedLevel ? (
              <div className="rounded-full border border-line px-3 py-1">
                <dt className="sr-only">{copy.levelQuestion}</dt>
                <dd className="font-medium">{card.selectedLevel.name}</dd>
              </div>
            ) : null}
            <div className="flex gap-1.5 rounded-full border border-line px-3 py-1">
              <dt className="text-muted">
                <ShortLabel full={copy.included.full} short={copy.included.short} />
              </dt>
              <dd className="font-medium tabular-nums">
                {active.length}/{role.skills.length}
              </dd>
            </div>
          </dl>
        </div>
        <span
          aria-hidden="true"
          className={
            'grid size-11 shrink-0 place-items-center rounded-full border border-line bg-ink-3 transition-transform duration-200 ' +
            (open ? 'rotate-45' : '')
          }
        >
          <Plus size={20} />
        </span>
      </div>

      <div id={`${id}-panel`} hidden={!open} className="border-t border-line px-5 pb-7 pt-6 sm:px-7">
        <p className="measure-60 text-muted">{role.summary}</p>

        {/* The controls exist only while the card is open: seven closed cards would otherwise put some 700
            hidden elements in the page that the browser lays out and React hydrates before anyone asks. */}
        {open ? (
          <>
            <div className="mt-6 grid gap-5 lg:grid-cols-3">
              {questions.map(({ field, label, list }) => {
                const selectId = `${id}-${field}`;
                const current = card[field];
                return (
                  <div key={field} className="flex flex-col gap-2">
                    <label htmlFor={selectId} className="text-sm font-medium">
                      {label}
                    </label>
                    <div className="relative">
                      <select
                        id={selectId}
                        value={current?.id ?? ''}
                        onChange={(e) =>
                          onChange({ title: role.title, field, option: list.find((o) => o.id === e.target.value) ?? null })
                        }
                        className="h-12 w-full appearance-none rounded-xl border border-line bg-ink-3 pl-4 pr-11 text-fg transition-colors hover:border-muted/60"
                      >
                        <option value="">{copy.prompt}</option>
                        {list.map((o) => (
                          <option key={o.id} value={o.id}>
                            {o.name}
                          </option>
                        ))}
                      </select>
                      <ChevronDown
                        aria-hidden="true"
                        size={18}
                        className="pointer-events-none absolute right-4 top-1/2 -translate-y-1/2 text-muted"
                      />
                    </div>
                  </div>
                );
              })}
            </div>

            <div role="group" aria-labelledby={`${id}-skills`} className="mt-7">
              <p id={`${id}-skills`} className="text-sm font-medium">
                <ShortLabel full={copy.included.full} short={copy.included.short} />
              </p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {role.skills.map((skill) => {
                  const on = card.skills[skill] === true;
                  const disabled = !allowed.includes(skill);
                  return (
                    <li key={skill}>
                      <button
                        type="button"
                        aria-pressed={on}
                        aria-disabled={disabled || undefined}
                        aria-describedby={disabled ? noteId : undefined}
                        onClick={() => {
                          if (!disabled) onChange({ title: role.title, skill });
                        }}
                        className={
                          'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors ' +
                          (disabled
                            ? 'cursor-not-allowed border-dashed border-line text-muted line-through'
                            : on
                              ? 'border-fg bg-fg text-ink'
                              : 'border-line text-fg hover:border-muted')
                        }
                      >
                        {on ? <Check aria-hidden="true" size={16} /> : null}
                        {skill}
                      </button>
                    </li>
                  );
                })}
              </ul>
              <p id={noteId} className="mt-3 min-h-5 text-sm text-muted">
                {hasDisabled && card.selectedLevel ? fillTemplate(copy.levelNote, { level: card.selectedLevel.name }) : ''}
              </p>
              <p aria-live="polite" className="text-sm text-fg">
                {switchedOffNote}
              </p>
            </div>
          </>
        ) : null}
      </div>
    </article>
  );
});
