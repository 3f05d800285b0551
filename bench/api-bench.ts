import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startResult, type ResultRow } from './bench-result.ts';
import {
  cpuSeconds,
  login,
  postgresCpuSeconds,
  psql,
  ROOT,
  runCli,
  startServer,
  type RunningServer,
} from './bench-support.ts';
import {
  memoryResultRows,
  memoryTable,
  serverMemoryMb,
  settledMemoryMb,
  startPeakMemory,
  type MemoryReading,
} from './server-memory.ts';
import { measureUniqueSearches, UNIQUE_SEARCHES_SCENARIO } from './unique-searches.ts';
import { addBenchClient, BENCH_CLIENT } from './bench-client.ts';

// npm run bench:api [-- --sizes 10000,1000000 --candidates 10000,100000 --orders 10000,100000
//   --search 10000:10000:10000,1000000:100000:100000 --dbs sqlite,postgres --duration 10
//   --only facets]
// For each database and size: seed, start the production server, and measure each endpoint
// next to the framework floor (the same server answering the same number of bytes from
// memory), in the same run. Then the same for the talent pool's search (staff's
// /api/admin/candidates) on databases seeded with each number of candidates (and the smallest
// number of jobs for them to apply to), and for the order board (/api/admin/orders) and the
// client portal's lists on databases seeded with each number of job orders, and for staff's
// search box (/api/admin/search) on databases seeded with each set of jobs, candidates and
// orders (`--only "staff search"`). The table is printed and the result written to
// bench/results/.
// At each size it also measures the industry list beside 20 clients asking the find-job page
// for new words on every request (bench/unique-searches.ts; `--only "new words"` runs just that).
// The Spanish rows (ADR 0025: searches with lang=es, the pages under /es) are each measured
// right after their English twin, and the table gives Spanish ÷ English beside the ratio to
// the smallest size; `--only "nurse,enfermera,warehouse,almacén,truck,camión,two filters,
// ranked,HTML"` runs them with their twins.
// The database is measured as `npm run db:seed` leaves it: whatever upkeep a user's database
// gets (statistics, vacuum) is the seed command's, not the benchmark's.

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,1000000' },
    // Talent-pool sizes for the candidate rows (`--only candidate` runs just those).
    candidates: { type: 'string', default: '10000,100000' },
    // Job-order sizes for the order board's and client portal's rows (`--only order`).
    orders: { type: 'string', default: '10000,100000' },
    // The search box's boards, jobs:candidates:orders each, smallest first.
    search: { type: 'string', default: '10000:10000:10000,1000000:100000:100000' },
    dbs: { type: 'string', default: 'sqlite,postgres' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    // Leave the seeded databases behind (printed at the end) for EXPLAIN afterwards.
    keep: { type: 'boolean', default: false },
    // Only the scenarios whose name contains one of these comma-separated texts (e.g.
    // "facets,remote"), for a quick before/after of one change (npm run bench:compare).
    only: { type: 'string' },
  },
});
const sizes = values.sizes.split(',').map(Number);
// An empty list (`--candidates ''`) leaves those rows out.
const candidateSizes = values.candidates.split(',').filter(Boolean).map(Number);
const orderSizes = values.orders.split(',').filter(Boolean).map(Number);
const searchBoards = values.search
  .split(',')
  .filter(Boolean)
  .map((board) => {
    const [jobs = 0, candidates = 0, orders = 0] = board.split(':').map(Number);
    return { jobs, candidates, orders };
  });
const dbs = values.dbs.split(',') as ('sqlite' | 'postgres')[];
const duration = Number(values.duration);
const connections = Number(values.connections);
const recorder = startResult('bench:api', {
  sizes,
  candidateSizes,
  orderSizes,
  searchBoards,
  dbs,
  duration,
  connections,
  only: values.only ?? null,
});

type Row = {
  db: string;
  jobs: number;
  // Set on the talent-pool rows: how many candidates the database holds.
  candidates?: number;
  // Set on the order rows: how many job orders the database holds.
  orders?: number;
  // The search box's rows, whose board has all three.
  search?: true;
  scenario: string;
  // A Spanish row's English twin (Scenario's `twin`).
  twin?: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  bytes: number;
  floorRps: number;
  floorP50: number;
  floorP99: number;
  // CPU per request, in µs: the server's, and PostgreSQL's (undefined for SQLite, which runs
  // inside the server).
  serverCpuUs: number;
  databaseCpuUs: number | undefined;
};

