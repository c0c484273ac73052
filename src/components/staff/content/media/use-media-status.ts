'use client';
import { useEffect, useState } from 'react';
import { statusUrl } from '@/lib/media/library-query';

/** An upload's state as GET /api/staff/content/media/status answers it (src/server/content/media.ts, MediaStatus). */
export type MediaStatus = { id: string; sha256: string; state: 'ready' | 'processing' | 'failed'; failure: string | null; thumbnail: string };

/** How often a page asks again while an upload it shows is processing. */
export const STATUS_POLL_MS = 3000;

/** What the pages have heard: each upload by its id and by its SHA-256, and every name the last answer was for. */
export type HeardStatus = { known: Map<string, MediaStatus>; asked: Set<string> };

/**
 * The newest state of the uploads named (by id or SHA-256), asked every STATUS_POLL_MS while `waiting` (one of them is
 * processing, or not heard of yet) and the tab is in view, the first time after `firstMs`. An upload the answer leaves
 * out is unknown (deleted): `asked` has its name, `known` not. Asking stops when nothing waits any more, when the
 * session has ended (401) or the page goes away.
 */
export function useMediaStatus({ ids = [], sha256s = [] }: { ids?: string[]; sha256s?: string[] }, waiting: boolean, firstMs = STATUS_POLL_MS): HeardStatus {
  const [heard, setHeard] = useState<HeardStatus>(() => ({ known: new Map(), asked: new Set() }));
  const url = ids.length || sha256s.length ? statusUrl({ ids, sha256s }) : null;
  const names = [...ids, ...sha256s].join();
  useEffect(() => {
    if (!waiting || !url) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      if (document.visibilityState === 'visible') {
        const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' }).catch(() => null);
        if (stopped || response?.status === 401) return;
        const body = (await response?.json().catch(() => null)) as { assets?: MediaStatus[] } | null;
        if (stopped) return;
        if (body?.assets) {
          const known = new Map<string, MediaStatus>();
          for (const asset of body.assets) known.set(asset.id, asset).set(asset.sha256, asset);
          setHeard({ known, asked: new Set(names.split(',')) });
        }
      }
      timer = setTimeout(ask, STATUS_POLL_MS);
    };
    timer = setTimeout(ask, firstMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [url, names, waiting, firstMs]);
  return heard;
}
