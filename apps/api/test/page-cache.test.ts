import { describe, expect, it, vi } from 'vitest';
import { createPageCache, type CachedPage } from '../src/modules/web/page-cache.ts';

const page = (body: string, cacheable = true): CachedPage => ({
  status: 200,
  body: Buffer.from(body),
  cacheable,
});

function counter(body: string, cacheable = true) {
  let calls = 0;
  return {
    render: () => {
      calls += 1;
      return Promise.resolve(page(`${body} #${calls}`, cacheable));
    },
    get calls() {
      return calls;
    },
  };
}

// A render that finishes when the test says so.
function slowRender() {
  let finish: (value: CachedPage) => void = () => undefined;
  let calls = 0;
  return {
    render: () => {
      calls += 1;
      return new Promise<CachedPage>((resolve) => {
        finish = resolve;
      });
    },
    finish: (value: CachedPage) => {
      finish(value);
    },
    get calls() {
      return calls;
    },
  };
}

describe('page cache', () => {
  it('keeps a page from the second time its URL is asked within its time, so one-off URLs are let go', async () => {
    let time = 1000;
    const cache = createPageCache({ ttlMs: 5000, now: () => time });
    // A crawler asking each URL once: every page rendered, none kept.
    for (let n = 0; n < 50; n++) await cache.get(`/find-job?q=word${n}`, counter('once').render);
    expect(cache.size).toBe(0);
    expect(cache.weight).toBe(0);

    const shared = counter('shared');
    expect((await cache.get('/jobs/1', shared.render)).body.toString()).toBe('shared #1');
    time += 1000;
    expect((await cache.get('/jobs/1', shared.render)).body.toString()).toBe('shared #2');
    time += 1000;
    expect((await cache.get('/jobs/1', shared.render)).body.toString()).toBe('shared #2');
    expect(shared.calls).toBe(2);
    expect(cache.size).toBe(1);

    // Asked again only after the time is up: a first ask again.
    const rare = counter('rare');
    await cache.get('/jobs/2', rare.render);
    time += 5000;
    await cache.get('/jobs/2', rare.render);
    await cache.get('/jobs/2', rare.render);
    expect(rare.calls).toBe(3);
  });

  it('keeps a page many visitors asked for while its first render ran', async () => {
    const cache = createPageCache({ ttlMs: 5000 });
    const home = slowRender();
    const burst = [cache.get('/', home.render), cache.get('/', home.render)];
    home.finish(page('home'));
    await Promise.all(burst);
    expect((await cache.get('/', home.render)).body.toString()).toBe('home');
    expect(home.calls).toBe(1);
  });

  it('reuses a page until its time is up, then renders it again', async () => {
    let time = 1000;
    const cache = createPageCache({ asksBeforeKept: 1, ttlMs: 5000, now: () => time });
    const home = counter('home');
    expect((await cache.get('/', home.render)).body.toString()).toBe('home #1');
    time += 4999;
    expect((await cache.get('/', home.render)).body.toString()).toBe('home #1');
    time += 1;
    expect((await cache.get('/', home.render)).body.toString()).toBe('home #2');
    expect(home.calls).toBe(2);
  });

  it('renders once for requests that arrive while the first render runs', async () => {
    const cache = createPageCache({ asksBeforeKept: 1, ttlMs: 5000 });
    const jobs = slowRender();
    const first = cache.get('/find-job', jobs.render);
    const second = cache.get('/find-job', jobs.render);
    jobs.finish(page('jobs'));
    expect(await first).toEqual(await second);
    expect(jobs.calls).toBe(1);
  });

  it('keys on the whole URL, query included', async () => {
    const cache = createPageCache({ asksBeforeKept: 1, ttlMs: 5000 });
    const nurse = counter('nurse');
    const welder = counter('welder');
    expect((await cache.get('/find-job?q=nurse', nurse.render)).body.toString()).toBe('nurse #1');
    expect((await cache.get('/find-job?q=welder', welder.render)).body.toString()).toBe(
      'welder #1',
    );
  });

  it('forgets everything on clear(), and does not keep a render that started before it', async () => {
    const cache = createPageCache({ asksBeforeKept: 1, ttlMs: 5000 });
    const home = counter('home');
    await cache.get('/', home.render);
    cache.clear();
    expect((await cache.get('/', home.render)).body.toString()).toBe('home #2');

    let finish: (value: CachedPage) => void = () => undefined;
    const inFlight = cache.get(
      '/jobs/1',
      () =>
        new Promise<CachedPage>((resolve) => {
          finish = resolve;
        }),
    );
    cache.clear(); // a job was edited while its page was being rendered
    finish(page('old job'));
    expect((await inFlight).body.toString()).toBe('old job');
    const fresh = counter('new job');
    expect((await cache.get('/jobs/1', fresh.render)).body.toString()).toBe('new job #1');
  });

  it('does not keep a fallback page or a failed render', async () => {
    const cache = createPageCache({ asksBeforeKept: 1, ttlMs: 5000 });
    const shell = counter('shell', false);
    await cache.get('/', shell.render);
    await cache.get('/', shell.render);
    expect(shell.calls).toBe(2);

    await expect(cache.get('/boom', () => Promise.reject(new Error('boom')))).rejects.toThrow();
    const ok = counter('ok');
    expect((await cache.get('/boom', ok.render)).body.toString()).toBe('ok #1');
  });

  it('holds at most maxEntries pages, dropping the oldest', async () => {
    const cache = createPageCache({ asksBeforeKept: 1, ttlMs: 5000, maxEntries: 2 });
    const a = counter('a');
    await cache.get('/a', a.render);
    await cache.get('/b', counter('b').render);
    await cache.get('/c', counter('c').render);
    expect(cache.size).toBe(2);
    await cache.get('/a', a.render);
    expect(a.calls).toBe(2);
  });

  it('holds at most maxBytes of pages, dropping the oldest, and counts them again after clear()', async () => {
    const cache = createPageCache({ asksBeforeKept: 1, ttlMs: 5000, maxBytes: 25 });
    const a = counter('aaaaaaaaa'); // 'aaaaaaaaa #1': 12 bytes
    await cache.get('/a', a.render);
    await cache.get('/b', counter('bbbbbbbbb').render);
    expect(cache.size).toBe(2);
    expect(cache.weight).toBe(24);
    await cache.get('/c', counter('ccccccccc').render);
    expect(cache.size).toBe(2);
    expect(cache.weight).toBe(24);
    await cache.get('/a', a.render);
    expect(a.calls).toBe(2);
    cache.clear();
    expect(cache.weight).toBe(0);
    await cache.get('/d', counter('d').render);
    expect(cache.weight).toBe(4);
  });

  it('lets go of pages whose time is up, when the next page is cached and with no request at all', async () => {
    vi.useFakeTimers();
    try {
      const cache = createPageCache({ asksBeforeKept: 1, ttlMs: 5000, now: () => Date.now() });
      await cache.get('/jobs/1', counter('one').render);
      vi.advanceTimersByTime(3000);
      await cache.get('/jobs/2', counter('two').render);
      vi.advanceTimersByTime(2000);
      await cache.get('/jobs/3', counter('three').render);
      expect(cache.size).toBe(2); // the first page's time was up
      vi.advanceTimersByTime(10_000); // a crawl ended: nobody asks for anything
      expect(cache.size).toBe(0);
      expect(cache.weight).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders every request when its time is 0', async () => {
    const cache = createPageCache({ ttlMs: 0 });
    const home = counter('home');
    await cache.get('/', home.render);
    await cache.get('/', home.render);
    expect(home.calls).toBe(2);
    expect(cache.size).toBe(0);
  });
});
