import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { Kysely } from 'kysely';
import { INDUSTRIES, INDUSTRY_SLUGS, type Industry } from '@staffing/shared/constants';
import type { DialectName } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';
import type { JobRecord } from '../jobs/job-records.ts';
import { openJobsNewestFirst } from '../jobs/open-jobs.ts';
import {
  changedJobs,
  clearChanges,
  finishBuild,
  readBuildState,
  releaseLease,
  renewLease,
} from './feed-builds-repository.ts';
import {
  deleteDocument,
  deleteRetiredBefore,
  listDocumentsLike,
  listServedDocuments,
  readDocument,
  readDocumentMeta,
  retireDocument,
  setSourceSignature,
  unretireDocument,
  writeDocument,
  type FeedDocumentMeta,
  type PartRef,
} from './feed-documents-repository.ts';
import {
  lastSeq,
  nextClosingDate,
  openJobUrlsInSeqRange,
  openJobsBySeq,
  openSeqsNewestFirst,
  rangeSignature,
  seqsClosingBetween,
} from './feed-job-reads.ts';
import {
  INDEED_FOOT,
  indeedHead,
  indeedJob,
  jobUrl,
  publicPagePaths,
  rssDocument,
  SITEMAP_URLSET_FOOT,
  SITEMAP_URLSET_HEAD,
  sitemapIndex,
  sitemapUrls,
  sitemapUrlset,
  type FeedSite,
} from './feed-xml.ts';
import {
  crc32Combine,
  deflatePiece,
  deflatePieceAsync,
  DEFLATE_END,
  GZIP_HEADER,
  gzipWholeAsync,
} from './gzip-parts.ts';
import {
  childFromKey,
  childKey,
  childOf,
  INDEX_KEY,
  JOBS_XML_KEY,
  PAGES_KEY,
  partKey,
  rangeOf,
  rssKey,
} from './sitemap-index.ts';
import { ReusedBytes } from './reused-bytes.ts';

// One build of every feed, run by the instance holding the lease. It rebuilds the sitemap
// children and /jobs.xml parts whose jobs changed (or whose jobs' closing dates passed), then
// the small documents (index, pages, RSS, the /jobs.xml head), writing a document only when
// its bytes changed, so its ETag and Last-Modified move only with its content.
//
// It streams: a sitemap child is written from its open jobs' ids and dates, read a slice of
// seqs at a time, and /jobs.xml takes its open seqs newest first; its jobs are then read
// `batchSize` whole records at a time, and every BATCHES_PER_PART batches are compressed and
// stored as a part before the next is read. So a build holds one child's seqs and sitemap
// bytes, one batch of jobs and one part at a time, whatever the board's size, and `pause`
// (between slices and batches) lets the server's requests in.

export type BuildSettings = FeedSite & {
  childSize: number;
  batchSize: number;
  reconcileMs: number;
  owner: string;
  leaseMs: number;
};

export type BuildStats = {
  full: boolean;
  reconciled: boolean;
  childrenRebuilt: number;
  documentsWritten: number;
  ms: number;
};

const XML = 'application/xml; charset=utf-8';
// A /jobs.xml part is this many read batches (FEEDS_BATCH_SIZE jobs each): at the default
// 100 jobs a batch, about 800 KB plain and 45 KB compressed, 1,000 parts at a million jobs.
const BATCHES_PER_PART = 10;
const RSS = 'application/rss+xml; charset=utf-8';
// Replaced /jobs.xml parts are kept this long for downloads that started before.
const RETIRED_PART_MS = 60 * 60_000;

export const etagOf = (...pieces: (Buffer | string)[]) => {
  const hash = createHash('sha256');
  for (const piece of pieces) hash.update(piece);
  return `"${hash.digest('base64url').slice(0, 32)}"`;
};

// Jobs in a child carry their open count after the signature: the index leaves out children
// with none.
const openCountOf = (meta: FeedDocumentMeta) => Number(meta.sourceSignature?.split('#')[1] ?? 0);

export const INDEED_FOOT_PIECE = deflatePiece(Buffer.from(INDEED_FOOT));

