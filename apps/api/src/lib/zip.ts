import { zipSync, type Zippable } from 'fflate';

// The "my data" export as a ZIP archive, written by fflate (ADR 0013). An export is one
// person's data and at most a few résumés, so it is built in memory and sent with a length.

export type ZipEntry = { name: string; data: Uint8Array; modifiedAt?: Date };

// Already-compressed files (docx, most PDFs) gain nothing from deflate: stored as they are.
const COMPRESSED = /\.(docx|pdf|png|jpe?g|zip)$/i;

export function createZip(entries: ZipEntry[]): Buffer {
  const files: Zippable = {};
  for (const entry of entries) {
    files[entry.name] = [
      entry.data,
      { level: COMPRESSED.test(entry.name) ? 0 : 6, mtime: entry.modifiedAt ?? new Date() },
    ];
  }
  const archive = zipSync(files);
  return Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
}
