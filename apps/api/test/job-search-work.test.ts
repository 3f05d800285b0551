import { describe, expect, it, vi } from 'vitest';
import {
  type JobFacets,
  type JobFacetsAnswer,
  TOTAL_COUNT_PENDING_HEADER,
} from '@staffing/shared/job-schemas';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { facts, seed, titles } from './helpers/job-search.ts';

// Counts never hold up a page (ADR 0020). The count workers are held (no computation starts)
// wherever a test needs a count not to be ready, so nothing here depends on timing.

// A search process starts from the TypeScript sources here: seconds on a machine shared by
// several test runs.
vi.setConfig({ testTimeout: 60_000 });

const JOBS = [
  { title: 'Night Nurse', industry: 'Healthcare' as const },
  { title: 'Nurse Aide', industry: 'Healthcare' as const, facts: facts({ workplace: 'remote' }) },
  { title: 'School Nurse', industry: 'Business' as const, type: 'Part-Time' as const },
  { title: 'Nurse Driver', industry: 'Drivers' as const, ageDays: 10 },
  { title: 'Welder', industry: 'Construction' as const },
];
const n = (count: number) => ({ count, capped: false });

// What the five jobs above give for "nurse": exact, below the cap.
function expectNurseFacets(facets: JobFacets) {
  expect(facets.industry).toEqual({
    Business: n(1),
    Construction: n(0),
    Healthcare: n(2),
    ItTech: n(0),
    Drivers: n(1),
  });
  expect(facets.type['Part-Time']).toEqual(n(1));
  expect(facets.type['Full-Time']).toEqual(n(3));
  expect(facets.workplace.remote).toEqual(n(1));
  expect(facets.postedWithin).toEqual({ '1': n(3), '7': n(3), '30': n(4) });
}

describe('job counts: a budget of 0 ms and counts held back', () => {
  const t = useTestApp({
    searchCountCacheMs: 0,
    jobSearch: { budgetMs: 0, concurrency: 2, inProcesses: true },
  });

  it('answers without the counts, marked, and gives them exact on the next request', async () => {
    await seed(t, JOBS);
    const visitor = new TestClient(t.app);
    t.app.jobSearch.hold();

    const facets = await visitor.get('/api/jobs/facets?q=nurse');
    expect(facets.statusCode).toBe(200);
    expect(facets.json<JobFacetsAnswer>()).toEqual({ pending: true });
    expect(facets.headers['cache-control']).toBe('no-store');

    const list = await visitor.get('/api/jobs/jobs?q=nurse');
    expect(list.statusCode).toBe(200);
    // The page itself is never held back.
    expect(titles(list)).toEqual(['Night Nurse', 'Nurse Aide', 'School Nurse', 'Nurse Driver']);
    expect(list.headers['x-total-count']).toBeUndefined();
    expect(list.headers[TOTAL_COUNT_PENDING_HEADER]).toBe('true');
    expect(t.app.jobSearch.queued).toBe(2);

    // The computations go on after the answers: the next request gets them (taken once, as
    // counts are not otherwise shared here).
    t.app.jobSearch.release();
    await t.app.jobSearch.idle();
    const ready = await visitor.get('/api/jobs/facets?q=nurse');
    expectNurseFacets(ready.json<JobFacets>());
    const counted = await visitor.get('/api/jobs/jobs?q=nurse');
    expect(counted.headers['x-total-count']).toBe('4');
    expect(counted.headers['x-total-count-lower-bound']).toBeUndefined();
    expect(counted.headers[TOTAL_COUNT_PENDING_HEADER]).toBeUndefined();

    // Counter sums are never deferred: the industry list and its facets answer at once, held
    // or not.
    t.app.jobSearch.hold();
    const drivers = await visitor.get('/api/jobs/jobs?industry=Drivers');
    expect(drivers.headers['x-total-count']).toBe('1');
    const plain = (await visitor.get('/api/jobs/facets')).json<JobFacets>();
    expect(plain.industry.Healthcare).toEqual(n(2));
    expect(t.app.jobSearch.queued).toBe(0);
    t.app.jobSearch.release();
  });

  it('runs at most JOB_SEARCH_CONCURRENCY counts at once, one per question', async () => {
    const visitor = new TestClient(t.app);
    t.app.jobSearch.hold();
    const questions = ['q=aide', 'q=welder', 'q=night', 'q=school'];
    for (const query of questions) {
      expect((await visitor.get(`/api/jobs/facets?${query}`)).json()).toEqual({ pending: true });
    }
    // The same question asked again joins the one computation.
    await visitor.get('/api/jobs/facets?q=AIDE');
    expect(t.app.jobSearch.queued).toBe(4);
    expect(t.app.jobSearch.running).toBe(0);

    t.app.jobSearch.release();
    expect(t.app.jobSearch.running).toBe(2);
    expect(t.app.jobSearch.queued).toBe(2);
    await t.app.jobSearch.idle();
    expect(t.app.jobSearch.running).toBe(0);

    const aide = (await visitor.get('/api/jobs/facets?q=aide')).json<JobFacets>();
    expect(aide.workplace.remote).toEqual(n(1));
    const welder = (await visitor.get('/api/jobs/facets?q=welder')).json<JobFacets>();
    expect(welder.industry.Construction).toEqual(n(1));
    // On SQLite they ran in search processes of their own, off the event loop.
    expect(t.app.jobSearch.processes).toBe(t.database.dialect === 'sqlite' ? 2 : 0);
  });

  it('forgets a result counted before a job was written through the API', async () => {
    const visitor = new TestClient(t.app);
    t.app.jobSearch.hold();
    await visitor.get('/api/jobs/jobs?q=welder');
    t.app.jobSearch.release();
    await t.app.jobSearch.idle();
    t.app.jobSearch.clear();
    t.app.jobSearch.hold();
    const after = await visitor.get('/api/jobs/jobs?q=welder');
    expect(after.headers[TOTAL_COUNT_PENDING_HEADER]).toBe('true');
    t.app.jobSearch.release();
    await t.app.jobSearch.idle();
  });
});

