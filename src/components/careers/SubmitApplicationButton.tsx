'use client';
import { Send } from 'lucide-react';
import { useDialogStore } from '@/components/dialogs/dialog-store';
import { preloadFormDialogs } from '@/components/dialogs/SiteDialogs';

type Props = {
  /** The formatted role title, pre-filled as the application's position. */
  position: string;
  /** Internship pages hide the salary field of the form. */
  hideSalary: boolean;
  label: string;
  /** Its label shown at every width (a role's own page), not only from 1200 px (a card, where it sits beside the toggle). */
  labelled?: boolean;
};

/**
 * Opens the job-application dialog (mode 'career') for one role. It sits beside the card's
 * toggle, never inside it, so pressing it does not expand the card. At 1199 px and below
 * only the icon shows; the label stays as the accessible name.
 */
export function SubmitApplicationButton({ position, hideSalary, label, labelled = false }: Props) {
  return (
    <button
      type="button"
      onClick={() => useDialogStore.getState().openApplication({ position, hideSalary })}
      onPointerEnter={preloadFormDialogs}
      onFocus={preloadFormDialogs}
      className={
        'relative z-10 inline-flex shrink-0 items-center justify-center gap-2.5 rounded-pill bg-fg font-semibold text-ink transition-[background-color,transform] duration-200 hover:bg-cyan active:scale-[0.97] ' +
        (labelled ? 'h-12 px-6' : 'size-12 xl:h-12 xl:w-auto xl:px-6')
      }
    >
      <span className={labelled ? undefined : 'max-xl:sr-only'}>{label}</span>
      <Send aria-hidden="true" size={18} strokeWidth={2} />
    </button>
  );
}
