'use client';
import { useState } from 'react';
import { staffCopy } from '@/content/staff';
import { failureText, Refusal } from './staff-fetch';

const NO_FIELDS: Record<string, string> = {};

/**
 * A staff action started from a button or a form: `busy` while it runs (its button disabled, so it is not sent twice),
 * `error` what its last failure says (the server's words for a refusal, else `fallback`) and `fields` the refusal's
 * messages by field, both cleared when it runs again. `run` answers whether the action succeeded. With `leaves`, a
 * success goes to another page: the button stays busy.
 */
export function useAction({ fallback = staffCopy.actionFailed, leaves = false }: { fallback?: string; leaves?: boolean } = {}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ error: string; fields: Record<string, string> } | null>(null);
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      if (!leaves) setBusy(false);
      return true;
    } catch (err) {
      setFailure({ error: failureText(err, fallback), fields: (err instanceof Refusal && err.fields) || NO_FIELDS });
      setBusy(false);
      return false;
    }
  };
  return { busy, error: failure?.error ?? '', fields: failure?.fields ?? NO_FIELDS, run };
}
