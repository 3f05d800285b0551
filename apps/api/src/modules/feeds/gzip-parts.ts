import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, deflateRawSync, gzip, gzipSync } from 'node:zlib';

// /jobs.xml is stored in parts (one per sitemap child) so that a change rebuilds one part, yet
// it is sent gzipped as one gzip stream, not as several gzip members (which RFC 1952 allows but
// some HTTP clients stop reading after the first). Each part is raw deflate ending in a sync
// flush, so parts join into one deflate stream; the stream's CRC-32 is combined from the
// parts' (zlib's crc32_combine), so sending never reads the whole document.

export type DeflatePiece = { deflate: Buffer; crc32: number; length: number };

export function deflatePiece(body: Buffer): DeflatePiece {
  return {
    deflate: deflateRawSync(body, { finishFlush: constants.Z_SYNC_FLUSH }),
    crc32: crc32(body),
    length: body.byteLength,
  };
}

export function gzipWhole(body: Buffer): Buffer {
  return gzipSync(body);
}

const deflateRawAsync = promisify(deflateRaw);
const gzipAsync = promisify(gzip);

// The same on libuv's thread pool: the builder runs beside the server's requests, and a
// sitemap child or a part of a few hundred kilobytes takes milliseconds to compress.
export async function deflatePieceAsync(body: Buffer): Promise<DeflatePiece> {
  return {
    deflate: await deflateRawAsync(body, { finishFlush: constants.Z_SYNC_FLUSH }),
    crc32: crc32(body),
    length: body.byteLength,
  };
}

export function gzipWholeAsync(body: Buffer): Promise<Buffer> {
  return gzipAsync(body);
}

// A gzip member's header: deflate, no name, no time (so equal bytes give equal gzip), OS unknown.
export const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// An empty final block of fixed Huffman codes: ends the joined deflate stream.
export const DEFLATE_END = Buffer.from([0x03, 0x00]);

export function gzipTrailer(crc: number, length: number): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return trailer;
}

function gf2MatrixTimes(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  let rest = vector >>> 0;
  for (let index = 0; rest !== 0; index++, rest >>>= 1) {
    if (rest & 1) sum ^= matrix[index] ?? 0;
  }
  return sum >>> 0;
}

function gf2MatrixSquare(square: Uint32Array, matrix: Uint32Array): void {
  for (let index = 0; index < 32; index++) {
    square[index] = gf2MatrixTimes(matrix, matrix[index] ?? 0);
  }
}

// The CRC-32 of A followed by B from the CRC-32s of both and B's length (zlib's algorithm).
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  if (lengthB <= 0) return crcA >>> 0;
  const even = new Uint32Array(32);
  const odd = new Uint32Array(32);
  odd[0] = 0xedb88320;
  for (let index = 1, row = 1; index < 32; index++, row = (row << 1) >>> 0) odd[index] = row;
  gf2MatrixSquare(even, odd);
  gf2MatrixSquare(odd, even);
  let crc = crcA >>> 0;
  let length = lengthB;
  do {
    gf2MatrixSquare(even, odd);
    if (length % 2 === 1) crc = gf2MatrixTimes(even, crc);
    length = Math.floor(length / 2);
    if (length === 0) break;
    gf2MatrixSquare(odd, even);
    if (length % 2 === 1) crc = gf2MatrixTimes(odd, crc);
    length = Math.floor(length / 2);
  } while (length !== 0);
  return (crc ^ crcB) >>> 0;
}
