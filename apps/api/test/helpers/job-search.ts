import { expect } from 'vitest';
import type { FacetCount, Job, JobFacets } from '@staffing/shared/job-schemas';
import { NO_FACTS, type JobFacts } from '../../src/modules/jobs/job-facts.ts';
import { jobRow, type JobInput } from '../../src/modules/jobs/job-records.ts';
import { insertJobs } from '../../src/modules/jobs/job-writes.ts';
import { jobInput } from './jobs.ts';
import { useTestApp } from './test-app.ts';
import { TestClient } from './test-client.ts';

// Seeding and cross-checks shared by the job search suites.

export type Seed = Partial<JobInput> & { title: string; ageDays?: number; facts?: JobFacts };

export const facts = (overrides: Partial<JobFacts>): JobFacts => ({ ...NO_FACTS, ...overrides });

// Inserted oldest first, as they would have been posted (insertion order is creation order,
// which SQLite's search walk and its "posted within" counts rely on); with equal ages, the
// first given is the newest.
export async function seed(t: ReturnType<typeof useTestApp>, jobs: Seed[]) {
  const now = Date.now();
  const rows = jobs.map((job, index) =>
    jobRow(
      // No stated facts unless given: pay and place are read from the text, as for an ad.
      jobInput({ ...job, facts: job.facts }),
      { createdAt: new Date(now - (job.ageDays ?? 0) * 86_400_000 - index * 60_000).toISOString() },
    ),
  );
  const oldestFirst = [...rows].sort((a, b) => a.created_at.localeCompare(b.created_at));
  // In batches: SQLite takes at most 32,766 values in one statement.
  for (let start = 0; start < oldestFirst.length; start += 500) {
    await insertJobs(t.app.db, oldestFirst.slice(start, start + 500));
  }
}

// Changes that move jobs between counter rows and filter terms, or in and out of "open"; with
// `filterColumns`, edits of the state, the pay and the matched text too. The triggers must
// keep every count true through each.
export async function changeJobsEveryWay(
  t: ReturnType<typeof useTestApp>,
  options: { filterColumns?: boolean } = {},
) {
  const db = t.app.db;
  const ids = (await db.selectFrom('jobs').select('id').orderBy('id').execute()).map(
    (row) => row.id,
  );
  await db.updateTable('jobs').set({ workplace: 'remote' }).where('id', '=', ids[0]!).execute();
  await db
    .updateTable('jobs')
    .set({ industry: 'Construction', type: 'Temporary' })
    .where('id', '=', ids[1]!)
    .execute();
  await db.updateTable('jobs').set({ status: 'filled' }).where('id', '=', ids[2]!).execute();
  if (options.filterColumns) {
    await db.updateTable('jobs').set({ region: 'WI' }).where('id', '=', ids[4]!).execute();
    await db
      .updateTable('jobs')
      .set({ annual_pay_max: 120_000 })
      .where('id', '=', ids[5]!)
      .execute();
    await db.updateTable('jobs').set({ title: 'Clerk' }).where('id', '=', ids[6]!).execute();
  }
  await db.updateTable('jobs').set({ status: 'open' }).where('status', '=', 'closed').execute();
  await db.deleteFrom('jobs').where('id', '=', ids[3]!).execute();
}

// Each keyword search's list total and facet counts against a count of the stored rows
// (jobs whose title starts with "Nurse" being the matches). A count may read "1,000+" only
// where the rows hold more than 1,000: SQLite caps the counts it takes from the full-text
// index, PostgreSQL's grouped pass is exact.
export async function expectCountsToMatchRows(
  t: ReturnType<typeof useTestApp>,
  searches: Record<string, string>[],
) {
  const now = Date.now();
  const open = (await t.app.db.selectFrom('jobs').selectAll().execute()).filter(
    (job) =>
      job.title.startsWith('Nurse') &&
      job.status === 'open' &&
      (job.valid_through === null || job.valid_through > new Date(now).toISOString()),
  );
  const ageDays = (job: (typeof open)[number]) =>
    (now - new Date(job.created_at).getTime()) / 86_400_000;
  const client = new TestClient(t.app);
  for (const search of searches) {
    const holds = (
      job: (typeof open)[number],
      skip?: 'industry' | 'type' | 'workplace' | 'postedWithin',
    ) =>
      (skip === 'industry' || !search.industry || job.industry === search.industry) &&
      (skip === 'type' || !search.type || job.type === search.type) &&
      (skip === 'workplace' || !search.workplace || job.workplace === search.workplace) &&
      (skip === 'postedWithin' ||
        !search.postedWithin ||
        ageDays(job) < Number(search.postedWithin)) &&
      (!search.where ||
        (search.where.length === 2
          ? job.region === search.where.toUpperCase()
          : job.city_key === search.where.toLowerCase())) &&
      (!search.minAnnualPay ||
        (job.annual_pay_max !== null && job.annual_pay_max >= Number(search.minAnnualPay)));
    const label = JSON.stringify(search);
    const query = new URLSearchParams(search).toString();
    const expectCount = (value: FacetCount, expected: number, choice: string) => {
      if (value.capped) {
        expect(expected, `${label} ${choice} is capped`).toBeGreaterThan(1000);
        expect(value.count, `${label} ${choice}`).toBe(1000);
      } else {
        expect(value.count, `${label} ${choice}`).toBe(expected);
      }
    };
    const list = await client.get(`/api/jobs/jobs?${query}`);
    expect(list.statusCode).toBe(200);
    expectCount(
      {
        count: Number(list.headers['x-total-count']),
        capped: list.headers['x-total-count-lower-bound'] === 'true',
      },
      open.filter((job) => holds(job)).length,
      'total',
    );
    const facets = (await client.get(`/api/jobs/facets?${query}`)).json<JobFacets>();
    for (const [industry, value] of Object.entries(facets.industry)) {
      const expected = open.filter((job) => holds(job, 'industry') && job.industry === industry);
      expectCount(value, expected.length, industry);
    }
    for (const [type, value] of Object.entries(facets.type)) {
      expectCount(
        value,
        open.filter((job) => holds(job, 'type') && job.type === type).length,
        type,
      );
    }
    for (const [workplace, value] of Object.entries(facets.workplace)) {
      const expected = open.filter((job) => holds(job, 'workplace') && job.workplace === workplace);
      expectCount(value, expected.length, workplace);
    }
    for (const [days, value] of Object.entries(facets.postedWithin)) {
      const expected = open.filter(
        (job) => holds(job, 'postedWithin') && ageDays(job) < Number(days),
      );
      expectCount(value, expected.length, `posted within ${days}`);
    }
  }
}

export const titles = (response: { json: () => unknown }) =>
  (response.json() as Job[]).map((job) => job.overview.title);
