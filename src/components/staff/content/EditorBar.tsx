'use client';
import { type ReactNode, useEffect, useRef } from 'react';
import { staffContentCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import { primaryButton, secondaryButton } from '../styles';
import { DeleteButton } from './DeleteButton';
import { UnpublishButton } from './UnpublishButton';
import { SubmitWhenHydrated } from '@/components/forms/SubmitWhenHydrated';

const copy = staffContentCopy.form;
/** The bar's buttons a little narrower on a phone, so Save draft, Publish and Preview share one line at 390 px. */
const compact = 'max-sm:px-3.5';

/**
 * The editor's actions that every change ends in, in a bar fixed to the bottom of the window at every width (a case
 * study's form is several thousand pixels long on a phone, and the schedule, history and review follow it; a sticky
 * bar left with its form): the item's status, Save draft, Publish, Preview (opens and closes the live preview), and what the last action did (announced
 * politely). While it is shown, the page keeps its height free at the bottom, and a field focused by keyboard or by the
 * problem summary scrolls into view above it, not under it.
 */
export function EditorBar(props: {
  badge: ReactNode;
  busy: boolean;
  message: string;
  /** Whether the live preview is open (the Preview button opens and closes it). */
  previewing: boolean;
  /** Null for a role that does not publish: no Publish button. */
  onPublish: (() => void) | null;
  onPreview: () => void;
}) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = bar.current;
    const main = el?.closest('main');
    if (!el || !main) return;
    const root = document.documentElement;
    const fit = () => {
      root.style.scrollPaddingBottom = `${el.offsetHeight}px`;
      root.style.setProperty('--editor-bar-height', `${el.offsetHeight}px`);
      main.style.paddingBottom = `calc(${el.offsetHeight}px + 2rem)`;
    };
    fit();
    const resized = new ResizeObserver(fit);
    resized.observe(el);
    return () => {
      resized.disconnect();
      root.style.scrollPaddingBottom = '';
      root.style.removeProperty('--editor-bar-height');
      main.style.paddingBottom = '';
    };
  }, []);
  return (
    <div ref={bar} role="group" aria-label={copy.actions} className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-ink/95 py-3 backdrop-blur-sm">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-2 px-4 sm:gap-3 sm:px-6">
        <SubmitWhenHydrated className={`${secondaryButton} ${compact}`} disabled={props.busy}>
          {copy.saveDraft}
        </SubmitWhenHydrated>
        {props.onPublish ? (
          <button type="button" className={`${primaryButton} ${compact}`} disabled={props.busy} onClick={props.onPublish}>
            {copy.publish}
          </button>
        ) : null}
        <button type="button" aria-expanded={props.previewing} className={`${secondaryButton} ${compact}`} onClick={props.onPreview}>
          {copy.preview}
        </button>
        <span className="max-sm:hidden">{props.badge}</span>
      </div>
      <p role="status" aria-live="polite" className="mx-auto mt-1.5 min-h-5 w-full max-w-6xl px-4 text-sm text-muted sm:px-6">
        {props.message}
      </p>
    </div>
  );
}

type ItemActionsProps = {
  id: string;
  name: string;
  busy: boolean;
  collection: boolean;
  /** Whether this role publishes: Unpublish and Delete are for one that does. */
  canPublish: boolean;
  published: boolean;
  historyHref: string;
  listHref: string;
  onUnpublish: () => Promise<void>;
  onDuplicate: () => void;
};

/** The item's other actions, below the bar: History, and for a collection's item Duplicate, Unpublish and Delete. */
export function ItemActions({ id, name, busy, collection, canPublish, published, historyHref, listHref, onUnpublish, onDuplicate }: ItemActionsProps) {
  return (
    <div role="group" aria-label={copy.more} className="mt-4 flex flex-wrap items-center gap-3">
      <a href={historyHref} className={secondaryButton}>
        {copy.history}
      </a>
      {collection ? (
        <button type="button" className={secondaryButton} disabled={busy} onClick={onDuplicate}>
          {copy.duplicate}
        </button>
      ) : null}
      {canPublish && collection && published ? <UnpublishButton item={name} disabled={busy} onConfirm={onUnpublish} /> : null}
      {canPublish && collection ? <DeleteButton id={id} item={name} listHref={listHref} disabled={busy} /> : null}
    </div>
  );
}

/** The form's heading (the item in the site's words) with the item's status as visitors meet it, and what the draft is. */
export function EditorHeading({ name, badge, note }: { name: string; badge: ReactNode; note: string | null }) {
  return (
    <>
      <div className="mt-2 flex flex-wrap items-baseline gap-3">
        <h1 className="text-h3 font-semibold">{fillTemplate(copy.heading, { item: name })}</h1>
        {badge}
      </div>
      {note ? <p className="mt-2 text-sm text-muted">{note}</p> : null}
    </>
  );
}
