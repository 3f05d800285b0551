import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { facts, seed, titles } from './helpers/job-search.ts';

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
