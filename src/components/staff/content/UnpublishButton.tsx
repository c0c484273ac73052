'use client';
import { useState } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import { staffContentCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import { dangerButton, secondaryButton } from '../styles';

const copy = staffContentCopy.form;

/** Unpublish, after a question in a dialog that says what it does; `onConfirm` does it (the editor's own queue). */
export function UnpublishButton({ item, disabled, onConfirm }: { item: string; disabled: boolean; onConfirm: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={dangerButton} disabled={disabled} onClick={() => setOpen(true)}>
        {copy.unpublish}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={fillTemplate(copy.unpublishTitle, { item })} description={copy.unpublishText} size="confirm">
        <div className="flex flex-wrap gap-3 pt-4">
          <button
            type="button"
            className={dangerButton}
            disabled={disabled}
            onClick={() => {
              setOpen(false);
              void onConfirm();
            }}
          >
            {copy.unpublishConfirm}
          </button>
          <button type="button" className={secondaryButton} onClick={() => setOpen(false)}>
            {copy.cancel}
          </button>
        </div>
      </Dialog>
    </>
  );
}
