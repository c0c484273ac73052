/**
 * What a file really is, judged from its bytes (never from its name or the browser's claim).
 *
 * The allow-list, for CVs, cover letters, briefs and portfolios:
 *   PDF · Word (.doc: OLE compound file; .docx: an OOXML package) · OpenDocument text (.odt) · RTF ·
 *   plain text (UTF-8 without control characters) · PNG · JPEG · WebP · GIF.
 * Refused: everything else, including bare ZIP archives, executables, HTML/SVG (script carriers) and empty files.
 *
 * Two steps: `detectFileKind` judges the first bytes while the upload streams (a refusal stops it at once); a
 * ZIP-based kind (.docx, .odt) is only a candidate until the whole file is in and its central directory has been
 * read (src/server/office-package.ts).
 */
export const SNIFF_BYTES = 4096;

export type FileKind = {
  mime: string;
  label: string;
  /** The extensions a file of this kind may carry, the usual one first: stored names end with one of them. */
  extensions: readonly string[];
  /** A ZIP package whose whole central directory must still be checked (see office-package.ts). */
  package?: 'ooxml' | 'odf';
};

const PDF: FileKind = { mime: 'application/pdf', label: 'PDF', extensions: ['pdf'] };
const PNG: FileKind = { mime: 'image/png', label: 'PNG', extensions: ['png'] };
const JPEG: FileKind = { mime: 'image/jpeg', label: 'JPEG', extensions: ['jpg', 'jpeg'] };
const WEBP: FileKind = { mime: 'image/webp', label: 'WebP', extensions: ['webp'] };
const GIF: FileKind = { mime: 'image/gif', label: 'GIF', extensions: ['gif'] };
const RTF: FileKind = { mime: 'application/rtf', label: 'RTF', extensions: ['rtf'] };
export const DOC: FileKind = { mime: 'application/msword', label: 'Word (.doc)', extensions: ['doc'] };
export const DOCX: FileKind = {
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  label: 'Word (.docx)',
  extensions: ['docx'],
  package: 'ooxml',
};
export const ODT: FileKind = { mime: 'application/vnd.oasis.opendocument.text', label: 'OpenDocument text', extensions: ['odt'], package: 'odf' };
const TEXT: FileKind = { mime: 'text/plain', label: 'Text', extensions: ['txt'] };

/** Every kind the site accepts, for the staff pages (a stored file's type is one of these mimes). */
export const ACCEPTED_KINDS: readonly FileKind[] = [PDF, DOC, DOCX, ODT, RTF, TEXT, PNG, JPEG, WEBP, GIF];

const startsWith = (b: Buffer, sig: number[], offset = 0) => sig.every((v, i) => b[offset + i] === v);
const ascii = (b: Buffer, s: string, offset = 0) => b.length >= offset + s.length && b.toString('latin1', offset, offset + s.length) === s;

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

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
 * The kind of file `head` (the first up to SNIFF_BYTES bytes, or the whole file when shorter) starts, or null
 * when it is not allowed. Any ZIP is a candidate Office package: .odt when its first entry is `mimetype`, else
 * .docx; the central directory decides (office-package.ts).
 */
export function detectFileKind(head: Buffer): FileKind | null {
  if (head.length === 0) return null;
  if (ascii(head, '%PDF-')) return PDF;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return JPEG;
  if (ascii(head, 'RIFF') && ascii(head, 'WEBP', 8)) return WEBP;
  if (ascii(head, 'GIF87a') || ascii(head, 'GIF89a')) return GIF;
  if (ascii(head, '{\\rtf')) return RTF;
  if (startsWith(head, OLE)) return DOC;
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return ascii(head, 'mimetype', 30) ? ODT : DOCX;
  if (isPlainText(head)) return TEXT;
  return null;
}

/**
 * A display name that ends with an extension of the detected kind: `invoice.html` holding a PDF is stored and
 * exported as `invoice.pdf`, so no staff member's machine opens it as a web page. A fitting extension is kept
 * (`photo.JPEG` stays), any other is replaced, a missing one is added.
 */
export function withKindExtension(displayName: string, kind: Pick<FileKind, 'extensions'>): string {
  const dot = displayName.lastIndexOf('.');
  const ext = dot > 0 ? displayName.slice(dot + 1).toLowerCase() : '';
  if (ext && kind.extensions.includes(ext)) return displayName;
  const stem = dot > 0 && /^[a-z0-9]{1,10}$/i.test(ext) ? displayName.slice(0, dot) : displayName;
  return `${stem || 'file'}.${kind.extensions[0]}`;
}

/** Characters no plain-text file may hold: C0 controls but tab, line feed, form feed and carriage return; DEL; C1 controls; bidi embeddings, overrides and isolates. */
const TEXT_FORBIDDEN = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** Markup a browser would run, anywhere in a "text" file: it is a web page, not a letter. */
const TEXT_MARKUP = /<\s*(html|head|body|script|svg|iframe|frame|img|object|embed|meta|link|style|form|base|math|\?xml|!doctype)\b/i;
/** RTF control words that embed an object (an OLE package can carry any file). */
const RTF_OBJECT = /\\obj[a-z]*/i;

/**
 * Checks a file's whole content while it streams, for the kinds judged by their text: plain text (valid UTF-8 with
 * no control, bidi or markup anywhere, not only in the first bytes) and RTF (no embedded object). `push` and `end`
 * return why the file is refused, or null. Other kinds get no guard.
 */
export function contentGuard(kind: FileKind): { push(chunk: Buffer): string | null; end(): string | null } | null {
  if (kind !== TEXT && kind !== RTF) return null;
  const decoder = new TextDecoder('utf-8', { fatal: kind === TEXT });
  let tail = '';
  const check = (decoded: string): string | null => {
    // The tail of the previous chunk is checked again, so a token cut in two by the network is still found.
    const window = tail + decoded;
    tail = window.slice(-64);
    if (kind === RTF) return RTF_OBJECT.test(window) ? 'it embeds an object' : null;
    if (TEXT_FORBIDDEN.test(window)) return 'it holds control or text-direction characters';
    if (TEXT_MARKUP.test(window)) return 'it holds web-page markup';
    return null;
  };
  return {
    push(chunk) {
      try {
        return check(decoder.decode(chunk, { stream: true }));
      } catch {
        return 'it is not UTF-8 text';
      }
    },
    end() {
      try {
        return check(decoder.decode());
      } catch {
        return 'it ends in the middle of a character';
      }
    },
  };
}

/** The kind a stored file's mime type names (rows keep the mime), or undefined for one the site never accepted. */
export function kindOfMime(mime: string): FileKind | undefined {
  return ACCEPTED_KINDS.find((k) => k.mime === mime);
}

export const ALLOWED_TYPES_TEXT = 'PDF, Word (.doc, .docx), OpenDocument text, RTF, plain text, PNG, JPEG, WebP or GIF';
