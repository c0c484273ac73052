'use client';
import { createContext, useCallback, useContext } from 'react';
import type { PendingUpload, PendingUploads } from '@/lib/media/pending-uploads';

/** The content form's record of its media fields' unfinished uploads (ContentEditor provides it; none elsewhere). */
export const PendingUploadsContext = createContext<PendingUploads | null>(null);

/** How a media field at `field` (its path joined by dots) tells the form what it has unfinished. */
export function useReportPending(field: string): (state: PendingUpload | null) => void {
  const pending = useContext(PendingUploadsContext);
  return useCallback((state: PendingUpload | null) => pending?.report(field, state), [pending, field]);
}
