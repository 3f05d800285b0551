import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './bench-support.ts';

// Keeps the latest result line of each load or fault script in docs/PERFORMANCE.md, between
// markers, so re-running a script updates its line in place.
export function recordResult(script: string, variant: string, line: string): void {
  const file = process.env.BENCH_RESULTS_FILE ?? path.join(ROOT, 'docs/PERFORMANCE.md');
  let doc: string;
  try {
    doc = readFileSync(file, 'utf8');
  } catch {
    doc = '# Performance\n';
  }
  const start = '<!-- load-and-faults:start -->';
  const end = '<!-- load-and-faults:end -->';
  if (!doc.includes(start)) doc = `${doc.trimEnd()}\n\n## Load and faults\n\n${start}\n${end}\n`;
  const [before, rest = ''] = doc.split(start);
  const [block = '', after = ''] = rest.split(end);
  const key = `- **${script} (${variant})**`;
  const lines = block
    .split('\n')
    .filter((existing) => existing.trim() !== '' && !existing.startsWith(key));
  lines.push(`${key}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${line}`);
  lines.sort();
  writeFileSync(file, `${before}${start}\n${lines.join('\n')}\n${end}${after}`);
}
