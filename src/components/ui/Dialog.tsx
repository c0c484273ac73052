'use client';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { interfaceCopy } from '@/content/interface';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

/**
 * Finds `element` again later: itself while it is in the page; else, when the page has drawn it anew (a route's
 * content rendered again while the dialog was open), the element now in its place: the one with its id, or for a link
 * without one, the link to the same address at the same position among those links. Null when there is none.
 */
function sameElementLater(element: HTMLElement): () => HTMLElement | null {
  const { id } = element;
  const href = element instanceof HTMLAnchorElement ? element.getAttribute('href') : null;
  const links = () => [...document.querySelectorAll<HTMLElement>('a[href]')].filter((link) => link.getAttribute('href') === href);
  const position = href === null ? -1 : links().indexOf(element);
  return () => {
    if (element.isConnected) return element;
    if (id) return document.getElementById(id);
    return position < 0 ? null : (links()[position] ?? null);
  };
}

/**
 * What had focus when the dialog opened (not the body), as `sameElementLater` finds it; null when nothing had, or once
 * focus has been given back.
 */
type Opener = RefObject<(() => HTMLElement | null) | null>;

/** Focuses the opener, or its equivalent in the page now, once; says whether there was one to focus. */
function giveFocusBack(opener: Opener): boolean {
  const target = opener.current?.() ?? null;
  opener.current = null;
  target?.focus();
  return target !== null;
}

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  description?: string;
  children: ReactNode;
  /** 'form' is a centred panel (a sheet on a phone); 'page' fills most of the viewport (case studies); 'confirm' is a small centred panel at every width (a question with two answers). */
  size?: 'form' | 'page' | 'confirm';
};

/**
 * The one dialog primitive every modal uses: Radix traps focus, closes on Escape, and focus returns to the opener
 * when it closes, also when it goes away without closing (the case-study dialog, when the browser goes Back), and
 * also when the page drew the opener anew while the dialog was open (its equivalent then: `sameElementLater`);
 * the close button is named 'Close Dialog'.
 */
export function Dialog({ open, onOpenChange, title, hideTitle, description, children, size = 'form' }: DialogProps) {
  // Our dialogs open from the store or a route, not from a Radix Trigger, so Radix does not know the
  // opener: remember whatever had focus when the dialog opened and give focus back to it on close.
  const opener: Opener = useRef(null);
  // Unmounted while open: once the dialog's elements are gone, focus is lost unless something else took it.
  useEffect(
    () => () => {
      if (!opener.current) return;
      requestAnimationFrame(() => {
        if (!document.activeElement || document.activeElement === document.body) void giveFocusBack(opener);
      });
    },
    [],
  );
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <RadixDialog.Content
          // Without a description, say so explicitly (Radix would otherwise point at a missing element and warn).
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement && active !== document.body ? sameElementLater(active) : null;
          }}
          onCloseAutoFocus={(event) => {
            // Radix focuses what had focus before, if it is still in the page, unless told not to.
            if (giveFocusBack(opener)) event.preventDefault();
          }}
          className={
            'fixed z-50 overflow-y-auto bg-ink-2 text-fg shadow-card outline-none focus-visible:outline-none ' +
            (size === 'page'
              ? 'inset-0 lg:inset-6 lg:rounded-[var(--radius-card)]'
              : size === 'confirm'
                ? 'left-1/2 top-1/2 max-h-[92dvh] w-[min(560px,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)]'
                : 'inset-x-0 bottom-0 top-[4dvh] rounded-t-[var(--radius-card)] sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[92dvh] sm:w-[min(760px,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[var(--radius-card)]')
          }
        >
          <div className="sticky top-0 z-10 flex items-start justify-between gap-4 bg-ink-2/95 px-5 pb-3 pt-5 backdrop-blur sm:px-8">
            <RadixDialog.Title className={hideTitle ? 'sr-only' : 'text-h3 font-semibold'}>{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={interfaceCopy.closeDialog}
              className="ml-auto grid size-11 shrink-0 place-items-center rounded-full border border-line bg-ink-3 text-fg transition hover:bg-line"
            >
              <X aria-hidden="true" size={20} />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="px-5 text-muted sm:px-8">{description}</RadixDialog.Description>
          ) : null}
          <div className="px-5 pb-8 pt-2 sm:px-8">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
