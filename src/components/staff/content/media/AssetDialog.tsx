'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { TextField } from '@/components/forms/FormField';
import { Dialog } from '@/components/ui/Dialog';
import { mediaCopy } from '@/content/media-library';
import { fillTemplate } from '@/lib/copy/template';
import { MAX_ALT_LENGTH } from '@/lib/forms/limits.mjs';
import { MEDIA_FIELDS } from '@/lib/media/upload-fields';
import type { FocalPoint } from '@/lib/media/uploaded';
import { staffFetch } from '../../staff-fetch';
import { primaryButton, secondaryButton } from '../../styles';
import { useAction } from '../../use-action';
import { FocalPointPicker } from './FocalPointPicker';
import type { LibraryItem } from './library-item';
import { SubmitWhenHydrated } from '@/components/forms/SubmitWhenHydrated';

const copy = mediaCopy.library;

/**
 * An upload's details, changed after it was uploaded: its alt text and, for an image, its focal point (the upload's
 * own control). Saved together (PATCH /api/staff/content/media/{id}, audited); a refusal shows at its field.
 */
export function AssetDialog({ item, onClose, onSaved }: { item: LibraryItem; onClose: () => void; onSaved: (alt: string) => void }) {
  const id = useId();
  const [alt, setAlt] = useState(item.alt);
  const [focal, setFocal] = useState<FocalPoint>(item.focal);
  const { busy, error, fields, run } = useAction({ fallback: copy.failed });
  const isImage = item.kind === 'image' && item.focalSrc;
  const altRef = useRef<HTMLInputElement>(null);

  async function save() {
    const body: Record<string, unknown> = { [MEDIA_FIELDS.alt]: alt };
    if (isImage) Object.assign(body, { [MEDIA_FIELDS.focalX]: focal.x, [MEDIA_FIELDS.focalY]: focal.y });
    let saved = '';
    const ok = await run(async () => {
      saved = (await staffFetch<{ asset: { alt: string } }>(`/api/staff/content/media/${item.id}`, { method: 'PATCH', body })).asset.alt;
    });
    if (ok) onSaved(saved);
  }

  const altError = fields[MEDIA_FIELDS.alt];
  // A refusal at the alt text: focus goes there, and its message is read with it.
  useEffect(() => {
    if (altError) altRef.current?.focus();
  }, [altError]);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={fillTemplate(copy.editTitle, { name: item.name })} description={copy.editIntro} size="form">
      <form
        noValidate
        className="space-y-5 pt-4"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <TextField
          ref={altRef}
          id={`${id}-alt`}
          label={mediaCopy.field.alt}
          required
          maxLength={MAX_ALT_LENGTH + 50}
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
          hint={`${item.kind === 'video' ? mediaCopy.field.videoAltHint : mediaCopy.field.altHint} ${copy.altKept}`}
          error={altError}
        />
        {isImage ? <FocalPointPicker src={item.focalSrc ?? item.thumbnail} focal={focal} onChange={setFocal} error={fields[MEDIA_FIELDS.focalX] ?? fields[MEDIA_FIELDS.focalY]} /> : null}
        {error && !Object.keys(fields).length ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <SubmitWhenHydrated className={primaryButton} disabled={busy}>
            {copy.save}
          </SubmitWhenHydrated>
          <button type="button" className={secondaryButton} onClick={onClose}>
            {copy.cancel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