// `cold`: every request gets its own query string, so no cached page answers it (the page
// cache for signed-out visitors is keyed by URL) and each one costs a full render.
async function measure(
  url: string,
  serverPid: number,
  withDatabase: boolean,
  headers: Record<string, string> = {},
  cold = false,
) {
  let counter = 0;
  const serverBefore = cpuSeconds(serverPid);
  const databaseBefore = withDatabase ? postgresCpuSeconds() : 0;
  const { pathname, search } = new URL(url);
  // autocannon's percentiles skip p95: each answer's time is kept for it. The options-only call
  // answers a promise that is also the run's event emitter.
  const times: number[] = [];
  const instance = autocannon({
    url,
    connections,
    duration,
    headers,
    ...(cold
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                path: `${pathname}${search ? `${search}&` : '?'}cold=${String(counter++)}`,
              }),
            },
          ],
        }
      : {}),
  }) as unknown as autocannon.Instance;
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    times.push(responseTime);
  });
  const result = await (instance as unknown as Promise<autocannon.Result>);
  times.sort((a, b) => a - b);
  const p95 = Math.round(times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? 0);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  const perRequestUs = (seconds: number) =>
    Math.round((seconds * 1_000_000) / Math.max(result.requests.total, 1));
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p95,
    p99: result.latency.p99,
    serverCpuUs: perRequestUs(cpuSeconds(serverPid) - serverBefore),
    databaseCpuUs: withDatabase ? perRequestUs(postgresCpuSeconds() - databaseBefore) : undefined,
  };
}

// `twin`: for a Spanish row, the name of the English row it is measured beside (the same
// question in English, or the same page at its English address), so the run can say what the
// Spanish version costs against it.
type Scenario = [name: string, route: string, headers: Record<string, string>, twin?: string];

// The Spanish searches (ADR 0025), percent-encoded as a browser sends them. "enfermera" is
// "nurse", the word the synthetic board's rows are searched by; "almacén" (warehouse) and
// "conductor de camión" (truck driver or CDL) are words of real searches that no synthetic
// posting holds, so they measure an answer with no match, as do their English twins.
const ES = {
  nurse: `q=${encodeURIComponent('enfermera')}&lang=es`,
  warehouse: `q=${encodeURIComponent('almacén')}&lang=es`,
  truckDriver: `q=${encodeURIComponent('conductor de camión')}&lang=es`,
};
// The Spanish find-job page knows its language: its address has only the words.
const ES_PAGE_WAREHOUSE = `q=${encodeURIComponent('almacén')}`;
const html = { accept: 'text/html' };
const compressedHtml = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

