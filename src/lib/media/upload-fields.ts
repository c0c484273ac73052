import { mediaCopy } from '@/content/media-library';
import { fillTemplate } from '@/lib/copy/template';
import { MAX_ALT_LENGTH } from '@/lib/forms/limits.mjs';
import { CENTRE, type FocalPoint } from './uploaded';

/** The text fields of a media upload, as the MediaField sends them and the upload route reads them. */
export const MEDIA_FIELDS = { alt: 'alt', focalX: 'focalX', focalY: 'focalY' } as const;

export type MediaFields = { alt: string; focal: FocalPoint };

/** Why a focal coordinate is not one: null when it is a number from 0 to 1 (absent means the centre). */
const coordinate = (value: string | undefined, fallback: number): number | null => {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : null;
};

/**
 * Checks a media upload's fields, field by field: alt text is required (trimmed, at most MAX_ALT_LENGTH characters),
 * the focal point is two numbers from 0 to 1 (the centre when left out). Returns the values, or the message of each
 * field that is wrong.
 */
export function checkMediaFields(fields: Record<string, string | undefined>): { ok: true; value: MediaFields } | { ok: false; fields: Record<string, string> } {
  const errors: Record<string, string> = {};
  const alt = (fields[MEDIA_FIELDS.alt] ?? '').replace(/\s+/g, ' ').trim();
  if (!alt) errors[MEDIA_FIELDS.alt] = mediaCopy.errors.altRequired;
  else if ([...alt].length > MAX_ALT_LENGTH) errors[MEDIA_FIELDS.alt] = fillTemplate(mediaCopy.errors.altTooLong, { max: MAX_ALT_LENGTH });
  const x = coordinate(fields[MEDIA_FIELDS.focalX], CENTRE.x);
  const y = coordinate(fields[MEDIA_FIELDS.focalY], CENTRE.y);
  if (x === null) errors[MEDIA_FIELDS.focalX] = mediaCopy.errors.focal;
  if (y === null) errors[MEDIA_FIELDS.focalY] = mediaCopy.errors.focal;
  if (Object.keys(errors).length) return { ok: false, fields: errors };
  return { ok: true, value: { alt, focal: { x: x as number, y: y as number } } };
}

/** The focal point moved by the arrow keys: `step` (0.01, or 0.1 with Shift) in the key's direction, kept in 0..1. */
export function nudgeFocal(focal: FocalPoint, key: string, step: number): FocalPoint | null {
  const clamp = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 100) / 100;
  switch (key) {
    case 'ArrowLeft':
      return { x: clamp(focal.x - step), y: focal.y };
    case 'ArrowRight':
      return { x: clamp(focal.x + step), y: focal.y };
    case 'ArrowUp':
      return { x: focal.x, y: clamp(focal.y - step) };
    case 'ArrowDown':
      return { x: focal.x, y: clamp(focal.y + step) };
    case 'Home':
      return CENTRE;
    default:
      return null;
  }
}

/**
 * A focal point sent as JSON ({ focalX, focalY }, the media library's change of an uploaded image's focal point): two
 * numbers from 0 to 1, both required. Returns it, or the message of each field that is wrong.
 */
export function checkFocalBody(body: Record<string, unknown>): { ok: true; value: FocalPoint } | { ok: false; fields: Record<string, string> } {
  const read = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1 ? v : null);
  const x = read(body[MEDIA_FIELDS.focalX]);
  const y = read(body[MEDIA_FIELDS.focalY]);
  const errors: Record<string, string> = {};
  if (x === null) errors[MEDIA_FIELDS.focalX] = mediaCopy.errors.focal;
  if (y === null) errors[MEDIA_FIELDS.focalY] = mediaCopy.errors.focal;
  if (x === null || y === null) return { ok: false, fields: errors };
  return { ok: true, value: { x, y } };
}

/** A change to an upload the media library makes: its alt text, its focal point (an image's), or both. */
export type AssetEdit = { alt?: string; focal?: FocalPoint };

/**
 * A change to an upload sent as JSON ({ alt } and/or { focalX, focalY }): alt text as an upload's (required, trimmed,
 * at most MAX_ALT_LENGTH characters), a focal point as checkFocalBody's. A body with neither is refused at the alt
 * text. Returns the change, or the message of each field that is wrong.
 */
export function checkAssetEdit(body: Record<string, unknown>): { ok: true; value: AssetEdit } | { ok: false; fields: Record<string, string> } {
  const edit: AssetEdit = {};
  const errors: Record<string, string> = {};
  const hasFocal = MEDIA_FIELDS.focalX in body || MEDIA_FIELDS.focalY in body;
  if (MEDIA_FIELDS.alt in body || !hasFocal) {
    const alt = typeof body[MEDIA_FIELDS.alt] === 'string' ? (body[MEDIA_FIELDS.alt] as string).replace(/\s+/g, ' ').trim() : '';
    if (!alt) errors[MEDIA_FIELDS.alt] = mediaCopy.errors.altRequired;
    else if ([...alt].length > MAX_ALT_LENGTH) errors[MEDIA_FIELDS.alt] = fillTemplate(mediaCopy.errors.altTooLong, { max: MAX_ALT_LENGTH });
    else edit.alt = alt;
  }
  if (hasFocal) {
    const focal = checkFocalBody(body);
    if (focal.ok) edit.focal = focal.value;
    else Object.assign(errors, focal.fields);
  }
  return Object.keys(errors).length ? { ok: false, fields: errors } : { ok: true, value: edit };
}
