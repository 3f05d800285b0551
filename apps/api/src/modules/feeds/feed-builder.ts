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
  retireDocument,
  setSourceSignature,
  writeDocument,
  type FeedDocumentMeta,
  type PartRef,
} from './feed-documents-repository.ts';
import {
  lastSeq,
  nextClosingDate,
  openJobUrlsInSeqRange,
  openSeqsNewestFirst,
  rangeSignature,
  seqsClosingBetween,
} from './feed-job-reads.ts';
import {
  publicPagePaths,
  rssDocument,
  SITEMAP_FORMAT,
  SITEMAP_URLSET_FOOT,
  SITEMAP_URLSET_HEAD,
  sitemapIndex,
  sitemapJobUrls,
  sitemapPages,
  type FeedSite,
} from './feed-xml.ts';
import { gzipWholeAsync } from './gzip-parts.ts';
import {
  childFromKey,
  childKey,
  childOf,
  INDEX_KEY,
  JOBS_XML_KEY,
  PAGES_KEY,
  rangeOf,
  rssKey,
} from './sitemap-index.ts';
import { ReusedBytes } from './reused-bytes.ts';
import { BATCHES_PER_PART, etagOf, writeJobsXml, writeParts, XML } from './jobs-xml-parts.ts';

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

const RSS = 'application/rss+xml; charset=utf-8';
// Replaced /jobs.xml parts are kept this long for downloads that started before.
const RETIRED_PART_MS = 60 * 60_000;

// A child's stored signature is its jobs' signature, its open count (the index leaves out
// children with none) and the sitemap format it was written in, joined by "#".
const openCountOf = (meta: FeedDocumentMeta) => Number(meta.sourceSignature?.split('#')[1] ?? 0);
const formatOf = (meta: FeedDocumentMeta) => meta.sourceSignature?.split('#')[2];

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
  // Children written in an older format are written again, with their /jobs.xml parts (whose
  // unchanged bytes are found stored and kept).
  for (const [child, meta] of children) if (formatOf(meta) !== SITEMAP_FORMAT) dirty.add(child);
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
      const signed = `${signature}#${newestFirst.length}#${SITEMAP_FORMAT}`;
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
    sitemapPages(site, publicPagePaths()),
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
    scratch.append(sitemapJobUrls(site, await openJobUrlsInSeqRange(db, start, end, now)));
    await pause();
  }
  scratch.append(SITEMAP_URLSET_FOOT);
  return scratch.bytes();
}