export async function buildFeeds(
  db: Kysely<Database>,
  dialect: DialectName,
  settings: BuildSettings,
  options: { reconcile?: boolean; at?: Date; pause?: () => Promise<void> } = {},
): Promise<BuildStats> {
  const at = options.at ?? new Date();
  const started = Date.now();
  const now = at.toISOString();
  const site: FeedSite = { publicUrl: settings.publicUrl, agency: settings.agency };
  const size = settings.childSize;
  const state = await readBuildState(db);
  const full = state.builtAt === null || state.childSize !== size;
  const reconciled =
    full ||
    options.reconcile === true ||
    state.reconciledAt === null ||
    at.getTime() - Date.parse(state.reconciledAt) >= settings.reconcileMs;
  let written = 0;
  const pause = options.pause ?? (() => Promise.resolve());

  const write = async (
    key: string,
    contentType: string,
    text: string | Buffer,
    previous: FeedDocumentMeta | undefined,
    sourceSignature: string | null = null,
  ): Promise<FeedDocumentMeta> => {
    const body = typeof text === 'string' ? Buffer.from(text) : text;
    const etag = etagOf(body);
    if (previous?.etag === etag) {
      if (sourceSignature !== null && previous.sourceSignature !== sourceSignature) {
        await setSourceSignature(db, key, sourceSignature);
      }
      return { ...previous, sourceSignature };
    }
    const gzip = await gzipWholeAsync(body);
    await writeDocument(db, {
      key,
      contentType,
      body,
      gzip,
      deflate: null,
      crc32: null,
      parts: null,
      length: body.byteLength,
      gzipLength: gzip.byteLength,
      etag,
      lastModified: now,
      builtAt: now,
      sourceSignature,
    });
    written++;
    return {
      key,
      contentType,
      etag,
      lastModified: now,
      length: body.byteLength,
      gzipLength: gzip.byteLength,
      crc32: null,
      parts: null,
      sourceSignature,
    };
  };

  // Which children to rebuild.
  const changes = await changedJobs(db);
  let children = new Map(
    (await listDocumentsLike(db, 'sitemaps/jobs-%')).map((meta) => [
      childFromKey(meta.key) ?? 0,
      meta,
    ]),
  );
  const previousManifest = await readDocument(db, JOBS_XML_KEY);
  // Each child's parts, in the order they are sent (its newest job first).
  let parts = new Map<number, PartRef[]>();
  for (const part of previousManifest?.parts ?? []) {
    parts.set(part.child, [...(parts.get(part.child) ?? []), part]);
  }
  if (full) {
    // Another child size: every child and part is rebuilt from scratch.
    for (const meta of children.values()) await deleteDocument(db, meta.key);
    for (const part of [...parts.values()].flat()) await retireDocument(db, part.key, now);
    children = new Map();
    parts = new Map();
  }
  const dirty = new Set(changes.map((change) => childOf(change.seq, size)));
  // A full build rebuilds every child anyway (it reconciles).
  const closed = full ? [] : await seqsClosingBetween(db, state.expiryCheckedAt, now);
  for (const seq of closed) dirty.add(childOf(seq, size));
  // Another instance's build may have taken these changes in between this instance's look
  // and its lease: nothing to do, and no new generation.
  const expiryDue = state.nextExpiry !== null && state.nextExpiry <= now;
  if (!full && !reconciled && !expiryDue && dirty.size === 0) {
    await releaseLease(db, settings.owner, null);
    return { full, reconciled, childrenRebuilt: 0, documentsWritten: 0, ms: Date.now() - started };
  }
  if (reconciled) {
    // Child by child (one primary-key range each) rather than one pass over every job, which
    // at a million jobs held SQLite's connection, and so the server, for about half a second.
    const lastChild = childOf(await lastSeq(db), size);
    for (let child = 1; child <= lastChild; child++) {
      const { from, to } = rangeOf(child, size);
      const signature = await rangeSignature(db, from, to);
      const built = children.get(child)?.sourceSignature?.split('#')[0];
      if (signature.startsWith('0:') ? children.has(child) : built !== signature) dirty.add(child);
      await pause();
    }
    for (const child of children.keys()) if (child > lastChild) dirty.add(child);
  }

  // One buffer for every sitemap child and /jobs.xml part this build writes (reused-bytes.ts).
  const scratch = new ReusedBytes();
  for (const child of [...dirty].sort((a, b) => a - b)) {
    const { from, to } = rangeOf(child, size);
    const sitemap = await writeChildSitemap(
      db,
      site,
      { from, to, now },
      {
        sliceSize: settings.batchSize * BATCHES_PER_PART,
        scratch,
        pause,
      },
    );
    const newestFirst = await openSeqsNewestFirst(db, from, to, now);
    const signature = await rangeSignature(db, from, to);
    const previous = children.get(child);
    if (signature.startsWith('0:')) {
      // No job left in the range at all.
      if (previous) await deleteDocument(db, previous.key);
      children.delete(child);
    } else {
      const signed = `${signature}#${newestFirst.length}`;
      children.set(child, await write(childKey(child), XML, sitemap, previous, signed));
    }
    await pause();
    const oldParts = parts.get(child) ?? [];
    const newParts = await writeParts(db, site, child, newestFirst, now, {
      batchSize: settings.batchSize,
      scratch,
      pause,
    });
    const oldKeys = new Set(oldParts.map((part) => part.key));
    const newKeys = new Set(newParts.map((part) => part.key));
    written += newParts.filter((part) => !oldKeys.has(part.key)).length;
    for (const part of oldParts) {
      if (!newKeys.has(part.key)) await retireDocument(db, part.key, now);
    }
    if (newParts.length > 0) parts.set(child, newParts);
    else parts.delete(child);
    await renewLease(db, settings.owner, new Date(Date.now() + settings.leaseMs).toISOString());
    await pause();
  }

  const served = new Map((await listServedDocuments(db)).map((meta) => [meta.key, meta]));
  const pages = await write(
    PAGES_KEY,
    XML,
    sitemapUrlset(publicPagePaths().map((path) => ({ loc: `${site.publicUrl}${path}` }))),
    served.get(PAGES_KEY),
  );

  const indexEntries = [
    { loc: `${site.publicUrl}/${PAGES_KEY}`, lastmod: pages.lastModified },
    ...[...children.entries()]
      .filter(([, meta]) => openCountOf(meta) > 0)
      .sort(([a], [b]) => a - b)
      .map(([child, meta]) => ({
        loc: `${site.publicUrl}/${childKey(child)}`,
        lastmod: meta.lastModified,
      })),
  ];
  await write(INDEX_KEY, XML, sitemapIndex(indexEntries), served.get(INDEX_KEY));

  const industries: (Industry | undefined)[] = [undefined, ...INDUSTRIES];
  for (const industry of industries) {
    const newest: JobRecord[] = [];
    for await (const job of openJobsNewestFirst(db, dialect, { industry, max: 50 })) {
      newest.push(job);
    }
    const key = rssKey(industry ? INDUSTRY_SLUGS[industry] : undefined);
    await write(key, RSS, rssDocument(site, industry, newest), served.get(key));
  }

  const ordered = [...parts.entries()]
    .sort(([a], [b]) => b - a)
    .flatMap(([, childParts]) => childParts);
  written += await writeJobsXml(db, site, ordered, previousManifest, now);

  await deleteRetiredBefore(db, new Date(at.getTime() - RETIRED_PART_MS).toISOString());
  await clearChanges(db, changes);
  await finishBuild(db, settings.owner, {
    now,
    childSize: size,
    nextExpiry: await nextClosingDate(db, now),
    reconciled,
  });
  return {
    full,
    reconciled,
    childrenRebuilt: dirty.size,
    documentsWritten: written,
    ms: Date.now() - started,
  };
}

