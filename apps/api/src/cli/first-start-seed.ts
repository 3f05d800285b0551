import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { factsFromText, type JobFacts } from '../modules/jobs/job-facts.ts';
import { jobRow, type JobInput } from '../modules/jobs/job-records.ts';
import { countJobs, insertJobs } from '../modules/jobs/job-writes.ts';
import { hashPassword } from '../modules/users/password-hashing.ts';
import { countUsers, insertUser } from '../modules/users/users-repository.ts';
import { seedDemoCandidates } from './demo-candidates.ts';
import { seedDemoClient } from './demo-clients.ts';
import { DEMO_JOBS } from './demo-jobs.ts';

const HOUR_MS = 60 * 60 * 1000;

// The demo places' ZIP codes (the ad text names the town only), so the ZIP filter has
// something to find.
const DEMO_ZIP_CODES: Record<string, string> = {
  Chicago: '60601',
  Naperville: '60540',
  Milwaukee: '53202',
  Aurora: '60505',
  Joliet: '60432',
  Schaumburg: '60173',
  'Oak Brook': '60523',
  Evanston: '60201',
  Gary: '46402',
  Cicero: '60804',
  Elgin: '60120',
};

// Pay and place read from the ad text, as the parse migration would, plus the ZIP.
function demoFacts(job: JobInput): JobFacts {
  const facts = factsFromText(job.salary, job.location);
  return { ...facts, postalCode: (facts.city && DEMO_ZIP_CODES[facts.city]) ?? null };
}

// A fresh embedded install gets demo jobs, a demo admin, a few demo candidates and a demo
// client company with a contact who can sign in, three orders and a shortlist, so the site
// can be tried at once, the staff's side and the client's.
// Runs only when the database is empty, so it never touches real data.
export async function seedOnFirstStart(app: FastifyInstance): Promise<void> {
  const { seed } = app.config;
  if (!seed.demoData) return;
  if ((await countJobs(app.db)) > 0 || (await countUsers(app.db)) > 0) return;

  const now = Date.now();
  // Spread over the last weeks, newest first in the array's order, so "3 days ago" reads true.
  const rows = DEMO_JOBS.map((job, index) =>
    jobRow(
      { ...job, facts: demoFacts(job) },
      { createdAt: new Date(now - index * 29 * HOUR_MS).toISOString() },
    ),
  );
  // Oldest first, as they would have been posted: insertion order is creation order.
  await insertJobs(app.db, rows.reverse());

  const email = seed.adminEmail ?? 'admin@example.com';
  const generated = seed.adminPassword === undefined;
  const password = seed.adminPassword ?? randomBytes(12).toString('base64url');
  const adminId = await insertUser(app.db, {
    email,
    firstName: 'Demo',
    lastName: 'Admin',
    passwordHash: await hashPassword(password),
    role: 'admin',
  });
  // A few people who applied to them, so the talent pool (/admin/candidates) is not empty.
  const candidates = await seedDemoCandidates(app, adminId);
  // The client portal's side (/client) and the order board's (/admin/orders).
  const clientEmail = seed.clientEmail ?? 'client@example.com';
  const clientGenerated = seed.clientPassword === undefined;
  const clientPassword = seed.clientPassword ?? randomBytes(12).toString('base64url');
  const client = await seedDemoClient(
    app,
    { id: adminId, name: 'Demo Admin' },
    { email: clientEmail, password: clientPassword },
  );

  app.log.info(
    { jobs: rows.length, candidates, orders: client.orders },
    'seeded demo jobs, candidates and a client',
  );
  // Printed once, to the console rather than the log, because a generated password is never
  // stored anywhere else; a later start finds the database in use and returns above.
  console.log(
    [
      '',
      '  Demo data created.',
      `  Log in as the demo admin at ${app.config.publicUrl}/login`,
      `    email:    ${email}`,
      `    password: ${generated ? password : '(the SEED_ADMIN_PASSWORD you set)'}`,
      `  Log in as the demo client contact (the client portal) at ${app.config.publicUrl}/login`,
      `    email:    ${clientEmail}`,
      `    password: ${clientGenerated ? clientPassword : '(the SEED_CLIENT_PASSWORD you set)'}`,
      generated || clientGenerated ? '  A generated password is shown only once.' : '',
      '',
    ].join('\n'),
  );
}