// The job board's rows; `jobId` is a stored job's, `cookie` a staff session's. Each Spanish
// row (its name says lang=es or /es) comes right after its English twin, so the two are
// measured a few seconds apart.
function jobScenarios(jobId: string, cookie: string): Scenario[] {
  const nurseTwoFilters = 'search + two filters (q=nurse, remote, minAnnualPay=50000)';
  const nurseRelevance = 'search by relevance (q=nurse, sort=relevance)';
  return [
    ['newest jobs (limit 9)', '/api/jobs/jobs?limit=9', {}],
    ['industry page (Drivers, 50)', '/api/jobs/jobs?industry=Drivers&limit=50', {}],
    ['keyword search "nurse"', '/api/jobs/jobs?q=nurse&limit=50', {}],
    [
      'keyword search "enfermera" (lang=es)',
      `/api/jobs/jobs?${ES.nurse}&limit=50`,
      {},
      'keyword search "nurse"',
    ],
    ['keyword search "warehouse"', '/api/jobs/jobs?q=warehouse&limit=50', {}],
    [
      'keyword search "almacén" (lang=es)',
      `/api/jobs/jobs?${ES.warehouse}&limit=50`,
      {},
      'keyword search "warehouse"',
    ],
    ['keyword search "truck driver"', '/api/jobs/jobs?q=truck%20driver&limit=50', {}],
    [
      'keyword search "conductor de camión" (lang=es)',
      `/api/jobs/jobs?${ES.truckDriver}&limit=50`,
      {},
      'keyword search "truck driver"',
    ],
    ['remote jobs (workplace=remote, 50)', '/api/jobs/jobs?workplace=remote&limit=50', {}],
    [
      'pay + place (minAnnualPay=60000, where=Chicago, 50)',
      '/api/jobs/jobs?minAnnualPay=60000&where=Chicago&limit=50',
      {},
    ],
    [nurseTwoFilters, '/api/jobs/jobs?q=nurse&workplace=remote&minAnnualPay=50000&limit=50', {}],
    [
      'search + two filters (q=enfermera, lang=es, remote, minAnnualPay=50000)',
      `/api/jobs/jobs?${ES.nurse}&workplace=remote&minAnnualPay=50000&limit=50`,
      {},
      nurseTwoFilters,
    ],
    [nurseRelevance, '/api/jobs/jobs?q=nurse&sort=relevance&limit=50', {}],
    [
      'search by relevance (q=enfermera, lang=es, sort=relevance)',
      `/api/jobs/jobs?${ES.nurse}&sort=relevance&limit=50`,
      {},
      nurseRelevance,
    ],
    ['facets (no filter)', '/api/jobs/facets', {}],
    ['facets (workplace=remote)', '/api/jobs/facets?workplace=remote', {}],
    ['facets (q=nurse)', '/api/jobs/facets?q=nurse', {}],
    ['facets (q=enfermera, lang=es)', `/api/jobs/facets?${ES.nurse}`, {}, 'facets (q=nurse)'],
    ['job detail', `/api/jobs/job/${jobId}`, {}],
    ['check-session', '/api/auth/check-session', { cookie }],
    // Server-rendered pages: the HTML a browser or crawler gets, next to the JSON detail
    // route above in the same run, each English page beside its Spanish one under /es.
    ['home page HTML /', '/', html],
    ['home page HTML /es', '/es', html, 'home page HTML /'],
    ['job page HTML /jobs/:id', `/jobs/${jobId}`, html],
    ['job page HTML /es/jobs/:id', `/es/jobs/${jobId}`, html, 'job page HTML /jobs/:id'],
    ['find-job HTML', '/find-job', html],
    ['find-job HTML /es/find-job', '/es/find-job', html, 'find-job HTML'],
    ['find-job HTML ?q=warehouse', '/find-job?q=warehouse', html],
    [
      'find-job HTML /es/find-job?q=almacén',
      `/es/find-job?${ES_PAGE_WAREHOUSE}`,
      html,
      'find-job HTML ?q=warehouse',
    ],
    // As a browser asks for them: compressed (Brotli) when it says it accepts that.
    ['job page HTML, compressed', `/jobs/${jobId}`, compressedHtml],
    [
      'job page HTML /es/jobs/:id, compressed',
      `/es/jobs/${jobId}`,
      compressedHtml,
      'job page HTML, compressed',
    ],
    ['find-job HTML, compressed', '/find-job', compressedHtml],
    [
      'find-job HTML /es/find-job, compressed',
      '/es/find-job',
      compressedHtml,
      'find-job HTML, compressed',
    ],
    // The same pages when no cached copy can answer: what a URL nobody asked for in the
    // last PAGE_CACHE_MS costs.
    ['job page HTML, every request rendered', `/jobs/${jobId}`, html],
    [
      'job page HTML /es/jobs/:id, every request rendered',
      `/es/jobs/${jobId}`,
      html,
      'job page HTML, every request rendered',
    ],
    ['find-job HTML, every request rendered', '/find-job', html],
    [
      'find-job HTML /es/find-job, every request rendered',
      '/es/find-job',
      html,
      'find-job HTML, every request rendered',
    ],
    ['find-job HTML ?q=warehouse, every request rendered', '/find-job?q=warehouse', html],
    [
      'find-job HTML /es/find-job?q=almacén, every request rendered',
      `/es/find-job?${ES_PAGE_WAREHOUSE}`,
      html,
      'find-job HTML ?q=warehouse, every request rendered',
    ],
    ['home page HTML /, every request rendered', '/', html],
    [
      'home page HTML /es, every request rendered',
      '/es',
      html,
      'home page HTML /, every request rendered',
    ],
    // A list's total, a keyword search's facet counts and its ranking by relevance are
    // shared for SEARCH_COUNT_CACHE_MS, so the rows above measure a popular list; these
    // measure one nobody asked for a moment ago, on a second server started with that
    // cache off.
    ['industry page, counted every request', '/api/jobs/jobs?industry=Drivers&limit=50', {}],
    [
      'pay + place, counted every request',
      '/api/jobs/jobs?minAnnualPay=60000&where=Chicago&limit=50',
      {},
    ],
    [
      'keyword search "warehouse", counted every request',
      '/api/jobs/jobs?q=warehouse&limit=50',
      {},
    ],
    [
      'keyword search "almacén" (lang=es), counted every request',
      `/api/jobs/jobs?${ES.warehouse}&limit=50`,
      {},
      'keyword search "warehouse", counted every request',
    ],
    [
      'keyword search "truck driver", counted every request',
      '/api/jobs/jobs?q=truck%20driver&limit=50',
      {},
    ],
    [
      'keyword search "conductor de camión" (lang=es), counted every request',
      `/api/jobs/jobs?${ES.truckDriver}&limit=50`,
      {},
      'keyword search "truck driver", counted every request',
    ],
    [
      'search + two filters, counted every request',
      '/api/jobs/jobs?q=nurse&workplace=remote&minAnnualPay=50000&limit=50',
      {},
    ],
    [
      'search + two filters (q=enfermera, lang=es), counted every request',
      `/api/jobs/jobs?${ES.nurse}&workplace=remote&minAnnualPay=50000&limit=50`,
      {},
      'search + two filters, counted every request',
    ],
    ['facets (q=nurse), counted every request', '/api/jobs/facets?q=nurse', {}],
    [
      'facets (q=enfermera, lang=es), counted every request',
      `/api/jobs/facets?${ES.nurse}`,
      {},
      'facets (q=nurse), counted every request',
    ],
    [
      'search by relevance, ranked every request',
      '/api/jobs/jobs?q=nurse&sort=relevance&limit=50',
      {},
    ],
    [
      'search by relevance (q=enfermera, lang=es), ranked every request',
      `/api/jobs/jobs?${ES.nurse}&sort=relevance&limit=50`,
      {},
      'search by relevance, ranked every request',
    ],
  ];
}

