'use client';
import { useState } from 'react';
import { staffTeamCopy } from '@/content/staff-team';
import { inputClass } from '@/components/forms/FormField';
import { staffFetch } from '../staff-fetch';
import { dangerButton, primaryButton, secondaryButton } from '../styles';

const copy = staffTeamCopy.review;

/** An open review's actions: an editor publishes it or sends it back with a comment; its writer may withdraw it. */
export function ReviewDecision({ reviewId, mine, canPublish }: { reviewId: number; mine: boolean; canPublish: boolean }) {
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const act = (action: 'publish' | 'send-back' | 'withdraw') => async () => {
    setBusy(true);
    setError('');
    try {
      await staffFetch(`/api/staff/content/reviews/${reviewId}/${action}`, { body: action === 'withdraw' ? {} : { comment } });
      window.location.reload();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="review-decide" className="mt-6 rounded-[var(--radius-card)] border border-line bg-ink-2 p-4 sm:p-5">
      <h2 id="review-decide" className="font-semibold">
        {copy.waiting}
      </h2>
      {canPublish ? (
        <div className="mt-3">
          <label htmlFor="review-comment" className="mb-1.5 block text-sm font-medium text-fg">
            {copy.comment}
          </label>
          <textarea id="review-comment" rows={3} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} aria-describedby="review-comment-hint" className={inputClass} />
          <p id="review-comment-hint" className="mt-1 text-sm text-muted">
            {copy.commentHint}
          </p>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {canPublish ? (
          <>
            <button type="button" className={primaryButton} disabled={busy} onClick={act('publish')}>
              {copy.publish}
            </button>
            <button type="button" className={dangerButton} disabled={busy} onClick={act('send-back')}>
              {copy.sendBack}
            </button>
          </>
        ) : null}
        {mine ? (
          <button type="button" className={secondaryButton} disabled={busy} onClick={act('withdraw')}>
            {copy.withdraw}
          </button>
        ) : null}
      </div>
      <p role="alert" className="mt-2 text-sm text-danger">
        {error}
      </p>
    </section>
  );
}
