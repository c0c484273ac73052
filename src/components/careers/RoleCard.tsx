'use client';
import { ChevronDown } from 'lucide-react';
import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { RoleDetails } from './RoleDetails';
import { SubmitApplicationButton } from './SubmitApplicationButton';

type Props = {
  /** Always 'OPEN ROLES'. */
  label: string;
  /** The formatted role title. */
  title: string;
  /** Type, the fourth detail (experience or salary) and location. */
  details: { label: string; value: string }[];
  hideSalary: boolean;
  submitLabel: string;
  /** The full description, rendered on the server; drawn once the page has hydrated (see below). */
  children: ReactNode;
};

const noSubscription = () => () => undefined;
/** False while the server renders and while the page hydrates, true after: React's way to draw something only in the browser. */
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);

/**
 * A collapsible role. The header is the toggle (a real button stretched over the header,
 * with aria-expanded/aria-controls); Submit Application sits above it, not inside it.
 * The description's height animates with CSS grid rows, which reduced motion turns off; while collapsed the
 * description is skipped by rendering (content-visibility: hidden).
 */
export function RoleCard({ label, title, details, hideSalary, submitLabel, children }: Props) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const id = useId();
  const panelId = `${id}-panel`;
  const buttonId = `${id}-toggle`;

  return (
    <article
      data-open={open}
      className="group rounded-card border border-line bg-ink-2 shadow-card transition-colors duration-300 hover:border-muted/40 data-[open=true]:border-muted/40"
    >
      <div className="relative grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-4 p-5 md:p-8">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.18em] text-cyan">{label}</p>
          <h3 className="mt-3 text-h3 font-semibold">
            <button
              id={buttonId}
              type="button"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((o) => !o)}
              className="text-left outline-none after:absolute after:inset-0 after:rounded-card after:content-[''] focus-visible:after:outline-3 focus-visible:after:-outline-offset-4 focus-visible:after:outline-focus"
            >
              {title}
            </button>
          </h3>
        </div>
        <div className="flex items-center gap-2 md:gap-3">
          <SubmitApplicationButton position={title} hideSalary={hideSalary} label={submitLabel} />
          <span
            aria-hidden="true"
            className="grid size-12 place-items-center rounded-pill border border-line text-fg transition-transform duration-300 group-data-[open=true]:rotate-180"
          >
            <ChevronDown size={20} />
          </span>
        </div>
        <RoleDetails details={details} className="col-span-2 mt-4" />
      </div>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        inert={!open}
        className={
          'grid transition-[grid-template-rows,visibility] duration-300 ease-out motion-reduce:transition-none ' +
          (open ? 'visible grid-rows-[1fr]' : 'invisible grid-rows-[0fr]')
        }
      >
        {/* The description is not in the page's HTML: it comes with the page's RSC data, after the first paint, and
            is drawn once the page has hydrated, before a tap can open it (a tap before then opens it once the page
            has hydrated). Six descriptions were 4 KB of a list page's compressed HTML, a second round trip; the role's
            own page has it in its HTML, with its JobPosting, for search engines and for visitors without script.
            Collapsed, it is not styled or laid out at all (content-visibility: hidden); allow-discrete keeps it
            visible through the closing animation. */}
        <div
          className={
            'min-h-0 overflow-hidden transition-[content-visibility] transition-discrete duration-300 motion-reduce:transition-none' +
            (open ? '' : ' [content-visibility:hidden]')
          }
        >
          {hydrated ? children : null}
        </div>
      </div>
    </article>
  );
}
