'use client';
import type { ReactNode } from 'react';
import { SIGN_IN_PATH } from '@/lib/staff/paths';
import { staffFetch } from './staff-fetch';

/** Signs out of this session and goes to the sign-in page. */
export function SignOutButton({ className, children }: { className: string; children: ReactNode }) {
  return (
    <button
      type="button"
      className={className}
      onClick={async () => {
        await staffFetch('/api/staff/sign-out').catch(() => undefined);
        // A full load, not a client navigation: nothing of the signed-in pages may stay in the router's cache.
        window.location.replace(`${SIGN_IN_PATH}?signedOut=1`);
      }}
    >
      {children}
    </button>
  );
}