// The talent pool's rows (staff only: `cookie` is a staff session's). Every name says
// "candidate", so `--only candidate` picks them.
function candidateScenarios(cookie: string): Scenario[] {
  const staff = { cookie };
  return [
    ['candidate list (newest activity, 25)', '/api/admin/candidates', staff],
    ['candidate search "forklift"', '/api/admin/candidates?q=forklift', staff],
    [
      'candidate search + two filters (q=forklift, industry=Drivers, where=IL)',
      '/api/admin/candidates?q=forklift&industry=Drivers&where=IL',
      staff,
    ],
    [
      'candidate search + two filters (q=forklift, industry=Drivers, status=interview)',
      '/api/admin/candidates?q=forklift&industry=Drivers&status=interview',
      staff,
    ],
    ['candidate tag filter (tag=forklift)', '/api/admin/candidates?tag=forklift', staff],
    // A search's total and ordered matches are shared for SEARCH_COUNT_CACHE_MS, so the rows
    // above measure a search staff made a moment ago; this one, on a second server started
    // with that cache off, one nobody did.
    [
      'candidate search "forklift", counted every request',
      '/api/admin/candidates?q=forklift',
      staff,
    ],
  ];
}

// The order board's rows (`staff`: a staff session's cookie) and the client portal's lists
// (`client`: a client contact's, `orderId` an order of theirs with candidates shared). Every
// name says "order", so `--only order` picks them. The deep page is the same page at every
// size (page 250 of 20: orders 4,981–5,000), so the ratio compares like with like.
function orderScenarios(staff: string, client: string, orderId: string): Scenario[] {
  return [
    ['order board (newest, first page)', '/api/admin/orders', { cookie: staff }],
    [
      'order board filter (status=open, industry=Healthcare)',
      '/api/admin/orders?status=open&industry=Healthcare',
      { cookie: staff },
    ],
    ['order board sort (company A-Z)', '/api/admin/orders?sort=company', { cookie: staff }],
    ['order board deep page (page 250)', '/api/admin/orders?page=250', { cookie: staff }],
    // A total is shared for SEARCH_COUNT_CACHE_MS under the board's version (ADR 0010): the
    // rows above measure a list staff asked for a moment ago; this one, on a second server
    // with that cache off, one nobody did.
    [
      'order board filter (status=open, industry=Healthcare), counted every request',
      '/api/admin/orders?status=open&industry=Healthcare',
      { cookie: staff },
    ],
    ["client portal: the client's orders", '/api/client/home', { cookie: client }],
    [
      "client portal: an order's shared candidates",
      `/api/client/orders/${orderId}/candidates`,
      { cookie: client },
    ],
  ];
}

// Staff's search box (`staff`: a staff session's cookie): one request per keystroke's pause,
// each answering candidates, jobs, orders and clients. The words are the seeded records': a
// first name, two letters (a prefix of thousands of words), a word of every third resume and
// of the forklift orders' positions, a place's phone numbers, a client company's name, a job
// title, a contact's name, and a word nothing holds. Every name starts "staff search", so
// `--only "staff search"` picks them.
function searchScenarios(staff: string): Scenario[] {
  const ask = (q: string) => `/api/admin/search?${new URLSearchParams({ q }).toString()}`;
  return [
    ['staff search "maria" (a first name)', ask('maria'), { cookie: staff }],
    ['staff search "ma" (two letters)', ask('ma'), { cookie: staff }],
    ['staff search "forklift" (a resume word)', ask('forklift'), { cookie: staff }],
    ['staff search "(312) 555-01" (a phone number)', ask('(312) 555-01'), { cookie: staff }],
    ['staff search "lakeshore" (a company)', ask('lakeshore'), { cookie: staff }],
    ['staff search "electrician" (a job title)', ask('electrician'), { cookie: staff }],
    ['staff search "dana brooks" (a contact)', ask('dana brooks'), { cookie: staff }],
    ['staff search "zzyzx" (a word nothing holds)', ask('zzyzx'), { cookie: staff }],
  ];
}

const rows: Row[] = [];
// The unique-searches scenario's rows (bench/unique-searches.ts).
const uniqueSearchRows: ResultRow[] = [];
const memory: MemoryReading[] = [];

// Only the scenarios whose name contains one of the --only texts.
const only = values.only?.split(',');
const chosenOf = (list: Scenario[]) =>
  list.filter(([name]) => !only || only.some((text) => name.includes(text)));
const uniqueSearches = !only || only.some((text) => UNIQUE_SEARCHES_SCENARIO.includes(text));
const uncounted = (name: string) =>
  name.endsWith('counted every request') || name.endsWith('ranked every request');

