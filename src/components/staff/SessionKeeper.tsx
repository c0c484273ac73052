'use client';
import { useEffect } from 'react';

/**
 * Each staff page a member opens moves their session's 12-hour idle deadline, cookie included: a page is rendered on
 * the server, where a cookie cannot be renewed, so the page asks Better Auth's session endpoint once it is open.
 * (The inbox's background poll does not: an open tab alone keeps nobody signed in.)
 */
export function SessionKeeper() {
  useEffect(() => {
    void fetch('/api/auth/get-session', { credentials: 'same-origin', cache: 'no-store' }).catch(() => undefined);
  }, []);
  return null;
}
