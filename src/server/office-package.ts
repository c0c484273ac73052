import 'server-only';
import { MAX_FILE_BYTES } from '@/lib/forms/limits.mjs';
import yauzl from 'yauzl';
import { DOCX, ODT, type FileKind } from './filetype';

/**
 * Is this ZIP really the document it claims to be? A .docx or .odt is a ZIP, and a ZIP can carry anything, so
 * a received package is read from its central directory (with yauzl, the same directory Word and LibreOffice
 * read) before it is kept:
 * - .docx: a well-formed OOXML package whose `[Content_Types].xml` declares the WordprocessingML main document
 *   part, and that part exists;
 * - .odt: the first entry is `mimetype`, stored uncompressed, holding `application/vnd.oasis.opendocument.text`;
 * - neither: no macros (`vbaProject.bin`, ODF `Basic/` and `Scripts/`), no ActiveX controls or OLE objects (`.bin` embeddings; an embedded workbook for a chart is fine), no entry that
 *   is named or starts like a program or script;
 * - a declared uncompressed size over 10 times the per-file limit is a zip bomb; yauzl checks while reading that
 *   no entry inflates past what it declares.
 * Returns the confirmed kind, or the reason it is refused.
 */

/** Declared uncompressed bytes a package may hold in all (zip bombs declare far more). */
export const MAX_PACKAGE_UNCOMPRESSED_BYTES = 10 * MAX_FILE_BYTES;
const MAX_ENTRIES = 5_000;
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;

const OOXML_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const ODT_MIMETYPE = 'application/vnd.oasis.opendocument.text';

/** Entry names that are programs, scripts, macros or embedded objects. */
const FORBIDDEN_NAME =
  /(^|\/)(vbaProject\.bin|vbaData\.xml)$|(^|\/)activeX\/|(^|\/)embeddings\/[^/]*\.bin$|^(Basic|Scripts)\/|\.(exe|dll|com|scr|pif|msi|msp|cpl|sys|drv|ocx|bat|cmd|ps1|psm1|vbs|vbe|js|jse|mjs|wsf|wsh|hta|jar|class|sh|bash|py|pl|rb|php|lnk|reg|app|dmg|deb|rpm|apk|elf|so|dylib|html?|xhtml|xht|mht|docm|dotm|xlsm|pptm)$/i;
/** First bytes of programs and scripts: MZ (Windows), ELF, Mach-O, Java class, shebang. */
const PROGRAM_MAGIC = [Buffer.from('MZ'), Buffer.from('\x7fELF', 'latin1'), Buffer.from([0xcf, 0xfa, 0xed, 0xfe]), Buffer.from([0xfe, 0xed, 0xfa, 0xcf]), Buffer.from([0xca, 0xfe, 0xba, 0xbe]), Buffer.from('#!')];

type Entry = yauzl.Entry;
export type PackageVerdict = { ok: true; kind: FileKind } | { ok: false; reason: string };

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true, decodeStrings: true }, (err, zip) =>
      err || !zip ? reject(err ?? new Error('not a ZIP')) : resolve(zip),
    ),
  );
}

function listEntries(zip: yauzl.ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      if (entries.length > MAX_ENTRIES) {
        reject(new Error(`more than ${MAX_ENTRIES} entries`));
        return;
      }
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

/** Up to `max` bytes of an entry's content (inflated), stopping early once `max` are in. */
function readEntryStart(zip: yauzl.ZipFile, entry: Entry, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(err ?? new Error('unreadable entry'));
      const chunks: Buffer[] = [];
      let size = 0;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        stream.destroy();
        resolve(Buffer.concat(chunks).subarray(0, max));
      };
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= max) finish();
      });
      stream.on('end', finish);
      stream.on('error', (e) => (done ? undefined : ((done = true), reject(e))));
    });
  });
}

/** The content types `[Content_Types].xml` gives each part, by part name without its leading slash. */
function overrides(xml: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const [tag] of xml.matchAll(/<(?:\w+:)?Override\b[^>]*>/g)) {
    const name = /\bPartName\s*=\s*["']([^"']+)["']/.exec(tag)?.[1];
    const type = /\bContentType\s*=\s*["']([^"']+)["']/.exec(tag)?.[1];
    if (name && type) parts.set(decodeURIComponent(name).replace(/^\//, ''), type.trim());
  }
  return parts;
}

async function checkOoxml(zip: yauzl.ZipFile, byName: Map<string, Entry>): Promise<string | null> {
  const types = byName.get('[Content_Types].xml');
  if (!types) return 'no [Content_Types].xml';
  if (types.uncompressedSize > MAX_CONTENT_TYPES_BYTES) return '[Content_Types].xml is too large';
  const xml = (await readEntryStart(zip, types, MAX_CONTENT_TYPES_BYTES)).toString('utf8');
  if (/vbaProject|macroEnabled/i.test(xml)) return 'it holds macros';
  const mains = [...overrides(xml)].filter(([, type]) => type === OOXML_MAIN).map(([name]) => name);
  if (mains.length !== 1) return 'no WordprocessingML main document is declared';
  if (!byName.has(mains[0])) return `the declared main document ${mains[0]} is missing`;
  return null;
}

async function checkOdf(zip: yauzl.ZipFile, entries: Entry[]): Promise<string | null> {
  const first = entries[0];
  if (first?.fileName !== 'mimetype' || first.compressionMethod !== 0) return 'its first entry is not an uncompressed mimetype';
  const mimetype = (await readEntryStart(zip, first, 100)).toString('latin1');
  if (mimetype !== ODT_MIMETYPE) return `its mimetype is ${JSON.stringify(mimetype.slice(0, 60))}`;
  if (!entries.some((e) => e.fileName === 'content.xml')) return 'no content.xml';
  return null;
}

/** Checks the whole package at `path` (a received file, complete on disk). */
export async function inspectOfficePackage(path: string): Promise<PackageVerdict> {
  let zip: yauzl.ZipFile | null = null;
  try {
    zip = await openZip(path);
    const entries = await listEntries(zip);
    let declared = 0;
    for (const e of entries) {
      declared += e.uncompressedSize;
      if (declared > MAX_PACKAGE_UNCOMPRESSED_BYTES) return { ok: false, reason: 'its declared uncompressed size is over 10 times the limit' };
      if (e.isEncrypted()) return { ok: false, reason: `${e.fileName} is encrypted` };
      if (FORBIDDEN_NAME.test(e.fileName)) return { ok: false, reason: `it holds ${e.fileName}` };
    }
    const byName = new Map(entries.map((e) => [e.fileName, e]));
    const kind = entries[0]?.fileName === 'mimetype' ? ODT : DOCX;
    const problem = kind === ODT ? await checkOdf(zip, entries) : await checkOoxml(zip, byName);
    if (problem) return { ok: false, reason: problem };
    for (const e of entries) {
      if (e.fileName.endsWith('/') || e.uncompressedSize < 2) continue;
      const start = await readEntryStart(zip, e, 4);
      if (PROGRAM_MAGIC.some((magic) => start.subarray(0, magic.length).equals(magic))) return { ok: false, reason: `${e.fileName} is a program` };
    }
    return { ok: true, kind };
  } catch (err) {
    return { ok: false, reason: `not a well-formed package (${err instanceof Error ? err.message : String(err)})` };
  } finally {
    zip?.close();
  }
}
