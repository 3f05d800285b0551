import { createResultCache, type ResultCache } from '../../lib/result-cache.ts';

// Signed-out visitors who ask for the same public page within a few seconds get the same
// document. Rendering one costs the server renderer's CPU and the loaders' in-process API
// calls (milliseconds); a copy costs nothing, so a burst of traffic on a job page (a link
// shared on social media, a crawler) is served at close to the static-file rate. Visitors
// who are signed in are never served from here: their page carries their session.

export type CachedPage = {
  status: number;
  body: string;
  // False for a page that fell back to the shell because rendering failed: the next visitor
  // should get a new attempt, not the fallback.
  cacheable: boolean;
};

export type PageCache = ResultCache<CachedPage>;

export function createPageCache(options: {
  ttlMs: number;
  // Each entry is one page, 5–50 KB.
  maxEntries?: number;
  now?: () => number;
}): PageCache {
  return createResultCache<CachedPage>({ ...options, keep: (page) => page.cacheable });
}
