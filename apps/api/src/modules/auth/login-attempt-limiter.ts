import type { Redis } from 'ioredis';

// Counts failed logins in fixed windows, per account and per client address, so password
// guessing hits a wall (429) long before it gets anywhere. In memory for one process; in Redis
// when REDIS_URL is set, so the counts hold across every instance.

export type AttemptLimiter = {
  // Seconds until the key may try again, or 0 when it may try now.
  retryAfter(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
};

type LimiterOptions = { max: number; windowMs: number };

export function createMemoryAttemptLimiter(options: LimiterOptions): AttemptLimiter {
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
      return Promise.resolve(
        entry && entry.count >= options.max ? Math.ceil((entry.resetsAt - Date.now()) / 1000) : 0,
      );
    },
    recordFailure(key) {
      prune();
      const entry = current(key);
      if (entry) entry.count += 1;
      else windows.set(key, { count: 1, resetsAt: Date.now() + options.windowMs });
      return Promise.resolve();
    },
    reset(key) {
      windows.delete(key);
      return Promise.resolve();
    },
  };
}

export function createRedisAttemptLimiter(
  redis: Redis,
  options: LimiterOptions & { prefix: string },
  onError: (error: unknown) => void,
): AttemptLimiter {
  const keyOf = (key: string) => `${options.prefix}:${key}`;
  return {
    async retryAfter(key) {
      try {
        const [count, ttl] = await Promise.all([redis.get(keyOf(key)), redis.pttl(keyOf(key))]);
        return Number(count ?? 0) >= options.max && ttl > 0 ? Math.ceil(ttl / 1000) : 0;
      } catch (error) {
        // Redis being down must not lock everyone out; the per-request rate limits remain.
        onError(error);
        return 0;
      }
    },
    async recordFailure(key) {
      try {
        const count = await redis.incr(keyOf(key));
        if (count === 1) await redis.pexpire(keyOf(key), options.windowMs);
      } catch (error) {
        onError(error);
      }
    },
    async reset(key) {
      try {
        await redis.del(keyOf(key));
      } catch (error) {
        onError(error);
      }
    },
  };
}

// The limiter an app uses for `name` (accounts, addresses, second-factor codes): in Redis when
// the app has it, else in this process.
export function attemptLimiterFor(
  app: {
    redis: Redis | undefined;
    config: { redisKeyPrefix: string; limits: { loginWindowMs: number } };
    log: { warn: (data: object, message: string) => void };
  },
  name: string,
  max: number,
): AttemptLimiter {
  const options = { max, windowMs: app.config.limits.loginWindowMs };
  return app.redis
    ? createRedisAttemptLimiter(
        app.redis,
        { ...options, prefix: `${app.config.redisKeyPrefix}login-failures:${name}` },
        (error) => {
          app.log.warn({ err: error }, 'login limiter could not reach Redis');
        },
      )
    : createMemoryAttemptLimiter(options);
}