// Each scenario, then the floor answering as many bytes, on the same server.
async function measureRows(
  server: RunningServer,
  list: Scenario[],
  db: string,
  labels: { jobs: number; candidates?: number; orders?: number; search?: true },
) {
  for (const [scenario, route, headers, twin] of list) {
    const bytes = (await (await fetch(`${server.url}${route}`, { headers })).arrayBuffer())
      .byteLength;
    const pid = server.process.pid ?? 0;
    const real = await measure(
      `${server.url}${route}`,
      pid,
      db === 'postgres',
      headers,
      scenario.endsWith('every request rendered'),
    );
    const floor = await measure(
      `${server.url}/api/__bench/floor?bytes=${bytes}`,
      pid,
      false,
      headers,
    );
    rows.push({
      db,
      ...labels,
      scenario,
      ...(twin === undefined ? {} : { twin }),
      bytes,
      rps: real.rps,
      p50: real.p50,
      p95: real.p95,
      p99: real.p99,
      floorRps: floor.rps,
      floorP50: floor.p50,
      floorP99: floor.p99,
      serverCpuUs: real.serverCpuUs,
      databaseCpuUs: real.databaseCpuUs,
    });
    console.log(
      `${scenario}: ${real.rps} req/s p50 ${real.p50} ms p95 ${real.p95} ms p99 ${real.p99} ms, CPU ${real.serverCpuUs} µs/request (database ${real.databaseCpuUs ?? '-'}) | floor ${floor.rps} req/s`,
    );
  }
}

// The HTML rows need the web app the server serves: on a fresh clone it is built once here,
// as `npm start` does, instead of every page answering 404 (not for a run without them).
const htmlRows =
  uniqueSearches || chosenOf(jobScenarios('', '')).some(([, , headers]) => headers.accept);
if (htmlRows && !existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
}

