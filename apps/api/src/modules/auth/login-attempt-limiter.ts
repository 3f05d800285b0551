// Counts failed logins in fixed windows, per account and per client address, so password
// guessing hits a wall (429) long before it gets anywhere. In memory per process; issue 9's
// Redis store shares the counts between instances.

export type AttemptLimiter = {
  // Seconds until the key may try again, or 0 when it may try now.
  retryAfter(key: string): number;
  recordFailure(key: string): void;
  reset(key: string): void;
};

export function createMemoryAttemptLimiter(options: {
  max: number;
  windowMs: number;
}): AttemptLimiter {
  const windows = new Map<string, { count: number; resetsAt: number }>();

  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetsAt <= Date.now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };

  const prune = () => {
    if (windows.size < 10_000) return;
    const now = Date.now();
    for (const [key, entry] of windows) if (entry.resetsAt <= now) windows.delete(key);
  };

  return {
    retryAfter(key) {
      const entry = current(key);
      return entry && entry.count >= options.max
        ? Math.ceil((entry.resetsAt - Date.now()) / 1000)
        : 0;
    },
    recordFailure(key) {
      prune();
      const entry = current(key);
      if (entry) entry.count += 1;
      else windows.set(key, { count: 1, resetsAt: Date.now() + options.windowMs });
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
