import {
  createResultCache,
  DEFAULT_MAX_ENTRIES,
  type ResultCache,
} from '../../lib/result-cache.ts';
import { createRecentAsks } from '../../lib/recent-asks.ts';

// Signed-out visitors who ask for the same public page within a few seconds get the same
// document. Rendering one costs the server renderer's CPU and the loaders' in-process API
// calls (milliseconds); a copy costs nothing, so a burst of traffic on a job page (a link
// shared on social media, a crawler) is served at close to the static-file rate. Visitors
// who are signed in are never served from here: their page carries their session.

export type CachedPage = {
  status: number;
  // UTF-8 bytes, not the renderer's string: a page with one character outside Latin-1 (the
  // title's en dash) is a two-byte string in V8, twice its size on the wire, and a 78 KB
  // find-job page then landed in the large-object space; each answer also encoded it again.
  // 500 cached pages held 75 MB of heap after bench:api's load (docs/PERFORMANCE.md).
  body: Buffer;
  // False for a page that fell back to the shell because rendering failed: the next visitor
  // should get a new attempt, not the fallback.
  cacheable: boolean;
};

export type PageCache = ResultCache<CachedPage>;

// A page is 5-80 KB (plus its compressed copies, a fifth of that each), so 500 pages could
// hold 40 MB and more. 16 MB still keeps a few hundred pages, more than the few seconds of a
// burst on one page need.
const PAGE_CACHE_MAX_BYTES = 16 * 1024 * 1024;

// A page is kept once its URL was asked this many times within the cache's time: a crawler
// or a bot asking URLs nobody asks twice (a job page each, a search with new words) would
// otherwise fill the cache with pages served once, pushing out the pages people share, and
// hold them in memory (up to 24 MB of page buffers while bench:api rendered a new URL on
// every request). A page many people open is rendered a second time, then reused.
const ASKS_BEFORE_KEPT = 2;

export function createPageCache(options: {
  ttlMs: number;
  maxEntries?: number;
  maxBytes?: number;
  asksBeforeKept?: number;
  now?: () => number;
}): PageCache {
  const {
    ttlMs,
    maxEntries = DEFAULT_MAX_ENTRIES,
    maxBytes = PAGE_CACHE_MAX_BYTES,
    asksBeforeKept = ASKS_BEFORE_KEPT,
    now = Date.now,
  } = options;
  // The URLs asked lately: a crawl of a million URLs remembers the last few thousand.
  const asked = createRecentAsks({ windowMs: ttlMs, maxKeys: maxEntries * 4, now });
  const cache = createResultCache<CachedPage>({
    ttlMs,
    maxEntries,
    now,
    weigh: (page) => page.body.byteLength,
    maxWeight: maxBytes,
    keep: (page, url) =>
      page.cacheable && (asksBeforeKept <= 1 || asked.count(url) >= asksBeforeKept),
  });
  return {
    get(url, render) {
      // Nothing is kept (cache off, or kept from the first ask): nothing to count.
      if (ttlMs === 0 || asksBeforeKept <= 1) return cache.get(url, render);
      asked.note(url);
      return cache.get(url, render);
    },
    clear: () => {
      cache.clear();
    },
    get size() {
      return cache.size;
    },
    get weight() {
      return cache.weight;
    },
  };
}
