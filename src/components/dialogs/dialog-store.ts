'use client';
import { create } from 'zustand';

/** Which site-wide dialog is open. One store, so only one dialog is ever open. */
export type DialogName = 'enquiry' | 'application';

type DialogState = {
  open: DialogName | null;
  /** Application mode; roles open it in mode 'career'. */
  mode: 'career';
  /** The position pre-filled in the application form. */
  position: string;
  /** Internship pages hide the salary field. */
  hideSalary: boolean;
  openEnquiry: () => void;
  openApplication: (opts: { position: string; hideSalary: boolean }) => void;
  close: () => void;
};

export const useDialogStore = create<DialogState>((set) => ({
  open: null,
  mode: 'career',
  position: '',
  hideSalary: false,
  openEnquiry: () => set({ open: 'enquiry' }),
  openApplication: ({ position, hideSalary }) => set({ open: 'application', mode: 'career', position, hideSalary }),
  close: () => set({ open: null }),
}));
