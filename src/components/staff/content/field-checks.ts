'use client';
import { createContext, useContext, useEffect, useRef } from 'react';
import type { Path } from '@/lib/content/fields';

/**
 * The form's own checks, before the server's: a control whose text cannot become a value (JSON that does not parse)
 * says so here, by field, and the editor saves and publishes nothing while any such message stands, so what the form
 * shows is never silently dropped for the last value that parsed.
 */
export type ReportCheck = (key: string, message: string | null) => void;

export const FieldChecks = createContext<ReportCheck>(() => {});

/** Reports the field's own problem (null when there is none); it is taken back when the field goes. */
export function useFieldCheck(path: Path, message: string | null): void {
  const report = useContext(FieldChecks);
  const key = path.join('.');
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (last.current !== message) report(key, message);
    last.current = message;
  }, [report, key, message]);
  useEffect(() => () => report(key, null), [report, key]);
}
