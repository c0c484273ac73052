'use client';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useDialogStore } from '@/components/dialogs/dialog-store';
import type { EnquiryDialogCopy } from './FormDialogs';

/** The forms, their schemas and the dialog code load only when a visitor first opens a form. */
const loadFormDialogs = () => import('./FormDialogs').then((m) => m.FormDialogs);
const FormDialogs = dynamic(loadFormDialogs, { ssr: false });

/** Starts loading the form dialogs early, e.g. when a pointer reaches a button that opens one. */
export function preloadFormDialogs() {
  void loadFormDialogs();
}

/**
 * Mounted once in the root layout. Renders nothing (and ships none of the form code) until the dialog
 * store first asks for a dialog; from then on the dialogs stay mounted so they can animate and restore focus.
 */
export function SiteDialogs({ enquiry }: { enquiry: EnquiryDialogCopy }) {
  const open = useDialogStore((s) => s.open);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  return wanted ? <FormDialogs enquiry={enquiry} /> : null;
}
