import { parseArgs } from 'node:util';
import { INDUSTRIES, JOB_TYPES } from '@staffing/shared/constants';
import { jobRow, type JobInput } from '../modules/jobs/job-records.ts';
import { insertJobs } from '../modules/jobs/job-writes.ts';
import { newId } from '../lib/ids.ts';
import { factsFromText } from '../modules/jobs/job-facts.ts';
import { openCliDatabase } from './cli-context.ts';
import { vacuumAnalyze } from '../db/table-statistics.ts';
import { countJobs } from '../modules/jobs/job-writes.ts';
import { CANDIDATE_SEED_TABLES, seedCandidates } from './seed-candidates.ts';
import { ORDER_SEED_TABLES, seedOrders } from './seed-orders.ts';

// npm run db:seed -- --jobs 1000000: synthetic postings for scale benchmarks.
// npm run db:seed -- --candidates 100000: synthetic people in the talent pool, each with a
// readable resume and 1-3 applications to stored jobs (seed-candidates.ts).
// npm run db:seed -- --orders 100000: synthetic job orders with their client companies and
// contacts, shortlists of stored candidates and placements (seed-orders.ts). --jobs defaults
// to 1000, or to none when --candidates or --orders is given.
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    jobs: { type: 'string' },
    candidates: { type: 'string', default: '0' },
    orders: { type: 'string', default: '0' },
    batch: { type: 'string', default: '500' },
  },
});
const candidateTotal = Number(values.candidates);
const orderTotal = Number(values.orders);
const total = Number(values.jobs ?? (candidateTotal > 0 || orderTotal > 0 ? 0 : 1000));
const batchSize = Number(values.batch);
if (
  !Number.isInteger(total) ||
  total < 0 ||
  !Number.isInteger(candidateTotal) ||
  candidateTotal < 0 ||
  !Number.isInteger(orderTotal) ||
  orderTotal < 0 ||
  total + candidateTotal + orderTotal < 1 ||
  !Number.isInteger(batchSize) ||
  batchSize < 1
) {
  console.error(
    'Usage: npm run db:seed -- [--jobs N] [--candidates N] [--orders N] [--batch SIZE]   (N a whole number)',
  );
  process.exit(64);
}

// Real places with a ZIP code each; the workplace mix is roughly a board's (most on-site).
const PLACES = [
  ['Chicago', 'IL', '60601'],
  ['Aurora', 'IL', '60505'],
  ['Naperville', 'IL', '60540'],
  ['Joliet', 'IL', '60432'],
  ['Milwaukee', 'WI', '53202'],
  ['Gary', 'IN', '46402'],
  ['Rockford', 'IL', '61101'],
  ['Peoria', 'IL', '61602'],
  ['Madison', 'WI', '53703'],
  ['Indianapolis', 'IN', '46204'],
  ['Detroit', 'MI', '48226'],
  ['St. Louis', 'MO', '63101'],
] as const;
const WORKPLACES = [
  'on-site',
  'on-site',
  'on-site',
  'on-site',
  'on-site',
  'on-site',
  'hybrid',
  'hybrid',
  'remote',
  'remote',
] as const;
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
  const [city, region, postalCode] =
    PLACES[(n * 6007 + Math.floor(n / 5)) % PLACES.length] ?? PLACES[0];
  // Its own multiplier, so workplace does not follow industry (every pair occurs, as on a real
  // board).
  const workplace = WORKPLACES[(n * 104_729 + Math.floor(n / 7)) % WORKPLACES.length] ?? 'on-site';
  const location =
    workplace === 'remote'
      ? 'Remote (US)'
      : `${city}, ${region}${workplace === 'hybrid' ? ' (hybrid)' : ''}`;
  // Seven in ten hourly, the rest salaried, at varied levels.
  const hourly = (n * 31) % 10 < 7;
  const low = hourly ? 18 + (n % 40) : 40_000 + (n % 60) * 1_500;
  const high = hourly ? low + 4 + (n % 12) : low + 10_000 + (n % 5) * 5_000;
  const salary = hourly
    ? `$${low} - $${high}/hr`
    : `$${low.toLocaleString('en-US')} - $${high.toLocaleString('en-US')}/year`;
  const facts = factsFromText(salary, location);
  return {
    title: `${pick(LEVELS, 3)} ${role} #${n}`,
    location,
    salary,
    type: pick(JOB_TYPES, 11),
    schedule: 'Monday - Friday',
    industry: pick(INDUSTRIES, 13),
    description: `Synthetic posting ${n} for load testing: a ${role.toLowerCase()} role.`,
    responsibilities: 'Do the work well\nHelp the team',
    skills: `${role} experience\nReliability`,
    // Remote jobs keep the employer's home city and ZIP, as boards usually do.
    facts: { ...facts, city, region, postalCode, workplace },
  };
}

