'use client';
import { useEffect } from 'react';

/** Where the page's loader keeps the last tap on a button before hydration; 0 once React listens. */
export type EarlyTap = { __earlyTap?: unknown };

/**
 * Marks `<html data-hydrated>` once React has hydrated the page: mounted last in the root layout, its effect runs after
 * every other component's. The page's scripts start after its first paint (scripts/build/lib/hydrate-after-paint.mjs, run by scripts/build/finish-pages.mjs), so the
 * load event no longer says the page is interactive; this does. The browser journeys wait for it before they act.
 * A button tapped before then (kept by that loader) is clicked now, once: the menu or role a visitor asked for opens
 * late rather than never. (A button inside a Suspense boundary still waiting to hydrate would not hear that click; the
 * public pages have none.)
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    const early = (self as EarlyTap).__earlyTap;
    (self as EarlyTap).__earlyTap = 0;
    if (early instanceof HTMLButtonElement && early.isConnected && !early.disabled) early.click();
  }, []);
  return null;
}
