import { describe, expect, it } from 'vitest';
import type { Job } from '@staffing/shared/job-schemas';
import { validJobPayload } from './helpers/jobs.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

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
