'use client';
import { formCopy } from '@/content/forms';
import { SubmitWhenHydrated } from './SubmitWhenHydrated';

/** The public forms' submit button; while loading it shows a spinner instead of the label and is disabled. */
export function SubmitButton({ loading, children }: { loading: boolean; children: string }) {
  return (
    <SubmitWhenHydrated
      disabled={loading}
      busy={loading}
      className="relative inline-flex min-h-12 min-w-48 items-center justify-center rounded-full bg-fg px-7 py-3 text-base font-semibold text-ink transition hover:bg-cyan disabled:cursor-wait disabled:opacity-80"
    >
      {loading ? (
        <>
          <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-ink/30 border-t-ink" />
          <span className="sr-only">{formCopy.sending}</span>
        </>
      ) : (
        children
      )}
    </SubmitWhenHydrated>
  );
}
