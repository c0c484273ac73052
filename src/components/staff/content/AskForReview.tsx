'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { staffTeamCopy } from '@/content/staff-team';
import { inputClass } from '@/components/forms/FormField';
import { staffFetch } from '../staff-fetch';
import { primaryButton, secondaryButton } from '../styles';
import { formState } from './useUnsavedGuard';

const copy = staffTeamCopy.review;

/**
 * A writer's "Ask for review": the form is saved first (as Save draft does), then the draft goes to the review queue
 * with a note for the editor. The page then shows it waiting (read-only until an editor decides).
 */
export function AskForReview({ itemId }: { itemId: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const send = async () => {
    setBusy(true);
    setError('');
    try {
      if ((await formState.save?.()) === false) throw new Error(copy.errors.unsaved);
      const { reviewId } = await staffFetch<{ reviewId: number }>(`/api/staff/content/items/${itemId}/review`, { body: { note } });
      router.push(`/staff/content/reviews/${reviewId}`);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="ask-review" className="mt-8 rounded-[var(--radius-card)] border border-line bg-ink-2 p-4 sm:p-5">
      <h2 id="ask-review" className="font-semibold">
        {copy.ask}
      </h2>
      <p className="mt-1 text-sm text-muted">{copy.askHint}</p>
      {open ? (
        <div className="mt-3">
          <label htmlFor="review-note" className="mb-1.5 block text-sm font-medium text-fg">
            {copy.noteLabel}
          </label>
          <textarea id="review-note" rows={3} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} className={inputClass} />
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" className={primaryButton} disabled={busy} onClick={() => void send()}>
              {copy.send}
            </button>
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => setOpen(false)}>
              {copy.cancel}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className={`${secondaryButton} mt-3`} onClick={() => setOpen(true)}>
          {copy.ask}
        </button>
      )}
      <p role="alert" className="mt-2 text-sm text-danger">
        {error}
      </p>
    </section>
  );
}
