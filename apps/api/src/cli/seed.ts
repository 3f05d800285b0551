import { parseArgs } from 'node:util';
import { INDUSTRIES, JOB_TYPES } from '@staffing/shared/constants';
import { insertJobs, jobRow, type JobInput } from '../modules/jobs/jobs-repository.ts';
import { newId } from '../lib/ids.ts';
import { openCliDatabase } from './cli-context.ts';

// npm run db:seed -- --jobs 1000000: synthetic postings for scale benchmarks.
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { jobs: { type: 'string', default: '1000' }, batch: { type: 'string', default: '500' } },
});
const total = Number(values.jobs);
const batchSize = Number(values.batch);
if (!Number.isInteger(total) || total < 1 || !Number.isInteger(batchSize) || batchSize < 1) {
  console.error('Usage: npm run db:seed -- --jobs N [--batch SIZE]   (N a positive whole number)');
  process.exit(64);
}

const CITIES = [
  'Chicago, IL',
  'Aurora, IL',
  'Naperville, IL',
  'Joliet, IL',
  'Milwaukee, WI',
  'Gary, IN',
  'Remote (US)',
  'Rockford, IL',
  'Peoria, IL',
  'Madison, WI',
];
const ROLES = [
  'Nurse',
  'Electrician',
  'Developer',
  'Accountant',
  'Driver',
  'Technician',
  'Analyst',
  'Assistant',
  'Manager',
  'Welder',
  'Carpenter',
  'Therapist',
];
const LEVELS = ['Junior', 'Senior', 'Lead', 'Staff', 'Associate', 'Principal'];

function syntheticJob(n: number): JobInput {
  const pick = <T>(list: readonly T[], salt: number): T =>
    list[(n * 7919 + salt) % list.length] as T;
  const role = pick(ROLES, 1);
  return {
    title: `${pick(LEVELS, 3)} ${role} #${n}`,
    location: pick(CITIES, 5),
    salary: `$${20 + (n % 40)} - $${30 + (n % 40)}/hr`,
    type: pick(JOB_TYPES, 11),
    schedule: 'Monday - Friday',
    industry: pick(INDUSTRIES, 13),
    description: `Synthetic posting ${n} for load testing: a ${role.toLowerCase()} role.`,
    responsibilities: 'Do the work well\nHelp the team',
    skills: `${role} experience\nReliability`,
  };
}

// A bar redrawn in place on a terminal; in a log (CI, a file) one line per tenth instead.
let lastTenth = -1;
function drawProgress(done: number): void {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const percent = ((done / total) * 100).toFixed(1).padStart(5);
  if (process.stderr.isTTY) {
    process.stderr.write(
      `\r  [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${percent}%  ${done}/${total} jobs`,
    );
    return;
  }
  const tenth = Math.floor((done / total) * 10);
  if (tenth !== lastTenth) {
    lastTenth = tenth;
    process.stderr.write(`  ${percent}%  ${done}/${total} jobs\n`);
  }
}

const { handle } = await openCliDatabase();
const start = Date.now();
// Spread creation times over the last year so newest-first queries see a realistic order.
const spanMs = 365 * 24 * 60 * 60 * 1000;
try {
  for (let done = 0; done < total;) {
    const size = Math.min(batchSize, total - done);
    const rows = Array.from({ length: size }, (_, i) => {
      const n = done + i;
      return jobRow(syntheticJob(n), {
        id: newId(),
        createdAt: new Date(start - spanMs + Math.floor((n / total) * spanMs)).toISOString(),
      });
    });
    await handle.db.transaction().execute((trx) => insertJobs(trx, rows));
    done += size;
    drawProgress(done);
  }
  process.stderr.write(
    `\n  Seeded ${total} jobs in ${((Date.now() - start) / 1000).toFixed(1)} s.\n`,
  );
} finally {
  await handle.destroy();
}
