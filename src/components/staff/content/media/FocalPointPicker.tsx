'use client';
import { useId, type KeyboardEvent, type PointerEvent } from 'react';
import { mediaCopy } from '@/content/media-library';
import { fillTemplate } from '@/lib/copy/template';
import { nudgeFocal } from '@/lib/media/upload-fields';
import type { FocalPoint } from '@/lib/media/uploaded';

const copy = mediaCopy.field;
const pct = (v: number) => Math.round(v * 100);

type Props = {
  /** The picture to point at: a local preview (blob:) or one of the upload's renditions. */
  src: string;
  focal: FocalPoint;
  onChange: (focal: FocalPoint) => void;
  /** An error under the control (a refused focal point), tied to the marker. */
  error?: string;
};

/**
 * The focal point of an image: click (or tap) the picture, or focus the marker and use the arrow keys (1 %, Shift
 * 10 %, Home back to the centre); the value is shown and announced. Used by the upload (MediaField) and by the media
 * library's change of an uploaded image's focal point.
 */
export function FocalPointPicker({ src, focal, onChange, error }: Props) {
  const id = useId();
  const focalText = fillTemplate(copy.focalValue, { x: pct(focal.x), y: pct(focal.y) });

  function onKey(e: KeyboardEvent<HTMLButtonElement>) {
    const next = nudgeFocal(focal, e.key, e.shiftKey ? 0.1 : 0.01);
    if (!next) return;
    e.preventDefault();
    onChange(next);
  }

  function onPoint(e: PointerEvent<HTMLDivElement>) {
    const box = e.currentTarget.getBoundingClientRect();
    const clamp = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 100) / 100;
    onChange({ x: clamp((e.clientX - box.left) / box.width), y: clamp((e.clientY - box.top) / box.height) });
  }

  return (
    <div>
      <p id={`${id}-focal-label`} className="mb-1.5 text-sm font-medium">
        {copy.focal}
      </p>
      <p id={`${id}-focal-hint`} className="mb-2 text-xs text-muted">
        {copy.focalHint}
      </p>
      <div className="relative inline-block max-w-full cursor-crosshair touch-none select-none overflow-hidden rounded-xl border border-line" onPointerDown={onPoint}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a local preview or the upload's own rendition */}
        <img src={src} alt="" className="block max-h-80 w-auto max-w-full" draggable={false} />
        <button
          type="button"
          onKeyDown={onKey}
          aria-labelledby={`${id}-focal-label`}
          aria-describedby={`${id}-focal-hint ${id}-focal-value${error ? ` ${id}-focal-error` : ''}`}
          className="absolute size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-fg bg-ink/60 shadow-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          style={{ left: `${pct(focal.x)}%`, top: `${pct(focal.y)}%` }}
        >
          <span className="sr-only">{focalText}</span>
        </button>
      </div>
      <p id={`${id}-focal-value`} aria-live="polite" className="mt-1.5 text-sm text-muted">
        {focalText}
      </p>
      {error ? (
        <p id={`${id}-focal-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
