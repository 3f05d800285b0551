import { describe, expect, it } from 'vitest';
import type { JobFacets } from '@staffing/shared/job-schemas';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import {
  facts,
  seed,
  changeJobsEveryWay,
  expectCountsToMatchRows,
  titles,
} from './helpers/job-search.ts';

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
