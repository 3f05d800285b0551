// One answer shared by everyone who asks the same question within `ttlMs`: concurrent misses
// wait for a single computation, a write empties the cache (and discards what was being
// computed when it happened), and the oldest entries go first past `maxEntries`. The rendered
// public pages (modules/web) and the counts of searches (modules/jobs) both use it.

type Entry<T> = { expires: number; generation: number; value: Promise<T> };

export type ResultCache<T> = {
  // The value for `key`, from the cache or from `compute` (called once for concurrent misses).
  get(key: string, compute: () => Promise<T>): Promise<T>;
  // After a write: every cached value may be out of date.
  clear(): void;
  readonly size: number;
};

export function createResultCache<T>({
  ttlMs,
  maxEntries = 500,
  keep = () => true,
  now = Date.now,
}: {
  // 0 turns the cache off: every call computes.
  ttlMs: number;
  // Bounds the memory whatever the keys asked for.
  maxEntries?: number;
  // False for a value the next caller should compute again (a fallback, a partial answer).
  keep?: (value: T) => boolean;
  now?: () => number;
}): ResultCache<T> {
  const entries = new Map<string, Entry<T>>();
  let generation = 0;

  const forget = (key: string, entry: Entry<T>) => {
    if (entries.get(key) === entry) entries.delete(key);
  };

  return {
    get(key, compute) {
      if (ttlMs === 0) return compute();
      const hit = entries.get(key);
      const time = now();
      if (hit && hit.expires > time) return hit.value;
      if (hit) entries.delete(key);
      const entry: Entry<T> = { expires: time + ttlMs, generation, value: compute() };
      entries.set(key, entry);
      // A computation that started before a write may hold data from before it.
      entry.value.then(
        (value) => {
          if (!keep(value) || entry.generation !== generation) forget(key, entry);
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
      return entry.value;
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
