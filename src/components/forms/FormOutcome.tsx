'use client';
import { useEffect, useRef } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { formCopy } from '@/content/forms';

/** The success or failure view after a submission (SPEC section 8); focused when it appears. */
export function FormOutcome({ outcome, success }: { outcome: 'success' | 'failure'; success: { heading: string; text: string } }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [outcome]);
  const ok = outcome === 'success';
  const copy = ok ? success : formCopy.failure;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={ok ? 'status' : 'alert'}
      className={
        'flex gap-4 rounded-2xl border p-5 outline-none focus-visible:outline-3 focus-visible:outline-focus ' +
        (ok ? 'border-success/40 bg-success/10' : 'border-danger/40 bg-danger/10')
      }
    >
      {ok ? (
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
      ) : (
        <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-danger" />
      )}
      <div>
        <h3 className="text-lg font-semibold text-fg">{copy.heading}</h3>
        <p className="mt-1 text-muted">{copy.text}</p>
      </div>
    </div>
  );
}
