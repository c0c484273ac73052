'use client';
import { createContext } from 'react';

/** The whole item the form edits, for a field whose choices are another part of it (EditorFields provides it). */
export const FormValues = createContext<unknown>(undefined);
