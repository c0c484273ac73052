'use client';
import type { ReactNode } from 'react';
import { staffContentCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import { primaryButton, secondaryButton } from '../styles';
import { DeleteButton } from './DeleteButton';
import { UnpublishButton } from './UnpublishButton';

const copy = staffContentCopy.form;
/** The bar's buttons a little narrower on a phone, so Save draft, Publish and Preview share one line at 390 px. */
const compact = 'max-sm:px-3.5';

/**
 * The editor's actions that every change ends in, in a bar that stays at the bottom of the window at every width (a
 * case study's form is several thousand pixels long on a phone): the item's status, Save draft, Publish, Preview, and
 * what the last action did (announced politely).
 */
export function EditorBar(props: {
  badge: ReactNode;
  busy: boolean;
  message: string;
  previewForm: string;
  /** Null for a role that does not publish: no Publish button. */
  onPublish: (() => void) | null;
  onPreview: (event: React.MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <div role="group" aria-label={copy.actions} className="sticky bottom-0 z-20 mt-8 border-t border-line bg-ink/95 py-3 backdrop-blur-sm">
      <div className="flex flex-wrap items-center gap-2 sm:gap-3">
        <button type="submit" className={`${secondaryButton} ${compact}`} disabled={props.busy}>
          {copy.saveDraft}
        </button>
        {props.onPublish ? (
          <button type="button" className={`${primaryButton} ${compact}`} disabled={props.busy} onClick={props.onPublish}>
            {copy.publish}
          </button>
        ) : null}
        <button type="submit" form={props.previewForm} className={`${secondaryButton} ${compact}`} disabled={props.busy} onClick={props.onPreview}>
          {copy.preview}
        </button>
        <span className="max-sm:hidden">{props.badge}</span>
      </div>
      <p role="status" aria-live="polite" className="mt-1.5 min-h-5 text-sm text-muted">
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

/** The form's heading ("Edit {item}") with the item's status as visitors meet it, and what the draft is. */
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
