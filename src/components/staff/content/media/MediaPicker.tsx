'use client';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { inputClass } from '@/components/forms/FormField';
import { Dialog } from '@/components/ui/Dialog';
import { mediaCopy } from '@/content/media-library';
import { fillTemplate } from '@/lib/copy/template';
import { columnsOf, gridMove } from '@/lib/media/grid-keys';
import { listUrl, type MediaKind } from '@/lib/media/library-query';
import { signInPath } from '@/lib/staff/paths';
import type { UploadedAsset } from './MediaField';

const copy = mediaCopy.picker;
/** How long typing pauses before the library is asked. */
const SEARCH_DELAY_MS = 250;

/** An upload as the library list answers it (src/server/content/media.ts, MediaAsset), as far as the picker needs it. */
export type PickedAsset = UploadedAsset & { originalName: string };

type Props = {
  kind: MediaKind;
  /** What the dialog is named: "Choose an image: Hero image". */
  title: string;
  onChoose: (asset: PickedAsset) => void;
  onClose: () => void;
};

/**
 * A dialog that chooses an upload from the media library for a field: a search (alt text and file name), then the
 * uploads of the field's kind as a grid of thumbnails, newest first (failed ones left out; a processing video shown as
 * such: publishing waits for it). The grid is one stop for Tab: the arrow keys move between thumbnails (Home, End,
 * PageUp, PageDown too), Enter or a click chooses. Focus is trapped, Escape closes (the Dialog primitive).
 */
export function MediaPicker({ kind, title, onChoose, onClose }: Props) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [assets, setAssets] = useState<PickedAsset[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const searchRef = useRef<HTMLInputElement>(null);
  // The search takes focus once the dialog has noted who opened it (its own focus goes first), so Escape gives it back.
  useEffect(() => {
    const frame = requestAnimationFrame(() => searchRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    let stale = false;
    const timer = setTimeout(
      async () => {
        const response = await fetch(listUrl(search, kind), { credentials: 'same-origin', cache: 'no-store' }).catch(() => null);
        if (stale) return;
        if (response?.status === 401) return window.location.assign(signInPath(window.location.pathname));
        const body = (await response?.json().catch(() => null)) as { assets?: (PickedAsset & { state: string })[] } | null;
        if (stale) return;
        setFailed(!response?.ok || !body?.assets);
        setAssets((body?.assets ?? []).filter((a) => a.state !== 'failed'));
        setActive(0);
      },
      assets === null ? 0 : SEARCH_DELAY_MS,
    );
    return () => {
      stale = true;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again when the words change, not when the answer does
  }, [search, kind]);

  const list = assets ?? [];
  const focusItem = (index: number) => {
    setActive(index);
    buttons.current[index]?.focus();
  };
  const onGridKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const tops = buttons.current.slice(0, list.length).map((b) => b?.getBoundingClientRect().top ?? 0);
    const next = gridMove(active, event.key, list.length, columnsOf(tops));
    if (next === null) return;
    event.preventDefault();
    focusItem(next);
  };

  const said = failed ? copy.failed : assets === null ? copy.loading : list.length ? fillTemplate(list.length === 1 ? copy.found.one : copy.found.other, { count: list.length }) : search.trim() ? copy.none : copy.noneYet;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={copy.intro} size="form">
      <div className="space-y-4 pt-4">
        <div>
          <label htmlFor={`${id}-search`} className="mb-1.5 block text-sm font-medium">
            {copy.search}
          </label>
          <input
            id={`${id}-search`}
            ref={searchRef}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown' && list.length) {
                e.preventDefault();
                focusItem(active);
              }
            }}
            aria-describedby={`${id}-search-hint`}
            className={inputClass}
          />
          <p id={`${id}-search-hint`} className="mt-1.5 text-xs text-muted">
            {copy.searchHint}
          </p>
        </div>
        <p role="status" className="text-sm text-muted">
          {said}
        </p>
        {list.length ? (
          <ul aria-label={title} className="grid grid-cols-2 gap-3 sm:grid-cols-3" onKeyDown={onGridKey}>
            {list.map((asset, index) => (
              <li key={asset.id}>
                <button
                  ref={(el) => {
                    buttons.current[index] = el;
                  }}
                  type="button"
                  tabIndex={index === active ? 0 : -1}
                  onFocus={() => setActive(index)}
                  onClick={() => onChoose(asset)}
                  className="group flex w-full flex-col gap-2 rounded-xl border border-line bg-ink-3 p-2 text-left text-sm transition hover:border-fg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- the upload's own smallest rendition or poster */}
                  <img src={asset.thumbnail} alt="" width={240} height={160} loading="lazy" className="aspect-[3/2] w-full rounded-lg bg-ink object-cover" />
                  <span className="line-clamp-2 text-fg">{asset.alt}</span>
                  <span className="break-all text-xs text-muted">
                    {asset.originalName}
                    {asset.state === 'processing' ? <span className="ml-1 font-semibold text-cyan">· {copy.processing}</span> : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Dialog>
  );
}
