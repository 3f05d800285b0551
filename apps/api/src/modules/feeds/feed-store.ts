import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  listServedDocuments,
  readPartBytes,
  readRepresentation,
  type FeedDocumentMeta,
  type StoredRepresentation,
} from './feed-documents-repository.ts';
import { JOBS_XML_KEY } from './sitemap-index.ts';

// What one instance serves: every document's headers in memory, refreshed when the build
// generation moves (feed-scheduler.ts polls it), and the representations asked for (plain or
// gzip) read from the database once and kept up to a budget. A request costs a map lookup
// and, at most, one read by key.
//
// /jobs.xml's parts are kept only while the whole feed fits in a quarter of the budget: a
// download reads them in order, once each, so a feed larger than the cache would push every
// sitemap child out and be read from the database anyway (at a million jobs, 40 MB gzipped).

// The bytes with the headers they were stored with: newer than the instance's list when a
// build finished since its last poll. `bytes` is null when the document has no such
// representation.
export type LoadedRepresentation = { bytes: Buffer | null; meta: FeedDocumentMeta };

export type FeedStore = {
  readonly generation: number;
  readonly built: boolean;
  meta: (key: string) => FeedDocumentMeta | undefined;
  representation: (
    meta: FeedDocumentMeta,
    representation: StoredRepresentation,
  ) => Promise<LoadedRepresentation>;
  // `feedLength`: the whole feed's length in this encoding, which decides whether parts are kept.
  part: (key: string, encoding: 'identity' | 'gzip', feedLength: number) => Promise<Buffer>;
  refresh: (generation: number) => Promise<void>;
  // Resolves when the first build is served, or after `ms`.
  waitBuilt: (ms: number) => Promise<void>;
};

export function createFeedStore(db: Kysely<Database>, maxCachedBytes = 32 * 1024 * 1024) {
  let documents = new Map<string, FeedDocumentMeta>();
  let generation = -1;
  let built = false;
  const builtWaiters = new Set<() => void>();
  // Insertion order is age: the oldest entries go first when the budget is exceeded.
  const cache = new Map<string, { etag: string; bytes: Buffer | null; size: number }>();
  let cachedSize = 0;

  const remember = (key: string, etag: string, bytes: Buffer | null) => {
    const size = bytes?.byteLength ?? 0;
    if (size > maxCachedBytes / 4) return;
    const old = cache.get(key);
    if (old) {
      cache.delete(key);
      cachedSize -= old.size;
    }
    cache.set(key, { etag, bytes, size });
    cachedSize += size;
    for (const [oldest, entry] of cache) {
      if (cachedSize <= maxCachedBytes) break;
      cache.delete(oldest);
      cachedSize -= entry.size;
    }
  };

  const store: FeedStore = {
    get generation() {
      return generation;
    },
    get built() {
      return built;
    },
    meta: (key) => documents.get(key),
    async representation(meta, representation) {
      const cacheKey = `${meta.key}#${representation}`;
      const cached = cache.get(cacheKey);
      if (cached?.etag === meta.etag) return { bytes: cached.bytes, meta };
      const document = await readRepresentation(db, meta.key, representation);
      if (!document) throw new Error(`feed document ${meta.key} is gone`);
      const { bytes, ...stored } = document;
      // A newer build may have replaced it since the headers were read: it is sent with its
      // own headers, and kept once the next refresh lists them.
      if (stored.etag === meta.etag) remember(cacheKey, meta.etag, bytes);
      return { bytes, meta: stored };
    },
    async part(key, encoding, feedLength) {
      const cacheKey = `${key}|${encoding}`;
      const cached = cache.get(cacheKey);
      if (cached?.bytes) return cached.bytes;
      const bytes = await readPartBytes(db, key, encoding);
      if (!bytes) throw new Error(`feed part ${key} is gone`);
      if (feedLength <= maxCachedBytes / 4) remember(cacheKey, key, bytes);
      return bytes;
    },
    async refresh(next) {
      const list = await listServedDocuments(db);
      documents = new Map(list.map((meta) => [meta.key, meta]));
      const parts = new Set(documents.get(JOBS_XML_KEY)?.parts?.map((part) => part.key) ?? []);
      for (const [key, entry] of cache) {
        const stale = key.includes('|')
          ? !parts.has(key.slice(0, key.indexOf('|')))
          : documents.get(key.slice(0, key.lastIndexOf('#')))?.etag !== entry.etag;
        if (stale) {
          cache.delete(key);
          cachedSize -= entry.size;
        }
      }
      generation = next;
      if (next > 0 && !built) {
        built = true;
        for (const wake of builtWaiters) wake();
        builtWaiters.clear();
      }
    },
    waitBuilt(ms) {
      if (built) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          builtWaiters.delete(done);
          resolve();
        }
        builtWaiters.add(done);
      });
    },
  };
  return store;
}
