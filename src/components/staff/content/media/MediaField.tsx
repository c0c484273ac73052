'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { inputClass } from '@/components/forms/FormField';
import { primaryButton, secondaryButton } from '@/components/staff/styles';
import { mediaCopy } from '@/content/media-library';
import { fillTemplate } from '@/lib/copy/template';
import { formatBytes, MAX_ALT_LENGTH, MAX_MEDIA_IMAGE_BYTES, MAX_MEDIA_VIDEO_BYTES, UPLOAD_FIELD } from '@/lib/forms/limits.mjs';
import { UPLOAD_LIMITS } from '@/lib/media/media-limits';
import type { PendingUpload } from '@/lib/media/pending-uploads';
import { MEDIA_FIELDS } from '@/lib/media/upload-fields';
import { CENTRE, type FocalPoint } from '@/lib/media/uploaded';
import { signInPath } from '@/lib/staff/paths';
import { FocalPointPicker } from './FocalPointPicker';

const copy = mediaCopy.field;
export const MEDIA_UPLOAD_URL = '/api/staff/content/media';

/** What the upload route answers with (src/server/content/media.ts, MediaAsset), as far as a field needs it. */
export type UploadedAsset = {
  id: string;
  kind: 'image' | 'video';
  alt: string;
  reference: string;
  thumbnail: string;
  state: 'ready' | 'processing' | 'failed';
  /** The picture's size in pixels (a video's: what its ladder's rungs are made from). */
  width: number;
  height: number;
  video: { originalFile: string; sequences: string[]; poster: string } | null;
};

type Props = {
  /** The field's label, as the editor names it ("Hero image"). */
  label: string;
  /** 'image' (the default) takes images only, 'video' an MP4 only; 'any' both. */
  accept?: 'image' | 'video' | 'any';
  /** Called with the new asset once the upload is stored: its `reference` is what content stores. */
  onUploaded?: (asset: UploadedAsset) => void;
  /** Told what the field has unfinished (a file chosen, an upload under way), and null once nothing is (or it goes). */
  onPending?: (state: PendingUpload | null) => void;
};

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * A labelled control for an image (or video) field of the content editor: choose a file, give its alt text
 * (required), set its focal point (click the preview, or focus the marker and use the arrow keys: 1 %, Shift 10 %,
 * Home back to the centre; the value is announced), upload with progress, errors in words. The server checks
 * everything again (POST /api/staff/content/media).
 */
