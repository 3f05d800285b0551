import autocannon from 'autocannon';
import type { ResultRow } from './bench-result.ts';
import { cpuSeconds, postgresCpuSeconds } from './bench-support.ts';

// bench:api's scenario for crawlers and bots following search links with endless new keywords
// (ADR 0020, counts never hold up a page): the industry list's req/s alone, then the same
// list beside 20 clients each asking the find-job page for two words nobody asked before,
// with a random filter, on every request. The target: the list keeps at least half its req/s.

export const UNIQUE_SEARCHES_SCENARIO = 'industry list beside 20 clients searching new words';
const BOTS = 20;
const QUIET_AFTER_MS = 10_000;
const LIST = '/api/jobs/jobs?industry=Drivers&limit=50';

// Words of the seeded jobs (db:seed's titles, places and text), so every search has matches.
const WORDS = [
  'nurse',
  'electrician',
  'developer',
  'accountant',
  'driver',
  'technician',
  'analyst',
  'assistant',
  'manager',
  'welder',
  'carpenter',
  'therapist',
  'junior',
  'senior',
  'lead',
  'staff',
  'associate',
  'principal',
  'chicago',
  'aurora',
  'naperville',
  'joliet',
  'milwaukee',
  'gary',
  'rockford',
  'peoria',
  'madison',
  'indianapolis',
  'detroit',
  'remote',
  'synthetic',
  'posting',
  'experience',
  'reliability',
  'role',
  'work',
];
const FILTERS = [
  'industry=Healthcare',
  'industry=Drivers',
  'industry=Construction',
  'industry=Business',
  'industry=ItTech',
  'type=Full-Time',
  'type=Part-Time',
  'type=Contract',
  'workplace=remote',
  'workplace=hybrid',
  'workplace=on-site',
  'postedWithin=1',
  'postedWithin=7',
  'postedWithin=30',
  'minAnnualPay=30000',
  'minAnnualPay=50000',
  'minAnnualPay=75000',
  'minAnnualPay=100000',
];

// Every question once, in a fixed shuffled order, so two runs ask the same questions and no
// question is asked twice in a run (11,340 of them: each pair of words once, with one of the
// filters; a run asks a few thousand at most). A repeated question would find its page, total
// and counts shared (ADR 0010) and measure something cheaper than a flood of new words.
export function questions(seed: number) {
  // mulberry32: a small generator with integer arithmetic only.
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const all: string[] = [];
  WORDS.forEach((first, index) => {
    for (const second of WORDS.slice(index + 1)) {
      for (const filter of FILTERS) all.push(`${first} ${second}\t${filter}`);
    }
  });
  for (let index = all.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [all[index], all[other]] = [all[other] ?? '', all[index] ?? ''];
  }
  let next = 0;
  return () => {
    const [words = '', filter = ''] = (all[next++ % all.length] ?? '').split('\t');
    // Either word first: people type them both ways.
    const [first, second] = words.split(' ');
    const q = random() < 0.5 ? `${first ?? ''}+${second ?? ''}` : `${second ?? ''}+${first ?? ''}`;
    return `q=${q}&${filter}`;
  };
}

function formatCores(cores: { server: number; postgres: number; load: number }) {
  return `server ${cores.server.toFixed(2)} + PostgreSQL ${cores.postgres.toFixed(2)} + load ${cores.load.toFixed(2)}`;
}

// `failures`: answers other than 2xx, and connection errors; `timeouts`: requests autocannon
// gave up on after 10 s (a bot waiting its turn in the search lane, not an error of the site).
type Load = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
  timeouts: number;
};

function summary(result: autocannon.Result): Load {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors - result.timeouts,
    timeouts: result.timeouts,
  };
}

