import { describe, expect, it } from 'vitest';
import { DEFAULT_JOB_SCHEDULE } from '@staffing/shared/constants';
import type { Job } from '@staffing/shared/job-schemas';
import { MESSAGES } from '@staffing/shared/messages';
import { seedJobs, validJobPayload } from './helpers/jobs.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

describe('jobs: authorization matrix', () => {
  const t = useTestApp();

  it('lets only staff create, update, delete and read stats (401 anonymous, 403 user)', async () => {
    const [jobId] = await seedJobs(t.app, [{ title: 'Existing' }]);
    const anonymous = new TestClient(t.app);
    const { client: user } = await loggedInClient(t.app, 'user');
    const { client: admin } = await loggedInClient(t.app, 'admin');
    const nested = { overview: { ...validJobPayload() }, details: validJobPayload() };

    const calls = [
      (c: TestClient) => c.post('/api/jobs/create-job', validJobPayload()),
      (c: TestClient) => c.request('PUT', `/api/jobs/job/${jobId}`, { json: nested }),
      (c: TestClient) => c.get('/api/jobs/dashboard-stats'),
      (c: TestClient) => c.request('DELETE', `/api/jobs/job/${jobId}`),
    ];
    for (const call of calls) {
      expect((await call(anonymous)).statusCode).toBe(401);
      const forbidden = await call(user);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ error: MESSAGES.staffOnly });
    }
    expect((await calls[0]!(admin)).statusCode).toBe(201);
    expect((await calls[1]!(admin)).statusCode).toBe(200);
    expect((await calls[2]!(admin)).statusCode).toBe(200);
    expect((await calls[3]!(admin)).statusCode).toBe(204);
  });

  it('lets anyone list and read jobs', async () => {
    const [jobId] = await seedJobs(t.app, [{ title: 'Public' }]);
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/jobs/jobs')).statusCode).toBe(200);
    expect((await anonymous.get(`/api/jobs/job/${jobId}`)).statusCode).toBe(200);
  });
});

