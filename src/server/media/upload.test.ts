import { describe, expect, it } from 'vitest';
import { detectMediaKind } from './upload';

const box = (brand: string, size = 24) => {
  const b = Buffer.alloc(24);
  b.writeUInt32BE(size, 0);
  b.write('ftyp', 4, 'latin1');
  b.write(brand, 8, 'latin1');
  return b;
};

describe('the kind of an uploaded medium, from its bytes', () => {
  it('takes images the site reads and an MP4 (an ftyp box first)', () => {
    expect(detectMediaKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))?.kind).toBe('image');
    expect(detectMediaKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))?.type.mime).toBe('image/jpeg');
    expect(detectMediaKind(box('isom'))).toEqual({ kind: 'video', type: expect.objectContaining({ mime: 'video/mp4' }) });
  });

  it('refuses documents, SVG, text and a broken box', () => {
    expect(detectMediaKind(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(detectMediaKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectMediaKind(Buffer.from('just some words'))).toBeNull();
    expect(detectMediaKind(box('isom', 4))).toBeNull();
    expect(detectMediaKind(Buffer.alloc(0))).toBeNull();
  });
});
