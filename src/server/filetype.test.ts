import { describe, expect, it } from 'vitest';
import { detectFileKind, withKindExtension, DOCX, ODT } from './filetype';
import { sanitizeDisplayName } from './filename';

const b = (s: string) => Buffer.from(s, 'latin1');
function zip(...names: string[]) {
  return Buffer.concat(
    names.map((n) => {
      const h = Buffer.alloc(30);
      h.writeUInt32LE(0x04034b50, 0);
      h.writeUInt16LE(Buffer.byteLength(n), 26);
      return Buffer.concat([h, Buffer.from(n)]);
    }),
  );
}

describe('detectFileKind (the allow-list)', () => {
  it.each([
    ['%PDF-1.7\n...', 'application/pdf'],
    ['\x89PNG\r\n\x1a\n....', 'image/png'],
    ['\xff\xd8\xff\xe0....', 'image/jpeg'],
    ['RIFF\x00\x00\x00\x00WEBPVP8 ', 'image/webp'],
    ['GIF89a....', 'image/gif'],
    ['{\\rtf1\\ansi hello}', 'application/rtf'],
    ['\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1....', 'application/msword'],
    ['Dear team,\r\n\tplease find my CV.\n', 'text/plain'],
  ])('%j is %s', (head, mime) => {
    expect(detectFileKind(b(head))?.mime ?? null).toBe(mime);
  });

  it('takes UTF-8 text, even cut mid-character at the sniff boundary', () => {
    const text = Buffer.from('Lettre de motivation — café ✓', 'utf8');
    expect(detectFileKind(text)?.mime).toBe('text/plain');
    expect(detectFileKind(text.subarray(0, text.length - 1))?.mime).toBe('text/plain');
  });

  it('takes any ZIP only as a candidate package, for its central directory to decide (office-package.ts)', () => {
    expect(detectFileKind(zip('[Content_Types].xml', '_rels/.rels', 'word/document.xml'))).toBe(DOCX);
    const odt = Buffer.concat([zip('mimetype'), Buffer.from('application/vnd.oasis.opendocument.text')]);
    expect(detectFileKind(odt)).toBe(ODT);
    expect(detectFileKind(zip('payload.exe'))?.package).toBe('ooxml');
  });

  it('refuses executables, HTML, SVG, binary junk and empty files', () => {
    expect(detectFileKind(b('MZ\x90\x00\x03\x00'))).toBeNull();
    expect(detectFileKind(b('\x7fELF\x02\x01'))).toBeNull();
    expect(detectFileKind(b('<!DOCTYPE html><html><script>alert(1)</script>'))).toBeNull();
    expect(detectFileKind(b('<svg xmlns="http://www.w3.org/2000/svg" onload="x()"/>'))).toBeNull();
    expect(detectFileKind(Buffer.from([0x00, 0x01, 0x02, 0x03]))).toBeNull();
    expect(detectFileKind(Buffer.alloc(0))).toBeNull();
  });
});

describe('withKindExtension', () => {
  const pdf = { extensions: ['pdf'] };
  const jpeg = { extensions: ['jpg', 'jpeg'] };
  it('replaces an extension that does not fit the detected type', () => {
    expect(withKindExtension('invoice.html', pdf)).toBe('invoice.pdf');
    expect(withKindExtension('cv.pdf.exe', pdf)).toBe('cv.pdf.pdf');
    expect(withKindExtension('photo.png', jpeg)).toBe('photo.jpg');
  });
  it('keeps one that fits, in any case, and adds one that is missing', () => {
    expect(withKindExtension('Photo.JPEG', jpeg)).toBe('Photo.JPEG');
    expect(withKindExtension('cv.pdf', pdf)).toBe('cv.pdf');
    expect(withKindExtension('README', pdf)).toBe('README.pdf');
    expect(withKindExtension('my cv (final version)', pdf)).toBe('my cv (final version).pdf');
  });
});

describe('sanitizeDisplayName', () => {
  it('keeps only the last path segment, never a path', () => {
    expect(sanitizeDisplayName('../../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(sanitizeDisplayName('C:\\Users\\me\\cv.pdf')).toBe('cv.pdf');
    expect(sanitizeDisplayName('..')).toBe('file');
    expect(sanitizeDisplayName('')).toBe('file');
  });
  it('drops control and bidi characters and leading dots, and caps the length keeping the extension', () => {
    expect(sanitizeDisplayName('cv\u202Efdp.exe')).toBe('cvfdp.exe');
    expect(sanitizeDisplayName('a\r\nb.pdf')).toBe('a b.pdf');
    expect(sanitizeDisplayName('.htaccess')).toBe('htaccess');
    const long = sanitizeDisplayName(`${'x'.repeat(300)}.pdf`);
    expect(long).toHaveLength(120);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});
