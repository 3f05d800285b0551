import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RESULTS_DIR } from './bench-result.ts';
import {
  compareResults,
  describeResult,
  formatComparison,
  parseResult,
  pickResultFile,
} from './compare-results-table.ts';

// npm run bench:compare BEFORE AFTER [-- --metrics reqPerSec,p99Ms]
// Two results of the same script side by side: each row matched by name and parameters, each
// metric's value before and after and their ratio. BEFORE and AFTER are paths, or names (or
// a prefix only one has) of files in bench/results/.

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { metrics: { type: 'string' } },
});
if (positionals.length !== 2) {
  console.error('Usage: npm run bench:compare BEFORE AFTER [-- --metrics reqPerSec,p99Ms]');
  process.exit(2);
}

function resolve(argument: string): string {
  if (existsSync(argument) && argument.endsWith('.json')) return path.resolve(argument);
  const names = existsSync(RESULTS_DIR) ? readdirSync(RESULTS_DIR) : [];
  const picked = pickResultFile(path.basename(argument), names);
  if ('error' in picked) {
    console.error(picked.error);
    process.exit(2);
  }
  return path.join(RESULTS_DIR, picked.file);
}

const [beforeFile, afterFile] = positionals.map(resolve) as [string, string];
try {
  const before = parseResult(readFileSync(beforeFile, 'utf8'), beforeFile);
  const after = parseResult(readFileSync(afterFile, 'utf8'), afterFile);
  const comparison = compareResults(before, after, values.metrics?.split(','));
  console.log(describeResult('before', path.relative(process.cwd(), beforeFile), before));
  console.log(describeResult('after ', path.relative(process.cwd(), afterFile), after));
  console.log(`\n${formatComparison(comparison)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