export async function measureUniqueSearches(
  url: string,
  serverPid: number,
  labels: { database: string; jobs: number },
  { connections, duration }: { connections: number; duration: number },
): Promise<ResultRow[]> {
  const list = () => autocannon({ url: `${url}${LIST}`, connections, duration });
  // Where the machine's time goes in each phase, in cores: the server process (on SQLite its
  // search processes are not in it), PostgreSQL (every postgres process; 0 on SQLite) and the
  // load generator (this process).
  const cores = async <T>(phase: () => Promise<T>) => {
    const before = {
      server: cpuSeconds(serverPid),
      postgres: postgresCpuSeconds(),
      load: process.cpuUsage(),
      at: performance.now(),
    };
    const result = await phase();
    const seconds = (performance.now() - before.at) / 1000;
    const load = process.cpuUsage(before.load);
    const share = (value: number) => Math.round((value / seconds) * 100) / 100;
    return {
      result,
      cores: {
        server: share(cpuSeconds(serverPid) - before.server),
        postgres:
          labels.database === 'postgres' ? share(postgresCpuSeconds() - before.postgres) : 0,
        load: share((load.user + load.system) / 1_000_000),
      },
    };
  };
  const aloneRun = await cores(list);
  const alone = summary(aloneRun.result);
  const ask = questions(labels.jobs + labels.database.length);
  const serverBefore = cpuSeconds(serverPid);
  const flood = await cores(() =>
    Promise.all([
      list(),
      autocannon({
        url: `${url}/find-job`,
        connections: BOTS,
        duration,
        headers: { accept: 'text/html' },
        requests: [{ setupRequest: (request) => ({ ...request, path: `/find-job?${ask()}` }) }],
      }),
    ]),
  );
  const [beside, bots] = [summary(flood.result[0]), summary(flood.result[1])];
  const serverCpuUs = Math.round(
    ((cpuSeconds(serverPid) - serverBefore) * 1_000_000) /
      Math.max(beside.requests + bots.requests, 1),
  );
  // On a quiet server, how many fresh facets of such a search are ready within the budget.
  // The searches the bots left waiting are still answered for a few seconds after they stop
  // (and under that flood a first ask's counts wait for its next ask): quiet means after them.
  await new Promise((resolve) => setTimeout(resolve, QUIET_AFTER_MS));
  let ready = 0;
  const sampled = 20;
  for (let index = 0; index < sampled; index++) {
    const answer = (await (await fetch(`${url}/api/jobs/facets?${ask()}`)).json()) as object;
    if (!('pending' in answer)) ready += 1;
  }
  const ratio = Math.round((beside.rps / Math.max(alone.rps, 1)) * 100) / 100;
  console.log(
    `${UNIQUE_SEARCHES_SCENARIO}: list alone ${alone.rps} req/s p99 ${alone.p99} ms; beside the bots ${beside.rps} req/s p99 ${beside.p99} ms (${ratio.toFixed(2)}); bots ${bots.rps} req/s p50 ${bots.p50} ms p99 ${bots.p99} ms, ${bots.failures} failed, ${bots.timeouts} timed out; fresh facets ready in a quiet moment: ${ready}/${sampled}; cores alone ${formatCores(aloneRun.cores)}, beside the bots ${formatCores(flood.cores)}`,
  );
  return [
    {
      name: UNIQUE_SEARCHES_SCENARIO,
      params: labels,
      metrics: {
        listAloneReqPerSec: alone.rps,
        listAloneP99Ms: alone.p99,
        reqPerSec: beside.rps,
        p50Ms: beside.p50,
        p99Ms: beside.p99,
        reqPerSecOverAlone: ratio,
        botReqPerSec: bots.rps,
        botP50Ms: bots.p50,
        botP99Ms: bots.p99,
        botFailures: bots.failures,
        botTimeouts: bots.timeouts,
        listFailures: beside.failures + alone.failures,
        serverCpuUsPerReq: serverCpuUs,
        serverCoresAlone: aloneRun.cores.server,
        postgresCoresAlone: aloneRun.cores.postgres,
        loadCoresAlone: aloneRun.cores.load,
        serverCoresBeside: flood.cores.server,
        postgresCoresBeside: flood.cores.postgres,
        loadCoresBeside: flood.cores.load,
        quietFacetsReadyOfTwenty: ready,
        passed: ratio >= 0.5 && bots.failures === 0 && beside.failures === 0,
      },
    },
  ];
}

// `npm run bench:unique-searches -- --database-url <url> --jobs <n>`: the scenario alone, on a
// database seeded beforehand with `npm run db:seed` (bench:api seeds its own each run, which at
// a million jobs takes minutes per database), against the built production server.
if (import.meta.main) {
  const { parseArgs } = await import('node:util');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const { startResult } = await import('./bench-result.ts');
  const { startServer } = await import('./bench-support.ts');
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string', multiple: true },
      jobs: { type: 'string', default: '1000000' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
    },
  });
  const urls = values['database-url'] ?? [];
  const jobs = Number(values.jobs);
  const load = { connections: Number(values.connections), duration: Number(values.duration) };
  const recorder = startResult('bench:unique-searches', { jobs, ...load });
  const rows: ResultRow[] = [];
  for (const url of urls) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-unique-searches-'));
    const server = await startServer({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      OUTBOX_POLL_MS: '60000',
    });
    try {
      // Measured once the feeds are built, as bench:api does.
      const deadline = Date.now() + 900_000;
      while ((await fetch(`${server.url}/sitemap.xml`, { method: 'HEAD' })).status !== 200) {
        if (Date.now() > deadline) throw new Error('the first feed build took over 15 minutes');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      await autocannon({ url: `${server.url}/api/jobs/jobs?limit=9`, duration: 2 });
      const database = url.startsWith('sqlite:') ? 'sqlite' : 'postgres';
      rows.push(
        ...(await measureUniqueSearches(
          server.url,
          server.process.pid ?? 0,
          { database, jobs },
          load,
        )),
      );
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  recorder.write({ rows, passed: rows.every((row) => row.metrics.passed === true) });
}
