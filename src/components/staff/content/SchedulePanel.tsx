'use client';
import { useId, useState, useSyncExternalStore } from 'react';
import { inputClass } from '@/components/forms/FormField';
import { staffContentCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import { signInPath } from '@/lib/staff/paths';
import { secondaryButton } from '../styles';

const copy = staffContentCopy.schedule;

/** A schedule as the page hands it over (dates as ISO strings). */
export type ScheduleItem = { id: number; action: 'publish' | 'unpublish'; dueAt: string; createdBy: string | null; failure: string | null; cancelledReason: string | null };
type Lists = { pending: ScheduleItem[]; failed: ScheduleItem[]; ended: ScheduleItem[] };

type Props = {
  id: string;
  initial: Lists;
  /** Unpublish may be scheduled (a published item of a collection). */
  canUnpublish: boolean;
  /** Saves the form's draft first; the version to publish, or null when the save was refused (the form shows why). */
  saveFirst: () => Promise<number | null>;
};

const noChange = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A moment in the staff member's own time, with its zone ("27 Nov 2026, 17:05:30 GMT+1"); UTC until the page has hydrated. */
function when(iso: string, local: boolean): string {
  if (!local) return `${iso.slice(0, 16).replace('T', ' ')} UTC`;
  // (dateStyle and timeStyle cannot be combined with timeZoneName: the parts are named one by one.)
  return new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', timeZoneName: 'short' });
}

type Row = Omit<ScheduleItem, 'dueAt'> & { dueAt: string | Date };
type Reply = { pending?: Row[]; failed?: Row[]; ended?: Row[] };
const listOf = (rows: Row[] = []) => rows.map((r) => ({ ...r, dueAt: new Date(r.dueAt).toISOString() }));
const listsOf = (body: Reply): Lists => ({ pending: listOf(body.pending), failed: listOf(body.failed), ended: listOf(body.ended) });

/**
 * "Schedule publish" on an item's form (docs/content-editing-design.md step 9): a date and time in the staff member's
 * local time (sent as ISO), the version in the form saved first and named by the schedule; the pending schedules with
 * Cancel, and the ones that failed with their reason, and the ones cancelled because their author's standing access
 * ended (sign out everywhere, a password reset…) with who and why. The content watcher runs them
 * (src/server/content/schedule.ts). It sits inside the editor's form (its buttons are type="button"; Enter in its
 * field submits nothing).
 */
export function SchedulePanel({ id, initial, canUnpublish, saveFirst }: Props) {
  const [lists, setLists] = useState(initial);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  // The browser's time zone; null while rendering on the server (and hydrating), so the two agree.
  const zone = useSyncExternalStore(noChange, browserZone, () => null);
  const input = useId();
  const local = zone !== null;

  async function call(url: string, body: unknown): Promise<{ ok: boolean; body: Reply & { error?: string; fields?: Record<string, string> } }> {
    const response = await fetch(url, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (response.status === 401) window.location.assign(signInPath(window.location.pathname));
    return { ok: response.ok, body: await response.json().catch(() => ({})) };
  }

  async function schedule(action: 'publish' | 'unpublish') {
    setBusy(true);
    setMessage('');
    try {
      const due = value ? new Date(value) : null;
      if (!due || Number.isNaN(due.getTime()) || due.getTime() <= Date.now()) {
        setError(staffContentCopy.errors.scheduleWhen);
        return;
      }
      const versionId = action === 'publish' ? await saveFirst() : null;
      if (action === 'publish' && versionId === null) return;
      const reply = await call(`/api/staff/content/items/${id}/schedule`, { action, dueAt: due.toISOString(), versionId });
      if (!reply.ok) {
        const fields = reply.body.fields ?? {};
        setError(fields.dueAt ?? fields.action ?? Object.values(fields)[0] ?? reply.body.error ?? '');
        return;
      }
      setError('');
      setValue('');
      setLists(listsOf(reply.body));
      setMessage(fillTemplate(copy.scheduled, { change: copy.changeWords[action], when: when(due.toISOString(), true) }));
    } finally {
      setBusy(false);
    }
  }

  async function cancel(row: ScheduleItem) {
    setBusy(true);
    try {
      const reply = await call(`/api/staff/content/items/${id}/schedule/cancel`, { scheduleId: row.id });
      setMessage(reply.ok ? copy.cancelled : (reply.body.error ?? ''));
      if (reply.ok) setLists(listsOf(reply.body));
    } finally {
      setBusy(false);
    }
  }

  const hint = `${input}-hint`;
  const err = `${input}-error`;
  return (
    <section aria-labelledby={`${input}-heading`} className="mt-8 rounded-[var(--radius-card)] border border-line bg-ink-2 p-5">
      <h2 id={`${input}-heading`} className="text-lg font-semibold">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{copy.intro}</p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-64">
          <label htmlFor={input} className="mb-1.5 block text-sm font-medium text-fg">
            {copy.when}
          </label>
          <input
            id={input}
            type="datetime-local"
            step={1}
            value={value}
            className={inputClass}
            aria-describedby={error ? `${hint} ${err}` : hint}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              setValue(e.target.value);
              setError('');
            }}
            onKeyDown={(e) => {
              // Enter here schedules nothing and must not save the editor's form around it either.
              if (e.key === 'Enter') e.preventDefault();
            }}
          />
        </div>
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => void schedule('publish')}>
          {copy.publish}
        </button>
        {canUnpublish ? (
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => void schedule('unpublish')}>
            {copy.unpublish}
          </button>
        ) : null}
      </div>
      <p id={hint} className="mt-1.5 text-sm text-muted">
        {fillTemplate(copy.whenHint, { zone: zone ?? 'UTC' })}
      </p>
      {error ? (
        <p id={err} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <h3 className="mt-5 text-sm font-semibold">{copy.pending}</h3>
      {lists.pending.length ? (
        <ul className="mt-2 space-y-2">
          {lists.pending.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-3 text-sm">
              <span>{fillTemplate(copy.row, { change: copy.changeWords[row.action], when: when(row.dueAt, local), who: row.createdBy ?? '?' })}</span>
              <button
                type="button"
                className={secondaryButton}
                disabled={busy}
                aria-label={fillTemplate(copy.cancelLabel, { change: copy.changes[row.action], when: when(row.dueAt, local) })}
                onClick={() => void cancel(row)}
              >
                {copy.cancel}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">{copy.none}</p>
      )}
      {lists.failed.length ? (
        <ul className="mt-3 space-y-1 text-sm text-danger">
          {lists.failed.map((row) => (
            <li key={row.id}>{fillTemplate(copy.failedRow, { change: copy.changeWords[row.action], when: when(row.dueAt, local), reason: row.failure ?? '' })}</li>
          ))}
        </ul>
      ) : null}
      {lists.ended.length ? (
        <ul className="mt-3 space-y-1 text-sm text-muted">
          {lists.ended.map((row) => (
            <li key={row.id}>
              {fillTemplate(copy.endedRow, { change: copy.changeWords[row.action], when: when(row.dueAt, local), who: row.createdBy ?? '?', reason: row.cancelledReason ?? '' })}
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" aria-live="polite" className="mt-3 min-h-6 text-sm text-muted">
        {message}
      </p>
    </section>
  );
}
