// One answer shared by everyone who asks the same question within `ttlMs`: concurrent misses
// wait for a single computation, a write empties the cache (and discards what was being
// computed when it happened), and the oldest entries go first past `maxEntries` (or past
// `maxWeight`, for values of very different sizes). The rendered public pages (modules/web)
// and the counts of searches (modules/jobs) both use it.

type Entry<T> = { expires: number; generation: number; value: Promise<T>; weight: number };

export type ResultCache<T> = {
  // The value for `key`, from the cache or from `compute` (called once for concurrent misses).
  get(key: string, compute: () => Promise<T>): Promise<T>;
  // After a write: every cached value may be out of date.
  clear(): void;
  readonly size: number;
  // The summed weight of the values kept (0 without `weigh`).
  readonly weight: number;
};

// Entries kept at most unless a cache says otherwise.
export const DEFAULT_MAX_ENTRIES = 500;

export function createResultCache<T>({
  ttlMs,
  maxEntries = DEFAULT_MAX_ENTRIES,
  weigh,
  maxWeight = Number.POSITIVE_INFINITY,
  keep = () => true,
  now = Date.now,
}: {
  // 0 turns the cache off: every call computes.
  ttlMs: number;
  // Bounds the memory whatever the keys asked for.
  maxEntries?: number;
  // A value's size (bytes, say), counted once it is computed, and the most the kept values
  // may add up to.
  weigh?: (value: T) => number;
  maxWeight?: number;
  // False for a value the next caller should compute again (a fallback, a partial answer, a
  // page only one visitor asked for).
  keep?: (value: T, key: string) => boolean;
  now?: () => number;
}): ResultCache<T> {
  const entries = new Map<string, Entry<T>>();
  let generation = 0;
  let weight = 0;

  const drop = (key: string, entry: Entry<T>) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    weight -= entry.weight;
  };
  // Map keeps insertion order: the first key is the oldest entry.
  const dropOldest = () => {
    while (entries.size > maxEntries || weight > maxWeight) {
      const oldest = entries.entries().next();
      if (oldest.done) break;
      drop(...oldest.value);
    }
  };
  // Every entry lives `ttlMs`, so the oldest expire first. An expired value is let go once its
  // time is up, not when a new one pushes it out: the rendered pages of a crawl (16 MB) stayed
  // in memory after it, for good on a server nobody visited afterwards.
  let sweep: NodeJS.Timeout | undefined;
  const dropExpired = () => {
    const time = now();
    for (const [key, entry] of entries) {
      if (entry.expires > time) break;
      drop(key, entry);
    }
  };
  const sweepLater = () => {
    if (sweep || entries.size === 0) return;
    sweep = setTimeout(() => {
      sweep = undefined;
      dropExpired();
      sweepLater();
    }, ttlMs);
    sweep.unref();
  };

  return {
    get(key, compute) {
      if (ttlMs === 0) return compute();
      const hit = entries.get(key);
      const time = now();
      if (hit && hit.expires > time) return hit.value;
      if (hit) drop(key, hit);
      dropExpired();
      const entry: Entry<T> = { expires: time + ttlMs, generation, value: compute(), weight: 0 };
      entries.set(key, entry);
      entry.value.then(
        (value) => {
          // A computation that started before a write may hold data from before it.
          if (!keep(value, key) || entry.generation !== generation) {
            drop(key, entry);
          } else if (weigh && entries.get(key) === entry) {
            entry.weight = weigh(value);
            weight += entry.weight;
            dropOldest();
          }
        },
        () => {
          drop(key, entry);
        },
      );
      dropOldest();
      sweepLater();
      return entry.value;
    },
    clear() {
      generation += 1;
      entries.clear();
      weight = 0;
    },
    get size() {
      return entries.size;
    },
    get weight() {
      return weight;
    },
  };
}
