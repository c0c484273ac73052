'use client';
import { useState, type ReactNode } from 'react';
import { mediaCopy } from '@/content/media-library';
import { fieldId, filledVideo, videoFileKeys } from '@/lib/content/fields';
import { fillTemplate } from '@/lib/copy/template';
import { uploadedReferences } from '@/lib/media/uploaded';
import { FieldGroup, smallButton, wiring, type Nested, type Of } from '../field-parts';
import { currentThumbnail, UploadToggle } from './ImageField';
import { MediaField, type UploadedAsset } from './MediaField';
import { useCanUpload } from './can-upload';
import { MediaPicker } from './MediaPicker';
import { useReportPending } from './pending-context';
import { useMediaStatus } from './use-media-status';

const copy = mediaCopy.field;
const stateTone = { processing: 'text-cyan', ready: 'text-green', failed: 'text-danger' } as const;

/**
 * A video object (design 3.7; its shape, src/lib/content/fields.ts VideoShape): its poster as a thumbnail (never its
 * files' paths), the state of an uploaded one (asked again every few seconds until it is ready: "Processing" turns
 * into "Ready" by itself), Choose from library (or Replace) and an MP4 upload, either filling the object's files from
 * the media pipeline's (publishing waits until they are ready: src/server/content/media-ready.ts). `children` are the
 * object's other fields (a title, a label), drawn after it.
 */
export function VideoField({ field, value, errors, onChange, name, root, bare, children }: Of<'video'> & Nested & { children: ReactNode }) {
  const w = wiring(field.path, errors);
  const reportPending = useReportPending(field.path.join('.'));
  const canUpload = useCanUpload();
  const [open, setOpen] = useState(false);
  const [picking, setPicking] = useState(false);
  const obj = (value ?? {}) as Record<string, unknown>;
  const poster = typeof obj.poster === 'string' && obj.poster ? currentThumbnail(obj.poster) : null;
  const sha256 = uploadedReferences(value)[0]?.sha256;
  const [heardOf, setHeardOf] = useState<string>();
  // Asked at once, then again while it is processing; an upload the library does not have is asked no more.
  const heard = useMediaStatus({ sha256s: sha256 ? [sha256] : [] }, Boolean(sha256) && heardOf !== sha256, 0);
  const known = sha256 ? heard.known.get(sha256) : undefined;
  const settled = Boolean(sha256 && heard.asked.has(sha256) && known?.state !== 'processing');
  if (settled && heardOf !== sha256) setHeardOf(sha256);
  const fileErrors = Object.entries(errors).filter(([key]) => videoFileKeys(field.shape).some((k) => key === [...field.path, k].join('.') || key.startsWith(`${[...field.path, k].join('.')}.`)));
  const use = (asset: UploadedAsset) => {
    if (asset.kind !== 'video' || !asset.video) return;
    onChange(field.path, filledVideo(field, value, { video: asset.video, width: asset.width, height: asset.height }));
  };
  // The whole item (the showreel) is named by the page's heading: its controls need no name of their own.
  const named = root ? undefined : name;
  const chooseText = poster ? copy.replace : copy.choose;
  const body = (
    <>
      <div className="flex flex-wrap items-center gap-3">
        {poster ? (
          // eslint-disable-next-line @next/next/no-img-element -- a staff-only thumbnail of the current video's poster
          <img src={poster} alt={named ? `${copy.currentVideo}: ${named}` : copy.currentVideo} width={96} height={54} loading="lazy" className="h-16 w-28 rounded-md border border-line bg-ink-3 object-cover" />
        ) : (
          <p className="flex h-16 w-28 items-center justify-center rounded-md border border-dashed border-line px-2 text-center text-xs text-muted">{copy.noVideo}</p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="button" className={smallButton} aria-label={named ? `${chooseText}: ${named}` : chooseText} onClick={() => setPicking(true)}>
            {chooseText}
          </button>
          {canUpload ? <UploadToggle open={open} setOpen={setOpen} label={copy.newVideo} field={named} controls={`${w.id}-upload`} /> : null}
        </div>
      </div>
      <p role="status" className={`text-sm ${known ? stateTone[known.state] : 'text-muted'}`}>
        {known ? fillTemplate(copy.videoState[known.state], { reason: known.failure ?? '' }) : ''}
      </p>
      {fileErrors.map(([key, message]) => (
        // A refusal at one of the files (not shown as fields): said here, where the error summary's link lands.
        <p key={key} id={fieldId(key.split('.'))} tabIndex={-1} className="text-sm text-danger focus-visible:outline-3 focus-visible:outline-focus">
          {message}
        </p>
      ))}
      <p className="text-xs text-muted">{copy.videoFills[field.shape]}</p>
      {canUpload ? (
        <div id={`${w.id}-upload`} hidden={!open}>
          {open ? <MediaField label={named ? `${copy.newVideo}: ${named}` : copy.newVideo} accept="video" onUploaded={use} onPending={reportPending} /> : null}
        </div>
      ) : null}
      {picking ? (
        <MediaPicker
          kind="video"
          title={named ? `${mediaCopy.picker.chooseVideo}: ${named}` : mediaCopy.picker.chooseVideo}
          onClose={() => setPicking(false)}
          onChoose={(asset) => {
            use(asset);
            setOpen(false);
            setPicking(false);
          }}
        />
      ) : null}
      {children}
    </>
  );
  if (bare) return <div className="space-y-5">{body}</div>;
  if (root) {
    return (
      <div id={w.id} className="space-y-5">
        {w.error}
        {body}
      </div>
    );
  }
  return (
    <FieldGroup w={w} name={name}>
      {body}
    </FieldGroup>
  );
}
