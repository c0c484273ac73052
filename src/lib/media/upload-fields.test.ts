import { describe, expect, it } from 'vitest';
import { mediaCopy } from '@/content/media-library';
import { MAX_ALT_LENGTH } from '@/lib/forms/limits.mjs';
import { checkAssetEdit, checkFocalBody, checkMediaFields, nudgeFocal } from './upload-fields';

describe('media upload fields', () => {
  it('requires alt text, field by field', () => {
    expect(checkMediaFields({})).toEqual({ ok: false, fields: { alt: mediaCopy.errors.altRequired } });
    expect(checkMediaFields({ alt: '   ' })).toEqual({ ok: false, fields: { alt: mediaCopy.errors.altRequired } });
    expect(checkMediaFields({ alt: 'x'.repeat(301) })).toMatchObject({ ok: false, fields: { alt: expect.stringContaining('300') } });
  });

  it('takes a focal point from 0 to 1, the centre by default', () => {
    expect(checkMediaFields({ alt: ' Two people  at a whiteboard ' })).toEqual({ ok: true, value: { alt: 'Two people at a whiteboard', focal: { x: 0.5, y: 0.5 } } });
    expect(checkMediaFields({ alt: 'a', focalX: '0', focalY: '1' })).toEqual({ ok: true, value: { alt: 'a', focal: { x: 0, y: 1 } } });
    expect(checkMediaFields({ alt: 'a', focalX: '1.2', focalY: 'up' })).toEqual({ ok: false, fields: { focalX: mediaCopy.errors.focal, focalY: mediaCopy.errors.focal } });
  });

  it('takes a changed focal point as two numbers from 0 to 1, both required', () => {
    expect(checkFocalBody({ focalX: 0, focalY: 0.75 })).toEqual({ ok: true, value: { x: 0, y: 0.75 } });
    expect(checkFocalBody({ focalX: '0.5', focalY: 0.5 })).toEqual({ ok: false, fields: { focalX: mediaCopy.errors.focal } });
    expect(checkFocalBody({ focalY: Number.NaN })).toEqual({ ok: false, fields: { focalX: mediaCopy.errors.focal, focalY: mediaCopy.errors.focal } });
    expect(checkFocalBody({ focalX: 1.01, focalY: -0.1 })).toMatchObject({ ok: false });
  });

  it('moves the focal point with the arrow keys, within the picture', () => {
    expect(nudgeFocal({ x: 0.5, y: 0.5 }, 'ArrowLeft', 0.1)).toEqual({ x: 0.4, y: 0.5 });
    expect(nudgeFocal({ x: 0.99, y: 0.5 }, 'ArrowRight', 0.1)).toEqual({ x: 1, y: 0.5 });
    expect(nudgeFocal({ x: 0.5, y: 0 }, 'ArrowUp', 0.01)).toEqual({ x: 0.5, y: 0 });
    expect(nudgeFocal({ x: 0.2, y: 0.3 }, 'Home', 0.01)).toEqual({ x: 0.5, y: 0.5 });
    expect(nudgeFocal({ x: 0.2, y: 0.3 }, 'a', 0.01)).toBeNull();
  });
});

describe('media upload limits', () => {
  it('a video upload is never larger than the request the edge and nginx take', async () => {
    const limits = await import('@/lib/forms/limits.mjs');
    expect(limits.MAX_MEDIA_VIDEO_BYTES).toBe(limits.MAX_TOTAL_BYTES);
    expect(limits.MAX_MEDIA_IMAGE_BYTES).toBeLessThanOrEqual(limits.MAX_MEDIA_VIDEO_BYTES);
  });
});

describe('a change to an upload', () => {
  it('takes alt text, a focal point, or both, checked as an upload’s', () => {
    expect(checkAssetEdit({ alt: '  Two  people at a desk ' })).toEqual({ ok: true, value: { alt: 'Two people at a desk' } });
    expect(checkAssetEdit({ focalX: 0.2, focalY: 0.8 })).toEqual({ ok: true, value: { focal: { x: 0.2, y: 0.8 } } });
    expect(checkAssetEdit({ alt: 'A desk', focalX: 0, focalY: 1 })).toEqual({ ok: true, value: { alt: 'A desk', focal: { x: 0, y: 1 } } });
  });
  it('refuses empty or long alt text, a bad point, and a body that changes nothing, by field', () => {
    expect(checkAssetEdit({ alt: '   ' })).toEqual({ ok: false, fields: { alt: mediaCopy.errors.altRequired } });
    expect(checkAssetEdit({ alt: 42 })).toEqual({ ok: false, fields: { alt: mediaCopy.errors.altRequired } });
    expect(checkAssetEdit({ alt: 'x'.repeat(MAX_ALT_LENGTH + 1) })).toMatchObject({ ok: false, fields: { alt: expect.any(String) } });
    expect(checkAssetEdit({ alt: 'Fine', focalX: 2, focalY: 0.5 })).toEqual({ ok: false, fields: { focalX: mediaCopy.errors.focal } });
    expect(checkAssetEdit({})).toEqual({ ok: false, fields: { alt: mediaCopy.errors.altRequired } });
  });
});
