'use client';
import { useState } from 'react';
import { staffTeamCopy } from '@/content/staff-team';
import { fillTemplate } from '@/lib/copy/template';
import { staffFetch } from '../staff-fetch';
import { dangerButton } from '../styles';

const copy = staffTeamCopy.revert;

/** "Revert the last publish": one step, then the history again with the new live version marked. */
export function RevertButton({ itemId }: { itemId: string }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={dangerButton}
        disabled={busy}
        aria-describedby="revert-hint"
        onClick={async () => {
          setBusy(true);
          setError('');
          try {
            const result = await staffFetch<{ versionId: number; revertedTo: number }>(`/api/staff/content/items/${itemId}/revert`, { body: {} });
            setMessage(fillTemplate(copy.done, { id: result.revertedTo, now: result.versionId }));
            // A fresh load of the history, so the table shows the new live version.
            window.location.reload();
          } catch (err) {
            setError(err instanceof Error ? err.message : String(err));
            setBusy(false);
          }
        }}
      >
        {busy ? copy.busy : copy.button}
      </button>
      <span id="revert-hint" className="text-sm text-muted">
        {copy.hint}
      </span>
      <p role="status" className="w-full text-sm">
        {message}
        {error ? <span className="text-danger">{error}</span> : null}
      </p>
    </div>
  );
}
