import { describe, expect, it } from 'vitest';
import type { Job, JobFacets } from '@staffing/shared/job-schemas';
import { validJobPayload } from './helpers/jobs.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';
import { facts, seed, titles } from './helpers/job-search.ts';

describe('job search: counts shared for a moment (SEARCH_COUNT_CACHE_MS)', () => {
  const t = useTestApp({ searchCountCacheMs: 60_000 });

  it('reuses a keyword search total and its facets until a job is written through the API', async () => {
    await seed(t, [
      { title: 'Night Nurse', industry: 'Healthcare' },
      { title: 'Nurse Aide', industry: 'Healthcare', facts: facts({ workplace: 'remote' }) },
      { title: 'School Nurse', industry: 'Business' },
      { title: 'Welder', industry: 'Construction' },
    ]);
    const visitor = new TestClient(t.app);
    const total = async (q: string) => {
      const response = await visitor.get(`/api/jobs/jobs?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(200);
      return { count: response.headers['x-total-count'], titles: titles(response) };
    };
    const healthcare = async (q: string) =>
      (await visitor.get(`/api/jobs/facets?q=${encodeURIComponent(q)}`)).json<JobFacets>().industry
        .Healthcare.count;
    expect((await total('nurse')).count).toBe('3');
    expect(await healthcare('nurse')).toBe(2);

    // Another instance (here: a direct insert) posts a nurse job. The list itself is live;
    // the counts are the ones shared a moment ago, whatever the keywords' spelling.
    await seed(t, [{ title: 'Travel Nurse', industry: 'Healthcare' }]);
    const shared = await total('NURSE,');
    expect(shared.titles).toContain('Travel Nurse');
    expect(shared.count).toBe('3');
    expect(await healthcare(' Nurse ')).toBe(2);
    // A different question is counted afresh.
    expect((await total('nurse aide')).count).toBe('1');

    // A job posted through this instance empties the shared counts at once.
    const { client: admin } = await loggedInClient(t.app, 'admin');
    const created = await admin.post('/api/jobs/create-job', validJobPayload());
    expect(created.statusCode).toBe(201);
    expect((await total('nurse')).count).toBe('5');
    expect(await healthcare('nurse')).toBe(4);

    // So does a deletion (and an edit, through the same path).
    await seed(t, [
      { title: 'Nurse Manager', industry: 'Healthcare' },
      { title: 'Nurse Educator', industry: 'Healthcare' },
    ]);
    const deleted = await admin.request('DELETE', `/api/jobs/job/${created.json<Job>()._id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await total('nurse')).count).toBe('6');
    expect(await healthcare('nurse')).toBe(5);
  });
});

describe('job search: list totals shared for a moment (SEARCH_COUNT_CACHE_MS)', () => {
  const t = useTestApp({ searchCountCacheMs: 60_000 });

  it('reuses the total of any list of open jobs, never an admin status view, and forgets it on a write', async () => {
    await seed(t, [
      { title: 'Driver', industry: 'Drivers', salary: '$30/hr', location: 'Chicago, IL' },
      { title: 'Welder', industry: 'Construction', salary: '$25/hr', location: 'Chicago, IL' },
      { title: 'Clerk', industry: 'Business', salary: '$15/hr', location: 'Austin, TX' },
    ]);
    const visitor = new TestClient(t.app);
    const list = async (path: string, client = visitor) => {
      const response = await client.get(path);
      expect(response.statusCode).toBe(200);
      return { count: response.headers['x-total-count'], titles: titles(response) };
    };
    const payAndPlace = '/api/jobs/jobs?minAnnualPay=50000&where=Chicago';
    expect((await list('/api/jobs/jobs')).count).toBe('3');
    expect((await list('/api/jobs/jobs?industry=Drivers')).count).toBe('1');
    expect((await list(payAndPlace)).count).toBe('2');
    const { client: admin } = await loggedInClient(t.app, 'admin');
    expect((await list('/api/jobs/jobs?status=all', admin)).count).toBe('3');

    // Another instance (here: a direct insert) posts a job and closes one. Every list is
    // read live; the totals of the lists of open jobs are the ones counted a moment ago.
    await seed(t, [
      { title: 'Courier', industry: 'Drivers', salary: '$40/hr', location: 'Chicago, IL' },
      { title: 'Dispatcher', industry: 'Drivers', salary: '$15/hr', location: 'Chicago, IL' },
    ]);
    await t.app.db
      .updateTable('jobs')
      .set({ status: 'closed' })
      .where('title', '=', 'Clerk')
      .execute();
    const newest = await list('/api/jobs/jobs?limit=10');
    expect(newest.titles).toEqual(['Courier', 'Driver', 'Dispatcher', 'Welder']);
    expect(newest.count).toBe('3');
    const drivers = await list('/api/jobs/jobs?industry=Drivers&page=1');
    expect(drivers.titles).toEqual(['Courier', 'Driver', 'Dispatcher']);
    expect(drivers.count).toBe('1');
    expect((await list(payAndPlace)).count).toBe('2');
    // An admin's status view is counted on every request.
    expect((await list('/api/jobs/jobs?status=all', admin)).count).toBe('5');

    // A job posted through this instance empties the shared totals at once.
    expect((await admin.post('/api/jobs/create-job', validJobPayload())).statusCode).toBe(201);
    expect((await list('/api/jobs/jobs')).count).toBe('5');
    expect((await list('/api/jobs/jobs?industry=Drivers')).count).toBe('3');
    expect((await list(payAndPlace)).count).toBe('4');
  });
});

describe('job search: the keyword plan shared for a moment (SEARCH_COUNT_CACHE_MS)', () => {
  const t = useTestApp({ searchCountCacheMs: 60_000 });

  // SQLite searches a keyword by its word forms once they alone reach 1,000 matches, and by
  // its prefix below that ("weld" then also finds "Welder"); PostgreSQL always by prefix.
  it('keeps the word-forms-or-prefix choice until a job is written through the API', async () => {
    const sqlite = t.app.dbDialect === 'sqlite';
    await seed(t, [
      { title: 'Welder' },
      ...Array.from({ length: 999 }, (_, index) => ({
        title: `Welding Lead ${String(index)}`,
        ageDays: 1,
      })),
    ]);
    const visitor = new TestClient(t.app);
    const findsWelder = async () => {
      const response = await visitor.get('/api/jobs/jobs?q=weld&limit=3');
      expect(response.statusCode).toBe(200);
      return titles(response).includes('Welder');
    };
    expect(await findsWelder()).toBe(true);

    // Another instance posts the 1,000th "welding" job: the choice made a moment ago holds.
    await seed(t, [{ title: 'Welding Lead 999' }]);
    expect(await findsWelder()).toBe(true);

    // A job written through this instance makes it again: on SQLite the word forms now
    // reach 1,000 matches on their own.
    const { client: admin } = await loggedInClient(t.app, 'admin');
    const created = await admin.post(
      '/api/jobs/create-job',
      validJobPayload({ title: 'Night Nurse' }),
    );
    expect(created.statusCode).toBe(201);
    expect(await findsWelder()).toBe(!sqlite);
  });
});

describe('job search: a ranking shared for a moment (SEARCH_COUNT_CACHE_MS)', () => {
  const t = useTestApp({ searchCountCacheMs: 60_000 });

  it('shares a ranking by relevance, reads its rows afresh, and forgets it when a job is written', async () => {
    await seed(t, [
      { title: 'Night Nurse', description: 'Ward rounds.' },
      { title: 'Clinic Aide', description: 'Helps the nurse on duty.' },
    ]);
    const visitor = new TestClient(t.app);
    const ranked = async (q: string) => {
      const response = await visitor.get(
        `/api/jobs/jobs?q=${encodeURIComponent(q)}&sort=relevance`,
      );
      expect(response.statusCode).toBe(200);
      return titles(response);
    };
    expect(await ranked('nurse')).toEqual(['Night Nurse', 'Clinic Aide']);

    // Another instance posts a better match and edits a title: the order is the one shared a
    // moment ago, whatever the keywords' spelling, and the rows are today's.
    await seed(t, [{ title: 'Nurse', skills: 'Nurse, nurse practitioner' }]);
    await t.app.db
      .updateTable('jobs')
      .set({ title: 'Night Nurse (Weekends)' })
      .where('title', '=', 'Night Nurse')
      .execute();
    expect(await ranked('NURSE,')).toEqual(['Night Nurse (Weekends)', 'Clinic Aide']);
    // A job closed meanwhile is not listed, even though the shared ranking holds it.
    await t.app.db
      .updateTable('jobs')
      .set({ status: 'closed' })
      .where('title', '=', 'Clinic Aide')
      .execute();
    expect(await ranked('nurse')).toEqual(['Night Nurse (Weekends)']);

    // A job posted through this instance ranks everything afresh.
    const { client: admin } = await loggedInClient(t.app, 'admin');
    expect((await admin.post('/api/jobs/create-job', validJobPayload())).statusCode).toBe(201);
    const fresh = await ranked('nurse');
    expect(fresh[0]).toBe('Nurse');
    expect([...fresh].sort()).toEqual(['Night Nurse (Weekends)', 'Nurse', 'Registered Nurse']);
  });
});
