import 'server-only';
import { readFile } from 'node:fs/promises';
import CFB from 'cfb';
import yauzl from 'yauzl';
import { MAX_FILE_BYTES } from '@/lib/forms/limits.mjs';
import { DOC, DOCX, ODT, type FileKind } from './filetype';

/**
 * Is this document what it claims to be? A received Word or OpenDocument file is read whole, from its own structure
 * (the ZIP central directory with yauzl, an OLE compound file with cfb), before it is kept:
 *
 * - .docx: an OOXML package whose `[Content_Types].xml` (a `<Types>` document) declares one WordprocessingML main
 *   part, which `_rels/.rels` names as the office document and whose root element is `document`; every entry is a
 *   part a Word document has (XML, relationships, images, fonts, an embedded chart workbook, itself checked the same
 *   way); no relationship leaves the package except hyperlinks (a remote template is how macros reach a ".docx
 *   without macros"), and none is an OLE object, ActiveX control or macro project.
 * - .odt: the first entry is `mimetype`, stored uncompressed, holding `application/vnd.oasis.opendocument.text`;
 *   every entry is a part a text document has; no `Basic/` or `Scripts/` folder at any depth and no script event.
 * - .doc: an OLE compound file with a `WordDocument` stream (an installer or a spreadsheet is not a Word file), no
 *   macro storage and no packaged object (`Ole10Native`, which carries any file).
 * - any ZIP: a declared uncompressed size over 10 times the per-file limit is a zip bomb; yauzl checks while reading
 *   that no entry inflates past what it declares; no entry starts like a program or another archive.
 * Returns the confirmed kind, or why it is refused.
 */

/** Declared uncompressed bytes a package may hold in all (zip bombs declare far more). */
export const MAX_PACKAGE_UNCOMPRESSED_BYTES = 10 * MAX_FILE_BYTES;
const MAX_ENTRIES = 5_000;
/** XML parts read in whole for their structure; larger ones are refused (a Word document's are far smaller). */
const MAX_XML_BYTES = 8 * 1024 * 1024;
/** An embedded workbook is checked too, read into memory up to this size. */
const MAX_NESTED_BYTES = 20 * 1024 * 1024;

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const SHEET_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const ODT_MIMETYPE = 'application/vnd.oasis.opendocument.text';

/** The file kinds a part of a Word package may be. */
const OOXML_PART = /\.(xml|rels|vml|png|jpe?g|jpe|jfif|gif|bmp|tiff?|emf|wmf|emz|wmz|svg|webp|wdp|odttf|ttf|otf|fntdata|psmdcp)$|(^|\/)printerSettings\/printerSettings\d*\.bin$/i;
/** What an OpenDocument text holds (pictures under Pictures/, object replacements without an extension). */
const ODF_PART = /\.(xml|rdf|png|jpe?g|gif|bmp|tiff?|emf|wmf|svg|svgm|webp)$/i;
/** First bytes of programs, scripts and archives: MZ, ELF, Mach-O, Java class, shebang, ZIP, OLE, CAB, RAR, 7z, gzip. */
const FOREIGN_MAGIC = [
  Buffer.from('MZ'),
  Buffer.from('\x7fELF', 'latin1'),
  Buffer.from([0xcf, 0xfa, 0xed, 0xfe]),
  Buffer.from([0xfe, 0xed, 0xfa, 0xcf]),
  Buffer.from([0xca, 0xfe, 0xba, 0xbe]),
  Buffer.from('#!'),
  Buffer.from('PK\x03\x04', 'latin1'),
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0]),
  Buffer.from('MSCF'),
  Buffer.from('Rar!'),
  Buffer.from([0x37, 0x7a, 0xbc, 0xaf]),
  Buffer.from([0x1f, 0x8b]),
];

type Entry = yauzl.Entry;
export type PackageVerdict = { ok: true; kind: FileKind } | { ok: false; reason: string };
class Refused extends Error {}
const refuse = (reason: string): never => {
  throw new Refused(reason);
};

// ---------------------------------------------------------------- reading a ZIP

type Zip = { zip: yauzl.ZipFile; entries: Entry[]; byName: Map<string, Entry> };

function openZip(open: (cb: (err: Error | null, zip?: yauzl.ZipFile) => void) => void): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => open((err, zip) => (err || !zip ? reject(err ?? new Error('not a ZIP')) : resolve(zip))));
}

const ZIP_OPTIONS = { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true, decodeStrings: true } as const;

