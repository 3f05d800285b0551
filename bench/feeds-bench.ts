import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startResult, type ResultRow } from './bench-result.ts';
import { cpuSeconds, psql, runCli, startServer, type RunningServer } from './bench-support.ts';

// npm run bench:feeds [-- --jobs 10000 --db sqlite|postgres --duration 10 --client-rates 0,8]
// [--database-url sqlite:/path or postgres://…/name: a seeded board to use as it is]
// The feeds as crawlers and aggregators use them, on a seeded board and the production
// server: how long the first build takes; the jobs list's req/s alone and while three clients
// download /jobs.xml and four crawl the sitemap index and every child; the index's, a
// child's and /jobs.xml's own req/s (whole and answered 304); and the jobs list while every
// feed is rebuilt from scratch (the server restarted with another child size).

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '10000' },
    db: { type: 'string', default: 'sqlite' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    // An existing database to use as it is (no seeding): a board seeded once for several runs.
    'database-url': { type: 'string' },
    // Internal: a background load process (download or crawl) started by this script.
    // MB/s per background client, comma-separated, one loaded run each (0: unlimited).
    'client-rates': { type: 'string', default: '0,8' },
    role: { type: 'string' },
    url: { type: 'string' },
    'client-rate': { type: 'string', default: '0' },
  },
});

