// How many times each key was asked lately: within `windowMs` of its first ask, for the most
// recent `maxKeys` keys. Work worth doing only for what people ask again (a page kept in the
// cache, a count computed under a flood) is told apart from a crawler's or a bot's one-off
// URLs and keywords with it. Bounded, so a crawl of a million URLs remembers the last few
// thousand.
export type RecentAsks = {
  // Notes one ask of `key` and returns how many times it was asked in its window, this one
  // included.
  note(key: string): number;
  // How many times `key` was asked in its window (0 when not lately).
  count(key: string): number;
};

export function createRecentAsks({
  windowMs,
  maxKeys,
  now = Date.now,
}: {
  windowMs: number;
  maxKeys: number;
  now?: () => number;
}): RecentAsks {
  // Oldest first (Map keeps insertion order): the first key is the one to forget.
  const asked = new Map<string, { count: number; since: number }>();
  return {
    note(key) {
      const time = now();
      const seen = asked.get(key);
      if (seen && time - seen.since < windowMs) {
        seen.count += 1;
        return seen.count;
      }
      asked.delete(key);
      asked.set(key, { count: 1, since: time });
      if (asked.size > maxKeys) asked.delete(asked.keys().next().value ?? '');
      return 1;
    },
    count(key) {
      const seen = asked.get(key);
      return seen && now() - seen.since < windowMs ? seen.count : 0;
    },
  };
}
