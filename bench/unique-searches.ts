import autocannon from 'autocannon';
import type { ResultRow } from './bench-result.ts';
import { cpuSeconds } from './bench-support.ts';

// bench:api's scenario for crawlers and bots following search links with endless new keywords
// (ADR 0020, counts never hold up a page): the industry list's req/s alone, then the same
// list beside 20 clients each asking the find-job page for two words nobody asked before,
// with a random filter, on every request. The target: the list keeps at least half its req/s.

export const UNIQUE_SEARCHES_SCENARIO = 'industry list beside 20 clients searching new words';
const BOTS = 20;
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

// A fixed sequence, so two runs ask the same questions.
function questions(seed: number) {
  let state = seed;
  const next = (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
  return () => {
    const first = WORDS[next(WORDS.length)] ?? 'nurse';
    let second = WORDS[next(WORDS.length)] ?? 'welder';
    if (second === first) second = 'experience';
    return `q=${first}+${second}&${FILTERS[next(FILTERS.length)] ?? ''}`;
  };
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
  const alone = summary(await list());
  const ask = questions(labels.jobs + labels.database.length);
  const serverBefore = cpuSeconds(serverPid);
  const [beside, bots] = await Promise.all([
    list(),
    autocannon({
      url: `${url}/find-job`,
      connections: BOTS,
      duration,
      headers: { accept: 'text/html' },
      requests: [{ setupRequest: (request) => ({ ...request, path: `/find-job?${ask()}` }) }],
    }),
  ]).then(([first, second]) => [summary(first), summary(second)] as const);
  const serverCpuUs = Math.round(
    ((cpuSeconds(serverPid) - serverBefore) * 1_000_000) /
      Math.max(beside.requests + bots.requests, 1),
  );
  // On a quiet server, how many fresh facets of such a search are ready within the budget.
  let ready = 0;
  const sampled = 20;
  for (let index = 0; index < sampled; index++) {
    const answer = (await (await fetch(`${url}/api/jobs/facets?${ask()}`)).json()) as object;
    if (!('pending' in answer)) ready += 1;
  }
  const ratio = Math.round((beside.rps / Math.max(alone.rps, 1)) * 100) / 100;
  console.log(
    `${UNIQUE_SEARCHES_SCENARIO}: list alone ${alone.rps} req/s p99 ${alone.p99} ms; beside the bots ${beside.rps} req/s p99 ${beside.p99} ms (${ratio.toFixed(2)}); bots ${bots.rps} req/s p50 ${bots.p50} ms p99 ${bots.p99} ms, ${bots.failures} failed, ${bots.timeouts} timed out; fresh facets ready in a quiet moment: ${ready}/${sampled}`,
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
