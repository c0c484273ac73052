'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { staffTeamCopy } from '@/content/staff-team';
import { HEARTBEAT_MS } from '@/lib/content/lock';
import { fillTemplate } from '@/lib/copy/template';
import { staffFetch } from '../staff-fetch';
import { secondaryButton } from '../styles';

const copy = staffTeamCopy.lock;

export type Holder = { state: 'editing' | 'draft' | 'review'; who: string; since: string };
type Reply = { state: 'mine' | 'free' } | Holder;
const isHolder = (r: Reply): r is Holder => r.state !== 'mine' && r.state !== 'free';

const release = (id: string) =>
  fetch(`/api/staff/content/items/${id}/lock/release`, { method: 'POST', credentials: 'same-origin', keepalive: true, headers: { 'content-type': 'application/json' }, body: '{}' }).catch(
    () => undefined,
  );

/** "10:42 UTC": the staff pages say times in UTC (src/lib/staff/dates.ts). */
const Clock = ({ iso }: { iso: string }) => <time dateTime={iso}>{`${iso.slice(11, 16)} UTC`}</time>;

/**
 * The lock around the content form. While the item is this staff member's, it holds the lock (a heartbeat every
 * HEARTBEAT_MS; let go when the page goes). While it is someone else's, the form is read-only under a line that says
 * whose and since when, with Take over (they are told; their text stays in the history). A heartbeat that finds the
 * item taken over locks the form the same way; an unsaved edit then goes to the history as the server refuses it.
 */
export function EditLock({ id, initial, canTakeOver = true, children }: { id: string; initial: Reply; canTakeOver?: boolean; children: ReactNode }) {
  const [holder, setHolder] = useState<Holder | null>(isHolder(initial) ? initial : null);
  const [lost, setLost] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const held = holder === null;

  useEffect(() => {
    if (!held) return;
    let stopped = false;
    let owned = false;
    const beat = async () => {
      try {
        const reply = await staffFetch<Reply>(`/api/staff/content/items/${id}/lock`, { body: {} });
        if (stopped) return;
        if (reply.state === 'mine') owned = true;
        else if (isHolder(reply)) {
          setHolder(reply);
          setLost(owned);
        }
      } catch {
        // offline for a moment: the next beat tries again (the lock outlives a few missed beats)
      }
    };
    void beat();
    const timer = setInterval(() => void beat(), HEARTBEAT_MS);
    const onVisible = () => document.visibilityState === 'visible' && void beat();
    const onHide = () => void release(id);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pagehide', onHide);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pagehide', onHide);
      void release(id);
    };
  }, [id, held]);

  const takeOver = async () => {
    setBusy(true);
    setError('');
    try {
      await staffFetch(`/api/staff/content/items/${id}/take-over`, { body: {} });
      // A fresh load, so the form starts from the draft as it is now (its writer may have saved since this page came).
      window.location.reload();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };

  return (
    <>
      {holder ? (
        <div role="status" className="mb-6 rounded-[var(--radius-card)] border border-line bg-ink-2 p-4 text-sm">
          <p className="font-semibold text-fg">
            {splitAt(lost ? copy.lost : copy[holder.state], holder.who, <Clock iso={holder.since} />)}
          </p>
          <p className="mt-1 text-muted">{copy.readOnly}</p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            {lost ? (
              <button type="button" className={secondaryButton} onClick={() => window.location.reload()}>
                {copy.lostReload}
              </button>
            ) : null}
            {canTakeOver && holder.state !== 'review' ? (
              <>
                <button type="button" className={secondaryButton} disabled={busy} aria-describedby={`take-over-hint-${id}`} onClick={() => void takeOver()}>
                  {busy ? copy.takingOver : copy.takeOver}
                </button>
                <span id={`take-over-hint-${id}`} className="text-muted">
                  {fillTemplate(copy.takeOverHint, { who: holder.who })}
                </span>
              </>
            ) : null}
          </div>
          {error ? (
            <p role="alert" className="mt-2 text-danger">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
      <fieldset disabled={!held} className="m-0 min-w-0 border-0 p-0">
        {children}
      </fieldset>
    </>
  );
}

/** A sentence with {who} as text and {time} as an element. */
function splitAt(template: string, who: string, time: ReactNode): ReactNode {
  const [before, after = ''] = fillTemplate(template, { who }).split('{time}');
  return (
    <>
      {before}
      {time}
      {after}
    </>
  );
}
