import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { CachedPage } from './page-cache.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PageEncoding = 'br' | 'gzip';

// The encoding a browser's Accept-Encoding prefers (q-values honoured, Brotli on a tie or for
// `*`); undefined for neither (curl, crawlers that ask for identity). Parsed by
// @fastify/accept-negotiator, the negotiator @fastify/compress uses for the API's answers.
const PAGE_ENCODINGS: PageEncoding[] = ['br', 'gzip'];

export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  // Content codings are case-insensitive (RFC 9110); the negotiator compares them as given.
  return negotiate(acceptEncoding.toLowerCase(), PAGE_ENCODINGS) ?? undefined;
}

// A page shared by signed-out visitors (page-cache.ts) is compressed once per encoding and
// the bytes reused, rather than compressed again for every visitor: compressing a 40–80 KB
// page per request cut the cached job page from about 2,800 to 460 req/s (bench:api).
const compressedCopies = new WeakMap<CachedPage, Map<PageEncoding, Promise<Buffer>>>();

export function compressedBody(page: CachedPage, encoding: PageEncoding): Promise<Buffer> {
  let copies = compressedCopies.get(page);
  if (!copies) {
    copies = new Map();
    compressedCopies.set(page, copies);
  }
  let copy = copies.get(encoding);
  if (!copy) {
    copy =
      encoding === 'br'
        ? brotliAsync(page.body, {
            params: {
              // The level @fastify/compress uses for the other answers.
              [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
              [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: page.body.byteLength,
            },
          })
        : gzipAsync(page.body);
    copies.set(encoding, copy);
  }
  return copy;
}
