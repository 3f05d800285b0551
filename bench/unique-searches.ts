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

type Load = { rps: number; p50: number; p99: number; requests: number; failures: number };

function summary(result: autocannon.Result): Load {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors,
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
    `${UNIQUE_SEARCHES_SCENARIO}: list alone ${alone.rps} req/s p99 ${alone.p99} ms; beside the bots ${beside.rps} req/s p99 ${beside.p99} ms (${ratio.toFixed(2)}); bots ${bots.rps} req/s p50 ${bots.p50} ms p99 ${bots.p99} ms, ${bots.failures} failed; fresh facets ready in a quiet moment: ${ready}/${sampled}`,
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
        listFailures: beside.failures + alone.failures,
        serverCpuUsPerReq: serverCpuUs,
        quietFacetsReadyOfTwenty: ready,
        passed: ratio >= 0.5 && bots.failures === 0 && beside.failures === 0,
      },
    },
  ];
}
