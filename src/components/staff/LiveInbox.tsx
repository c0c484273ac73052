'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { staffCopy } from '@/content/staff';

/** How often an open inbox asks whether something new came in (new submissions show within 5 s). */
export const INBOX_POLL_MS = 3_000;

/**
 * Keeps an open inbox current without a reload: every few seconds (while the tab is visible) it asks for the newest
 * submission's id, and when it changed the page is rendered again with its filters; a screen reader hears that new
 * ones came in.
 */
export function LiveInbox({ latest }: { latest: string | null }) {
  const router = useRouter();
  const seen = useRef(latest);
  const [arrived, setArrived] = useState(false);

  useEffect(() => {
    seen.current = latest;
  }, [latest]);

  useEffect(() => {
    let stopped = false;
    const poll = async () => {
      if (stopped || document.visibilityState !== 'visible') return;
      try {
        const response = await fetch('/api/staff/inbox', { credentials: 'same-origin', cache: 'no-store' });
        if (!response.ok) return;
        const state = (await response.json()) as { latest: string | null };
        if (state.latest && state.latest !== seen.current) {
          seen.current = state.latest;
          setArrived(true);
          router.refresh();
        }
      } catch {
        /* offline for a moment: the next poll tries again */
      }
    };
    const timer = setInterval(poll, INBOX_POLL_MS);
    document.addEventListener('visibilitychange', poll);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', poll);
    };
  }, [router]);

  return (
    <p role="status" aria-live="polite" className="sr-only">
      {arrived ? staffCopy.inbox.newArrived : ''}
    </p>
  );
}