// A background client: downloads /jobs.xml whole, or crawls the index and every child, in a
// loop until killed, asking for gzip as crawlers do and reading the bytes as they come (no
// decoding: the client's own work stays small). Its own process, so its reading never slows
// the measuring one.
// At most `rate` bytes a second when rate > 0: a client on a real network rather than on
// loopback, where it would read as fast as two shared cores allow.
function get(url: string, rate: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const started = Date.now();
        let received = 0;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          received += chunk.byteLength;
          const ahead = rate > 0 ? (received / rate) * 1000 - (Date.now() - started) : 0;
          if (ahead > 5) {
            response.pause();
            setTimeout(() => response.resume(), ahead);
          }
        });
        response.on('end', () => {
          resolve(Buffer.concat(chunks));
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

// The background clients: three download /jobs.xml and four crawl, in one process of their
// own (async loops, so seven processes do not crowd the two cores), until killed; the
// counts of completed downloads and crawls are printed then.
if (values.role) {
  const base = values.url ?? '';
  const rate = Number(values['client-rate']) * 1024 * 1024;
  const completed = { downloads: 0, crawls: 0 };
  process.on('SIGTERM', () => {
    process.stdout.write(`${JSON.stringify(completed)}\n`);
    process.exit(0);
  });
  const download = async () => {
    for (;;) {
      await get(`${base}/jobs.xml`, rate);
      completed.downloads++;
    }
  };
  const crawl = async () => {
    for (;;) {
      const index = gunzipSync(await get(`${base}/sitemap.xml`, rate)).toString();
      for (const [, loc] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
        await get(`${base}${new URL(loc ?? '').pathname}`, rate);
      }
      completed.crawls++;
    }
  };
  await Promise.all([download(), download(), download(), crawl(), crawl(), crawl(), crawl()]);
}

const jobs = Number(values.jobs);
const duration = Number(values.duration);
const connections = Number(values.connections);
const recorder = startResult('bench:feeds', {
  jobs,
  db: values.db,
  duration,
  connections,
  databaseUrl: values['database-url'] ?? null,
});

const dataDir = mkdtempSync(path.join(tmpdir(), `bench-feeds-${values.db}-`));
const databaseName = `staffing_bench_feeds_${jobs}`;
const given = values['database-url'];
const databaseUrl =
  given ??
  (values.db === 'sqlite'
    ? `sqlite:${path.join(dataDir, 'bench.db')}`
    : `${values.postgres}/${databaseName}`);
const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
if (!given) {
  if (values.db === 'postgres') {
    psql(`drop database if exists ${databaseName}`);
    psql(`create database ${databaseName}`);
  }
  console.log(`seeding ${jobs} jobs (${values.db})`);
  runCli('seed.ts', ['--jobs', String(jobs), '--batch', '1000'], env);
}

const rows: ResultRow[] = [];
const params = { database: values.db, jobs };

async function measure(server: RunningServer, route: string, headers: Record<string, string> = {}) {
  const pid = server.process.pid ?? 0;
  const before = cpuSeconds(pid);
  const result = await autocannon({ url: `${server.url}${route}`, connections, duration, headers });
  if (result.errors > 0 || result.non2xx > 0) {
    // 304s count as non-2xx for autocannon; they are what a conditional request should get.
    if (!headers['if-none-match']) {
      throw new Error(`${route}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    }
  }
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    serverCpuUsPerReq: Math.round(
      ((cpuSeconds(pid) - before) * 1_000_000) / Math.max(result.requests.total, 1),
    ),
    // Cores the server process used over the run, for whatever it served: below what it uses
    // alone, it was waiting for the CPU, not busy.
    serverCores: Math.round(((cpuSeconds(pid) - before) / duration) * 100) / 100,
  };
}

function record(name: string, metrics: Record<string, number | null>) {
  rows.push({ name, params, metrics });
  console.log(`${name}: ${JSON.stringify(metrics)}`);
}

// Until the first build is served (the feed routes answer 503 before it).
async function waitForFeeds(server: RunningServer): Promise<number> {
  const started = Date.now();
  for (;;) {
    const response = await fetch(`${server.url}/sitemap.xml`);
    await response.arrayBuffer();
    if (response.ok) return Date.now() - started;
    if (Date.now() - started > 60 * 60_000) throw new Error('no feeds after an hour');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function background(url: string, rate: string): ChildProcess {
  return spawn(
    process.execPath,
    [import.meta.filename, '--role', 'load', '--url', url, '--client-rate', rate],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
}

function stop(child: ChildProcess): Promise<{ downloads: number; crawls: number }> {
  return new Promise((resolve) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', () => {
      resolve(
        output.trim()
          ? (JSON.parse(output) as { downloads: number; crawls: number })
          : { downloads: 0, crawls: 0 },
      );
    });
    child.kill('SIGTERM');
  });
}

const list = '/api/jobs/jobs?limit=9';
let server = await startServer({ ...env, OUTBOX_POLL_MS: '60000' });
try {
  const firstBuildMs = await waitForFeeds(server);
  const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc ?? '');
  const feed = await fetch(`${server.url}/jobs.xml`);
  const feedBytes = (await feed.arrayBuffer()).byteLength;
  const feedEtag = feed.headers.get('etag') ?? '';
  const gzipBytes = Number(
    (
      await fetch(`${server.url}/jobs.xml`, {
        method: 'HEAD',
        headers: { 'accept-encoding': 'gzip' },
      })
    ).headers.get('content-length'),
  );
  record('first build (server start to first feed)', {
    ms: firstBuildMs,
    children: children.length - 1,
    jobsXmlBytes: feedBytes,
    jobsXmlGzipBytes: gzipBytes,
  });

  await autocannon({ url: `${server.url}${list}`, connections, duration: 2 });
  const alone = await measure(server, list);
  record('jobs list alone', alone);

  for (const rate of values['client-rates'].split(',')) {
    const loader = background(server.url, rate);
    const loaded = await measure(server, list);
    const { downloads, crawls } = await stop(loader);
    const clients = rate === '0' ? 'as fast as they can read' : `at ${rate} MB/s each`;
    record(`jobs list while 3 download /jobs.xml and 4 crawl the sitemap, ${clients}`, {
      ...loaded,
      ratioToAlone: Math.round((loaded.rps / Math.max(alone.rps, 1)) * 100) / 100,
      jobsXmlDownloads: downloads,
      sitemapCrawls: crawls,
    });
  }

  const firstChild = new URL(children[1] ?? `${server.url}/sitemaps/pages.xml`).pathname;
  record('sitemap index', await measure(server, '/sitemap.xml'));
  record('sitemap child', await measure(server, firstChild));
  record('sitemap child, gzip', await measure(server, firstChild, { 'accept-encoding': 'gzip' }));
  record(
    '/jobs.xml answered 304',
    await measure(server, '/jobs.xml', { 'if-none-match': feedEtag }),
  );

  // Every feed rebuilt from scratch: the same board, another child size.
  await server.stop();
  server = await startServer({ ...env, OUTBOX_POLL_MS: '60000', FEEDS_CHILD_SIZE: '9999' });
  const rebuildStarted = Date.now();
  let rebuildMs: number | null = null;
  const watching = (async () => {
    for (;;) {
      const text = await (await fetch(`${server.url}/sitemap.xml`)).text();
      if (text !== index) {
        rebuildMs = Date.now() - rebuildStarted;
        return;
      }
      if (Date.now() - rebuildStarted > 60 * 60_000) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const during = await measure(server, list);
  await watching;
  record('jobs list while every feed is rebuilt', {
    ...during,
    ratioToAlone: Math.round((during.rps / Math.max(alone.rps, 1)) * 100) / 100,
  });
  record('full rebuild (every child, part and feed)', { ms: rebuildMs });
} finally {
  await server.stop();
  if (!given) {
    rmSync(dataDir, { recursive: true, force: true });
    if (values.db === 'postgres') psql(`drop database if exists ${databaseName}`);
  }
}

recorder.write({ rows });
