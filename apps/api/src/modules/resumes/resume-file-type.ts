import { RESUME_MIME_TYPES } from '@staffing/shared/constants';

export type ResumeKind = keyof typeof RESUME_MIME_TYPES;

const PDF_MAGIC = Buffer.from('%PDF-');
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_EOCD_SIGNATURE = 0x06054b50;
const ZIP_CENTRAL_SIGNATURE = 0x02014b50;
// A Word 97-2003 file is an OLE2 compound file whose directory names a "WordDocument" stream
// (UTF-16LE); Excel and PowerPoint files share the OLE2 magic but not that stream.
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

// Lists the entry names of a ZIP archive from its central directory, or undefined when the
// bytes are not a well-formed archive. Enough to tell a DOCX from any other ZIP.
export function zipEntryNames(bytes: Buffer): string[] | undefined {
  if (bytes.length < 22 || !bytes.subarray(0, 4).equals(ZIP_LOCAL_MAGIC)) return undefined;
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let offset = bytes.length - 22; offset >= searchFrom; offset--) {
    if (bytes.readUInt32LE(offset) === ZIP_EOCD_SIGNATURE) {
      eocd = offset;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const entryCount = bytes.readUInt16LE(eocd + 10);
  const directorySize = bytes.readUInt32LE(eocd + 12);
  const directoryOffset = bytes.readUInt32LE(eocd + 16);
  if (directoryOffset + directorySize > eocd) return undefined;

  const names: string[] = [];
  let cursor = directoryOffset;
  for (let index = 0; index < entryCount; index++) {
    if (cursor + 46 > eocd || bytes.readUInt32LE(cursor) !== ZIP_CENTRAL_SIGNATURE)
      return undefined;
    const nameLength = bytes.readUInt16LE(cursor + 28);
    const extraLength = bytes.readUInt16LE(cursor + 30);
    const commentLength = bytes.readUInt16LE(cursor + 32);
    const nameEnd = cursor + 46 + nameLength;
    if (nameEnd > eocd) return undefined;
    names.push(bytes.subarray(cursor + 46, nameEnd).toString('utf8'));
    cursor = nameEnd + extraLength + commentLength;
  }
  return names;
}

// Decides what a resume is from its bytes, never from its name or the browser's claim.
export function detectResumeKind(bytes: Buffer): ResumeKind | undefined {
  if (bytes.length === 0) return undefined;
  if (bytes.subarray(0, 1024).includes(PDF_MAGIC)) return 'pdf';
  if (bytes.subarray(0, 8).equals(OLE2_MAGIC)) {
    return bytes.includes(WORD_STREAM_NAME) ? 'doc' : undefined;
  }
  const entries = zipEntryNames(bytes);
  if (entries?.some((name) => name.startsWith('word/'))) return 'docx';
  return undefined;
}

// A display name that is safe to store and show: no path, no control characters, bounded
// length, and an extension that matches what the content really is.
export function normalizeResumeName(name: string | undefined, kind: ResumeKind): string {
  const base = (name ?? '')
    .split(/[/\\]/)
    .pop()
    ?.replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200);
  const stem = (base ?? '').replace(/\.(pdf|docx?|[a-z0-9]{1,5})$/i, '') || 'resume';
  return `${stem}.${kind}`;
}

// RFC 6266: an ASCII fallback plus the exact UTF-8 name.
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
