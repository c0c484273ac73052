'use client';
import { useEffect } from 'react';

/**
 * Turns Inter on (`<html data-fonts>`, src/app/globals.css) once it has loaded, after the page has hydrated: until
 * then no text asks for it, so it is not fetched while the page paints (a font is fetched at the highest priority,
 * and Lighthouse counted it in every page's largest paint). The fallback faces are matched to Inter's metrics, so the
 * swap moves nothing (e2e/seo.spec.ts). Client-side navigations keep the attribute: a visit swaps once, on its first
 * page. If Inter cannot load, the stack falls through to the same fallback.
 * Not done: turning Inter on before the first paint on a later visit (a note in localStorage that the file is
 * cached): the note outlives the HTTP cache it speaks of, and Lighthouse, which keeps storage but clears the cache
 * between runs, then counted the font in the largest paint again.
 */
export function FontSwap() {
  useEffect(() => {
    const root = document.documentElement;
    let mounted = true;
    document.fonts
      .load('1em inter')
      .catch(() => undefined)
      .finally(() => {
        if (mounted) root.dataset.fonts = '';
      });
    return () => {
      mounted = false;
    };
  }, []);
  return null;
}
