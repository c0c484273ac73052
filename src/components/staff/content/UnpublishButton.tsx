'use client';
import { staffContentCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import { ConfirmDialog } from '../ConfirmDialog';

const copy = staffContentCopy.form;

/** Unpublish, after a question in a dialog that says what it does; `onConfirm` does it (the editor's own queue). */
export function UnpublishButton({ item, disabled, onConfirm }: { item: string; disabled: boolean; onConfirm: () => Promise<void> }) {
  return (
    <ConfirmDialog
      label={copy.unpublish}
      disabled={disabled}
      title={fillTemplate(copy.unpublishTitle, { item })}
      description={copy.unpublishText}
      confirm={copy.unpublishConfirm}
      cancel={copy.cancel}
      // The editor's queue runs it and reports in its bar: the dialog closes at once.
      onConfirm={async () => void onConfirm()}
    />
  );
}
