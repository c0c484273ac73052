'use client';

import { useEffect, useEffectEvent, useState, useSyncExternalStore, type RefObject } from 'react';

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

/**
 * False until the browser is first idle after hydration (at the latest 2 s after it), then true: for what the page
 * does not show at first but should have ready (`requestIdleCallback`; a timeout where there is none, as in Safari).
 * With `afterLoad`, the wait starts at the window's load event: for what should not share the network or the main
 * thread with the page's own loading at all.
 */
export function useIdle({ afterLoad = false }: { afterLoad?: boolean } = {}): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const wait = () => {
      cancel = whenIdle(() => setIdle(true), 2000);
    };
    if (!afterLoad || document.readyState === 'complete') wait();
    else {
      window.addEventListener('load', wait, { once: true });
      cancel = () => window.removeEventListener('load', wait);
    }
    return () => cancel();
  }, [afterLoad]);
  return idle;
}

/**
 * Runs `task` when the browser is next idle (`requestIdleCallback`, at the latest after `timeout` ms if one is given;
 * 200 ms later where there is no such call, as in Safari), and returns what cancels it.
 */
export function whenIdle(task: () => void, timeout?: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 200);
    return () => clearTimeout(timer);
  }
  const id = window.requestIdleCallback(task, timeout === undefined ? undefined : { timeout });
  return () => window.cancelIdleCallback(id);
}

/** What can take focus by Tab inside a dialog. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Hides from assistive technology everything on the page but `element` and its ancestors (the siblings of each, up
 * to <body>), as a modal dialog's background; returns what puts it back. `aria-hidden`, not `inert`: inertness is part
 * of every element's computed style, and setting it would make the browser compute the page's style again.
 */
function hideOthers(element: Element): () => void {
  const hidden: Element[] = [];
  for (let node: Element = element; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('aria-hidden') || /^(SCRIPT|STYLE|TEMPLATE|LINK)$/.test(sibling.tagName)) continue;
      sibling.setAttribute('aria-hidden', 'true');
      hidden.push(sibling);
    }
  }
  return () => hidden.forEach((el) => el.removeAttribute('aria-hidden'));
}

/**
 * Makes a `popover="manual"` element a modal dialog while `open` (give it role="dialog" and aria-modal="true"): it
 * shows in the top layer, focus moves to its first control, Tab and Shift+Tab go round inside it and focus that
 * strays outside comes back, Escape calls `onClose`, the rest of the page is hidden from assistive technology and
 * the page does not scroll. When it closes, focus goes back to `opener` unless something else already took it.
 */
export function useModal(
  dialogRef: RefObject<HTMLElement | null>,
  openerRef: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
): void {
  const close = useEffectEvent(onClose);
  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = openerRef.current;
    if (!dialog || !open) return;
    dialog.showPopover();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const showOthers = hideOthers(dialog);
    const tabbable = () => [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0);
    tabbable()[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = tabbable();
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      const inside = dialog.contains(document.activeElement);
      if (event.shiftKey && (!inside || document.activeElement === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!dialog.contains(event.target as Node)) tabbable()[0]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      showOthers();
      root.style.overflow = overflow;
      if (dialog.matches(':popover-open')) dialog.hidePopover();
      const focused = document.activeElement;
      if (!focused || focused === document.body || dialog.contains(focused)) opener?.focus();
    };
  }, [dialogRef, openerRef, open]);
}