function listEntries(zip: yauzl.ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      if (entries.length > MAX_ENTRIES) return reject(new Refused(`more than ${MAX_ENTRIES} entries`));
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

/** Up to `max` bytes of an entry's content (inflated), stopping early once `max` are in. */
function readEntry(zip: yauzl.ZipFile, entry: Entry, max: number): Promise<Buffer> {
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

async function readZip(zip: yauzl.ZipFile): Promise<Zip> {
  const entries = await listEntries(zip);
  let declared = 0;
  for (const e of entries) {
    declared += e.uncompressedSize;
    if (declared > MAX_PACKAGE_UNCOMPRESSED_BYTES) refuse('its declared uncompressed size is over 10 times the limit');
    if (e.isEncrypted()) refuse(`${e.fileName} is encrypted`);
    // What Windows would read differently: a trailing dot or space, an NTFS stream, a control character.
    if (/[\u0000-\u001f:\\]|[. ]$/.test(e.fileName.replace(/\/$/, '')) && !e.fileName.endsWith('/')) refuse(`it holds the odd name ${JSON.stringify(e.fileName)}`);
  }
  return { zip, entries, byName: new Map(entries.map((e) => [e.fileName, e])) };
}

const isFolder = (e: Entry) => e.fileName.endsWith('/');

async function text(z: Zip, name: string): Promise<string> {
  const e = z.byName.get(name) ?? refuse(`no ${name}`);
  if (e.uncompressedSize > MAX_XML_BYTES) refuse(`${name} is too large`);
  return (await readEntry(z.zip, e, MAX_XML_BYTES)).toString('utf8');
}

/** XML with comments, CDATA, processing instructions and the declaration taken out, so only markup is matched. */
function markup(xml: string): string {
  return xml
    .replace(/^\uFEFF/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '')
    .replace(/<\?[\s\S]*?\?>/g, '')
    .replace(/<!DOCTYPE[\s\S]*?>/gi, '');
}

const attr = (tag: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*(["'])([^"']*)\\1`).exec(tag)?.[2];
const tags = (xml: string, local: string) => [...xml.matchAll(new RegExp(`<(?:[\\w.-]+:)?${local}\\b[^>]*>`, 'g'))].map((m) => m[0]);
const rootElement = (xml: string) => /^\s*<(?:([\w.-]+):)?([\w.-]+)[\s/>]/.exec(markup(xml))?.[2];
const partName = (name: string) => decodeURIComponent(name).replace(/^\//, '');

/** Every entry's first bytes: nothing may start like a program, a script or another archive. */
async function noForeignContent(z: Zip, allowArchive: (name: string) => boolean) {
  for (const e of z.entries) {
    if (isFolder(e) || e.uncompressedSize < 2) continue;
    const start = await readEntry(z.zip, e, 8);
    const magic = FOREIGN_MAGIC.find((m) => start.subarray(0, m.length).equals(m));
    if (magic && !(magic.equals(FOREIGN_MAGIC[6]) && allowArchive(e.fileName))) refuse(`${e.fileName} is a program or an archive`);
  }
}

// ---------------------------------------------------------------- OOXML (.docx, and a workbook embedded in one)

async function checkOoxml(z: Zip, expectedMain: string, depth: number): Promise<void> {
  for (const e of z.entries) {
    if (isFolder(e)) continue;
    const nestedWorkbook = depth === 0 && /(^|\/)embeddings\/[^/]+\.xlsx$/i.test(e.fileName);
    if (!OOXML_PART.test(e.fileName) && e.fileName !== '[Content_Types].xml' && !nestedWorkbook) refuse(`it holds ${e.fileName}`);
    if (/(^|\/)(vbaProject\.bin|vbaData\.xml)$|(^|\/)activeX\//i.test(e.fileName)) refuse(`it holds ${e.fileName}`);
  }

  const types = markup(await text(z, '[Content_Types].xml'));
  if (rootElement(types) !== 'Types') refuse('[Content_Types].xml is not a Types document');
  if (/vbaProject|macroEnabled|activeX|oleObject/i.test(types)) refuse('it declares macros or objects');
  const mains = tags(types, 'Override')
    .filter((t) => attr(t, 'ContentType')?.trim() === expectedMain)
    .map((t) => partName(attr(t, 'PartName') ?? ''));
  if (mains.length !== 1) refuse('it does not declare exactly one main document');
  const main = mains[0];
  if (!z.byName.has(main)) refuse(`the declared main document ${main} is missing`);

  const rels = markup(await text(z, '_rels/.rels'));
  const office = tags(rels, 'Relationship').find((t) => /\/officeDocument$/.test(attr(t, 'Type') ?? ''));
  if (!office || partName(attr(office, 'Target') ?? '') !== main) refuse('_rels/.rels does not name the main document');
  const root = rootElement(await text(z, main));
  if (root !== (expectedMain === WORD_MAIN ? 'document' : 'workbook')) refuse(`its main document is a ${root ?? 'nothing'}`);

  for (const e of z.entries) {
    if (!e.fileName.endsWith('.rels')) continue;
    for (const rel of tags(markup(await text(z, e.fileName)), 'Relationship')) {
      const type = attr(rel, 'Type') ?? '';
      if (/\/(oleObject|package|control|attachedTemplate|vbaProject|frame|subDocument)$/i.test(type)) refuse(`${e.fileName} links ${type.split('/').pop()}`);
      if (/^external$/i.test(attr(rel, 'TargetMode') ?? '') && !/\/hyperlink$/.test(type)) refuse(`${e.fileName} links outside the document`);
    }
  }

  await noForeignContent(z, (name) => depth === 0 && /\.xlsx$/i.test(name));
  if (depth === 0) {
    for (const e of z.entries.filter((x) => /\.xlsx$/i.test(x.fileName))) {
      if (e.uncompressedSize > MAX_NESTED_BYTES) refuse(`${e.fileName} is too large to check`);
      const bytes = await readEntry(z.zip, e, MAX_NESTED_BYTES);
      const inner = await openZip((cb) => yauzl.fromBuffer(bytes, ZIP_OPTIONS, cb));
      try {
        await checkOoxml(await readZip(inner), SHEET_MAIN, depth + 1);
      } finally {
        inner.close();
      }
    }
  }
}

// ---------------------------------------------------------------- ODF (.odt)

async function checkOdf(z: Zip): Promise<void> {
  const first = z.entries[0];
  if (first?.fileName !== 'mimetype' || first.compressionMethod !== 0) refuse('its first entry is not an uncompressed mimetype');
  const mimetype = (await readEntry(z.zip, first, 100)).toString('latin1');
  if (mimetype !== ODT_MIMETYPE) refuse(`its mimetype is ${JSON.stringify(mimetype.slice(0, 60))}`);
  for (const e of z.entries) {
    const segments = e.fileName.replace(/\/$/, '').split('/');
    if (segments.some((s) => /^(basic|scripts)$/i.test(s))) refuse(`it holds macros (${e.fileName})`);
    if (isFolder(e) || e.fileName === 'mimetype') continue;
    // Pictures of embedded objects have no extension; LibreOffice keeps a layout cache beside the content.
    const known = (segments[0] === 'ObjectReplacements' && segments.length === 2) || e.fileName === 'layout-cache';
    if (!ODF_PART.test(e.fileName) && !known) refuse(`it holds ${e.fileName}`);
  }
  if (!z.byName.has('content.xml') || !z.byName.has('META-INF/manifest.xml')) refuse('no content.xml or manifest');
  for (const e of z.entries.filter((x) => x.fileName.endsWith('.xml'))) {
    const xml = await text(z, e.fileName);
    if (/vnd\.sun\.star\.script:|macro:\/\/|<script:|office:event-listeners/i.test(xml)) refuse(`${e.fileName} runs a script`);
  }
  await noForeignContent(z, () => false);
}

// ---------------------------------------------------------------- OLE (.doc)

function checkOle(bytes: Buffer): void {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(bytes, { type: 'buffer' });
  } catch {
    return refuse('not a well-formed Word file');
  }
  const names = container.FullPaths.map((p) => p.replace(/^Root Entry\//, ''));
  if (!names.includes('WordDocument')) refuse('it is an OLE file but not a Word document');
  const bad = names.find((n) => /(^|\/)(Macros|_VBA_PROJECT_CUR|_VBA_PROJECT|VBA)(\/|$)|Ole10Native$/i.test(n));
  if (bad) refuse(`it holds ${bad}`);
}

/**
 * Checks the whole file at `path` (a received file, complete on disk), for the kinds that are containers: Word and
 * OpenDocument files. Other kinds pass through.
 */
export async function inspectDocument(path: string, kind: FileKind): Promise<PackageVerdict> {
  let zip: yauzl.ZipFile | null = null;
  try {
    if (kind === DOC) {
      checkOle(await readFile(path));
      return { ok: true, kind };
    }
    if (!kind.package) return { ok: true, kind };
    zip = await openZip((cb) => yauzl.open(path, ZIP_OPTIONS, cb));
    const z = await readZip(zip);
    if (z.entries[0]?.fileName === 'mimetype') {
      await checkOdf(z);
      return { ok: true, kind: ODT };
    }
    await checkOoxml(z, WORD_MAIN, 0);
    return { ok: true, kind: DOCX };
  } catch (err) {
    return { ok: false, reason: err instanceof Refused ? err.message : `not a well-formed document (${err instanceof Error ? err.message : String(err)})` };
  } finally {
    zip?.close();
  }
}
