import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './bench-support.ts';

// Every benchmark, load and fault script writes what it measured to bench/results/ as one JSON
// file per run, named <date>-<npm script, ':' as '-'>-<short commit>.json, so a figure in
// docs/PERFORMANCE.md can say which run it comes from and `npm run bench:compare A B` can
// set two runs side by side. The document is written by hand; no script edits it.

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

// A row is one thing measured: its name and the parameters that tell it apart from rows of
// the same name (database, jobs, page ...), and what was measured, by metric name with its
// unit in the name (reqPerSec, p99Ms, serverCpuUsPerReq, rssAtRestMb ...). Rows of two runs
// are matched by name and parameters.
export type MetricValue = number | boolean | null;
export type ResultRow = {
  name: string;
  params: Record<string, string | number | boolean>;
  metrics: Record<string, MetricValue>;
};

// null where a fact is not known (a result transcribed from an older document).
export type MachineFacts = {
  cpus: number | null;
  cpuModel: string | null;
  memoryMb: number | null;
  node: string | null;
  os: string | null;
  // 1, 5 and 15 minutes when the run started: on a 2-core machine another process's load
  // moves every figure, and this says whether anything else was running.
  loadAverage: number[] | null;
};

export type BenchResult = {
  script: string;
  startedAt: string;
  finishedAt: string;
  commit: string;
  // Whether the working tree differed from the commit (results files aside), and in which
  // files: a before/after pair is often a commit against the same commit with a change.
  dirty: boolean | null;
  changedFiles: string[];
  machine: MachineFacts;
  options: Record<string, JsonValue>;
  // For the scripts that pass or fail (load and fault scripts).
  passed?: boolean;
  rows: ResultRow[];
  // Whatever else the script reports that is not a row to compare (per-run values, files).
  details?: JsonValue;
  // Where a result that no script wrote came from.
  source?: string;
};

export const RESULTS_DIR = path.join(ROOT, 'bench/results');

function git(args: string[]): string {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trimEnd() : '';
}

export function machineFacts(): MachineFacts {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? null,
    memoryMb: Math.round(os.totalmem() / 1024 / 1024),
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

export type ResultRecorder = {
  // Writes the result and returns its path.
  write: (result: { rows: ResultRow[]; passed?: boolean; details?: JsonValue }) => string;
};

// Called when the run starts, so the date, the commit and the machine's load are those the
// figures were measured at.
export function startResult(script: string, options: Record<string, JsonValue>): ResultRecorder {
  const startedAt = new Date().toISOString();
  const commit = git(['rev-parse', 'HEAD']).trim() || 'unknown';
  const shortCommit = git(['rev-parse', '--short', 'HEAD']).trim() || 'unknown';
  const status = git(['status', '--porcelain', '--', '.', ':(exclude)bench/results']);
  const changedFiles = status === '' ? [] : status.split('\n').map((line) => line.slice(3));
  const machine = machineFacts();
  return {
    write({ rows, passed, details }) {
      const result: BenchResult = {
        script,
        startedAt,
        finishedAt: new Date().toISOString(),
        commit,
        dirty: commit === 'unknown' ? null : changedFiles.length > 0,
        changedFiles,
        machine,
        options,
        ...(passed === undefined ? {} : { passed }),
        rows,
        ...(details === undefined ? {} : { details }),
      };
      mkdirSync(RESULTS_DIR, { recursive: true });
      const stem = `${startedAt.slice(0, 10)}-${script.replaceAll(':', '-')}-${shortCommit}`;
      // A second run on the same day and commit (a before/after in one working tree) gets its
      // own file rather than replacing the first.
      let file = path.join(RESULTS_DIR, `${stem}.json`);
      for (let index = 2; existsSync(file); index++) {
        file = path.join(RESULTS_DIR, `${stem}-${index}.json`);
      }
      writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
      console.log(`\nResult written to ${path.relative(ROOT, file)}`);
      return file;
    },
  };
}
