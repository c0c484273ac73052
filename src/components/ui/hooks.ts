'use client';

import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/** Live result of a media query; false while rendering on the server. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

const noSubscribe = () => () => {};
/** False while hydrating (and on the server), true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscribe, () => true, () => false);
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/** How far ahead of the viewport media start loading. */
export const NEAR_VIEWPORT_MARGIN = '300px 0px';

/**
 * `near` turns true (once) when the element comes within NEAR_VIEWPORT_MARGIN of the viewport, or at once when
 * `eager`; `visible` follows whether any of it is on screen.
 */
export function useNearViewport(ref: RefObject<Element | null>, eager = false): { near: boolean; visible: boolean } {
  const [near, setNear] = useState(eager);
  const [visible, setVisible] = useState(eager);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const nearObserver = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          nearObserver.disconnect();
        }
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    const visibleObserver = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setVisible(last.isIntersecting);
    });
    nearObserver.observe(el);
    visibleObserver.observe(el);
    return () => {
      nearObserver.disconnect();
      visibleObserver.disconnect();
    };
  }, [ref]);
  return { near, visible };
}