async function feedsBuilt(url: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  while ((await fetch(`${url}/sitemap.xml`, { method: 'HEAD' })).status !== 200) {
    if (Date.now() > deadline) throw new Error('the first feed build took over 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

for (const db of dbs) {
  for (const size of sizes) {
    // `--only candidate` and the like: no job row to measure at this size.
    if (chosenOf(jobScenarios('', '')).length === 0 && !uniqueSearches) continue;
    const dataDir = mkdtempSync(path.join(tmpdir(), `bench-${db}-${size}-`));
    const databaseName = `staffing_bench_${size}`;
    const databaseUrl =
      db === 'sqlite'
        ? `sqlite:${path.join(dataDir, 'bench.db')}`
        : `${values.postgres}/${databaseName}`;
    if (db === 'postgres') {
      psql(`drop database if exists ${databaseName}`);
      psql(`create database ${databaseName}`);
    }
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
    console.log(`\n== ${db}, ${size} jobs: seeding`);
    runCli('seed.ts', ['--jobs', String(size), '--batch', '1000'], env);
    runCli('admin-create.ts', ['--email', 'bench@example.com'], env, 'bench-password-1\n');

    const serverEnv = { ...env, BENCH_FLOOR_ROUTE: 'true', OUTBOX_POLL_MS: '60000' };
    let server = await startServer(serverEnv);
    try {
      // A board seeded through the CLI gets its feeds built at the first start, in a builder
      // process that reads every job (about 25 s at a million): rows and "at rest" are
      // measured after it, as on a site that has been up for a minute.
      const firstBuild = startPeakMemory(server.process.pid ?? 0);
      await feedsBuilt(server.url);
      const duringFeedBuild = firstBuild.stop();
      const cookie = await login(server.url, 'bench@example.com', 'bench-password-1');
      const newest = (await (await fetch(`${server.url}/api/jobs/jobs?limit=1`)).json()) as {
        _id: string;
      }[];
      const jobId = newest[0]?._id ?? '';
      const scenarios = jobScenarios(jobId, cookie);
      const chosen = chosenOf(scenarios);
      // Warm up caches and the JIT before measuring anything.
      const warmUp = () =>
        autocannon({ url: `${server.url}/api/jobs/jobs?limit=9`, connections, duration: 2 });
      const measureAll = (list: Scenario[]) => measureRows(server, list, db, { jobs: size });
      await warmUp();
      const pid = server.process.pid ?? 0;
      const afterWarmUp = serverMemoryMb(pid);
      // At rest: once no request has come for 3 s, as after the load. Right after the
      // warm-up the young generation still holds its garbage, which the server gives back
      // once idle for a second (lib/idle-memory.ts).
      const atRest = await settledMemoryMb(pid);
      const load = startPeakMemory(pid);
      await measureAll(chosen.filter(([name]) => !uncounted(name)));
      const duringLoad = load.stop();
      memory.push({
        db,
        jobs: size,
        duringFeedBuild,
        afterWarmUp,
        atRest,
        duringLoad,
        afterLoad: await settledMemoryMb(pid),
      });
      if (uniqueSearches) {
        uniqueSearchRows.push(
          ...(await measureUniqueSearches(
            server.url,
            pid,
            { database: db, jobs: size },
            { connections, duration },
          )),
        );
      }
      const counted = chosen.filter(([name]) => uncounted(name));
      if (counted.length > 0) {
        await server.stop();
        server = await startServer({ ...serverEnv, SEARCH_COUNT_CACHE_MS: '0' });
        await feedsBuilt(server.url);
        await warmUp();
        await measureAll(counted);
      }
    } finally {
      await server.stop();
      if (values.keep) {
        console.log(`kept: ${databaseUrl}`);
      } else {
        rmSync(dataDir, { recursive: true, force: true });
        if (db === 'postgres') psql(`drop database if exists ${databaseName}`);
      }
    }
  }

  // The talent pool: staff searching candidates, on a database seeded with `count` people
  // (`npm run db:seed -- --candidates`), who applied to the smallest number of jobs.
  for (const count of candidateSizes) {
    if (chosenOf(candidateScenarios('')).length === 0) continue;
    const jobs = sizes[0] ?? 10_000;
    const dataDir = mkdtempSync(path.join(tmpdir(), `bench-${db}-candidates-${count}-`));
    const databaseName = `staffing_bench_candidates_${count}`;
    const databaseUrl =
      db === 'sqlite'
        ? `sqlite:${path.join(dataDir, 'bench.db')}`
        : `${values.postgres}/${databaseName}`;
    if (db === 'postgres') {
      psql(`drop database if exists ${databaseName}`);
      psql(`create database ${databaseName}`);
    }
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
    console.log(`\n== ${db}, ${count} candidates (${jobs} jobs): seeding`);
    runCli(
      'seed.ts',
      ['--jobs', String(jobs), '--candidates', String(count), '--batch', '1000'],
      env,
    );
    runCli('admin-create.ts', ['--email', 'bench@example.com'], env, 'bench-password-1\n');
    const serverEnv = { ...env, BENCH_FLOOR_ROUTE: 'true', OUTBOX_POLL_MS: '60000' };
    let server = await startServer(serverEnv);
    try {
      // A board seeded through the CLI gets its feeds built at the first start, in a worker
      // thread that reads every job (about 25 s at a million): rows and "at rest" are
      // measured after it, as on a site that has been up for a minute.
      await feedsBuilt(server.url);
      const cookie = await login(server.url, 'bench@example.com', 'bench-password-1');
      const warmUp = () =>
        autocannon({
          url: `${server.url}/api/admin/candidates`,
          headers: { cookie },
          connections,
          duration: 2,
        });
      const chosen = chosenOf(candidateScenarios(cookie));
      const labels = { jobs, candidates: count };
      await warmUp();
      await measureRows(
        server,
        chosen.filter(([name]) => !uncounted(name)),
        db,
        labels,
      );
      const counted = chosen.filter(([name]) => uncounted(name));
      if (counted.length > 0) {
        // The session is in the database: the second server knows the cookie.
        await server.stop();
        server = await startServer({ ...serverEnv, SEARCH_COUNT_CACHE_MS: '0' });
        await feedsBuilt(server.url);
        await warmUp();
        await measureRows(server, counted, db, labels);
      }
    } finally {
      await server.stop();
      if (values.keep) {
        console.log(`kept: ${databaseUrl}`);
      } else {
        rmSync(dataDir, { recursive: true, force: true });
        if (db === 'postgres') psql(`drop database if exists ${databaseName}`);
      }
    }
  }

  // The order board and the client portal: on a database seeded with `count` job orders (and
  // their client companies, shortlists and placements: `npm run db:seed -- --orders`), a
  // fixed talent pool to shortlist from.
  for (const count of orderSizes) {
    if (chosenOf(orderScenarios('', '', '')).length === 0) continue;
    const jobs = 1000;
    const candidates = 5000;
    const dataDir = mkdtempSync(path.join(tmpdir(), `bench-${db}-orders-${count}-`));
    const databaseName = `staffing_bench_orders_${count}`;
    const databaseUrl =
      db === 'sqlite'
        ? `sqlite:${path.join(dataDir, 'bench.db')}`
        : `${values.postgres}/${databaseName}`;
    if (db === 'postgres') {
      psql(`drop database if exists ${databaseName}`);
      psql(`create database ${databaseName}`);
    }
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
    console.log(`\n== ${db}, ${count} orders (${candidates} candidates): seeding`);
    runCli('admin-create.ts', ['--email', 'bench@example.com'], env, 'bench-password-1\n');
    runCli(
      'seed.ts',
      [
        '--jobs',
        String(jobs),
        '--candidates',
        String(candidates),
        '--orders',
        String(count),
        '--batch',
        '1000',
      ],
      env,
    );
    const { orderId } = await addBenchClient(databaseUrl);
    const serverEnv = { ...env, BENCH_FLOOR_ROUTE: 'true', OUTBOX_POLL_MS: '60000' };
    let server = await startServer(serverEnv);
    try {
      await feedsBuilt(server.url);
      const staff = await login(server.url, 'bench@example.com', 'bench-password-1');
      const client = await login(server.url, BENCH_CLIENT.email, BENCH_CLIENT.password);
      const warmUp = () =>
        autocannon({
          url: `${server.url}/api/admin/orders`,
          headers: { cookie: staff },
          connections,
          duration: 2,
        });
      const chosen = chosenOf(orderScenarios(staff, client, orderId));
      const labels = { jobs, candidates, orders: count };
      await warmUp();
      await measureRows(
        server,
        chosen.filter(([name]) => !uncounted(name)),
        db,
        labels,
      );
      const counted = chosen.filter(([name]) => uncounted(name));
      if (counted.length > 0) {
        // The sessions are in the database: the second server knows the cookies.
        await server.stop();
        server = await startServer({ ...serverEnv, SEARCH_COUNT_CACHE_MS: '0' });
        await feedsBuilt(server.url);
        await warmUp();
        await measureRows(server, counted, db, labels);
      }
    } finally {
      await server.stop();
      if (values.keep) {
        console.log(`kept: ${databaseUrl}`);
      } else {
        rmSync(dataDir, { recursive: true, force: true });
        if (db === 'postgres') psql(`drop database if exists ${databaseName}`);
      }
    }
  }
  // Staff's search box: on a database seeded with each board's jobs, candidates and orders
  // (and the orders' client companies), in one seed.
  for (const board of searchBoards) {
    if (chosenOf(searchScenarios('')).length === 0) continue;
    const dataDir = mkdtempSync(path.join(tmpdir(), `bench-${db}-search-${board.jobs}-`));
    const databaseName = `staffing_bench_search_${board.jobs}`;
    const databaseUrl =
      db === 'sqlite'
        ? `sqlite:${path.join(dataDir, 'bench.db')}`
        : `${values.postgres}/${databaseName}`;
    if (db === 'postgres') {
      psql(`drop database if exists ${databaseName}`);
      psql(`create database ${databaseName}`);
    }
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
    console.log(
      `\n== ${db}, search: ${board.jobs} jobs, ${board.candidates} candidates, ${board.orders} orders: seeding`,
    );
    runCli('admin-create.ts', ['--email', 'bench@example.com'], env, 'bench-password-1\n');
    const seeding = Date.now();
    runCli(
      'seed.ts',
      [
        '--jobs',
        String(board.jobs),
        '--candidates',
        String(board.candidates),
        '--orders',
        String(board.orders),
        '--batch',
        '1000',
      ],
      env,
    );
    console.log(`seeded in ${((Date.now() - seeding) / 1000).toFixed(0)} s`);
    const serverEnv = { ...env, BENCH_FLOOR_ROUTE: 'true', OUTBOX_POLL_MS: '60000' };
    const server = await startServer(serverEnv);
    try {
      await feedsBuilt(server.url);
      const staff = await login(server.url, 'bench@example.com', 'bench-password-1');
      await autocannon({
        url: `${server.url}/api/admin/search?q=warm`,
        headers: { cookie: staff },
        connections,
        duration: 2,
      });
      await measureRows(server, chosenOf(searchScenarios(staff)), db, { ...board, search: true });
    } finally {
      await server.stop();
      if (values.keep) {
        console.log(`kept: ${databaseUrl}`);
      } else {
        rmSync(dataDir, { recursive: true, force: true });
        if (db === 'postgres') psql(`drop database if exists ${databaseName}`);
      }
    }
  }
}

// Against the smallest size of the same database and scenario: how much throughput a larger
// board keeps (the scale target is at least 0.5 at a million jobs against 10,000); for the
// talent pool's rows, against the smallest number of candidates; for the order rows, against
// the smallest number of orders.
const ratioToSmallest = (row: Row): number | null => {
  const smallest = rows.find(
    (other) =>
      other.db === row.db &&
      other.scenario === row.scenario &&
      (row.search
        ? other.jobs === searchBoards[0]?.jobs
        : row.orders !== undefined
          ? other.orders === orderSizes[0]
          : row.candidates === undefined
            ? other.jobs === sizes[0]
            : other.candidates === candidateSizes[0]),
  );
  return smallest && smallest !== row
    ? Math.round((row.rps / Math.max(smallest.rps, 1)) * 100) / 100
    : null;
};
const floorOverReal = (row: Row) => Math.round((row.floorRps / Math.max(row.rps, 1)) * 100) / 100;
// The scale target: every row keeps at least half its req/s at the largest size. The fresh
// keyword facets have none: they measure answers given after the count's budget (ADR 0020),
// not the count's cost.
const SCALE_TARGET = 0.5;
const scaleDiagnostic = (row: Row) =>
  row.scenario.startsWith('facets (q=') && row.scenario.endsWith('counted every request');
const scaleMet = (row: Row): boolean | null => {
  const ratio = ratioToSmallest(row);
  return ratio === null || scaleDiagnostic(row) ? null : ratio >= SCALE_TARGET;
};
// A Spanish row against its English twin of the same database and size, measured seconds
// apart: req/s, and the server's CPU per request, which moves less between runs.
const twinOf = (row: Row) =>
  row.twin === undefined
    ? undefined
    : rows.find(
        (other) =>
          other.db === row.db &&
          other.jobs === row.jobs &&
          other.candidates === row.candidates &&
          other.orders === row.orders &&
          other.scenario === row.twin,
      );
const overEnglish = (row: Row, pick: (row: Row) => number): number | null => {
  const twin = twinOf(row);
  return twin ? Math.round((pick(row) / Math.max(pick(twin), 1)) * 100) / 100 : null;
};
const ratioCell = (ratio: number | null) => ratio?.toFixed(2) ?? '';
// The search box's latency target: p95 at most 100 ms at 10 connections, on every board.
const SEARCH_P95_TARGET_MS = 100;
const p95Met = (row: Row): boolean | null => (row.search ? row.p95 <= SEARCH_P95_TARGET_MS : null);
const table = [
  '| database | jobs | candidates | orders | scenario | bytes | req/s | p50 ms | p95 ms | p99 ms | server CPU µs/req | database CPU µs/req | floor req/s | floor p50 | floor p99 | floor ÷ real (req/s) | req/s ÷ smallest size | Spanish ÷ English req/s | Spanish ÷ English server CPU |',
  '| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (row) =>
      `| ${row.db} | ${row.jobs.toLocaleString('en-US')} | ${row.candidates?.toLocaleString('en-US') ?? '—'} | ${row.orders?.toLocaleString('en-US') ?? '—'} | ${row.scenario} | ${row.bytes} | ${row.rps} | ${row.p50} | ${row.p95}${p95Met(row) === false ? ' ✗' : ''} | ${row.p99} | ${row.serverCpuUs} | ${row.databaseCpuUs ?? '—'} | ${row.floorRps} | ${row.floorP50} | ${row.floorP99} | ${floorOverReal(row).toFixed(2)} | ${ratioCell(ratioToSmallest(row))}${scaleMet(row) === false ? ' ✗' : ''} | ${ratioCell(overEnglish(row, (r) => r.rps))} | ${ratioCell(overEnglish(row, (r) => r.serverCpuUs))} |`,
  ),
].join('\n');
const scaleMisses = rows.filter((row) => scaleMet(row) === false);
const p95Misses = rows.filter((row) => p95Met(row) === false);
console.log(
  `\n${table}\n\nScale (req/s at each size ÷ at the smallest, target ≥ ${SCALE_TARGET}): ${
    scaleMisses.length === 0
      ? 'every row meets it'
      : `missed by ${scaleMisses
          .map(
            (row) =>
              `${row.db} ${row.scenario} (${ratioCell(ratioToSmallest(row))} at ${(row.orders ?? row.candidates ?? row.jobs).toLocaleString('en-US')})`,
          )
          .join('; ')}`
  }${
    rows.some((row) => row.search)
      ? `\n\nStaff search, p95 ≤ ${SEARCH_P95_TARGET_MS} ms: ${
          p95Misses.length === 0
            ? 'every row meets it'
            : `missed by ${p95Misses.map((row) => `${row.db} ${row.scenario} at ${row.jobs.toLocaleString('en-US')} jobs (${row.p95} ms)`).join('; ')}`
        }`
      : ''
  }\n\n${memoryTable(memory)}`,
);

// "CPU µs/req" is the CPU time (user + system) the server, and for PostgreSQL every
// `postgres` process, used during the row's measured requests, divided by their number.
const resultRows: ResultRow[] = [
  ...rows.map((row) => ({
    name: row.scenario,
    params: {
      database: row.db,
      jobs: row.jobs,
      ...(row.candidates === undefined ? {} : { candidates: row.candidates }),
      ...(row.orders === undefined ? {} : { orders: row.orders }),
    },
    metrics: {
      reqPerSec: row.rps,
      p50Ms: row.p50,
      p95Ms: row.p95,
      p99Ms: row.p99,
      serverCpuUsPerReq: row.serverCpuUs,
      databaseCpuUsPerReq: row.databaseCpuUs ?? null,
      bytes: row.bytes,
      floorReqPerSec: row.floorRps,
      floorP50Ms: row.floorP50,
      floorP99Ms: row.floorP99,
      floorOverReal: floorOverReal(row),
      reqPerSecOverSmallestSize: ratioToSmallest(row),
      scaleTargetMet: scaleMet(row),
      ...(row.search ? { p95TargetMet: p95Met(row) } : {}),
      ...(row.twin === undefined
        ? {}
        : {
            reqPerSecOverEnglish: overEnglish(row, (r) => r.rps),
            serverCpuOverEnglish: overEnglish(row, (r) => r.serverCpuUs),
          }),
    },
  })),
  ...uniqueSearchRows,
  ...memoryResultRows(memory),
];
recorder.write({ rows: resultRows });
