'use client';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { inputClass } from '@/components/forms/FormField';
import { staffCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import { STATUSES, type Status } from '@/lib/staff/filters';
import { ConfirmDialog } from './ConfirmDialog';
import { staffFetch } from './staff-fetch';
import { primaryButton, secondaryButton } from './styles';
import { SubmitWhenHydrated } from '@/components/forms/SubmitWhenHydrated';

const copy = staffCopy.submission;

/** What happened after an action, said where a screen reader hears it. */
function Outcome({ text, error }: { text: string; error?: boolean }) {
  return (
    <p role={error ? 'alert' : 'status'} className={`mt-2 text-sm ${error ? 'text-danger' : 'text-muted'}`}>
      {text}
    </p>
  );
}

/** The status: New → In review → Replied → Archived (any can be chosen); each change joins the history. */
export function StatusControl({ id, status }: { id: string; status: Status }) {
  const router = useRouter();
  const [value, setValue] = useState(status);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        try {
          await staffFetch(`/api/staff/submissions/${id}/status`, { body: { status: value } });
          setMessage({ text: fillTemplate(copy.statusSaved, { status: staffCopy.statuses[value] }) });
          router.refresh();
        } catch {
          setMessage({ text: copy.failed, error: true });
        } finally {
          setBusy(false);
        }
      }}
    >
      <div>
        <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium">
          {copy.status}
        </label>
        <select id={selectId} value={value} onChange={(e) => setValue(e.target.value as Status)} className={`${inputClass} min-w-44`}>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {staffCopy.statuses[s]}
            </option>
          ))}
        </select>
      </div>
      <SubmitWhenHydrated className={primaryButton} disabled={busy || value === status}>
        {copy.saveStatus}
      </SubmitWhenHydrated>
      {message ? <div className="basis-full">{<Outcome {...message} />}</div> : null}
    </form>
  );
}

/** An internal note: only staff see it; it is signed with the author's e-mail and joins the history. */
export function NoteForm({ id }: { id: string }) {
  const router = useRouter();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  return (
    <form
      className="mt-4"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const body = area.current?.value.trim() ?? '';
        if (!body) return setError(copy.noteEmpty);
        if (body.length > 4000) return setError(copy.noteTooLong);
        setBusy(true);
        setError('');
        try {
          await staffFetch(`/api/staff/submissions/${id}/notes`, { body: { body } });
          if (area.current) area.current.value = '';
          router.refresh();
        } catch {
          setError(copy.failed);
        } finally {
          setBusy(false);
        }
      }}
    >
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium">
        {copy.noteLabel}
      </label>
      <textarea
        ref={area}
        id={fieldId}
        rows={3}
        maxLength={4000}
        className={`${inputClass} min-h-24 resize-y`}
        aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${fieldId}-hint`} className="mt-1.5 text-xs text-muted">
        {copy.notesHint}
      </p>
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <SubmitWhenHydrated className={`${primaryButton} mt-3`} disabled={busy}>
        {copy.addNote}
      </SubmitWhenHydrated>
    </form>
  );
}

/** Marks the submission unread again, for this staff member, and goes back to the inbox. */
export function MarkUnreadButton({ id }: { id: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className={secondaryButton}
      onClick={async () => {
        await staffFetch(`/api/staff/submissions/${id}/unread`).catch(() => undefined);
        router.push('/staff');
      }}
    >
      {copy.markUnread}
    </button>
  );
}

/** Erase (a privacy request), after a confirmation in a dialog that says what goes. */
export function EraseButton({ id }: { id: string }) {
  return (
    <ConfirmDialog
      label={copy.erase}
      title={copy.eraseTitle}
      description={copy.eraseText}
      confirm={copy.eraseConfirm}
      cancel={copy.cancel}
      failed={copy.failed}
      onConfirm={async () => {
        await staffFetch(`/api/staff/submissions/${id}`, { method: 'DELETE' });
        window.location.replace('/staff?erased=1');
      }}
    />
  );
}
