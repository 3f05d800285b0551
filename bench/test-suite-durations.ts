import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startResult, type ResultRow } from './bench-result.ts';
import { ROOT } from './bench-support.ts';

// node bench/test-suite-durations.ts VITEST_JSON [--wall-seconds S] [--cpu-seconds S] [--label L]
// Turns a Vitest JSON report (`npx vitest run --reporter=json --outputFile=x.json`) into a
// result in bench/results/ (script "test-suite"), so two runs of the suite compare file by
// file with `npm run bench:compare`. The report knows each file's time but not its project:
// an API file run on SQLite and on PostgreSQL is one row, its time the sum of both runs.
// Wall and CPU time of the whole command come from outside (`/usr/bin/time`).

type VitestReport = {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults: { status: string }[];
  }[];
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'wall-seconds': { type: 'string' },
    'cpu-seconds': { type: 'string' },
    label: { type: 'string' },
  },
});
const reportFile = positionals[0];
if (!reportFile) {
  console.error('Usage: node bench/test-suite-durations.ts VITEST_JSON [--wall-seconds S]');
  process.exit(2);
}
const report = JSON.parse(readFileSync(reportFile, 'utf8')) as VitestReport;
const optionalNumber = (value: string | undefined) => (value === undefined ? null : Number(value));
const recorder = startResult('test-suite', { label: values.label ?? null });

const files = new Map<
  string,
  { durationMs: number; runs: number; tests: number; failed: number }
>();
for (const file of report.testResults) {
  const name = path.relative(ROOT, file.name);
  const row = files.get(name) ?? { durationMs: 0, runs: 0, tests: 0, failed: 0 };
  row.durationMs += file.endTime - file.startTime;
  row.runs += 1;
  row.tests += file.assertionResults.length;
  row.failed += file.assertionResults.filter((test) => test.status === 'failed').length;
  files.set(name, row);
}
const rows: ResultRow[] = [
  {
    name: 'whole run',
    params: {},
    metrics: {
      wallSeconds: optionalNumber(values['wall-seconds']),
      cpuSeconds: optionalNumber(values['cpu-seconds']),
      tests: report.numTotalTests,
      passedTests: report.numPassedTests,
      failedTests: report.numFailedTests,
      fileDurationSumSeconds:
        Math.round([...files.values()].reduce((sum, row) => sum + row.durationMs, 0) / 100) / 10,
    },
  },
  ...[...files]
    .sort(([, a], [, b]) => b.durationMs - a.durationMs)
    .map(([name, row]) => ({
      name,
      params: {},
      metrics: {
        durationMs: Math.round(row.durationMs),
        runs: row.runs,
        tests: row.tests,
        failedTests: row.failed,
      },
    })),
];
recorder.write({ rows, passed: report.numFailedTests === 0 });
