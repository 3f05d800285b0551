import { readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

// Resumes made the way people's tools make them (pdf-lib, a Word-shaped DOCX, LibreOffice's
// DOC), and hostile ones: no text layer, broken, a ZIP bomb, a PDF that keeps a parser busy.

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export async function textPdf(lines: string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([612, 792]);
  lines.forEach((line, index) => {
    page.drawText(line, { x: 72, y: 720 - index * 20, size: 12, font });
  });
  return Buffer.from(await document.save());
}

// A 2×2 grey PNG, written by hand.
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.from([0, 128, 128, 0, 128, 128]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// What a scanner gives: the page is a picture, there is no text layer.
export async function scannedPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const image = await document.embedPng(tinyPng());
  const page = document.addPage([612, 792]);
  page.drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  return Buffer.from(await document.save());
}

// Starts like a PDF, and nothing after the header makes sense.
export function brokenPdf(): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog /Pages 9 0 R'),
    Buffer.from(Array.from({ length: 4000 }, (_, index) => (index * 37) % 256)),
  ]);
}

// One page whose content stream is `millions` million line-drawing operators: no text, and
// PDF.js parses every one of them looking for some (about a second per million here). The
// stream is one deflated million repeated, like the DOCX bomb below (PDF.js does not check
// the checksum at its end).
export function busyPdf(millions: number): Buffer {
  const million = deflateRawSync(Buffer.from('0 0 m 1 1 l S\n'.repeat(1_000_000)), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  const content = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: millions }, () => million),
    Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]),
    Buffer.alloc(4),
  ]);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << >> >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const add = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    add(Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`));
  });
  offsets.push(length);
  add(Buffer.from(`4 0 obj\n<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`));
  add(content);
  add(Buffer.from('\nendstream\nendobj\n'));
  const xref = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  add(
    Buffer.from(
      `xref\n0 5\n0000000000 65535 f \n${xref}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const PACKAGE_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

// A DOCX as Word lays it out: content types, the package's relationships, the document.
export function textDocx(paragraphs: string[]): Buffer {
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`)
    .join('');
  const document = Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`);
  // Deflated by Node's zlib: the hostile 10 MB document took fflate seconds to compress.
  return zipOf([
    storedEntry('[Content_Types].xml', CONTENT_TYPES),
    storedEntry('_rels/.rels', PACKAGE_RELS),
    {
      name: 'word/document.xml',
      data: deflateRawSync(document),
      method: 8,
      crc: crc32(document),
      size: document.length,
    },
  ]);
}

// A DOCX whose document.xml inflates from about 1 MB to `unpackedMb` MB of zeros. `declared`
// is what its headers claim the part unpacks to: the truth, or a lie that passes a check
// of the declared sizes alone. Built from one deflated megabyte repeated (each copy ends on a
// full flush, so copies can follow each other), so making it costs no gigabyte here.
export function docxBomb(unpackedMb: number, declared: 'honest' | 'lying'): Buffer {
  const megabyte = Buffer.alloc(1024 * 1024);
  const block = deflateRawSync(megabyte, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const compressed = Buffer.concat([
    ...Array.from({ length: unpackedMb }, () => block),
    // The last block: empty, stored, final.
    Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]),
  ]);
  let crc = 0;
  for (let index = 0; index < unpackedMb; index++) crc = crc32(megabyte, crc);
  const size = declared === 'honest' ? unpackedMb * 1024 * 1024 : 4096;

  return zipOf([
    storedEntry('[Content_Types].xml', CONTENT_TYPES),
    storedEntry('_rels/.rels', PACKAGE_RELS),
    { name: 'word/document.xml', data: compressed, method: 8, crc, size },
  ]);
}

// A ZIP entry as its headers describe it: method 0 stored, 8 deflated; crc and size are those
// of the unpacked bytes (a bomb's may lie).
type ZipEntry = { name: string; data: Buffer; method: number; crc: number; size: number };

function storedEntry(name: string, text: string): ZipEntry {
  const data = Buffer.from(text);
  return { name, data, method: 0, crc: crc32(data), size: data.length };
}

function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

// Made with LibreOffice 7.4 (see test/fixtures/README.md).
export function forkliftDoc(): Buffer {
  return readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'forklift-resume.doc'));
}
