'use client';
import { type ReactNode, useState } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import { dangerButton, secondaryButton } from './styles';

/** The two answers to a question before a destructive step: the step itself (a danger button) and Cancel. */
export function ConfirmActions({ confirm, cancel, disabled, onConfirm, onCancel }: { confirm: string; cancel: string; disabled?: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-3 pt-4">
      <button type="button" className={dangerButton} disabled={disabled} onClick={onConfirm}>
        {confirm}
      </button>
      <button type="button" className={secondaryButton} onClick={onCancel}>
        {cancel}
      </button>
    </div>
  );
}

/**
 * A destructive step behind a question: the button that opens it, then a dialog saying what happens, with the step and
 * Cancel. `onConfirm` does the step; when it throws, its message is shown in the dialog (an alert) and the dialog stays
 * open; when it succeeds, the dialog closes.
 */
export function ConfirmDialog(props: {
  /** The button that asks. */
  label: string;
  disabled?: boolean;
  title: string;
  description: string;
  confirm: string;
  cancel: string;
  onConfirm: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async () => {
    setBusy(true);
    setError('');
    try {
      await props.onConfirm();
      setOpen(false);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={dangerButton} disabled={props.disabled} onClick={() => setOpen(true)}>
        {props.label}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={props.title} description={props.description} size="confirm">
        <ConfirmActions confirm={props.confirm} cancel={props.cancel} disabled={busy || props.disabled} onConfirm={() => void run()} onCancel={() => setOpen(false)} />
        {error ? <ConfirmError text={error} /> : null}
      </Dialog>
    </>
  );
}

function ConfirmError({ text }: { text: string }): ReactNode {
  return (
    <p role="alert" className="mt-2 text-sm text-danger">
      {text}
    </p>
  );
}
