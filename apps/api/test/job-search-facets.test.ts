import { describe, expect, it } from 'vitest';
import type { JobFacets } from '@staffing/shared/job-schemas';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { facts, seed, expectCountsToMatchRows } from './helpers/job-search.ts';

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