describe('job counts: ready within the budget', () => {
  // A budget no count of five jobs comes near, even with a search process to start from the
  // TypeScript sources on a busy machine: the first request gets the counts.
  const t = useTestApp({
    searchCountCacheMs: 0,
    jobSearch: { budgetMs: 60_000, concurrency: 1, inProcesses: true },
  });

  it('gives exact counts with the page when they are ready in time', async () => {
    await seed(t, JOBS);
    const visitor = new TestClient(t.app);
    expectNurseFacets((await visitor.get('/api/jobs/facets?q=nurse')).json<JobFacets>());
    const list = await visitor.get('/api/jobs/jobs?q=nurse&industry=Healthcare');
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.headers[TOTAL_COUNT_PENDING_HEADER]).toBeUndefined();
    const pay = await visitor.get('/api/jobs/jobs?minAnnualPay=1');
    expect(pay.statusCode).toBe(200);
    expect(pay.headers[TOTAL_COUNT_PENDING_HEADER]).toBeUndefined();
  });
});

describe('job counts under a flood of new searches', () => {
  const t = useTestApp({
    searchCountCacheMs: 0,
    jobSearch: { budgetMs: 0, concurrency: 1, inProcesses: true },
  });

  it('counts a question asked for the first time only from its next ask while keyword pages wait their turn', async () => {
    await seed(t, JOBS);
    const visitor = new TestClient(t.app);
    t.app.jobSearch.holdPages();
    // One keyword search waiting in the lane is two searches overlapping by chance: a first
    // ask is counted as on a quiet site.
    const waiting = visitor.get('/api/jobs/jobs?q=night');
    await vi.waitFor(() => {
      expect(t.app.jobSearch.pagesWaiting).toBe(1);
    });
    t.app.jobSearch.hold();
    expect((await visitor.get('/api/jobs/facets?q=school')).json()).toEqual({ pending: true });
    expect(t.app.jobSearch.queued).toBe(1);
    t.app.jobSearch.release();
    await t.app.jobSearch.idle();
    // Two waiting: the instance is flooded with new searches.
    const alsoWaiting = visitor.get('/api/jobs/jobs?q=driver');
    await vi.waitFor(() => {
      expect(t.app.jobSearch.pagesWaiting).toBe(2);
    });

    // First ask: answered without counts at once, and nothing is computed for it.
    const first = await visitor.get('/api/jobs/facets?q=aide');
    expect(first.json<JobFacetsAnswer>()).toEqual({ pending: true });
    expect(t.app.jobSearch.queued + t.app.jobSearch.running).toBe(0);
    // Asked again (a reload): now it is counted.
    t.app.jobSearch.hold();
    const again = await visitor.get('/api/jobs/facets?q=aide');
    expect(again.json<JobFacetsAnswer>()).toEqual({ pending: true });
    expect(t.app.jobSearch.queued).toBe(1);
    t.app.jobSearch.release();
    await t.app.jobSearch.idle();
    const counted = (await visitor.get('/api/jobs/facets?q=aide')).json<JobFacets>();
    expect(counted.workplace.remote).toEqual(n(1));
    expect(counted.industry.Healthcare).toEqual(n(1));

    // The waiting searches get their pages once their turn comes; the one asked during the
    // flood has its total deferred as well, nothing computed for it.
    t.app.jobSearch.releasePages();
    expect(titles(await waiting)).toEqual(['Night Nurse']);
    await t.app.jobSearch.idle();
    const other = await alsoWaiting;
    expect(titles(other)).toEqual(['Nurse Driver']);
    expect(other.headers[TOTAL_COUNT_PENDING_HEADER]).toBe('true');
    expect(t.app.jobSearch.queued + t.app.jobSearch.running).toBe(0);
    // With no page waiting, the same search asked again is counted, exact: the total comes
    // with that ask when its count wins the race with the (0 ms) budget, else with the next.
    const reasked = await visitor.get('/api/jobs/jobs?q=driver');
    await t.app.jobSearch.idle();
    const totalled =
      reasked.headers['x-total-count'] === undefined
        ? await visitor.get('/api/jobs/jobs?q=driver')
        : reasked;
    expect(totalled.headers['x-total-count']).toBe('1');
  });
});
