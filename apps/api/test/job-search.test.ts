import { describe, expect, it } from 'vitest';
import type { FacetCount, Job, JobFacets } from '@staffing/shared/job-schemas';
import { NO_FACTS, type JobFacts } from '../src/modules/jobs/job-facts.ts';
import { jobRow, type JobInput } from '../src/modules/jobs/job-records.ts';
import { insertJobs } from '../src/modules/jobs/job-writes.ts';
import { jobInput, validJobPayload } from './helpers/jobs.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

type Seed = Partial<JobInput> & { title: string; ageDays?: number; facts?: JobFacts };

const facts = (overrides: Partial<JobFacts>): JobFacts => ({ ...NO_FACTS, ...overrides });

// Inserted oldest first, as they would have been posted (insertion order is creation order,
// which SQLite's search walk and its "posted within" counts rely on); with equal ages, the
// first given is the newest.
async function seed(t: ReturnType<typeof useTestApp>, jobs: Seed[]) {
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
async function changeJobsEveryWay(
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
async function expectCountsToMatchRows(
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

const titles = (response: { json: () => unknown }) =>
  (response.json() as Job[]).map((job) => job.overview.title);

describe('job search: structured facts through create, edit and read', () => {
  const t = useTestApp();

  it('stores stated facts, reads them back, and derives them from the text when none are stated', async () => {
    const { client } = await loggedInClient(t.app, 'admin');
    const stated = await client.post(
      '/api/jobs/create-job',
      validJobPayload({
        salary: 'Great pay',
        location: 'Downtown',
        salaryMin: '60000',
        salaryMax: 80000,
        salaryPeriod: 'year',
        city: 'Chicago',
        region: 'il',
        postalCode: '60601',
        workplace: 'hybrid',
      }),
    );
    expect(stated.statusCode).toBe(201);
    expect(stated.json<Job>().overview).toMatchObject({
      salary: 'Great pay',
      location: 'Downtown',
      salaryMin: 60_000,
      salaryMax: 80_000,
      salaryCurrency: 'USD',
      salaryPeriod: 'year',
      city: 'Chicago',
      region: 'IL',
      postalCode: '60601',
      workplace: 'hybrid',
    });

    const derived = await client.post(
      '/api/jobs/create-job',
      validJobPayload({ salary: '$42 - $55/hr', location: 'Remote (US)' }),
    );
    expect(derived.json<Job>().overview).toMatchObject({
      salaryMin: 42,
      salaryMax: 55,
      salaryCurrency: 'USD',
      salaryPeriod: 'hour',
      workplace: 'remote',
    });
    expect(derived.json<Job>().overview.city).toBeUndefined();

    const vague = await client.post(
      '/api/jobs/create-job',
      validJobPayload({ salary: 'Competitive', location: 'Multiple locations' }),
    );
    const vagueOverview = vague.json<Job>().overview;
    expect(vagueOverview.salaryMin).toBeUndefined();
    expect(vagueOverview.salaryPeriod).toBeUndefined();
    expect(vagueOverview.city).toBeUndefined();
    expect(vagueOverview.workplace).toBe('on-site');

    const id = stated.json<Job>()._id;
    const { overview, details, aboutUs, whatWeOffer } = stated.json<Job>();
    const rest = { overview, details, aboutUs, whatWeOffer };
    const edited = await client.request('PUT', `/api/jobs/job/${id}`, {
      json: {
        ...rest,
        overview: {
          ...rest.overview,
          salaryMin: '',
          salaryMax: '',
          salaryPeriod: '',
          workplace: 'remote',
        },
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Job>().overview).toMatchObject({ workplace: 'remote', city: 'Chicago' });
    expect(edited.json<Job>().overview.salaryMax).toBeUndefined();
    const read = await new TestClient(t.app).get(`/api/jobs/job/${id}`);
    expect(read.json<Job>().overview.workplace).toBe('remote');
  });

  it('reads blank pay and place from the text when the client states other facts (the admin form)', async () => {
    const { client } = await loggedInClient(t.app, 'admin');
    const response = await client.post(
      '/api/jobs/create-job',
      validJobPayload({
        salary: '$30 - $35/hr',
        location: 'Aurora, IL',
        salaryMin: '',
        salaryMax: '',
        salaryPeriod: '',
        city: '',
        region: '',
        postalCode: '',
        workplace: 'hybrid',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<Job>().overview).toMatchObject({
      salaryMin: 30,
      salaryMax: 35,
      salaryPeriod: 'hour',
      city: 'Aurora',
      region: 'IL',
      workplace: 'hybrid',
    });
  });

  it('rejects bad facts with 400 and field errors, storing nothing', async () => {
    const { client } = await loggedInClient(t.app, 'admin');
    const before = (await client.get('/api/jobs/jobs')).headers['x-total-count'];
    const response = await client.post(
      '/api/jobs/create-job',
      validJobPayload({
        salaryMin: 90,
        salaryMax: 50,
        salaryCurrency: 'dollars',
        region: 'Illinois',
        postalCode: '6060',
        workplace: 'moon',
      }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; fieldErrors: Record<string, string> }>();
    expect(body.error).toEqual(expect.any(String));
    expect(Object.keys(body.fieldErrors).sort()).toEqual(
      ['postalCode', 'region', 'salaryCurrency', 'workplace'].sort(),
    );
    const noPeriod = await client.post(
      '/api/jobs/create-job',
      validJobPayload({ salaryMin: 90, salaryMax: 50 }),
    );
    expect(Object.keys(noPeriod.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'salaryMax',
      'salaryPeriod',
    ]);
    expect((await client.get('/api/jobs/jobs')).headers['x-total-count']).toBe(before);
  });
});

describe('job search: filters, sort and facets', () => {
  const t = useTestApp();
  const client = () => new TestClient(t.app);

  it('filters by workplace, place, annual pay and date posted, alone and together', async () => {
    await seed(t, [
      {
        title: 'Remote Nurse Educator',
        industry: 'Healthcare',
        description: 'Teach nursing staff online.',
        facts: facts({
          salaryMin: 35,
          salaryMax: 40,
          salaryPeriod: 'hour',
          salaryCurrency: 'USD',
          workplace: 'remote',
          city: 'Chicago',
          region: 'IL',
          postalCode: '60601',
        }),
      },
      {
        title: 'Hybrid Analyst',
        ageDays: 3,
        facts: facts({
          salaryMin: 70_000,
          salaryMax: 90_000,
          salaryPeriod: 'year',
          salaryCurrency: 'USD',
          workplace: 'hybrid',
          city: 'Naperville',
          region: 'IL',
          postalCode: '60540',
        }),
      },
      {
        title: 'Milwaukee Welder',
        industry: 'Construction',
        ageDays: 10,
        facts: facts({
          salaryMin: 5000,
          salaryMax: 5000,
          salaryPeriod: 'month',
          salaryCurrency: 'USD',
          city: 'Milwaukee',
          region: 'WI',
          postalCode: '53202',
        }),
      },
      {
        title: 'Night Nurse',
        industry: 'Healthcare',
        ageDays: 40,
        facts: facts({
          salaryMin: 200,
          salaryMax: 250,
          salaryPeriod: 'day',
          salaryCurrency: 'USD',
          city: 'Chicago',
          region: 'IL',
          postalCode: '60611',
        }),
      },
      { title: 'Volunteer Coordinator', ageDays: 2, facts: facts({ workplace: 'remote' }) },
    ]);
    const list = async (query: string) => {
      const response = await client().get(`/api/jobs/jobs?${query}`);
      expect(response.statusCode, query).toBe(200);
      return response;
    };

    expect(titles(await list('workplace=remote'))).toEqual([
      'Remote Nurse Educator',
      'Volunteer Coordinator',
    ]);
    expect(titles(await list('workplace=remote&workplace=hybrid'))).toEqual([
      'Remote Nurse Educator',
      'Volunteer Coordinator',
      'Hybrid Analyst',
    ]);
    expect(titles(await list('workplace=hybrid,on-site'))).toEqual([
      'Hybrid Analyst',
      'Milwaukee Welder',
      'Night Nurse',
    ]);

    expect(titles(await list('where=chicago'))).toEqual(['Remote Nurse Educator', 'Night Nurse']);
    expect(titles(await list('where=Chicago%2C%20IL'))).toEqual([
      'Remote Nurse Educator',
      'Night Nurse',
    ]);
    expect(titles(await list('where=Chicago%2C%20WI'))).toEqual([]);
    expect(titles(await list('where=wi'))).toEqual(['Milwaukee Welder']);
    expect(titles(await list('where=IL'))).toEqual([
      'Remote Nurse Educator',
      'Hybrid Analyst',
      'Night Nurse',
    ]);
    expect(titles(await list('where=606'))).toEqual(['Remote Nurse Educator', 'Night Nurse']);
    expect(titles(await list('where=60540'))).toEqual(['Hybrid Analyst']);
    expect(titles(await list('where=Springfield'))).toEqual([]);

    // Annualised maxima: 40 × 2080 = 83,200; 90,000; 5,000 × 12 = 60,000; 250 × 260 = 65,000.
    expect(titles(await list('minAnnualPay=80000'))).toEqual([
      'Remote Nurse Educator',
      'Hybrid Analyst',
    ]);
    expect(titles(await list('minAnnualPay=60000'))).toEqual([
      'Remote Nurse Educator',
      'Hybrid Analyst',
      'Milwaukee Welder',
      'Night Nurse',
    ]);
    expect(titles(await list('minAnnualPay=65001'))).toEqual([
      'Remote Nurse Educator',
      'Hybrid Analyst',
    ]);
    const paid = await list('minAnnualPay=60000');
    expect(paid.headers['x-total-count']).toBe('4');
    expect(paid.headers['x-total-count-lower-bound']).toBeUndefined();

    expect(titles(await list('postedWithin=1'))).toEqual(['Remote Nurse Educator']);
    expect(titles(await list('postedWithin=7'))).toEqual([
      'Remote Nurse Educator',
      'Volunteer Coordinator',
      'Hybrid Analyst',
    ]);
    expect((await list('postedWithin=30')).headers['x-total-count']).toBe('4');

    expect(titles(await list('where=IL&minAnnualPay=60000&workplace=on-site'))).toEqual([
      'Night Nurse',
    ]);
    expect(titles(await list('q=nursing&where=chicago'))).toEqual([
      'Remote Nurse Educator',
      'Night Nurse',
    ]);
    expect(titles(await list('q=nurse&workplace=remote&minAnnualPay=50000'))).toEqual([
      'Remote Nurse Educator',
    ]);
    expect(titles(await list('industry=Healthcare&postedWithin=30'))).toEqual([
      'Remote Nurse Educator',
    ]);

    const paged = await list('workplace=remote&limit=1&page=1');
    expect(titles(paged)).toEqual(['Remote Nurse Educator']);
    expect(paged.headers.link).toContain('workplace=remote');
    expect(paged.headers.link).toContain('page=2');
  });

  it('matches word forms of a keyword on this database', async () => {
    await seed(t, [
      { title: 'Nursing Assistant', industry: 'Healthcare' },
      { title: 'Charge Nurses Wanted', industry: 'Healthcare' },
      { title: 'Staff Nurse', industry: 'Healthcare' },
    ]);
    for (const q of ['nurse', 'nurses', 'nursing']) {
      const found = titles(await client().get(`/api/jobs/jobs?q=${q}&industry=Healthcare`));
      expect(found, q).toEqual(
        expect.arrayContaining(['Nursing Assistant', 'Charge Nurses Wanted', 'Staff Nurse']),
      );
    }
  });
});

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

describe('job search: facets', () => {
  const t = useTestApp();

  it('counts open jobs per choice given the other filters', async () => {
    await seed(t, [
      { title: 'A', industry: 'Healthcare', facts: facts({ workplace: 'remote' }) },
      { title: 'B', industry: 'Healthcare', type: 'Part-Time', ageDays: 3 },
      { title: 'C', industry: 'Drivers', ageDays: 20, facts: facts({ workplace: 'hybrid' }) },
      { title: 'D', industry: 'Drivers', ageDays: 60, facts: facts({ workplace: 'remote' }) },
      { title: 'Closed', industry: 'Drivers', status: 'closed' },
    ]);
    const client = new TestClient(t.app);
    const all = await client.get('/api/jobs/facets');
    expect(all.statusCode).toBe(200);
    const facets = all.json<JobFacets>();
    const n = (count: number) => ({ count, capped: false });
    expect(facets.industry).toEqual({
      Business: n(0),
      Construction: n(0),
      Healthcare: n(2),
      ItTech: n(0),
      Drivers: n(2),
    });
    expect(facets.type['Full-Time']).toEqual(n(3));
    expect(facets.type['Part-Time']).toEqual(n(1));
    expect(facets.workplace).toEqual({ 'on-site': n(1), hybrid: n(1), remote: n(2) });
    expect(facets.postedWithin).toEqual({ '1': n(1), '7': n(2), '30': n(3) });

    // A facet ignores its own filter and applies the others.
    const remote = (await client.get('/api/jobs/facets?workplace=remote')).json<JobFacets>();
    expect(remote.workplace).toEqual({ 'on-site': n(1), hybrid: n(1), remote: n(2) });
    expect(remote.industry.Healthcare).toEqual(n(1));
    expect(remote.industry.Drivers).toEqual(n(1));
    expect(remote.postedWithin['30']).toEqual(n(1));

    const drivers = (
      await client.get('/api/jobs/facets?industry=Drivers&q=zzzz')
    ).json<JobFacets>();
    expect(drivers.workplace.remote).toEqual(n(0));
  });
});

describe('job search: counter-backed totals and facets', () => {
  const t = useTestApp();

  // The counters are kept by triggers: after inserts, edits of industry, type and workplace,
  // status changes, deletes and jobs past their closing date, every total and facet count
  // answered from them must equal a count of the rows themselves.
  it('match a direct count of the jobs through every kind of change', async () => {
    const industries = ['Business', 'Healthcare', 'Drivers'] as const;
    const types = ['Full-Time', 'Part-Time', 'Contract'] as const;
    const workplaces = ['on-site', 'hybrid', 'remote'] as const;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString();
    await seed(
      t,
      Array.from({ length: 27 }, (_, index) => ({
        title: `Job ${String(index)}`,
        industry: industries[index % 3],
        type: types[Math.floor(index / 3) % 3],
        facts: facts({ workplace: workplaces[(index * 7) % 3] }),
        ...(index % 5 === 0 ? { validThrough: index % 10 === 0 ? yesterday : nextYear } : {}),
        ...(index % 9 === 4 ? { status: 'closed' as const } : {}),
      })),
    );
    await changeJobsEveryWay(t);
    const db = t.app.db;

    const now = new Date().toISOString();
    const open = (await db.selectFrom('jobs').selectAll().execute()).filter(
      (job) => job.status === 'open' && (job.valid_through === null || job.valid_through > now),
    );
    const client = new TestClient(t.app);
    const queries = [
      {},
      { workplace: ['remote'] },
      { workplace: ['remote', 'hybrid'] },
      { industry: 'Healthcare', workplace: ['on-site'] },
      { type: 'Part-Time' },
      { industry: 'Drivers', type: 'Full-Time', workplace: ['hybrid'] },
    ] as { industry?: string; type?: string; workplace?: string[] }[];
    for (const query of queries) {
      const matches = (job: (typeof open)[number], skip?: 'industry' | 'type' | 'workplace') =>
        (skip === 'industry' || !query.industry || job.industry === query.industry) &&
        (skip === 'type' || !query.type || job.type === query.type) &&
        (skip === 'workplace' || !query.workplace || query.workplace.includes(job.workplace));
      const search = new URLSearchParams();
      if (query.industry) search.set('industry', query.industry);
      if (query.type) search.set('type', query.type);
      for (const workplace of query.workplace ?? []) search.append('workplace', workplace);

      const list = await client.get(`/api/jobs/jobs?${search.toString()}`);
      expect(list.statusCode).toBe(200);
      expect(list.headers['x-total-count']).toBe(String(open.filter((job) => matches(job)).length));
      expect(list.headers['x-total-count-lower-bound']).toBeUndefined();

      const facets = (await client.get(`/api/jobs/facets?${search.toString()}`)).json<JobFacets>();
      for (const [industry, value] of Object.entries(facets.industry)) {
        const expected = open.filter(
          (job) => matches(job, 'industry') && job.industry === industry,
        ).length;
        expect(value, `${JSON.stringify(query)} industry ${industry}`).toEqual({
          count: expected,
          capped: false,
        });
      }
      for (const [type, value] of Object.entries(facets.type)) {
        const expected = open.filter((job) => matches(job, 'type') && job.type === type).length;
        expect(value, `${JSON.stringify(query)} type ${type}`).toEqual({
          count: expected,
          capped: false,
        });
      }
      for (const [workplace, value] of Object.entries(facets.workplace)) {
        const expected = open.filter(
          (job) => matches(job, 'workplace') && job.workplace === workplace,
        ).length;
        expect(value, `${JSON.stringify(query)} workplace ${workplace}`).toEqual({
          count: expected,
          capped: false,
        });
      }
    }
  });
});

describe('job search: facets of a keyword search', () => {
  const t = useTestApp();

  // Counted in one grouped pass over the matches: every count must equal a count of the
  // matching rows, for the dimensions the search filters on (the choice replaces the current
  // one) and for those it leaves open.
  it('match a direct count of the matching jobs', async () => {
    const industries = ['Business', 'Healthcare', 'Drivers'] as const;
    const workplaces = ['on-site', 'hybrid', 'remote'] as const;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    await seed(
      t,
      Array.from({ length: 24 }, (_, index) => ({
        title: index % 3 === 0 ? `Clerk ${String(index)}` : `Nurse ${String(index)}`,
        industry: industries[index % 3],
        type: index % 4 === 0 ? ('Part-Time' as const) : ('Full-Time' as const),
        ageDays: [0, 2, 5, 12, 40][index % 5],
        facts: facts({ workplace: workplaces[(index * 5) % 3] }),
        ...(index % 7 === 3 ? { status: 'closed' as const } : {}),
        ...(index % 11 === 5 ? { validThrough: yesterday } : {}),
      })),
    );
    const searches: Record<string, string>[] = [
      { q: 'nurse' },
      { q: 'nurses', industry: 'Healthcare', workplace: 'remote', postedWithin: '7' },
      { q: 'nurse', type: 'Full-Time' },
    ];
    await expectCountsToMatchRows(t, searches);
  });
});

describe('job search: keyword counts from the full-text index', () => {
  const t = useTestApp();

  // On SQLite the filters of a keyword search are terms of the full-text index (migration
  // 0033), kept by triggers; the counts read them instead of the rows. After inserts, edits of
  // every filtered column, status changes, deletes and jobs past their closing date, every
  // total and facet count must still equal a count of the rows themselves, whether the
  // filters have terms (a state, a minimum pay the page offers) or not (a city, another pay).
  it('match a direct count of the matching jobs through every kind of change', async () => {
    const industries = ['Business', 'Healthcare', 'Drivers'] as const;
    const types = ['Full-Time', 'Part-Time', 'Contract'] as const;
    const workplaces = ['on-site', 'hybrid', 'remote'] as const;
    const regions = ['IL', 'WI', null] as const;
    const pays = [45_000, 52_000, 80_000, null] as const;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString();
    await seed(
      t,
      Array.from({ length: 36 }, (_, index) => {
        const pay = pays[index % 4] ?? null;
        return {
          title: index % 4 === 3 ? `Clerk ${String(index)}` : `Nurse ${String(index)}`,
          industry: industries[index % 3],
          type: types[Math.floor(index / 3) % 3],
          ageDays: [0, 3, 10, 45][Math.floor(index / 9)],
          facts: facts({
            workplace: workplaces[(index * 7) % 3],
            region: regions[index % 3] ?? null,
            city: regions[index % 3] === 'IL' ? 'Chicago' : null,
            ...(pay === null
              ? {}
              : {
                  salaryMin: pay - 5000,
                  salaryMax: pay,
                  salaryCurrency: 'USD',
                  salaryPeriod: 'year',
                }),
          }),
          ...(index % 5 === 0 ? { validThrough: index % 10 === 0 ? yesterday : nextYear } : {}),
          ...(index % 9 === 4 ? { status: 'closed' as const } : {}),
        };
      }),
    );
    await changeJobsEveryWay(t, { filterColumns: true });

    const searches: Record<string, string>[] = [
      { q: 'nurse' },
      { q: 'nurse', where: 'IL' },
      { q: 'nurse', minAnnualPay: '50000' },
      { q: 'nurse', minAnnualPay: '48000' },
      { q: 'nurse', where: 'Chicago' },
      { q: 'nurse', industry: 'Healthcare', workplace: 'remote', postedWithin: '7' },
      { q: 'nurse', type: 'Part-Time', where: 'wi', minAnnualPay: '75000' },
    ];
    await expectCountsToMatchRows(t, searches);
  });

  it('keeps the filter terms out of reach of typed keywords', async () => {
    await seed(t, [
      { title: 'Night Nurse', industry: 'Healthcare', facts: facts({ workplace: 'remote' }) },
      { title: 'Search term tester', description: 'Mentions zzopen in its text.' },
    ]);
    const client = new TestClient(t.app);
    for (const q of ['zzopen', 'zz', 'zzindustryhealthcare', 'zzworkplaceremote']) {
      const expected = q === 'zzopen' || q === 'zz' ? ['Search term tester'] : [];
      const list = await client.get(`/api/jobs/jobs?q=${q}`);
      expect(titles(list), q).toEqual(expected);
      expect(list.headers['x-total-count'], q).toBe(String(expected.length));
      const facets = (await client.get(`/api/jobs/facets?q=${q}`)).json<JobFacets>();
      expect(facets.industry.Healthcare, q).toEqual({ count: 0, capped: false });
    }
  });
});

describe('job search: keyword counts past the count cap', () => {
  const t = useTestApp();

  // Past 1,000 matches SQLite counts each choice in the full-text index (fewer are grouped
  // row by row): closed jobs, jobs past their closing date and the date buckets included.
  it('match a direct count past the count cap, reading "1,000+" only where more match', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    await seed(
      t,
      Array.from({ length: 1400 }, (_, index) => ({
        title: index % 10 === 9 ? `Clerk ${String(index)}` : `Nurse ${String(index)}`,
        industry: index % 20 === 0 ? 'Drivers' : index % 7 === 0 ? 'Business' : 'Healthcare',
        type: index % 13 === 0 ? ('Part-Time' as const) : ('Full-Time' as const),
        ageDays: index < 40 ? 0 : index < 120 ? 3 : index < 400 ? 10 : 60,
        facts: facts({
          workplace: index % 5 === 0 ? 'remote' : index % 11 === 0 ? 'hybrid' : 'on-site',
          region: index % 3 === 0 ? 'IL' : 'WI',
        }),
        ...(index % 17 === 3 ? { status: 'closed' as const } : {}),
        ...(index % 23 === 5 ? { validThrough: yesterday } : {}),
      })),
    );
    await expectCountsToMatchRows(t, [
      { q: 'nurse' },
      { q: 'nurse', workplace: 'remote' },
      { q: 'nurse', industry: 'Healthcare', postedWithin: '30' },
      { q: 'nurse', where: 'WI', type: 'Full-Time' },
    ]);
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

describe('job search: validation', () => {
  const t = useTestApp();

  it.each([
    ['workplace=moon', 'workplace'],
    ['workplace=remote&workplace=remote&workplace=remote&workplace=hybrid', 'workplace'],
    ['minAnnualPay=lots', 'minAnnualPay'],
    ['minAnnualPay=-5', 'minAnnualPay'],
    ['minAnnualPay=1.5', 'minAnnualPay'],
    ['postedWithin=3', 'postedWithin'],
    ['postedWithin=week', 'postedWithin'],
    ['sort=oldest', 'sort'],
    ['where=x', 'where'],
    [`where=${'a'.repeat(101)}`, 'where'],
  ])('answers 400 with a field error for %s', async (query, field) => {
    const client = new TestClient(t.app);
    for (const path of ['/api/jobs/jobs', '/api/jobs/facets']) {
      const response = await client.get(`${path}?${query}`);
      expect(response.statusCode, `${path}?${query}`).toBe(400);
      const body = response.json<{ error: string; fieldErrors: Record<string, string> }>();
      expect(body.error).toEqual(expect.any(String));
      expect(Object.keys(body.fieldErrors)).toEqual([field]);
    }
  });

  it('refuses a cursor with sort=relevance', async () => {
    const response = await new TestClient(t.app).get(
      '/api/jobs/jobs?q=nurse&sort=relevance&cursor=abc',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('cursor');
  });
});
