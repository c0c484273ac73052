'use client';
import { useEffect, useEffectEvent } from 'react';
import { staffTeamCopy } from '@/content/staff-team';

/**
 * The content form on this page, as other parts of the page see it: its save, which answers whether the form is saved
 * once it is done (false: refused, the form shows why). Read at once, not from the form's state, which is a render
 * behind (a request for review right after typing would find the form still unsaved).
 */
export const formState: { save: (() => Promise<boolean>) | null } = { save: null };

/**
 * A form with unsaved edits asks before the page goes: closing or reloading the tab (the browser's own question), and
 * following a link of the staff pages (a confirm; the client router never sees a refused click). Ctrl+S (⌘S on a Mac)
 * saves instead of saving the web page. Links to the staff API (Preview, which saves first) are let through.
 */
export function useUnsavedGuard(dirty: boolean, save: () => Promise<boolean>) {
  const onSave = useEffectEvent(save);
  // What the rest of the page may ask of the form (Ask for review saves it first).
  useEffect(() => {
    formState.save = () => onSave();
    return () => {
      formState.save = null;
    };
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void onSave();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin || to.pathname.startsWith('/api/')) return;
      if (to.pathname === window.location.pathname && to.search === window.location.search && to.hash) return;
      if (window.confirm(staffTeamCopy.unsaved.leave)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
}
