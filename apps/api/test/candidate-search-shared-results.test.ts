import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminApplication } from '@staffing/shared/application-schemas';
import { candidateListSchema } from '@staffing/shared/candidate-schemas';
import { buildApp } from '../src/app.ts';
import type { AppConfig } from '../src/config/env.ts';
import { apply, candidateIdOf, type Applicant } from './helpers/candidates.ts';
import { makePdf, pdfFile } from './helpers/fixtures.ts';
import { seedJobs } from './helpers/jobs.ts';
import { textPdf } from './helpers/resume-files.ts';
import { testConfig, type TestAppContext } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { loggedInClient } from './helpers/users.ts';

const PASSWORD = 'correct horse battery';

type Instances = {
  // Shares search results for SEARCH_COUNT_CACHE_MS; the searches run here.
  first: TestAppContext;
  // Another instance on the same database, with no memory in common with the first.
  second: TestAppContext;
  staffOnFirst: TestClient;
  staffOnSecond: TestClient;
  jobs: { forklift: string; welder: string };
};

// Two API instances on one database, as behind a load balancer. Both apply many times from
// one address (the form limit is per address); the background reader of resumes is off
// unless `first` turns it on.
function useTwoInstances(
  searchCountCacheMs: number,
  first: (config: AppConfig) => Partial<AppConfig> = () => ({}),
): Instances {
  const instances = {} as Instances;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase({ migrated: true });
    const base = testConfig(database);
    const config: AppConfig = {
      ...base,
      searchCountCacheMs,
      limits: { ...base.limits, formsPerIp: 10_000 },
      resumeText: { ...base.resumeText, extraction: false },
    };
    const firstConfig = { ...config, ...first(config) };
    const firstApp = await buildApp(firstConfig, { searchPath: database.searchPath });
    await firstApp.ready();
    const secondApp = await buildApp(config, { searchPath: database.searchPath, migrate: false });
    await secondApp.ready();
    instances.first = { app: firstApp, database, config: firstConfig };
    instances.second = { app: secondApp, database, config };
    ({ client: instances.staffOnFirst } = await loggedInClient(firstApp, 'recruiter'));
    ({ client: instances.staffOnSecond } = await loggedInClient(secondApp, 'recruiter'));
    const [forklift, welder] = (await seedJobs(firstApp, [
      { title: 'Forklift Operator', industry: 'Drivers' },
      { title: 'Welder', industry: 'Construction' },
    ])) as [string, string];
    instances.jobs = { forklift, welder };
  });
  afterAll(async () => {
    const partial = instances as Partial<Instances>;
    await partial.first?.app.close();
    await partial.second?.app.close();
    await database?.cleanup();
  });
  return instances;
}

let people = 0;
// A new applicant with a unique address; the names double as search words.
function person(lastName: string, jobId: string, firstName = 'Sam'): Applicant {
  people += 1;
  return {
    firstName,
    lastName,
    email: `${lastName.toLowerCase()}.${String(people)}@example.com`,
    jobId,
  };
}

