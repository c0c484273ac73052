'use client';
import { useState } from 'react';
import { staffTeamCopy } from '@/content/staff-team';
import { fillTemplate } from '@/lib/copy/template';
import { staffFetch } from '../staff-fetch';
import { dangerButton } from '../styles';
import { useAction } from '../use-action';

const copy = staffTeamCopy.revert;

/** "Revert the last publish": one step, then the history again with the new live version marked. */
export function RevertButton({ itemId }: { itemId: string }) {
  const [message, setMessage] = useState('');
  const { busy, error, run } = useAction({ leaves: true });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={dangerButton}
        disabled={busy}
        aria-describedby="revert-hint"
        onClick={() =>
          run(async () => {
            const result = await staffFetch<{ versionId: number; revertedTo: number }>(`/api/staff/content/items/${itemId}/revert`, { body: {} });
            setMessage(fillTemplate(copy.done, { id: result.revertedTo, now: result.versionId }));
            // A fresh load of the history, so the table shows the new live version.
            window.location.reload();
          })
        }
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
