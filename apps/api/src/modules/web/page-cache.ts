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

type Entry = { expires: number; generation: number; page: Promise<CachedPage> };

export type PageCache = {
  // The page for `key`, from the cache or from `render` (called once for concurrent misses).
  get(key: string, render: () => Promise<CachedPage>): Promise<CachedPage>;
  // After a write: every cached page may be out of date.
  clear(): void;
  readonly size: number;
};

export function createPageCache({
  ttlMs,
  maxEntries = 500,
  now = Date.now,
}: {
  ttlMs: number;
  // Bounds the memory whatever the URLs asked for (each entry is one page, 5–50 KB).
  maxEntries?: number;
  now?: () => number;
}): PageCache {
  const entries = new Map<string, Entry>();
  let generation = 0;

  const forget = (key: string, entry: Entry) => {
    if (entries.get(key) === entry) entries.delete(key);
  };

  return {
    get(key, render) {
      if (ttlMs === 0) return render();
      const hit = entries.get(key);
      const time = now();
      if (hit && hit.expires > time) return hit.page;
      if (hit) entries.delete(key);
      const entry: Entry = { expires: time + ttlMs, generation, page: render() };
      entries.set(key, entry);
      // A render that started before a write may hold data from before it; a failed or
      // fallback render is not worth keeping.
      entry.page.then(
        (page) => {
          if (!page.cacheable || entry.generation !== generation) forget(key, entry);
        },
        () => {
          forget(key, entry);
        },
      );
      // Map keeps insertion order: the first key is the oldest entry.
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      return entry.page;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