async function search(client: TestClient, query: string) {
  const response = await client.get(`/api/admin/candidates?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const items = candidateListSchema.parse(response.json());
  return {
    items,
    ids: items.map((item) => item._id),
    names: items.map((item) => item.name),
    total: Number(response.headers['x-total-count']),
  };
}

describe('talent pool search: results shared for a moment (SEARCH_COUNT_CACHE_MS)', () => {
  const t = useTwoInstances(60_000);

  it("keeps a search's total and order until a write through this instance", async () => {
    const { first, second, staffOnFirst, staffOnSecond, jobs } = t;
    await apply(first, person('Abbot', jobs.forklift));
    await apply(first, person('Booker', jobs.forklift));
    const before = await search(staffOnFirst, 'q=forklift');
    expect(before.total).toBe(2);
    expect([...before.names].sort()).toEqual(['Sam Abbot', 'Sam Booker']);

    // The other instance takes a forklift application and tags someone: this instance's
    // answer to the same question, whatever the keywords' spelling, is the one shared.
    await apply(second, person('Cutler', jobs.forklift));
    const listedSecond = before.ids[1] ?? '';
    expect(
      (await staffOnSecond.request('PUT', `/api/admin/candidates/${listedSecond}/tags/forklift`))
        .statusCode,
    ).toBe(204);
    const shared = await search(staffOnFirst, 'q=Forklift,');
    expect(shared.total).toBe(2);
    expect(shared.names).toEqual(before.names);
    // The rows are today's: the tag shows on the row the shared order lists.
    expect(shared.items[1]?.tags).toEqual(['forklift']);
    // A different question (here: the order) is answered afresh.
    const byActivity = await search(staffOnFirst, 'q=forklift&sort=activity');
    expect(byActivity.total).toBe(3);
    expect(byActivity.names).toContain('Sam Cutler');

    // A note written through this instance empties the shared results at once.
    const noted = await staffOnFirst.post(`/api/admin/candidates/${listedSecond}/notes`, {
      body: 'Has a forklift licence.',
    });
    expect(noted.statusCode, noted.body).toBe(201);
    const fresh = await search(staffOnFirst, 'q=forklift');
    expect(fresh.total).toBe(3);
    expect(fresh.names).toContain('Sam Cutler');
  });

  it('shows a tag added or removed through the API in a tag-filtered search at once', async () => {
    const { first, staffOnFirst, staffOnSecond, jobs } = t;
    await apply(first, person('Dawson', jobs.welder));
    const dawson = await candidateIdOf(first, `dawson.${String(people)}@example.com`);
    await apply(first, person('Ellery', jobs.welder));
    const ellery = await candidateIdOf(first, `ellery.${String(people)}@example.com`);
    expect((await search(staffOnFirst, 'tag=night-shift')).total).toBe(0);
    // Tagged through the other instance: not in this one's shared answer yet.
    const tag = (staff: TestClient, method: 'PUT' | 'DELETE', id: string) =>
      staff.request(method, `/api/admin/candidates/${id}/tags/night-shift`);
    expect((await tag(staffOnSecond, 'PUT', ellery)).statusCode).toBe(204);
    expect((await search(staffOnFirst, 'tag=night-shift')).total).toBe(0);

    // Tagged through this one: at once, with the other's too.
    expect((await tag(staffOnFirst, 'PUT', dawson)).statusCode).toBe(204);
    const tagged = await search(staffOnFirst, 'tag=night-shift');
    expect(tagged.total).toBe(2);
    expect([...tagged.ids].sort()).toEqual([dawson, ellery].sort());
    expect(tagged.items.every((item) => item.tags.includes('night-shift'))).toBe(true);

    expect((await tag(staffOnFirst, 'DELETE', dawson)).statusCode).toBe(204);
    expect(await search(staffOnFirst, 'tag=night-shift')).toMatchObject({
      total: 1,
      ids: [ellery],
    });
  });

  it('empties them on every candidate change through this instance', async () => {
    const { first, second, staffOnFirst, jobs } = t;
    // A new application: one through the other instance waits for the shared answer to
    // expire, one through this instance shows with it at once.
    expect((await search(staffOnFirst, 'q=elkhorn')).total).toBe(0);
    await apply(second, person('Elkhorn', jobs.welder, 'Ezra'));
    expect((await search(staffOnFirst, 'q=elkhorn')).total).toBe(0);
    const { applicationId } = await apply(first, person('Elkhorn', jobs.welder));
    const elkhorn = await candidateIdOf(first, `elkhorn.${String(people)}@example.com`);
    expect(await search(staffOnFirst, 'q=elkhorn')).toMatchObject({ total: 2 });

    // A status move, which the status filter reads.
    expect((await search(staffOnFirst, 'q=elkhorn&status=interview')).total).toBe(0);
    const moved = await staffOnFirst.request('PATCH', `/api/admin/applications/${applicationId}`, {
      json: { status: 'interview' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<AdminApplication>().status).toBe('interview');
    expect((await search(staffOnFirst, 'q=elkhorn&status=interview')).ids).toEqual([elkhorn]);

    // A contact edit, which the place filter reads.
    expect((await search(staffOnFirst, `where=${encodeURIComponent('Denver, CO')}`)).total).toBe(0);
    const edited = await staffOnFirst.request('PATCH', `/api/admin/candidates/${elkhorn}`, {
      json: { city: 'Denver', region: 'CO' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await search(staffOnFirst, `where=${encodeURIComponent('Denver, CO')}`)).ids).toEqual([
      elkhorn,
    ]);

    // Erasure.
    const erased = await staffOnFirst.request('DELETE', `/api/admin/candidates/${elkhorn}`);
    expect(erased.statusCode, erased.body).toBe(204);
    expect((await search(staffOnFirst, `where=${encodeURIComponent('Denver, CO')}`)).total).toBe(0);

    // An account: signing up, changing its names, deleting it.
    expect((await search(staffOnFirst, 'q=fairweather')).total).toBe(0);
    const seeker = new TestClient(first.app);
    const email = 'fairweather@example.com';
    const signedUp = await seeker.multipart(
      'POST',
      '/api/users/signup',
      { firstName: 'Fay', lastName: 'Fairweather', email, password: PASSWORD },
      pdfFile(makePdf(900), 'profile.pdf'),
    );
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    expect((await search(staffOnFirst, 'q=fairweather')).total).toBe(1);
    expect((await seeker.post('/api/users/login', { email, password: PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await search(staffOnFirst, 'q=goodwin')).total).toBe(0);
    const renamed = await seeker.multipart('PUT', '/api/users/profile', {
      firstName: 'Fay',
      lastName: 'Goodwin',
      email,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await search(staffOnFirst, 'q=goodwin')).total).toBe(1);
    const deleted = await seeker.request('DELETE', '/api/users/me', {
      json: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await search(staffOnFirst, 'q=goodwin')).total).toBe(0);
  });

  it("reads the page's rows afresh while the total is shared: edits show, the erased drop out", async () => {
    const { first, second, staffOnFirst, staffOnSecond, jobs } = t;
    await apply(first, person('Hartley', jobs.welder));
    await apply(first, person('Ingram', jobs.welder));
    const hartley = await candidateIdOf(first, `hartley.${String(people - 1)}@example.com`);
    const ingram = await candidateIdOf(first, `ingram.${String(people)}@example.com`);
    const pair = await search(staffOnFirst, 'q=welder&sort=activity');
    expect(pair.ids).toEqual(expect.arrayContaining([hartley, ingram]));

    // The other instance corrects Hartley's phone, erases Ingram and takes a new welder.
    const edited = await staffOnSecond.request('PATCH', `/api/admin/candidates/${hartley}`, {
      json: { phone: '(555) 010-2030' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(
      (await staffOnSecond.request('DELETE', `/api/admin/candidates/${ingram}`)).statusCode,
    ).toBe(204);
    await apply(second, person('Jarvis', jobs.welder));

    const after = await search(staffOnFirst, 'q=welder&sort=activity');
    // The total and the order are the shared ones: no new welder, the same count...
    expect(after.total).toBe(pair.total);
    expect(after.names).not.toContain('Sam Jarvis');
    // ...while the rows are today's: the new phone, and no row for the erased.
    expect(after.ids).toEqual(pair.ids.filter((id) => id !== ingram));
    expect(after.items.find((item) => item._id === hartley)?.phone).toBe('(555) 010-2030');
  });

  it('pages through one search without overlaps or gaps while another instance changes it', async () => {
    const { first, second, staffOnFirst, staffOnSecond, jobs } = t;
    for (const name of ['Kemp', 'Lister', 'Mercer', 'Nolan', 'Osborne', 'Pryce', 'Quinlan']) {
      await apply(first, person(name, jobs.forklift, 'Paget'));
    }
    const query = 'q=paget&sort=activity';
    const all = await search(staffOnFirst, `${query}&limit=100`);
    expect(all.total).toBe(7);

    const page = async (number: number) => {
      const answer = await search(staffOnFirst, `${query}&limit=3&page=${String(number)}`);
      expect(answer.total).toBe(7);
      return answer.ids;
    };
    const seen = await page(1);
    // Another instance erases a candidate page 1 listed (read afresh, page 2 would start one
    // later and skip someone)...
    const erased = await staffOnSecond.request('DELETE', `/api/admin/candidates/${all.ids[0]}`);
    expect(erased.statusCode).toBe(204);
    seen.push(...(await page(2)));
    // ...then takes two new applications, the newest activity of all (read afresh, page 3
    // would repeat someone page 2 listed).
    await apply(second, person('Newcomer', jobs.forklift, 'Paget'));
    await apply(second, person('Latecomer', jobs.forklift, 'Paget'));
    seen.push(...(await page(3)));

    // Every page is a slice of one order: nothing twice, nobody missed.
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(all.ids);
  });
});

describe('talent pool search: with SEARCH_COUNT_CACHE_MS=0', () => {
  const t = useTwoInstances(0);

  it("counts and orders every request, so another instance's changes show at once", async () => {
    const { first, second, staffOnFirst, jobs } = t;
    await apply(first, person('Radley', jobs.forklift));
    expect((await search(staffOnFirst, 'q=forklift')).total).toBe(1);
    await apply(second, person('Sutton', jobs.forklift));
    const after = await search(staffOnFirst, 'q=forklift');
    expect(after.total).toBe(2);
    expect(after.names).toContain('Sam Sutton');
  });
});

describe('talent pool search: what the background work changes empties the results', () => {
  const t = useTwoInstances(60_000, (config) => ({
    // This instance reads resumes only when told to (settle), the other not at all.
    resumeText: { ...config.resumeText, extraction: true, pollMs: 600_000 },
    // The daily erasure, run here by hand (runIfDue).
    candidateRetention: { months: 1, checkEveryMs: 0 },
  }));

  it("a resume's text read by this instance is searchable at once", async () => {
    const { first, second, staffOnFirst, jobs } = t;
    expect((await search(staffOnFirst, 'q=rigger')).total).toBe(0);
    // Applied through the other instance, whose reader is off: the text is still pending,
    // and the applicant named Rigger waits for the shared answer to expire.
    const applied = await new TestClient(second.app).multipart(
      'POST',
      '/api/email/quick-apply',
      person('Thornton', jobs.welder),
      pdfFile(await textPdf(['Certified crane rigger, ten years.']), 'resume.pdf'),
    );
    expect(applied.statusCode, applied.body).toBe(201);
    await apply(second, person('Rigger', jobs.welder));
    expect((await search(staffOnFirst, 'q=rigger')).total).toBe(0);

    // Read by this instance: both at once.
    await first.app.resumeText.settle();
    const found = await search(staffOnFirst, 'q=rigger');
    expect([...found.names].sort()).toEqual(['Sam Rigger', 'Sam Thornton']);
  });

  it('a retention run on this instance takes the erased out at once', async () => {
    const { first, second, staffOnFirst, jobs } = t;
    await apply(first, person('Upton', jobs.forklift));
    const upton = await candidateIdOf(first, `upton.${String(people)}@example.com`);
    expect((await search(staffOnFirst, 'q=upton')).ids).toEqual([upton]);
    // Inactive for two years (written straight to the database, as if long ago), and a
    // second Upton applying through the other instance, not in the shared answer yet.
    await first.app.db
      .updateTable('candidates')
      .set({ last_activity_at: new Date(Date.now() - 730 * 86_400_000).toISOString() })
      .where('id', '=', upton)
      .execute();
    await apply(second, person('Upton', jobs.forklift, 'Una'));
    const recent = await candidateIdOf(first, `upton.${String(people)}@example.com`);
    expect((await search(staffOnFirst, 'q=upton')).ids).toEqual([upton]);

    const run = await first.app.candidateRetention.runIfDue();
    expect(run?.erased).toBe(1);
    expect(await search(staffOnFirst, 'q=upton')).toMatchObject({ total: 1, ids: [recent] });
  });
});
