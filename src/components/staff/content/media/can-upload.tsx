'use client';
import { createContext, useContext, type ReactNode } from 'react';

/** Whether the staff member may upload media (media:manage): a Writer only chooses from the library. Yes unless told. */
const CanUploadContext = createContext(true);

/** Tells the media fields below whether to offer an upload (the content form's page says, from the role). */
export function CanUploadMedia({ value, children }: { value: boolean; children: ReactNode }) {
  return <CanUploadContext value={value}>{children}</CanUploadContext>;
}

export const useCanUpload = () => useContext(CanUploadContext);
