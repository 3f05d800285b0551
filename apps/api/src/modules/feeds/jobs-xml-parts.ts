import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  readDocumentMeta,
  unretireDocument,
  writeDocument,
  type FeedDocumentMeta,
  type PartRef,
} from './feed-documents-repository.ts';
import { openJobsBySeq } from './feed-job-reads.ts';
import { INDEED_FOOT, indeedHead, indeedJob, type FeedSite } from './feed-xml.ts';
import {
  crc32Combine,
  deflatePiece,
  deflatePieceAsync,
  DEFLATE_END,
  GZIP_HEADER,
} from './gzip-parts.ts';
import type { ReusedBytes } from './reused-bytes.ts';
import { JOBS_XML_KEY, partKey } from './sitemap-index.ts';

// /jobs.xml as the feed builder (feed-builder.ts) stores it: each sitemap child's open jobs as
// parts of compressed <job> elements, and the document that lists the parts between its head
// and foot, which feed-routes.ts joins into one gzip stream.

export const XML = 'application/xml; charset=utf-8';
// A /jobs.xml part is this many read batches (FEEDS_BATCH_SIZE jobs each): at the default
// 100 jobs a batch, about 800 KB plain and 45 KB compressed, 1,000 parts at a million jobs.
export const BATCHES_PER_PART = 10;

export const etagOf = (...pieces: (Buffer | string)[]) => {
  const hash = createHash('sha256');
  for (const piece of pieces) hash.update(piece);
  return `"${hash.digest('base64url').slice(0, 32)}"`;
};

export const INDEED_FOOT_PIECE = deflatePiece(Buffer.from(INDEED_FOOT));

// A child's <job> elements, in `newestFirst`'s order, as parts of /jobs.xml of
// BATCHES_PER_PART batches each (none when the child has no open job): a batch is read,
// written as XML and hashed before the next is read, and a part (up to about 800 KB at the
// default batch) is compressed off the event loop and stored when it is full. A part is named
// by its content: one whose bytes are already stored is not written again.
export async function writeParts(
  db: Kysely<Database>,
  site: FeedSite,
  child: number,
  newestFirst: Float64Array,
  now: string,
  {
    batchSize,
    scratch,
    pause,
  }: { batchSize: number; scratch: ReusedBytes; pause: () => Promise<void> },
): Promise<PartRef[]> {
  const partSize = batchSize * BATCHES_PER_PART;
  const parts: PartRef[] = [];
  for (let partStart = 0; partStart < newestFirst.length; partStart += partSize) {
    scratch.reset();
    const hash = createHash('sha256');
    let crc = 0;
    const partEnd = Math.min(partStart + partSize, newestFirst.length);
    for (let start = partStart; start < partEnd; start += batchSize) {
      const batch = [...newestFirst.subarray(start, Math.min(start + batchSize, partEnd))];
      const bySeq = new Map(
        (await openJobsBySeq(db, batch, now)).map(({ seq, job }) => [seq, job]),
      );
      // A job closed since its key was read is left out; its change rebuilds the child next time.
      let text = '';
      for (const seq of batch) {
        const job = bySeq.get(seq);
        if (job) text += indeedJob(site, job);
      }
      const added = scratch.append(text);
      hash.update(added);
      crc = crc32(added, crc);
      await pause();
    }
    const length = scratch.length;
    if (length === 0) continue;
    const etag = `"${hash.digest('base64url').slice(0, 32)}"`;
    const key = partKey(child, etag);
    const existing = await readDocumentMeta(db, key);
    if (existing && existing.crc32 !== null) {
      await unretireDocument(db, key);
      parts.push({
        key,
        child,
        length: existing.length,
        deflateLength: existing.gzipLength,
        crc32: existing.crc32,
      });
    } else {
      const body = scratch.bytes();
      const piece = await deflatePieceAsync(body);
      await writeDocument(db, {
        key,
        contentType: XML,
        body,
        gzip: null,
        deflate: piece.deflate,
        crc32: piece.crc32,
        parts: null,
        length,
        gzipLength: piece.deflate.byteLength,
        etag,
        lastModified: now,
        builtAt: now,
        sourceSignature: null,
      });
      parts.push({
        key,
        child,
        length,
        deflateLength: piece.deflate.byteLength,
        crc32: crc >>> 0,
      });
    }
    await pause();
  }
  return parts;
}

// /jobs.xml: its head (publisher, the time its jobs last changed), then its parts (`parts`:
// newest child first, each child's in order), then its foot. Stored as the head's bytes and the list of parts; sent by
// joining them (feed-routes.ts).
export async function writeJobsXml(
  db: Kysely<Database>,
  site: FeedSite,
  parts: PartRef[],
  previous: FeedDocumentMeta | undefined,
  now: string,
): Promise<number> {
  const ordered = parts;
  const previousParts = previous?.parts;
  const sameParts =
    previousParts?.length === ordered.length &&
    previousParts.every((part, index) => part.key === ordered[index]?.key);
  const lastBuild = sameParts && previous ? new Date(previous.lastModified) : new Date(now);
  const head = Buffer.from(indeedHead(site, lastBuild));
  const etag = etagOf(head, ...ordered.map((part) => part.key));
  if (previous?.etag === etag) return 0;
  const headPiece = deflatePiece(head);
  let crc = headPiece.crc32;
  let length = head.byteLength;
  let gzipLength = GZIP_HEADER.byteLength + headPiece.deflate.byteLength;
  for (const part of ordered) {
    crc = crc32Combine(crc, part.crc32, part.length);
    length += part.length;
    gzipLength += part.deflateLength;
  }
  crc = crc32Combine(crc, INDEED_FOOT_PIECE.crc32, INDEED_FOOT_PIECE.length);
  length += INDEED_FOOT_PIECE.length;
  gzipLength += INDEED_FOOT_PIECE.deflate.byteLength + DEFLATE_END.byteLength + 8;
  await writeDocument(db, {
    key: JOBS_XML_KEY,
    contentType: XML,
    body: head,
    gzip: null,
    deflate: headPiece.deflate,
    crc32: crc,
    parts: ordered,
    length,
    gzipLength,
    etag,
    lastModified: lastBuild.toISOString(),
    builtAt: now,
    sourceSignature: null,
  });
  return 1;
}
