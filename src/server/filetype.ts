/**
 * What a file really is, judged from its first bytes (never from its name or the browser's claim).
 *
 * The allow-list, for CVs, cover letters, briefs and portfolios:
 *   PDF · Word (.doc: OLE compound file; .docx: ZIP whose entries include [Content_Types].xml and word/) ·
 *   OpenDocument text (.odt: ZIP whose first entry is "mimetype" = application/vnd.oasis.opendocument.text) ·
 *   RTF · plain text (UTF-8 without control characters) · PNG · JPEG · WebP · GIF.
 * Refused: everything else, including bare ZIP archives, executables, HTML/SVG (script carriers) and empty files.
 */
export const SNIFF_BYTES = 4096;

export type FileKind = { mime: string; label: string };

const startsWith = (b: Buffer, sig: number[], offset = 0) => sig.every((v, i) => b[offset + i] === v);
const ascii = (b: Buffer, s: string, offset = 0) => b.length >= offset + s.length && b.toString('latin1', offset, offset + s.length) === s;

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Names of the ZIP local-file entries found in the first bytes. */
function zipEntryNames(b: Buffer): string[] {
  const names: string[] = [];
  let i = 0;
  while (i + 30 <= b.length) {
    if (b.readUInt32LE(i) !== 0x04034b50) {
      i = b.indexOf('PK\u0003\u0004', i + 1, 'latin1');
      if (i < 0) break;
      continue;
    }
    const nameLen = b.readUInt16LE(i + 26);
    const extraLen = b.readUInt16LE(i + 28);
    if (i + 30 + nameLen > b.length) break;
    names.push(b.toString('utf8', i + 30, i + 30 + nameLen));
    i = i + 30 + nameLen + extraLen;
  }
  return names;
}

function isPlainText(b: Buffer): boolean {
  // Trim a multi-byte character cut at the sniff boundary.
  let end = b.length;
  for (let k = 1; k <= 3 && end - k >= 0; k++) {
    const byte = b[end - k];
    if ((byte & 0xc0) === 0xc0) {
      end = end - k;
      break;
    }
    if ((byte & 0x80) === 0) break;
  }
  const text = b.subarray(0, end);
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(text);
  } catch {
    return false;
  }
  for (const byte of text) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
  const head = text.toString('utf8', 0, 512).trimStart().toLowerCase();
  // Markup that a browser would run is not "plain text".
  return !(head.startsWith('<') && /<(html|svg|script|!doctype|\?xml)/.test(head));
}

/**
 * The kind of file `head` (the first up to SNIFF_BYTES bytes) starts, or null when it is not allowed.
 * `complete` says `head` is the whole file (so short text files can be judged).
 */
export function detectFileKind(head: Buffer): FileKind | null {
  if (head.length === 0) return null;
  if (ascii(head, '%PDF-')) return { mime: 'application/pdf', label: 'PDF' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', label: 'PNG' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', label: 'JPEG' };
  if (ascii(head, 'RIFF') && ascii(head, 'WEBP', 8)) return { mime: 'image/webp', label: 'WebP' };
  if (ascii(head, 'GIF87a') || ascii(head, 'GIF89a')) return { mime: 'image/gif', label: 'GIF' };
  if (ascii(head, '{\\rtf')) return { mime: 'application/rtf', label: 'RTF' };
  if (startsWith(head, OLE)) return { mime: 'application/msword', label: 'Word (.doc)' };
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    if (ascii(head, 'mimetype', 30) && head.includes('application/vnd.oasis.opendocument.text'))
      return { mime: 'application/vnd.oasis.opendocument.text', label: 'OpenDocument text' };
    const names = zipEntryNames(head);
    if (names.includes('[Content_Types].xml') || names.some((n) => n.startsWith('word/'))) {
      if (names.some((n) => n.startsWith('word/')) || head.includes('word/document'))
        return { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'Word (.docx)' };
      // [Content_Types].xml first and word/ further on than we read: a Word file as Word writes it.
      if (names[0] === '[Content_Types].xml' && names.length <= 2)
        return { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'Word (.docx)' };
    }
    return null;
  }
  if (isPlainText(head)) return { mime: 'text/plain', label: 'Text' };
  return null;
}

export const ALLOWED_TYPES_TEXT = 'PDF, Word (.doc, .docx), OpenDocument text, RTF, plain text, PNG, JPEG, WebP or GIF';
