import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { inspectOfficePackage, MAX_PACKAGE_UNCOMPRESSED_BYTES } from './office-package';

type Entry = { name: string; data: string | Buffer | Readable; store?: boolean };

let dir: string;
let n = 0;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'office-package-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Writes a ZIP with these entries, in this order, and returns its path. */
async function zipFile(entries: Entry[]): Promise<string> {
  const file = path.join(dir, `${n++}.zip`);
  const zip = new yazl.ZipFile();
  for (const e of entries) {
    const options = { compress: !e.store };
    if (e.data instanceof Readable) zip.addReadStream(e.data, e.name, options);
    else zip.addBuffer(Buffer.isBuffer(e.data) ? e.data : Buffer.from(e.data), e.name, options);
  }
  zip.end();
  await new Promise<void>((resolve, reject) => zip.outputStream.pipe(createWriteStream(file)).on('close', resolve).on('error', reject));
  return file;
}

const MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const contentTypes = (overrides: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides}</Types>`;
const docx = (extra: Entry[] = [], overrides = `<Override PartName="/word/document.xml" ContentType="${MAIN}"/>`): Entry[] => [
  { name: '[Content_Types].xml', data: contentTypes(overrides) },
  { name: '_rels/.rels', data: '<Relationships/>' },
  { name: 'word/document.xml', data: '<w:document><w:body><w:p><w:r><w:t>My CV</w:t></w:r></w:p></w:body></w:document>' },
  ...extra,
];
const odt = (mimetype = 'application/vnd.oasis.opendocument.text', extra: Entry[] = []): Entry[] => [
  { name: 'mimetype', data: mimetype, store: true },
  { name: 'content.xml', data: '<office:document-content/>' },
  { name: 'META-INF/manifest.xml', data: '<manifest:manifest/>' },
  ...extra,
];

describe('inspectOfficePackage', () => {
  it('confirms a well-formed .docx, also with images and a chart workbook', async () => {
    const verdict = await inspectOfficePackage(
      await zipFile(docx([{ name: 'word/media/image1.png', data: Buffer.from('\x89PNG\r\n\x1a\n', 'latin1') }, { name: 'word/embeddings/Microsoft_Excel_Worksheet.xlsx', data: 'PK' }])),
    );
    expect(verdict).toEqual({ ok: true, kind: expect.objectContaining({ label: 'Word (.docx)' }) });
  });

  it('confirms a well-formed .odt', async () => {
    expect(await inspectOfficePackage(await zipFile(odt()))).toEqual({ ok: true, kind: expect.objectContaining({ label: 'OpenDocument text' }) });
  });

  it.each<[string, Entry[], RegExp]>([
    ['a program beside the document', docx([{ name: 'evil.exe', data: 'MZ\x90\x00' }]), /evil\.exe/],
    ['only a script in word/', [{ name: 'word/payload.js', data: 'alert(1)' }], /payload\.js/],
    ['a script beside a real document', docx([{ name: 'word/run.vbs', data: 'x' }]), /run\.vbs/],
    ['macros', docx([{ name: 'word/vbaProject.bin', data: 'x' }]), /vbaProject/],
    ['an ActiveX control', docx([{ name: 'word/activeX/activeX1.bin', data: 'x' }]), /activeX/],
    ['an OLE object', docx([{ name: 'word/embeddings/oleObject1.bin', data: 'x' }]), /oleObject/],
    ['a program under an innocent name', docx([{ name: 'word/media/image2.png', data: 'MZ\x90\x00\x03' }]), /is a program/],
    ['a shell script under an innocent name', docx([{ name: 'docProps/app.xml', data: '#!/bin/sh\nrm -rf ~' }]), /is a program/],
    ['no [Content_Types].xml', [{ name: 'word/document.xml', data: '<w:document/>' }], /Content_Types/],
    ['no declared main document', docx([], ''), /main document is declared/],
    ['a declared main document that is missing', [{ name: '[Content_Types].xml', data: contentTypes(`<Override PartName="/word/document.xml" ContentType="${MAIN}"/>`) }], /missing/],
    [
      'a macro-enabled main document',
      docx([], '<Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/>'),
      /macros/,
    ],
    ['an .odt with another mimetype', odt('application/vnd.oasis.opendocument.spreadsheet'), /mimetype/],
    ['an .odt with macros', odt(undefined, [{ name: 'Basic/Standard/Module1.xml', data: 'x' }]), /Basic/],
  ])('refuses %s', async (_, entries, reason) => {
    const verdict = await inspectOfficePackage(await zipFile(entries));
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.reason).toMatch(reason);
  });

  it('refuses an .odt whose mimetype is compressed or not first', async () => {
    const compressed = await inspectOfficePackage(await zipFile([{ ...odt()[0], store: false }, ...odt().slice(1)]));
    expect(compressed.ok).toBe(false);
    const notFirst = await inspectOfficePackage(await zipFile([odt()[1], odt()[0], odt()[2]]));
    expect(notFirst.ok).toBe(false);
  });

  it('refuses a zip bomb: a declared uncompressed size over 10 times the limit', async () => {
    const size = MAX_PACKAGE_UNCOMPRESSED_BYTES + 1;
    const zeros = Buffer.alloc(1024 * 1024);
    const bomb = Readable.from(
      (function* () {
        for (let left = size; left > 0; left -= zeros.length) yield zeros.subarray(0, Math.min(left, zeros.length));
      })(),
    );
    const file = await zipFile(docx([{ name: 'word/media/zeros.bin.png', data: bomb }]));
    const verdict = await inspectOfficePackage(file);
    expect(verdict).toEqual({ ok: false, reason: expect.stringMatching(/over 10 times/) });
  });

  it('refuses what is not a ZIP at all, or is cut short', async () => {
    const whole = await zipFile(docx());
    const { readFile, writeFile } = await import('node:fs/promises');
    const bytes = await readFile(whole);
    const cut = path.join(dir, 'cut.zip');
    await writeFile(cut, bytes.subarray(0, bytes.length - 30));
    expect((await inspectOfficePackage(cut)).ok).toBe(false);
  });
});