describe('jobs: create, read, update, delete', () => {
  const t = useTestApp();

  it('creates from the flat payload (201), ignores the client _id, applies defaults, and logs it', async () => {
    const { client, user } = await loggedInClient(t.app, 'admin');
    const payload = validJobPayload({ _id: 'someone-else', title: '  Trimmed  ' });
    delete (payload as Record<string, unknown>).type;
    delete (payload as Record<string, unknown>).schedule;
    const response = await client.post('/api/jobs/create-job', payload);
    expect(response.statusCode).toBe(201);
    const job = response.json<Job>();
    expect(job.overview).toMatchObject({
      title: 'Trimmed',
      type: 'Full-Time',
      schedule: DEFAULT_JOB_SCHEDULE,
    });
    expect(job.details.description).toBe('Care for patients.\nSecond line.');
    const row = await t.app.db
      .selectFrom('jobs')
      .select('posted_by')
      .where('id', '=', job._id)
      .executeTakeFirstOrThrow();
    expect(row.posted_by).toBe(user.id);
    const activity = await t.app.db
      .selectFrom('activity_log')
      .selectAll()
      .where('subject_id', '=', job._id)
      .execute();
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({ action: 'job.created', actor_user_id: user.id });
  });

  it('answers 400 with field errors for every missing required field and bad options', async () => {
    const { client } = await loggedInClient(t.app, 'admin');
    const empty = await client.post('/api/jobs/create-job', {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual(
      [
        'description',
        'industry',
        'location',
        'responsibilities',
        'salary',
        'skills',
        'title',
      ].sort(),
    );
    const badOptions = await client.post(
      '/api/jobs/create-job',
      validJobPayload({ industry: 'Mining', type: 'Gig' }),
    );
    expect(badOptions.statusCode).toBe(400);
    expect(Object.keys(badOptions.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'industry',
      'type',
    ]);
    const tooLong = await client.post(
      '/api/jobs/create-job',
      validJobPayload({ title: 'x'.repeat(201) }),
    );
    expect(tooLong.statusCode).toBe(400);
  });

  it('omits optional sections that are empty', async () => {
    const { client } = await loggedInClient(t.app, 'admin');
    const response = await client.post(
      '/api/jobs/create-job',
      validJobPayload({ aboutUs: '', whatWeOffer: '  ' }),
    );
    const job = response.json<Job>();
    expect(job).not.toHaveProperty('aboutUs');
    expect(job).not.toHaveProperty('whatWeOffer');
  });

  it('updates from the nested job object (200), including switching to Drivers', async () => {
    const { client } = await loggedInClient(t.app, 'admin');
    const created = (await client.post('/api/jobs/create-job', validJobPayload())).json<Job>();
    const response = await client.request('PUT', `/api/jobs/job/${created._id}`, {
      json: {
        ...created,
        overview: { ...created.overview, industry: 'Drivers', title: 'CDL Driver' },
        aboutUs: '',
      },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<Job>();
    expect(updated.overview).toMatchObject({ industry: 'Drivers', title: 'CDL Driver' });
    expect(updated).not.toHaveProperty('aboutUs');
    expect(updated.createdAt).toBe(created.createdAt);
    const read = await client.get(`/api/jobs/job/${created._id}`);
    expect(read.json<Job>().overview.industry).toBe('Drivers');
  });

  it('validates the nested update payload with field paths', async () => {
    const { client } = await loggedInClient(t.app, 'admin');
    const created = (await client.post('/api/jobs/create-job', validJobPayload())).json<Job>();
    const response = await client.request('PUT', `/api/jobs/job/${created._id}`, {
      json: { overview: { ...created.overview, title: '' }, details: created.details },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty(['fieldErrors', 'overview.title']);
  });

  it('deletes (204) and then answers 404 for the id', async () => {
    const { client } = await loggedInClient(t.app, 'admin');
    const created = (await client.post('/api/jobs/create-job', validJobPayload())).json<Job>();
    expect((await client.request('DELETE', `/api/jobs/job/${created._id}`)).statusCode).toBe(204);
    const read = await client.get(`/api/jobs/job/${created._id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ error: MESSAGES.jobNotFound });
    expect((await client.request('DELETE', `/api/jobs/job/${created._id}`)).statusCode).toBe(404);
  });

  it('answers 404 for unknown and malformed ids on every job route', async () => {
    const { client } = await loggedInClient(t.app, 'admin');
    for (const id of ['0190a5a0-0000-7000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const url = `/api/jobs/job/${encodeURIComponent(id)}`;
      expect((await client.get(url)).statusCode).toBe(404);
      expect(
        (
          await client.request('PUT', url, {
            json: { overview: validJobPayload(), details: validJobPayload() },
          })
        ).statusCode,
      ).toBe(404);
      expect((await client.request('DELETE', url)).statusCode).toBe(404);
    }
  });

  it('counts jobs, applications and users for the dashboard', async () => {
    const { client } = await loggedInClient(t.app, 'admin');
    const stats = (await client.get('/api/jobs/dashboard-stats')).json<Record<string, number>>();
    const jobs = await t.app.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const users = await t.app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(stats).toEqual({ totalJobs: jobs.n, totalApplications: 0, totalUsers: users.n });
  });
});

describe('jobs: listing, filters, search and paging', () => {
  const t = useTestApp();
  const titles = (jobs: Job[]) => jobs.map((job) => job.overview.title);

  it('lists newest first, filters by industry and type, and searches by keyword', async () => {
    await seedJobs(t.app, [
      {
        title: 'Night Nurse',
        industry: 'Healthcare',
        type: 'Part-Time',
        description: 'Overnight ward care',
      },
      { title: 'Electrician', industry: 'Construction', skills: 'Conduit bending' },
      { title: 'Nurse Manager', industry: 'Healthcare', location: 'Milwaukee, WI' },
      { title: 'Truck Driver', industry: 'Drivers', description: 'Regional routes' },
    ]);
    const client = new TestClient(t.app);
    const all = await client.get('/api/jobs/jobs');
    expect(titles(all.json<Job[]>())).toEqual([
      'Night Nurse',
      'Electrician',
      'Nurse Manager',
      'Truck Driver',
    ]);
    expect(all.headers['x-total-count']).toBe('4');

    const healthcare = (await client.get('/api/jobs/jobs?industry=Healthcare')).json<Job[]>();
    expect(titles(healthcare)).toEqual(['Night Nurse', 'Nurse Manager']);
    const partTime = (await client.get('/api/jobs/jobs?industry=Healthcare&type=Part-Time')).json<
      Job[]
    >();
    expect(titles(partTime)).toEqual(['Night Nurse']);

    expect(titles((await client.get('/api/jobs/jobs?q=nurse')).json<Job[]>())).toEqual([
      'Night Nurse',
      'Nurse Manager',
    ]);
    expect(titles((await client.get('/api/jobs/jobs?q=nurses')).json<Job[]>())).toEqual([
      'Night Nurse',
      'Nurse Manager',
    ]);
    expect(titles((await client.get('/api/jobs/jobs?q=milwaukee')).json<Job[]>())).toEqual([
      'Nurse Manager',
    ]);
    expect(titles((await client.get('/api/jobs/jobs?q=conduit')).json<Job[]>())).toEqual([
      'Electrician',
    ]);
    expect(titles((await client.get('/api/jobs/jobs?q=regional%20route')).json<Job[]>())).toEqual([
      'Truck Driver',
    ]);
    expect(titles((await client.get('/api/jobs/jobs?q=elect')).json<Job[]>())).toEqual([
      'Electrician',
    ]);
    const none = await client.get('/api/jobs/jobs?q=astronaut');
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('treats search syntax as plain words', async () => {
    const client = new TestClient(t.app);
    for (const q of [
      '"',
      'nurse OR',
      'NEAR(a b)',
      "'; drop table jobs; --",
      '*',
      'a:* & !b',
      '(((',
    ]) {
      const response = await client.get(`/api/jobs/jobs?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
    }
    expect((await client.get('/api/jobs/jobs')).headers['x-total-count']).not.toBe('0');
  });

  it('keeps the search index in step with updates and deletes', async () => {
    const { client } = await loggedInClient(t.app, 'admin');
    const created = (
      await client.post('/api/jobs/create-job', validJobPayload({ title: 'Zookeeper' }))
    ).json<Job>();
    expect(titles((await client.get('/api/jobs/jobs?q=zookeeper')).json<Job[]>())).toEqual([
      'Zookeeper',
    ]);
    await client.request('PUT', `/api/jobs/job/${created._id}`, {
      json: { ...created, overview: { ...created.overview, title: 'Aquarist' } },
    });
    expect((await client.get('/api/jobs/jobs?q=zookeeper')).json()).toEqual([]);
    expect(titles((await client.get('/api/jobs/jobs?q=aquarist')).json<Job[]>())).toEqual([
      'Aquarist',
    ]);
    await client.request('DELETE', `/api/jobs/job/${created._id}`);
    expect((await client.get('/api/jobs/jobs?q=aquarist')).json()).toEqual([]);
  });

  it('pages by cursor with a Link header, and by page number with next and prev links', async () => {
    const many = Array.from({ length: 7 }, (_, index) => ({
      title: `Paged ${index}`,
      industry: 'Drivers' as const,
    }));
    await seedJobs(t.app, many);
    const client = new TestClient(t.app);
    const seen: string[] = [];
    let url: string | undefined = '/api/jobs/jobs?industry=Drivers&limit=3';
    while (url) {
      const response = await client.get(url);
      expect(response.statusCode).toBe(200);
      seen.push(...titles(response.json<Job[]>()));
      const next = /<([^>]+)>; rel="next"/.exec(String(response.headers.link ?? ''));
      url = next?.[1]?.replace('http://localhost:3000', '');
    }
    const drivers = (await client.get('/api/jobs/jobs?industry=Drivers&limit=200')).json<Job[]>();
    expect(seen).toEqual(titles(drivers));
    expect(new Set(seen).size).toBe(seen.length);

    const page2 = await client.get('/api/jobs/jobs?industry=Drivers&limit=3&page=2');
    expect(titles(page2.json<Job[]>())).toEqual(titles(drivers).slice(3, 6));
    expect(page2.headers.link).toContain('page=3>; rel="next"');
    expect(page2.headers.link).toContain('page=1>; rel="prev"');
  });

  it('refuses bad query parameters with 400', async () => {
    const client = new TestClient(t.app);
    for (const query of [
      'limit=0',
      'limit=201',
      'limit=abc',
      'industry=Mining',
      'type=Gig',
      'page=0',
      'cursor=%%%',
    ]) {
      const response = await client.get(`/api/jobs/jobs?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
  });
});
