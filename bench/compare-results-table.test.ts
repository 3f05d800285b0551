import { describe, expect, it } from 'vitest';
import type { BenchResult, ResultRow } from './bench-result.ts';
import {
  compareResults,
  formatComparison,
  formatValue,
  parseResult,
  pickResultFile,
} from './compare-results-table.ts';

const result = (script: string, rows: ResultRow[], options = {}): BenchResult => ({
  script,
  startedAt: '2026-11-25T10:00:00.000Z',
  finishedAt: '2026-11-25T10:20:00.000Z',
  commit: '2450cde0000000000000000000000000000000000',
  dirty: false,
  changedFiles: [],
  machine: {
    cpus: 2,
    cpuModel: null,
    memoryMb: 24_000,
    node: 'v24.21.0',
    os: null,
    loadAverage: [0.1, 0.2, 0.3],
  },
  options,
  rows,
});

const apiRow = (
  name: string,
  database: string,
  jobs: number,
  metrics: ResultRow['metrics'],
): ResultRow => ({ name, params: { database, jobs }, metrics });

describe('compareResults', () => {
  it('matches rows by name and every parameter, whatever their order in the files', () => {
    const before = result('bench:api', [
      apiRow('newest jobs', 'sqlite', 1_000_000, { reqPerSec: 1_000, p99Ms: 20 }),
      apiRow('newest jobs', 'sqlite', 10_000, { reqPerSec: 2_000, p99Ms: 10 }),
      apiRow('newest jobs', 'postgres', 10_000, { reqPerSec: 800, p99Ms: 40 }),
    ]);
    const after = result('bench:api', [
      apiRow('newest jobs', 'postgres', 10_000, { reqPerSec: 1_200, p99Ms: 30 }),
      {
        name: 'newest jobs',
        params: { jobs: 10_000, database: 'sqlite' },
        metrics: { reqPerSec: 1_000, p99Ms: 15 },
      },
    ]);

    const comparison = compareResults(before, after);

    expect(comparison.rows).toEqual([
      {
        label: 'newest jobs · database postgres, jobs 10,000',
        metrics: [
          { metric: 'reqPerSec', before: 800, after: 1_200, ratio: 1.5 },
          { metric: 'p99Ms', before: 40, after: 30, ratio: 0.75 },
        ],
      },
      {
        label: 'newest jobs · jobs 10,000, database sqlite',
        metrics: [
          { metric: 'reqPerSec', before: 2_000, after: 1_000, ratio: 0.5 },
          { metric: 'p99Ms', before: 10, after: 15, ratio: 1.5 },
        ],
      },
    ]);
    expect(comparison.onlyBefore).toEqual(['newest jobs · database sqlite, jobs 1,000,000']);
    expect(comparison.onlyAfter).toEqual([]);
  });

  it('refuses results of two different scripts', () => {
    expect(() => compareResults(result('bench:api', []), result('bench:web', []))).toThrow(
      /different scripts \(bench:api and bench:web\)/,
    );
  });

  it('gives no ratio where a side is missing, not a number, or zero', () => {
    const before = result('bench:api', [
      apiRow('facets', 'postgres', 10_000, { databaseCpuUsPerReq: 0, passed: true, bytes: 700 }),
    ]);
    const after = result('bench:api', [
      apiRow('facets', 'postgres', 10_000, { databaseCpuUsPerReq: 5, passed: false, p99Ms: 2 }),
    ]);

    const [row] = compareResults(before, after).rows;

    expect(row?.metrics).toEqual([
      { metric: 'databaseCpuUsPerReq', before: 0, after: 5, ratio: null },
      { metric: 'passed', before: true, after: false, ratio: null },
      { metric: 'p99Ms', before: undefined, after: 2, ratio: null },
      { metric: 'bytes', before: 700, after: undefined, ratio: null },
    ]);
  });

  it('keeps only the metrics asked for, and names the options that differ', () => {
    const before = result(
      'bench:api',
      [apiRow('job detail', 'sqlite', 10_000, { reqPerSec: 5_000, p99Ms: 4 })],
      {
        duration: 5,
        sizes: [10_000],
      },
    );
    const after = result(
      'bench:api',
      [apiRow('job detail', 'sqlite', 10_000, { reqPerSec: 6_000, p99Ms: 3 })],
      {
        duration: 2,
        sizes: [10_000],
        only: 'detail',
      },
    );

    const comparison = compareResults(before, after, ['p99Ms']);

    expect(comparison.rows[0]?.metrics.map((metric) => metric.metric)).toEqual(['p99Ms']);
    expect(comparison.optionChanges).toEqual(['duration: 5 → 2', 'only: unset → "detail"']);
    expect(formatComparison(comparison)).toContain(
      '| job detail · database sqlite, jobs 10,000 | p99Ms | 4 | 3 | 0.75 |',
    );
  });
});

describe('pickResultFile', () => {
  const files = [
    '2026-11-24-bench-api-dac14eb.json',
    '2026-11-25-bench-api-2450cde.json',
    '2026-11-25-bench-api-2450cde-2.json',
    '2026-11-25-bench-bundle-2450cde.json',
  ];

  it('takes an exact name, with or without .json, even when it prefixes another', () => {
    expect(pickResultFile('2026-11-25-bench-api-2450cde', files)).toEqual({
      file: '2026-11-25-bench-api-2450cde.json',
    });
    expect(pickResultFile('2026-11-25-bench-api-2450cde-2.json', files)).toEqual({
      file: '2026-11-25-bench-api-2450cde-2.json',
    });
  });

  it('takes a prefix that only one file has', () => {
    expect(pickResultFile('2026-11-24', files)).toEqual({
      file: '2026-11-24-bench-api-dac14eb.json',
    });
  });

  it('refuses a prefix that several files or none have, saying which', () => {
    const several = pickResultFile('2026-11-25-bench-api', files);
    expect('error' in several && several.error).toMatch(/matches 2 results/);
    expect('error' in several && several.error).toContain('2026-11-25-bench-api-2450cde-2.json');
    expect(pickResultFile('2026-12', files)).toEqual({
      error: 'no result in bench/results/ starts with "2026-12"',
    });
  });
});

describe('parseResult', () => {
  it('reads a result back as written', () => {
    const written = result('bench:bundle', [
      { name: 'first visit', params: { page: 'home' }, metrics: { jsGzipBytes: 133_734 } },
    ]);
    expect(parseResult(JSON.stringify(written), 'a.json')).toEqual(written);
  });

  it('says which file is not a result and why', () => {
    expect(() => parseResult('{', 'a.json')).toThrow('a.json is not JSON');
    expect(() => parseResult('{"rows": []}', 'b.json')).toThrow('b.json names no script');
    const badRow = {
      ...result('bench:api', []),
      rows: [{ name: 'x', params: {}, metrics: { p99Ms: 'fast' } }],
    };
    expect(() => parseResult(JSON.stringify(badRow), 'c.json')).toThrow(
      'c.json: row 1 is not { name, params, metrics }',
    );
  });
});

describe('formatValue', () => {
  it('writes counts with separators and keeps small fractions readable', () => {
    expect(formatValue(1_000_000)).toBe('1,000,000');
    expect(formatValue(130.34)).toBe('130.3');
    expect(formatValue(0.0456)).toBe('0.0456');
    expect(formatValue(null)).toBe('—');
    expect(formatValue(true)).toBe('yes');
  });
});