// A child's sitemap, read and written `sliceSize` seqs (a part's worth) at a time into
// `scratch`.
async function writeChildSitemap(
  db: Kysely<Database>,
  site: FeedSite,
  { from, to, now }: { from: number; to: number; now: string },
  {
    sliceSize,
    scratch,
    pause,
  }: { sliceSize: number; scratch: ReusedBytes; pause: () => Promise<void> },
): Promise<Buffer> {
  scratch.reset();
  scratch.append(SITEMAP_URLSET_HEAD);
  for (let start = from; start <= to; start += sliceSize) {
    const end = Math.min(start + sliceSize - 1, to);
    const urls = await openJobUrlsInSeqRange(db, start, end, now);
    scratch.append(
      sitemapUrls(urls.map((job) => ({ loc: jobUrl(site, job), lastmod: job.updatedAt }))),
    );
    await pause();
  }
  scratch.append(SITEMAP_URLSET_FOOT);
  return scratch.bytes();
}

// A child's <job> elements, in `newestFirst`'s order, as parts of /jobs.xml of
// BATCHES_PER_PART batches each (none when the child has no open job): a batch is read,
// written as XML and hashed before the next is read, and a part (up to about 800 KB at the
// default batch) is compressed off the event loop and stored when it is full. A part is named
// by its content: one whose bytes are already stored is not written again.
async function writeParts(
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
async function writeJobsXml(
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
