import { createResultCache, type ResultCache } from '../../lib/result-cache.ts';

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

export function createPageCache(options: {
  ttlMs: number;
  // Each entry is one page, 5–80 KB.
  maxEntries?: number;
  now?: () => number;
}): PageCache {
  return createResultCache<CachedPage>({ ...options, keep: (page) => page.cacheable });
}
