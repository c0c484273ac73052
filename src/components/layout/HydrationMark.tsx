'use client';
import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once React has hydrated the page: mounted last in the root layout, its effect runs after
 * every other component's. The page's scripts start after its first paint (scripts/build/lib/hydrate-after-paint.mjs, run by scripts/build/finish-pages.mjs), so the
 * load event no longer says the page is interactive; this does. The browser journeys wait for it before they act.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
