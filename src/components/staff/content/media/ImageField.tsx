'use client';
import { useId, useState } from 'react';
import { mediaCopy } from '@/content/media-library';
import { altPath } from '@/lib/content/fields';
import { parseImageReference } from '@/lib/media/uploaded';
import { FieldLabel, smallButton, wiring, type Of } from '../field-parts';
import { MediaField, type UploadedAsset } from './MediaField';
import { useCanUpload } from './can-upload';
import { MediaPicker } from './MediaPicker';
import { useReportPending } from './pending-context';

const copy = mediaCopy.field;

/** A small picture of what an image field names now: an upload's narrowest rendition, or the site's own file. */
export function currentThumbnail(value: string): string | null {
  const uploaded = parseImageReference(value);
  if (uploaded) return uploaded.renditions[0].src;
  return /^\/[\w\-./]+\.(webp|png|jpe?g|gif|svg|avif)$/i.test(value) ? value : null;
}

/** "Upload a new …" that opens the upload control, and "Keep the current file" that closes it again. */
export function UploadToggle({ open, setOpen, label, field, controls }: { open: boolean; setOpen: (open: boolean) => void; label: string; field?: string; controls: string }) {
  const text = open ? copy.keepCurrent : label;
  return (
    <button type="button" className={smallButton} aria-expanded={open} aria-controls={controls} aria-label={field ? `${text}: ${field}` : text} onClick={() => setOpen(!open)}>
      {text}
    </button>
  );
}

/**
 * An image of the content (mediaPath): a thumbnail of the image it names (never its path), Choose from library (or
 * Replace) in a dialog (MediaPicker), and an upload in place (alt text required, focal point) for a role that may upload. Either stores the
 * upload's reference and, where the content keeps the image's alt text beside it, fills that with the upload's. An
 * optional image can be removed. The field's id (what the error summary links to) is on its first button.
 */
export function ImageField({ field, value, errors, onChange, name, context }: Of<'image'> & { context?: string }) {
  const w = wiring(field.path, errors);
  const reportPending = useReportPending(field.path.join('.'));
  const canUpload = useCanUpload();
  const labelId = useId();
  const named = context ? `${context} › ${name}` : name;
  const [open, setOpen] = useState(false);
  const [picking, setPicking] = useState(false);
  const text = typeof value === 'string' ? value : '';
  const thumb = text ? currentThumbnail(text) : null;
  const optional = field.optional || field.emptyAllowed;
  const set = (next: string) => onChange(field.path, next === '' && field.optional ? undefined : next);
  const use = (asset: UploadedAsset) => {
    if (asset.kind !== 'image') return;
    set(asset.reference);
    const alt = altPath(field);
    if (alt) onChange(alt, asset.alt);
  };
  const chooseText = text ? copy.replace : copy.choose;
  return (
    <div role="group" aria-labelledby={labelId} className="space-y-2">
      <FieldLabel id={labelId} name={name} optional={optional} />
      <div className="flex flex-wrap items-center gap-3">
        {thumb ? (
          // eslint-disable-next-line @next/next/no-img-element -- a staff-only thumbnail of the current file
          <img src={thumb} alt={`${copy.currentImage}: ${named}`} width={96} height={64} loading="lazy" className="h-16 w-24 rounded-md border border-line bg-ink-3 object-cover" />
        ) : (
          <p className="flex h-16 w-24 items-center justify-center rounded-md border border-dashed border-line px-2 text-center text-xs text-muted">{text ? copy.currentImage : copy.noImage}</p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="button" id={w.id} className={smallButton} aria-label={`${chooseText}: ${named}`} aria-describedby={w.control['aria-describedby']} onClick={() => setPicking(true)}>
            {chooseText}
          </button>
          {canUpload ? <UploadToggle open={open} setOpen={setOpen} label={copy.newImage} field={named} controls={`${w.id}-upload`} /> : null}
          {text && optional ? (
            <button type="button" className={smallButton} aria-label={`${copy.clear}: ${named}`} onClick={() => set('')}>
              {copy.clear}
            </button>
          ) : null}
        </div>
      </div>
      {w.error}
      {canUpload ? (
        <div id={`${w.id}-upload`} hidden={!open}>
          {open ? <MediaField label={`${copy.newImage}: ${named}`} accept="image" onUploaded={use} onPending={reportPending} /> : null}
        </div>
      ) : null}
      {picking ? (
        <MediaPicker
          kind="image"
          title={`${mediaCopy.picker.chooseImage}: ${named}`}
          onClose={() => setPicking(false)}
          onChoose={(asset) => {
            use(asset);
            setOpen(false);
            setPicking(false);
          }}
        />
      ) : null}
    </div>
  );
}
