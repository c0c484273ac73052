'use client';
import { formCopy } from '@/content/forms';
import { useHydrated } from '@/components/ui/hooks';

/**
 * The form's submit button; while loading it shows a spinner instead of the label and is disabled. It is disabled
 * too until the page has hydrated: before that a press would submit the form natively, a GET that puts what was
 * typed into the address bar and reloads the page empty.
 */
export function SubmitButton({ loading, children }: { loading: boolean; children: string }) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={loading || !hydrated}
      aria-busy={loading || undefined}
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
    </button>
  );
}
