import type { BenchResult, MetricValue, ResultRow } from './bench-result.ts';

// The comparison behind `npm run bench:compare`, without the file system, so it can be tested.

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isMetric = (value: unknown): value is MetricValue =>
  value === null || typeof value === 'number' || typeof value === 'boolean';

const isParam = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

// Checks what the comparison relies on, so a file that is not a result says so by name
// instead of failing somewhere in the table.
export function parseResult(text: string, label: string): BenchResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${label} is not JSON`);
  }
  if (!isObject(value)) throw new Error(`${label} is not a benchmark result`);
  if (typeof value.script !== 'string') throw new Error(`${label} names no script`);
  if (typeof value.startedAt !== 'string') throw new Error(`${label} has no startedAt`);
  if (typeof value.commit !== 'string') throw new Error(`${label} has no commit`);
  if (!Array.isArray(value.rows)) throw new Error(`${label} has no rows`);
  value.rows.forEach((row: unknown, index) => {
    if (
      !isObject(row) ||
      typeof row.name !== 'string' ||
      !isObject(row.params) ||
      !Object.values(row.params).every(isParam) ||
      !isObject(row.metrics) ||
      !Object.values(row.metrics).every(isMetric)
    ) {
      throw new Error(`${label}: row ${index + 1} is not { name, params, metrics }`);
    }
  });
  return value as BenchResult;
}

// A command-line argument to a file in bench/results/: its exact name (with or without
// `.json`), or a prefix only one file has, so "2026-11-25-bench-api" is enough when it is.
export function pickResultFile(
  argument: string,
  fileNames: readonly string[],
): { file: string } | { error: string } {
  const results = fileNames.filter((name) => name.endsWith('.json')).sort();
  const exact = results.find((name) => name === argument || name === `${argument}.json`);
  if (exact) return { file: exact };
  const matches = results.filter((name) => name.startsWith(argument));
  if (matches.length === 1 && matches[0]) return { file: matches[0] };
  if (matches.length === 0)
    return { error: `no result in bench/results/ starts with "${argument}"` };
  return {
    error: `"${argument}" matches ${matches.length} results; say which:\n${matches.map((name) => `  ${name}`).join('\n')}`,
  };
}

const rowKey = (row: ResultRow): string =>
  JSON.stringify([row.name, Object.entries(row.params).sort(([a], [b]) => a.localeCompare(b))]);

export const rowLabel = (row: ResultRow): string => {
  const params = Object.entries(row.params).map(
    ([key, value]) => `${key} ${typeof value === 'number' ? formatValue(value) : String(value)}`,
  );
  return params.length > 0 ? `${row.name} · ${params.join(', ')}` : row.name;
};

export type MetricComparison = {
  metric: string;
  before: MetricValue | undefined;
  after: MetricValue | undefined;
  // after ÷ before, when both are numbers and before is not 0.
  ratio: number | null;
};

export type RowComparison = { label: string; metrics: MetricComparison[] };

export type Comparison = {
  script: string;
  rows: RowComparison[];
  onlyBefore: string[];
  onlyAfter: string[];
  // Options whose values differ, as "name: before → after".
  optionChanges: string[];
};

const ratioOf = (before: MetricValue | undefined, after: MetricValue | undefined) =>
  typeof before === 'number' && typeof after === 'number' && before !== 0 ? after / before : null;

// Rows in the order of the "after" result (the newer run, usually), then metrics in the order
// each row lists them. `metrics` narrows the table to those metric names.
export function compareResults(
  before: BenchResult,
  after: BenchResult,
  metrics?: readonly string[],
): Comparison {
  if (before.script !== after.script) {
    throw new Error(
      `These are results of different scripts (${before.script} and ${after.script}): ` +
        'bench:compare compares two runs of the same script.',
    );
  }
  const beforeRows = new Map(before.rows.map((row) => [rowKey(row), row]));
  const afterKeys = new Set(after.rows.map(rowKey));
  const rows: RowComparison[] = [];
  const onlyAfter: string[] = [];
  for (const row of after.rows) {
    const earlier = beforeRows.get(rowKey(row));
    if (!earlier) {
      onlyAfter.push(rowLabel(row));
      continue;
    }
    const names = [...new Set([...Object.keys(earlier.metrics), ...Object.keys(row.metrics)])]
      .filter((name) => !metrics || metrics.includes(name))
      .sort((a, b) => {
        const order = (name: string) => {
          const index = Object.keys(row.metrics).indexOf(name);
          return index === -1 ? Number.MAX_SAFE_INTEGER : index;
        };
        return order(a) - order(b);
      });
    rows.push({
      label: rowLabel(row),
      metrics: names.map((metric) => ({
        metric,
        before: earlier.metrics[metric],
        after: row.metrics[metric],
        ratio: ratioOf(earlier.metrics[metric], row.metrics[metric]),
      })),
    });
  }
  const onlyBefore = before.rows.filter((row) => !afterKeys.has(rowKey(row))).map(rowLabel);
  const optionNames = [...new Set([...Object.keys(before.options), ...Object.keys(after.options)])];
  const show = (value: unknown) => (value === undefined ? 'unset' : JSON.stringify(value));
  const optionChanges = optionNames
    .map((name) => [name, show(before.options[name]), show(after.options[name])] as const)
    .filter(([, was, is]) => was !== is)
    .map(([name, was, is]) => `${name}: ${was} → ${is}`);
  return { script: after.script, rows, onlyBefore, onlyAfter, optionChanges };
}

export function formatValue(value: MetricValue | undefined): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  if (Math.abs(value) >= 100) return value.toLocaleString('en-US', { maximumFractionDigits: 1 });
  return String(Number(value.toPrecision(3)));
}

export function describeResult(label: string, file: string, result: BenchResult): string {
  const machine = result.machine;
  const facts = [
    result.startedAt.slice(0, 16).replace('T', ' ') + ' UTC',
    `commit ${result.commit.slice(0, 7)}${result.dirty ? ' with changes' : ''}`,
    machine.cpus === null ? undefined : `${machine.cpus} CPUs`,
    machine.memoryMb === null ? undefined : `${Math.round(machine.memoryMb / 1024)} GB`,
    machine.node === null ? undefined : `Node ${machine.node}`,
    machine.loadAverage === null ? undefined : `load ${machine.loadAverage.join(' ')}`,
  ].filter((fact) => fact !== undefined);
  return `${label}: ${file} (${facts.join(', ')})`;
}

export function formatComparison(comparison: Comparison): string {
  const lines = [
    '| row | metric | before | after | after ÷ before |',
    '| --- | --- | ---: | ---: | ---: |',
  ];
  for (const row of comparison.rows) {
    row.metrics.forEach((metric, index) => {
      lines.push(
        `| ${index === 0 ? row.label : ''} | ${metric.metric} | ${formatValue(metric.before)} | ${formatValue(metric.after)} | ${metric.ratio === null ? '' : metric.ratio.toFixed(2)} |`,
      );
    });
  }
  const out = [];
  if (comparison.optionChanges.length > 0) {
    out.push(`Options that differ: ${comparison.optionChanges.join('; ')}`, '');
  }
  out.push(lines.join('\n'));
  const list = (title: string, labels: string[]) => {
    if (labels.length > 0) out.push('', title, ...labels.map((label) => `- ${label}`));
  };
  list('Only in before:', comparison.onlyBefore);
  list('Only in after:', comparison.onlyAfter);
  return out.join('\n');
}