// A bar redrawn in place on a terminal; in a log (CI, a file) one line per tenth instead.
let lastTenth = -1;
function drawProgress(done: number, total: number, noun = 'jobs'): void {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const percent = ((done / total) * 100).toFixed(1).padStart(5);
  if (process.stderr.isTTY) {
    process.stderr.write(
      `\r  [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${percent}%  ${done}/${total} ${noun}`,
    );
    return;
  }
  const tenth = Math.floor((done / total) * 10);
  if (tenth !== lastTenth) {
    lastTenth = tenth;
    process.stderr.write(`  ${percent}%  ${done}/${total} ${noun}\n`);
  }
}

const { handle } = await openCliDatabase();
if (candidateTotal > 0 && total === 0 && (await countJobs(handle.db)) === 0) {
  console.error('Candidates apply to jobs, and there are none: add --jobs N to seed some too.');
  await handle.destroy();
  process.exit(64);
}
if (
  orderTotal > 0 &&
  candidateTotal === 0 &&
  !(await handle.db.selectFrom('candidates').select('id').limit(1).executeTakeFirst())
) {
  console.error('Orders shortlist candidates, and there are none: add --candidates N too.');
  await handle.destroy();
  process.exit(64);
}
const start = Date.now();
// Spread creation times over the last year so newest-first queries see a realistic order,
// but never before a job already stored: insertion order must stay creation order, which
// SQLite's search walk and its "posted within" counts rely on (ADR 0012).
const newest = await handle.db
  .selectFrom('jobs')
  .select((eb) => eb.fn.max('created_at').as('createdAt'))
  .executeTakeFirst();
const after = newest?.createdAt ? new Date(newest.createdAt).getTime() + 1 : 0;
const spanMs = Math.min(365 * 24 * 60 * 60 * 1000, Math.max(0, start - after));
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
    drawProgress(done, total);
  }
  if (total > 0) {
    process.stderr.write(
      `\n  Seeded ${total} jobs in ${((Date.now() - start) / 1000).toFixed(1)} s.\n`,
    );
  }
  if (candidateTotal > 0) {
    const seeding = Date.now();
    lastTenth = -1;
    const seeded = await seedCandidates({
      db: handle.db,
      total: candidateTotal,
      batchSize,
      onProgress: (done) => {
        drawProgress(done, candidateTotal, 'candidates');
      },
    });
    process.stderr.write(
      `\n  Seeded ${seeded.candidates} candidates with ${seeded.applications} applications in ${((Date.now() - seeding) / 1000).toFixed(1)} s.\n`,
    );
  }
  if (orderTotal > 0) {
    const seeding = Date.now();
    lastTenth = -1;
    const seeded = await seedOrders({
      db: handle.db,
      total: orderTotal,
      batchSize,
      onProgress: (done) => {
        drawProgress(done, orderTotal, 'orders');
      },
    });
    process.stderr.write(
      `\n  Seeded ${seeded.orders} orders of ${seeded.companies} client companies, with ${seeded.entries} shortlist entries and ${seeded.placements} placements, in ${((Date.now() - seeding) / 1000).toFixed(1)} s.\n`,
    );
  }
  if (handle.dialect === 'postgres' && total > 0) {
    // The planner's statistics still describe the tables before the load: without this a
    // newcomer's first `npm start` on a big seed plans lists as if the tables were empty.
    const analyzing = Date.now();
    await vacuumAnalyze(handle.db, ['jobs', 'job_open_facet_counts']);
    process.stderr.write(
      `  VACUUM ANALYZE of jobs and job_open_facet_counts in ${((Date.now() - analyzing) / 1000).toFixed(1)} s.\n`,
    );
  }
  if (handle.dialect === 'postgres' && candidateTotal > 0) {
    const analyzing = Date.now();
    await vacuumAnalyze(handle.db, CANDIDATE_SEED_TABLES);
    process.stderr.write(
      `  VACUUM ANALYZE of ${CANDIDATE_SEED_TABLES.join(', ')} in ${((Date.now() - analyzing) / 1000).toFixed(1)} s.\n`,
    );
  }
  if (handle.dialect === 'postgres' && orderTotal > 0) {
    const analyzing = Date.now();
    await vacuumAnalyze(handle.db, ORDER_SEED_TABLES);
    process.stderr.write(
      `  VACUUM ANALYZE of ${ORDER_SEED_TABLES.join(', ')} in ${((Date.now() - analyzing) / 1000).toFixed(1)} s.\n`,
    );
  }
} finally {
  await handle.destroy();
}
