import { describe, expect, it } from 'vitest';
import type { Job } from '@staffing/shared/job-schemas';
import { jobRow } from '../src/modules/jobs/job-records.ts';
import { insertJobs } from '../src/modules/jobs/job-writes.ts';
import { jobInput } from './helpers/jobs.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { facts, seed, titles } from './helpers/job-search.ts';

describe('job search: relevance', () => {
  const t = useTestApp();

  it('ranks title matches above body matches when sort=relevance, and keeps newest first otherwise', async () => {
    await seed(t, [
      { title: 'Receptionist', description: 'Front desk of a welding shop.' },
      { title: 'Office Manager', skills: 'Welding certificates filed' },
      { title: 'Welder', ageDays: 5, skills: 'Welding and welding inspection' },
      { title: 'Pipe Welder', ageDays: 6 },
    ]);
    const client = new TestClient(t.app);
    const newest = titles(await client.get('/api/jobs/jobs?q=welding'));
    expect(newest).toEqual(['Receptionist', 'Office Manager', 'Welder', 'Pipe Welder']);
    const ranked = await client.get('/api/jobs/jobs?q=welding&sort=relevance');
    expect(ranked.statusCode).toBe(200);
    const order = titles(ranked);
    expect(order.slice(0, 2).sort()).toEqual(['Pipe Welder', 'Welder']);
    expect(order.slice(2).sort()).toEqual(['Office Manager', 'Receptionist']);
    expect(ranked.headers['x-total-count']).toBe('4');

    const page = await client.get('/api/jobs/jobs?q=welding&sort=relevance&limit=2');
    expect(titles(page)).toEqual(order.slice(0, 2));
    expect(page.headers.link).toContain('page=2');
    expect(page.headers.link).toContain('sort=relevance');
    const second = await client.get('/api/jobs/jobs?q=welding&sort=relevance&limit=2&page=2');
    expect(titles(second)).toEqual(order.slice(2));

    // Without a keyword there is nothing to rank: newest first.
    const noKeyword = titles(await client.get('/api/jobs/jobs?sort=relevance'));
    expect(noKeyword).toEqual(titles(await client.get('/api/jobs/jobs')));
  });
});

describe('job search: relevance and the filter terms', () => {
  const t = useTestApp();

  it('ranks jobs of equal text equally whatever their filter values (sort=relevance)', async () => {
    // bm25() weighs a match by the job's length over every column, the filter terms' column
    // included: every job holds as many terms, so pay or place never moves a job down.
    await seed(t, [
      {
        title: 'Night Nurse',
        industry: 'Healthcare',
        facts: facts({
          workplace: 'remote',
          region: 'IL',
          salaryMin: 120_000,
          salaryMax: 150_000,
          salaryCurrency: 'USD',
          salaryPeriod: 'year',
        }),
      },
      { title: 'Night Nurse', industry: 'Business', ageDays: 1 },
    ]);
    const client = new TestClient(t.app);
    const ranked = (await client.get('/api/jobs/jobs?q=nurse&sort=relevance')).json<Job[]>();
    expect(ranked.map((job) => job.overview.industry)).toEqual(['Healthcare', 'Business']);
  });
});

describe('job search: relevance ties', () => {
  const t = useTestApp();

  it('orders jobs equal in score and date by id, newest first, on every page (sort=relevance)', async () => {
    // Inserted in an order unrelated to their ids: on SQLite the ranking reads rows by their
    // insertion sequence, and only the id may decide between them.
    const createdAt = new Date(Date.now() - 3_600_000).toISOString();
    const byId = Array.from({ length: 5 }, () =>
      jobRow(jobInput({ title: 'Night Nurse' }), { createdAt }),
    ).sort((a, b) => (a.id < b.id ? -1 : 1));
    const rows = [2, 0, 4, 1, 3].map((index) => byId[index]!);
    await insertJobs(t.app.db, rows);
    await seed(t, [{ title: 'Nurse Aide', ageDays: 2, description: 'Nurse nurse nurse.' }]);
    const client = new TestClient(t.app);
    const ids = (response: Awaited<ReturnType<TestClient['get']>>) =>
      response.json<Job[]>().map((job) => job._id);
    const tied = rows.map((row) => row.id).sort((a, b) => (a < b ? 1 : -1));
    const all = ids(await client.get('/api/jobs/jobs?q=nurse&sort=relevance'));
    expect(all.filter((id) => tied.includes(id))).toEqual(tied);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const response = await client.get(
        `/api/jobs/jobs?q=nurse&sort=relevance&limit=2&page=${page}`,
      );
      expect(response.statusCode).toBe(200);
      pages.push(...ids(response));
    }
    expect(pages).toEqual(all);
  });
});
