import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startResult } from './bench-result.ts';
import { psql, runCli, startServer } from './bench-support.ts';

// npm run fault:postgres [-- --down 5]
// Restarts this machine's PostgreSQL (pg_ctlcluster stop, wait, start) while requests keep
// coming. Passes when no answer is a 500, the API answers 503 { error } and fails readiness
// while the database is down, and recovers by itself (no restart of the API) once it is back.

const { values } = parseArgs({
  options: {
    down: { type: 'string', default: '5' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
  },
});
const jobs = 2000;
const recorder = startResult('fault:postgres', {
  downSeconds: Number(values.down),
  pollingClients: 4,
  jobs,
});
const version = readdirSync('/etc/postgresql')[0] ?? '15';
const cluster = (action: 'stop' | 'start') => {
  const result = spawnSync(
    'pg_ctlcluster',
    [
      '--skip-systemctl-redirect',
      version,
      'main',
      action,
      ...(action === 'stop' ? ['-m', 'fast'] : []),
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`pg_ctlcluster ${action} failed`);
};

const databaseName = 'staffing_pg_restart';
psql(`drop database if exists ${databaseName}`);
psql(`create database ${databaseName}`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'pg-restart-'));
const env = { DATABASE_URL: `${values.postgres}/${databaseName}`, DATA_DIR: dataDir };
runCli('seed.ts', ['--jobs', String(jobs)], env);
// Each refused request logs a warning; the summary below says what matters.
const server = await startServer({ ...env, LOG_LEVEL: 'error' });
const pid = server.process.pid;

type Sample = {
  at: number;
  phase: 'before' | 'down' | 'after';
  jobs: number;
  ready: number;
  body: string;
};
const samples: Sample[] = [];
let phase: Sample['phase'] = 'before';
let running = true;
const started = Date.now();

async function probe() {
  while (running) {
    const [jobs, ready] = await Promise.all([
      fetch(`${server.url}/api/jobs/jobs?limit=9`).then(async (response) => ({
        status: response.status,
        body: await response.text(),
      })),
      fetch(`${server.url}/api/ready`).then(async (response) => ({
        status: response.status,
        body: await response.text(),
      })),
    ]);
    samples.push({
      at: Date.now() - started,
      phase,
      jobs: jobs.status,
      ready: ready.status,
      body: jobs.status >= 500 ? jobs.body : '',
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const probing = Promise.all([probe(), probe(), probe(), probe()]);
await new Promise((resolve) => setTimeout(resolve, 3000));
phase = 'down';
cluster('stop');
const stoppedAt = Date.now() - started;
await new Promise((resolve) => setTimeout(resolve, Number(values.down) * 1000));
cluster('start');
phase = 'after';
const startedAgainAt = Date.now() - started;
await new Promise((resolve) => setTimeout(resolve, 10_000));
running = false;
await probing;
const stillSameProcess = server.process.exitCode === null && server.process.pid === pid;
await server.stop();
psql(`drop database if exists ${databaseName}`);
rmSync(dataDir, { recursive: true, force: true });

const during = samples.filter((sample) => sample.phase === 'down' && sample.at > stoppedAt + 500);
const fiveHundreds = samples.filter((sample) => sample.jobs === 500 || sample.ready === 500);
const downShapes = new Set(
  during.map((sample) =>
    sample.body === '' ? `${sample.jobs}` : `${sample.jobs} ${sample.body.slice(0, 80)}`,
  ),
);
const firstRecovered = samples.find(
  (sample) => sample.phase === 'after' && sample.jobs === 200 && sample.ready === 200,
);
const lastAfter = samples.filter((sample) => sample.phase === 'after').slice(-20);
const recovered =
  lastAfter.length > 0 && lastAfter.every((sample) => sample.jobs === 200 && sample.ready === 200);
const summary = `PostgreSQL stopped for ${values.down} s under 4 polling clients (${samples.length} samples): ${fiveHundreds.length} answers were 500; while down, data requests answered ${[...downShapes].join(' / ') || 'nothing'} and readiness ${[...new Set(during.map((sample) => sample.ready))].join('/')}; first full recovery ${firstRecovered ? `${((firstRecovered.at - startedAgainAt) / 1000).toFixed(1)} s after PostgreSQL was started again` : 'never'}; the API process was ${stillSameProcess ? 'never restarted' : 'RESTARTED'}.`;
console.log(summary);
const answered503WhileDown =
  during.length > 0 && during.every((sample) => sample.jobs === 503 && sample.ready === 503);
const ok = fiveHundreds.length === 0 && answered503WhileDown && recovered && stillSameProcess;
recorder.write({
  passed: ok,
  rows: [
    {
      name: 'PostgreSQL stopped and started under requests',
      params: { database: 'postgres', downSeconds: Number(values.down) },
      metrics: {
        samples: samples.length,
        samplesWhileDown: during.length,
        answers500: fiveHundreds.length,
        answered503WhileDown,
        recoverySeconds: firstRecovered
          ? Math.round((firstRecovered.at - startedAgainAt) / 100) / 10
          : null,
        recovered,
        apiProcessRestarted: !stillSameProcess,
        passed: ok,
      },
    },
  ],
  details: {
    dataAnswersWhileDown: [...downShapes],
    readinessWhileDown: [...new Set(during.map((sample) => sample.ready))],
  },
});
process.exit(ok ? 0 : 1);
