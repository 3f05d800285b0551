import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Job } from '@staffing/shared/job-schemas';
import { SEARCH_COUNT_CAP } from '../src/modules/jobs/job-filters.ts';
import { seedJobs, validJobPayload } from './helpers/jobs.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

// X-Total-Count comes from counters kept by triggers, not from counting rows: it must still
// equal what a full count would say after every kind of change.
describe('job list totals', () => {
  const t = useTestApp();

  async function totals(client: TestClient) {
    const queries = [
      '',
      'industry=Drivers',
      'type=Part-Time',
      'industry=Drivers&type=Part-Time',
      'industry=Healthcare',
    ];
    const result: Record<string, { header: number; listed: number }> = {};
    for (const query of queries) {
      const response = await client.get(`/api/jobs/jobs?limit=200&${query}`);
      result[query || 'all'] = {
        header: Number(response.headers['x-total-count']),
        listed: response.json<Job[]>().length,
      };
    }
    return result;
  }

  function expectConsistent(values: Record<string, { header: number; listed: number }>) {
    for (const [query, { header, listed }] of Object.entries(values))
      expect(header, query).toBe(listed);
  }

  it('match a full count through creates, status and industry changes, deletes and expiry', async () => {
    const { client: admin } = await loggedInClient(t.app, 'admin');
    const visitor = new TestClient(t.app);
    const created: Job[] = [];
    for (const payload of [
      { industry: 'Drivers', type: 'Part-Time' },
      { industry: 'Drivers', type: 'Full-Time' },
      { industry: 'Healthcare', type: 'Part-Time' },
      { industry: 'Drivers', type: 'Part-Time', status: 'filled' },
    ]) {
      created.push(
        (await admin.post('/api/jobs/create-job', validJobPayload(payload))).json<Job>(),
      );
    }
    let values = await totals(visitor);
    expectConsistent(values);
    expect(values.all!.header).toBe(3);
    expect(values['industry=Drivers&type=Part-Time']!.header).toBe(1);

    const [first, second, third, filled] = created as [Job, Job, Job, Job];
    await admin.request('PUT', `/api/jobs/job/${first._id}`, {
      json: { ...first, status: 'closed' },
    });
    await admin.request('PUT', `/api/jobs/job/${filled._id}`, {
      json: { ...filled, status: 'open' },
    });
    await admin.request('PUT', `/api/jobs/job/${second._id}`, {
      json: {
        ...second,
        overview: { ...second.overview, industry: 'Healthcare', type: 'Part-Time' },
      },
    });
    values = await totals(visitor);
    expectConsistent(values);
    expect(values['industry=Healthcare']!.header).toBe(2);

    await admin.request('DELETE', `/api/jobs/job/${third._id}`);
    // Expired but still marked open: left out of both the list and the total.
    await admin.request('PUT', `/api/jobs/job/${filled._id}`, {
      json: { ...filled, status: 'open', validThrough: '2020-01-01' },
    });
    values = await totals(visitor);
    expectConsistent(values);
    expect(values.all!.header).toBe(1);
  });

  // Bulk loads (db:seed, imports) and bulk changes (expiry, a migration's backfill) change many
  // jobs in one statement; every counter row must still match a count of the jobs.
  it('match a full count per counter row after statements that change many jobs at once', async () => {
    const counterMismatches = async () =>
      (
        await sql<{ industry: string; type: string; workplace: string }>`
          select counter.industry, counter.type, counter.workplace
          from job_open_facet_counts counter
          where counter.open_count <> (
            select count(*) from jobs job where job.status = 'open'
              and (counter.industry = '*' or job.industry = counter.industry)
              and (counter.type = '*' or job.type = counter.type)
              and (counter.workplace = '*' or job.workplace = counter.workplace))`.execute(t.app.db)
      ).rows;
    const industries = ['Drivers', 'Healthcare', 'Business'] as const;
    const types = ['Full-Time', 'Part-Time'] as const;
    await seedJobs(
      t.app,
      Array.from({ length: 300 }, (_, index) => ({
        title: `Bulk ${index}`,
        industry: industries[index % 3],
        type: types[index % 2],
        location: index % 5 === 0 ? 'Remote' : 'Chicago, IL',
      })),
    );
    expect(await counterMismatches()).toEqual([]);

    await t.app.db
      .updateTable('jobs')
      .set({ status: 'closed' })
      .where('industry', '=', 'Drivers')
      .where('type', '=', 'Part-Time')
      .execute();
    await t.app.db
      .updateTable('jobs')
      .set({ industry: 'Healthcare', workplace: 'remote' })
      .where('industry', '=', 'Business')
      .execute();
    // An edit that moves no job between counters writes nothing and changes no count.
    await t.app.db.updateTable('jobs').set({ schedule: 'Nights' }).execute();
    expect(await counterMismatches()).toEqual([]);

    await t.app.db.deleteFrom('jobs').where('industry', '=', 'Healthcare').execute();
    expect(await counterMismatches()).toEqual([]);
  });

  it('caps the total of a keyword search that matches very many jobs, and says so', async () => {
    await seedJobs(
      t.app,
      Array.from({ length: SEARCH_COUNT_CAP + 2 }, (_, index) => ({
        title: `Capybara keeper ${index}`,
      })),
    );
    const client = new TestClient(t.app);
    const response = await client.get('/api/jobs/jobs?q=capybara&limit=10&page=1');
    expect(response.headers['x-total-count']).toBe(String(SEARCH_COUNT_CAP));
    expect(response.headers['x-total-count-lower-bound']).toBe('true');
    const titles = response.json<Job[]>().map((job) => job.overview.title);
    expect(titles[0]).toBe('Capybara keeper 0');
    expect(titles[9]).toBe('Capybara keeper 9');
    // Deep pages come back in the same newest-first order, whichever way the database walks.
    const deep = await client.get('/api/jobs/jobs?q=capybara&limit=10&page=50');
    expect(deep.json<Job[]>().map((job) => job.overview.title)[0]).toBe('Capybara keeper 490');
    const small = await client.get('/api/jobs/jobs?q=capybara%20keeper%2017');
    expect(small.headers['x-total-count-lower-bound']).toBeUndefined();
  });
});
