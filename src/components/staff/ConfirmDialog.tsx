'use client';
import { useState } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import { dangerButton, secondaryButton } from './styles';
import { useAction } from './use-action';

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
 * Cancel. `onConfirm` does the step; when it fails, the dialog stays open and says why in an alert (the server's words
 * for a refusal, else `failed`); when it succeeds, the dialog closes.
 */
export function ConfirmDialog(props: {
  /** The button that asks. */
  label: string;
  disabled?: boolean;
  title: string;
  description: string;
  confirm: string;
  cancel: string;
  /** What a failure says when the server gave no words of its own (the connection lost). */
  failed?: string;
  onConfirm: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const { busy, error, run } = useAction({ fallback: props.failed });
  const confirm = async () => {
    if (await run(props.onConfirm)) setOpen(false);
  };
  return (
    <>
      <button type="button" className={dangerButton} disabled={props.disabled} onClick={() => setOpen(true)}>
        {props.label}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={props.title} description={props.description} size="confirm">
        <ConfirmActions confirm={props.confirm} cancel={props.cancel} disabled={busy || props.disabled} onConfirm={() => void confirm()} onCancel={() => setOpen(false)} />
        {error ? (
          <p role="alert" className="mt-2 text-sm text-danger">
            {error}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
