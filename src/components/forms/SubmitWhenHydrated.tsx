'use client';
import type { ReactNode } from 'react';
import { useHydrated } from '@/components/ui/hooks';

/**
 * The submit button of a form that sends itself with a script: disabled while `disabled` (its action runs) and until
 * the page has hydrated. Before that, Enter or a press would submit the form natively, a GET that puts what was typed
 * (a password, an address, a note) into the address bar, the browser's history and a proxy's access log, and reloads
 * the page empty. Forms that are meant to be a GET (searches, filters) use a plain button.
 */
export function SubmitWhenHydrated({ disabled = false, busy, className, children }: { disabled?: boolean; busy?: boolean; className: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={className} disabled={disabled || !hydrated} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}
