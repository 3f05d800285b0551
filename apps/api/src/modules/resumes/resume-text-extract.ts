import { inflateRawSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { detectResumeKind } from './resume-file-type.ts';

// Reads the text out of a stored resume (PDF, DOCX, DOC). It runs inside the reader's worker
// thread (resume-text-worker.ts), which the server stops after a time limit and whose heap is
// capped: the parsers below get hostile input and are not trusted to end or to stay small.
// The libraries are loaded on first use, so reading a DOCX never loads PDF.js.

export type ExtractedText =
  { status: 'readable'; text: string } | { status: 'unreadable'; reason: string };

// Enough for any real resume many times over; a search index needs no more.
export const RESUME_TEXT_MAX_CHARS = 200_000;
// A file with fewer letters and digits than this has no text layer worth keeping (a scan, a
// photo of a resume, an empty template).
const MIN_WORD_CHARACTERS = 10;
// What a DOCX may unpack to in all. A resume's XML is well under 1 MB; mammoth's document
// tree needs several times the XML's size, so this keeps it inside the worker's heap limit.
export const DOCX_MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

// One space between words, one line per line, at most one empty line between paragraphs, no
// control characters (PostgreSQL refuses NUL in text) and no lone surrogates.
export function normalizeResumeText(raw: string): string {
  const text = raw
    .replace(/\r\n?/g, '\n')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[\p{Cc}--[\n]]/gv, ' ')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text.length <= RESUME_TEXT_MAX_CHARS) return text.toWellFormed();
  return text.slice(0, RESUME_TEXT_MAX_CHARS).trimEnd().toWellFormed();
}

type ZipEntry = { method: number; compressedSize: number; localOffset: number };

const ZIP_EOCD_SIGNATURE = 0x06054b50;
const ZIP_CENTRAL_SIGNATURE = 0x02014b50;
const ZIP_LOCAL_SIGNATURE = 0x04034b50;
const ZIP64_MARKER = 0xffffffff;

// The entries of a ZIP's central directory, which is what mammoth's unzipper (JSZip) reads
// too; undefined when it is malformed or ZIP64 (no resume of at most 5 MB needs ZIP64).
function centralDirectory(bytes: Buffer): ZipEntry[] | undefined {
  if (bytes.length < 22) return undefined;
  let eocd = -1;
  for (
    let offset = bytes.length - 22;
    offset >= Math.max(0, bytes.length - 22 - 0xffff);
    offset--
  ) {
    if (bytes.readUInt32LE(offset) === ZIP_EOCD_SIGNATURE) {
      eocd = offset;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const count = bytes.readUInt16LE(eocd + 10);
  let cursor = bytes.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index++) {
    if (cursor + 46 > eocd || bytes.readUInt32LE(cursor) !== ZIP_CENTRAL_SIGNATURE)
      return undefined;
    const compressedSize = bytes.readUInt32LE(cursor + 20);
    const localOffset = bytes.readUInt32LE(cursor + 42);
    if (compressedSize === ZIP64_MARKER || localOffset === ZIP64_MARKER) return undefined;
    entries.push({ method: bytes.readUInt16LE(cursor + 10), compressedSize, localOffset });
    cursor +=
      46 +
      bytes.readUInt16LE(cursor + 28) +
      bytes.readUInt16LE(cursor + 30) +
      bytes.readUInt16LE(cursor + 32);
  }
  return entries;
}

// Why a DOCX must not be unpacked, or undefined when it is safe to. First the sizes its
// central directory declares, read with fflate (free: nothing is inflated); then, since those
// can lie, every entry the unzipper would read is inflated for real by zlib with an output
// limit of what is left of the allowance, and dropped. So mammoth only ever opens archives
// known to unpack to at most DOCX_MAX_UNPACKED_BYTES; the worker's heap limit stays as the
// backstop for its own parsing. (The heap limit alone would not do: unpacked bytes live
// outside the JavaScript heap, and a 1 MB bomb took the process past 1 GB without this.)
export function docxUnpackProblem(bytes: Uint8Array): string | undefined {
  let declared = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        declared += file.originalSize;
        return false;
      },
    });
  } catch {
    return 'not a readable ZIP archive';
  }
  if (declared > DOCX_MAX_UNPACKED_BYTES) {
    return `it declares ${declared} bytes unpacked (at most ${DOCX_MAX_UNPACKED_BYTES})`;
  }

  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = centralDirectory(buffer);
  if (!entries) return 'not a readable ZIP archive';
  let unpacked = 0;
  for (const entry of entries) {
    const local = entry.localOffset;
    if (local + 30 > buffer.length || buffer.readUInt32LE(local) !== ZIP_LOCAL_SIGNATURE) {
      return 'not a readable ZIP archive';
    }
    const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const end = start + entry.compressedSize;
    if (end > buffer.length) return 'not a readable ZIP archive';
    if (entry.method === 0) {
      unpacked += entry.compressedSize;
    } else if (entry.method === 8) {
      try {
        unpacked += inflateRawSync(buffer.subarray(start, end), {
          maxOutputLength: Math.max(1, DOCX_MAX_UNPACKED_BYTES - unpacked),
        }).length;
      } catch (error) {
        if (error instanceof RangeError) {
          return `it unpacks to more than ${DOCX_MAX_UNPACKED_BYTES} bytes`;
        }
        return 'a part of it cannot be unpacked';
      }
    } else {
      return `a part of it is packed in an unknown way (method ${entry.method})`;
    }
    if (unpacked > DOCX_MAX_UNPACKED_BYTES) {
      return `it unpacks to more than ${DOCX_MAX_UNPACKED_BYTES} bytes`;
    }
  }
  return undefined;
}

function hasWords(text: string): boolean {
  let count = 0;
  for (const _match of text.matchAll(/[\p{L}\p{N}]/gu)) {
    if (++count >= MIN_WORD_CHARACTERS) return true;
  }
  return false;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocumentProxy } = await import('unpdf');
  // PDF.js wants a plain Uint8Array (not a Buffer); no font loading (text needs none), no logs.
  const data = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const pdf = await getDocumentProxy(data, {
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= pdf.numPages && length <= RESUME_TEXT_MAX_CHARS; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if ('str' in item) text += item.hasEOL ? `${item.str}\n` : item.str;
      }
      page.cleanup();
      pages.push(text);
      length += text.length;
    }
    return pages.join('\n\n');
  } finally {
    await pdf.loadingTask.destroy();
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
  const { default: mammoth } = await import('mammoth');
  const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return result.value;
}

async function docText(bytes: Uint8Array): Promise<string> {
  const { default: WordExtractor } = await import('word-extractor');
  const document = await new WordExtractor().extract(Buffer.from(bytes));
  return document.getBody();
}

export async function extractResumeText(bytes: Uint8Array): Promise<ExtractedText> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kind = detectResumeKind(buffer);
  if (!kind) return { status: 'unreadable', reason: 'not a PDF, DOCX or DOC file' };
  let raw: string;
  try {
    if (kind === 'pdf') {
      raw = await pdfText(bytes);
    } else if (kind === 'docx') {
      const problem = docxUnpackProblem(bytes);
      if (problem) return { status: 'unreadable', reason: `refused: ${problem}` };
      raw = await docxText(bytes);
    } else {
      raw = await docText(bytes);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { status: 'unreadable', reason: `${kind} could not be read: ${message.slice(0, 200)}` };
  }
  const text = normalizeResumeText(raw);
  if (!hasWords(text)) {
    return { status: 'unreadable', reason: `no text in the ${kind} (a scan or an image?)` };
  }
  return { status: 'readable', text };
}