export function MediaField({ label, accept = 'image', onUploaded, onPending }: Props) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const [focal, setFocal] = useState<FocalPoint>(CENTRE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const [uploaded, setUploaded] = useState<UploadedAsset | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  // What the form does not hold yet: a file chosen and not uploaded, or an upload the server has not answered.
  const pending: PendingUpload | null = progress !== null ? 'uploading' : file && !uploaded ? 'chosen' : null;
  useEffect(() => onPending?.(pending), [onPending, pending]);
  useEffect(() => () => onPending?.(null), [onPending]);

  const isVideo = file?.type === 'video/mp4' || /\.(mp4|m4v|mov)$/i.test(file?.name ?? '');
  /** The alt text's words follow what is uploaded: a video field, or a video chosen where either may go. */
  const aboutVideo = accept === 'video' || (accept === 'any' && isVideo);
  const hint = fillTemplate(accept === 'any' ? copy.fileHint : accept === 'video' ? copy.videoOnlyHint : copy.imageOnlyHint, {
    image: formatBytes(MAX_MEDIA_IMAGE_BYTES),
    video: formatBytes(MAX_MEDIA_VIDEO_BYTES),
    ...UPLOAD_LIMITS,
  });

  function choose(chosen: File | null) {
    setFile(chosen);
    setUploaded(null);
    setStatus('');
    setGeneral('');
    setErrors({});
    setFocal(CENTRE);
    setPreview(chosen && !/video/.test(chosen.type) ? URL.createObjectURL(chosen) : null);
  }

  function check(): Record<string, string> {
    const found: Record<string, string> = {};
    if (!file) found[UPLOAD_FIELD] = mediaCopy.errors.fileRequired;
    else if (accept === 'image' && isVideo) found[UPLOAD_FIELD] = mediaCopy.errors.imageHere;
    else if (accept === 'video' && !isVideo) found[UPLOAD_FIELD] = mediaCopy.errors.videoHere;
    else if (isVideo ? file.size > MAX_MEDIA_VIDEO_BYTES : file.size > MAX_MEDIA_IMAGE_BYTES)
      found[UPLOAD_FIELD] = fillTemplate(isVideo ? mediaCopy.errors.videoTooLarge : mediaCopy.errors.imageTooLarge, {
        max: formatBytes(isVideo ? MAX_MEDIA_VIDEO_BYTES : MAX_MEDIA_IMAGE_BYTES),
      });
    const trimmed = alt.trim();
    if (!trimmed) found[MEDIA_FIELDS.alt] = aboutVideo ? mediaCopy.errors.videoAltRequired : mediaCopy.errors.altRequired;
    else if ([...trimmed].length > MAX_ALT_LENGTH) found[MEDIA_FIELDS.alt] = fillTemplate(mediaCopy.errors.altTooLong, { max: MAX_ALT_LENGTH });
    return found;
  }

  function upload() {
    const found = check();
    setErrors(found);
    setGeneral('');
    if (Object.keys(found).length) {
      (found[UPLOAD_FIELD] ? fileRef : altRef).current?.focus();
      return;
    }
    const form = new FormData();
    form.append(MEDIA_FIELDS.alt, alt.trim());
    form.append(MEDIA_FIELDS.focalX, String(focal.x));
    form.append(MEDIA_FIELDS.focalY, String(focal.y));
    form.append(UPLOAD_FIELD, file as File);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', MEDIA_UPLOAD_URL);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => e.lengthComputable && setProgress(Math.round((e.loaded / e.total) * 100));
    xhr.upload.onload = () => setStatus(copy.processing);
    xhr.onerror = () => {
      setProgress(null);
      setStatus('');
      setGeneral(copy.network);
    };
    xhr.onload = () => {
      setProgress(null);
      const body = (xhr.response ?? {}) as { asset?: UploadedAsset; error?: string; fields?: Record<string, string> };
      if (xhr.status === 401) return window.location.assign(signInPath(window.location.pathname));
      if (xhr.status !== 201 || !body.asset) {
        setStatus('');
        setErrors(body.fields ?? {});
        if (!body.fields) setGeneral(body.error ?? `HTTP ${xhr.status}`);
        return;
      }
      setUploaded(body.asset);
      setStatus(body.asset.kind === 'video' ? copy.videoQueued : copy.uploaded);
      onUploaded?.(body.asset);
    };
    setProgress(0);
    setStatus(fillTemplate(copy.uploading, { percent: 0 }));
    xhr.send(form);
  }

  const busy = progress !== null;
  const describe = (field: string, hintId?: string) => [hintId, errors[field] ? `${id}-${field}-error` : null].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1.5 text-sm font-medium text-danger">
        {errors[field]}
      </p>
    ) : null;

  return (
    <fieldset className="space-y-5 rounded-[var(--radius-card)] border border-line bg-ink-2 p-4 sm:p-6">
      <legend className="px-1 text-base font-semibold">{label}</legend>
      <div>
        <label htmlFor={`${id}-file`} className="mb-1.5 block text-sm font-medium">
          {copy.file}
        </label>
        <input
          ref={fileRef}
          id={`${id}-file`}
          type="file"
          accept={accept === 'any' ? `${IMAGE_TYPES},video/mp4` : accept === 'video' ? 'video/mp4' : IMAGE_TYPES}
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
          aria-describedby={describe(UPLOAD_FIELD, `${id}-file-hint`)}
          aria-invalid={errors[UPLOAD_FIELD] ? true : undefined}
          className="block w-full text-sm file:mr-4 file:min-h-11 file:rounded-pill file:border file:border-line file:bg-ink-3 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-fg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        />
        <p id={`${id}-file-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
        {fieldError(UPLOAD_FIELD)}
      </div>
      <div>
        <label htmlFor={`${id}-alt`} className="mb-1.5 block text-sm font-medium">
          {copy.alt}
        </label>
        <input
          ref={altRef}
          id={`${id}-alt`}
          type="text"
          required
          maxLength={MAX_ALT_LENGTH + 50}
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
          aria-describedby={describe(MEDIA_FIELDS.alt, `${id}-alt-hint`)}
          aria-invalid={errors[MEDIA_FIELDS.alt] ? true : undefined}
          className={inputClass}
        />
        <p id={`${id}-alt-hint`} className="mt-1.5 text-xs text-muted">
          {aboutVideo ? copy.videoAltHint : copy.altHint}
        </p>
        {fieldError(MEDIA_FIELDS.alt)}
      </div>
      {preview && !isVideo ? (
        <FocalPointPicker src={preview} focal={focal} onChange={setFocal} error={errors[MEDIA_FIELDS.focalX] ?? errors[MEDIA_FIELDS.focalY]} />
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={primaryButton} onClick={upload} disabled={busy}>
          {copy.upload}
        </button>
        {uploaded ? (
          <button type="button" className={secondaryButton} onClick={() => fileRef.current?.click()}>
            {copy.remove}
          </button>
        ) : null}
      </div>
      {progress !== null ? (
        <progress className="h-2 w-full accent-cyan" max={100} value={progress} aria-label={fillTemplate(copy.uploading, { percent: progress })} />
      ) : null}
      <p role="status" className="text-sm text-muted">
        {progress !== null && progress < 100 ? fillTemplate(copy.uploading, { percent: progress }) : status}
      </p>
      {general ? (
        <p role="alert" className="rounded-xl border border-danger/60 bg-danger/10 px-4 py-3 text-sm font-medium text-danger">
          {general}
        </p>
      ) : null}
      {uploaded ? (
        // eslint-disable-next-line @next/next/no-img-element -- the upload's own rendition, already sized
        <img src={uploaded.thumbnail} alt={uploaded.alt} className="h-24 w-auto rounded-lg border border-line" />
      ) : null}
    </fieldset>
  );
}
