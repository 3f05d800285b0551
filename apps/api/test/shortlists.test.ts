import { beforeAll, describe, expect, it } from 'vitest';
import type { CandidateDetail } from '@staffing/shared/candidate-schemas';
import {
  SHORTLIST_MESSAGES,
  type ConsentRequest,
  type SharedCandidate,
  type ShortlistEntry,
} from '@staffing/shared/shortlist-schemas';
import type { Job } from '@staffing/shared/job-schemas';
import { candidateIdOf, useCandidateTestApp } from './helpers/candidates.ts';
import { signedInClientContact } from './helpers/clients.ts';
import { pdfFile } from './helpers/fixtures.ts';
import { sendOrder } from './helpers/job-orders.ts';
import { validJobPayload } from './helpers/jobs.ts';
import { readZip } from './helpers/read-zip.ts';
import { TestClient } from './helpers/test-client.ts';
import { createUser, loggedInClient } from './helpers/users.ts';

type Caller = 'anonymous' | 'seeker' | 'clientA' | 'clientB' | 'recruiter' | 'admin';

// The consent link's token in the newest email to an address.
async function consentToken(
  t: ReturnType<typeof useCandidateTestApp>,
  to: string,
): Promise<string> {
  const row = await t.app.db
    .selectFrom('email_outbox')
    .select('text_body')
    .where('to_address', '=', to)
    .where('text_body', 'like', '%/share-consent?token=%')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = /\/share-consent\?token=([\w-]+)&answer=yes/.exec(row.text_body);
  if (!match?.[1]) throw new Error('no consent link');
  return match[1];
}

describe('shortlists with the candidate’s consent', () => {
  const t = useCandidateTestApp();
  const callers = {} as Record<Caller, TestClient>;
  let orderA = '';
  let orderB = '';
  let jobA = '';
  let candidateId = '';
  let seekerCandidateId = '';
  const email = 'casey.candidate@example.com';

  beforeAll(async () => {
    callers.anonymous = new TestClient(t.app);
    callers.recruiter = (await loggedInClient(t.app, 'recruiter')).client;
    callers.admin = (await loggedInClient(t.app, 'admin')).client;
    const a = await signedInClientContact(t.app, callers.recruiter, {
      name: 'Alpha Clinic',
      email: 'ann@alpha.example',
    });
    const b = await signedInClientContact(t.app, callers.recruiter, {
      name: 'Beta Builders',
      email: 'bob@beta.example',
    });
    callers.clientA = a.client;
    callers.clientB = b.client;
    orderA = await sendOrder(t.app, { email: 'ann@alpha.example', company: 'Alpha Clinic' });
    orderB = await sendOrder(t.app, { email: 'bob@beta.example', company: 'Beta Builders' });
    for (const [order, companyId] of [
      [orderA, a.companyId],
      [orderB, b.companyId],
    ] as const) {
      await callers.recruiter.request('PUT', `/api/admin/orders/${order}/client`, {
        json: { companyId },
      });
    }
    // Order A's job asks one question; the candidate applies to it.
    const job = await callers.recruiter.post(
      '/api/jobs/create-job',
      validJobPayload({
        jobOrderId: orderA,
        screeningQuestions: [
          { id: 'rn', kind: 'yes-no', label: 'Do you hold an RN licence?', required: true },
        ],
      }),
    );
    expect(job.statusCode, job.body).toBe(201);
    jobA = job.json<Job>()._id;
    const applied = await new TestClient(t.app).multipart(
      'POST',
      '/api/email/quick-apply',
      {
        firstName: 'Casey',
        lastName: 'Candidate',
        email,
        jobId: jobA,
        answers: JSON.stringify({ rn: 'yes' }),
      },
      pdfFile(),
    );
    expect(applied.statusCode, applied.body).toBe(201);
    candidateId = await candidateIdOf(t, email);

    // A job seeker with an account, who is also a candidate.
    const seeker = await createUser(t.app, { email: 'sam.seeker@example.com' });
    callers.seeker = new TestClient(t.app);
    await callers.seeker.post('/api/users/login', {
      email: seeker.email,
      password: seeker.password,
    });
    await new TestClient(t.app).multipart(
      'POST',
      '/api/email/quick-apply',
      {
        firstName: 'Sam',
        lastName: 'Seeker',
        email: seeker.email,
        jobId: jobA,
        answers: JSON.stringify({ rn: 'no' }),
      },
      pdfFile(),
    );
    seekerCandidateId = await candidateIdOf(t, seeker.email);
  });

  const status = async (caller: Caller, call: (c: TestClient) => Promise<{ statusCode: number }>) =>
    (await call(callers[caller])).statusCode;

  it('staff routes: anonymous 401, job seeker and client contacts 403, staff allowed', async () => {
    const routes = [
      (c: TestClient) => c.get(`/api/admin/orders/${orderA}/shortlist`),
      (c: TestClient) => c.get(`/api/admin/candidates/${candidateId}/shortlists`),
      (c: TestClient) =>
        c.post(`/api/admin/orders/${orderB}/shortlist`, {
          candidateId: seekerCandidateId,
          pitch: 'Strong',
        }),
    ];
    for (const route of routes) {
      expect(await status('anonymous', route)).toBe(401);
      for (const caller of ['seeker', 'clientA', 'clientB'] as const) {
        expect(await status(caller, route)).toBe(403);
      }
    }
    expect(
      await status('recruiter', routes[0] as (c: TestClient) => Promise<{ statusCode: number }>),
    ).toBe(200);
    expect(
      await status('admin', routes[1] as (c: TestClient) => Promise<{ statusCode: number }>),
    ).toBe(200);
    expect(
      await status('admin', routes[2] as (c: TestClient) => Promise<{ statusCode: number }>),
    ).toBe(201);
  });

  it('refuses unknown fields, unknown candidates and a second entry', async () => {
    const post = (body: unknown) =>
      callers.recruiter.request('POST', `/api/admin/orders/${orderA}/shortlist`, { json: body });
    expect((await post({ candidateId, pitch: 'x', consent: 'granted' })).statusCode).toBe(400);
    expect((await post({ candidateId, pitch: '' })).statusCode).toBe(400);
    expect(
      (await post({ candidateId: '0190c4f0-0000-7000-8000-000000000000', pitch: 'x' })).statusCode,
    ).toBe(404);
    expect((await callers.recruiter.get('/api/admin/orders/nope/shortlist')).statusCode).toBe(404);
    expect((await callers.recruiter.get('/api/admin/candidates/nope/shortlists')).statusCode).toBe(
      404,
    );
  });

  it('shares the candidate with the client only after a yes, and withdraws at once', async () => {
    const added = await callers.recruiter.post(`/api/admin/orders/${orderA}/shortlist`, {
      candidateId,
      pitch: 'Five years on a cardiac ward.',
    });
    expect(added.statusCode, added.body).toBe(201);
    const entry = added.json<ShortlistEntry>();
    expect(entry).toMatchObject({
      consent: 'pending',
      company: 'Alpha Clinic',
      pitch: 'Five years on a cardiac ward.',
    });
    const again = await callers.recruiter.post(`/api/admin/orders/${orderA}/shortlist`, {
      candidateId,
      pitch: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: SHORTLIST_MESSAGES.alreadyListed });

    // Before the answer the client sees nobody.
    const shared = () => callers.clientA.get(`/api/client/orders/${orderA}/candidates`);
    expect((await shared()).json()).toEqual([]);

    const token = await consentToken(t, email);
    const stored = await t.app.db.selectFrom('shortlist_entries').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === token)).toBe(false);
    const visitor = new TestClient(t.app);
    const check = await visitor.post('/api/shortlist-consent/check', { token });
    expect(check.json<ConsentRequest>()).toMatchObject({
      company: 'Alpha Clinic',
      consent: 'pending',
    });
    expect(
      (await visitor.post('/api/shortlist-consent/answer', { token, answer: 'maybe' })).statusCode,
    ).toBe(400);
    expect(
      (await visitor.post('/api/shortlist-consent/answer', { token, answer: 'yes', x: 1 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await visitor.post('/api/shortlist-consent/answer', { token: 'forged', answer: 'yes' }))
        .statusCode,
    ).toBe(400);

    const yes = await visitor.post('/api/shortlist-consent/answer', { token, answer: 'yes' });
    expect(yes.json<ConsentRequest>()).toMatchObject({ consent: 'granted' });
    expect(yes.json<ConsentRequest>().consentAt).toEqual(expect.any(String));

    const list = (await shared()).json<SharedCandidate[]>();
    expect(list).toEqual([
      {
        _id: entry._id,
        name: 'Casey Candidate',
        pitch: 'Five years on a cardiac ward.',
        sharedAt: expect.any(String),
        hasResume: true,
        answers: [{ label: 'Do you hold an RN licence?', answer: 'Yes' }],
        decision: null,
      },
    ]);
    // Nothing more than agreed: no address, phone or notes.
    expect(JSON.stringify(list)).not.toContain(email);
    const resume = await callers.clientA.get(
      `/api/client/orders/${orderA}/candidates/${entry._id}/resume`,
    );
    expect(resume.statusCode).toBe(200);
    expect(resume.headers['content-type']).toBe('application/pdf');

    // Company B sees none of it, by any id.
    for (const url of [
      `/api/client/orders/${orderA}/candidates`,
      `/api/client/orders/${orderA}/candidates/${entry._id}/resume`,
      `/api/client/orders/${orderB}/candidates/${entry._id}/resume`,
      `/api/client/orders/${orderA}`,
    ]) {
      expect((await callers.clientB.get(url)).statusCode, url).toBe(404);
    }
    expect((await callers.clientB.get(`/api/client/orders/${orderB}/candidates`)).json()).toEqual(
      [],
    );
    for (const caller of ['seeker', 'recruiter', 'admin'] as const) {
      expect(await status(caller, (c) => c.get(`/api/client/orders/${orderA}/candidates`))).toBe(
        403,
      );
    }
    expect(await status('anonymous', (c) => c.get(`/api/client/orders/${orderA}/candidates`))).toBe(
      401,
    );

    // The receipt carries the withdraw link; withdrawing removes the share at once.
    const receipt = await t.app.db
      .selectFrom('email_outbox')
      .select('subject')
      .where('to_address', '=', email)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(receipt.subject).toBe('Your profile is shared with Alpha Clinic');
    const no = await visitor.post('/api/shortlist-consent/answer', { token, answer: 'no' });
    expect(no.json<ConsentRequest>()).toMatchObject({ consent: 'withdrawn' });
    expect((await shared()).json()).toEqual([]);
    expect(
      (await callers.clientA.get(`/api/client/orders/${orderA}/candidates/${entry._id}/resume`))
        .statusCode,
    ).toBe(404);

    // Each answer is in the activity log and on the candidate's timeline.
    const actions = await t.app.db
      .selectFrom('activity_log')
      .select('action')
      .where('subject_id', '=', candidateId)
      .execute();
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'shortlist.added',
        'shortlist.consent_granted',
        'shortlist.consent_withdrawn',
      ]),
    );
    const detail = (
      await callers.recruiter.get(`/api/admin/candidates/${candidateId}`)
    ).json<CandidateDetail>();
    const summaries = detail.timeline.filter((e) => e.kind === 'shortlist').map((e) => e.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        "Shortlisted for Alpha Clinic's order (“Registered Nurse”): Five years on a cardiac ward.",
        "Agreed to share their profile with Alpha Clinic's order (“Registered Nurse”)",
        "Withdrew their profile from Alpha Clinic's order (“Registered Nurse”)",
      ]),
    );
    const onCandidate = (
      await callers.recruiter.get(`/api/admin/candidates/${candidateId}/shortlists`)
    ).json<ShortlistEntry[]>();
    expect(onCandidate.map((e) => [e.orderId, e.consent])).toEqual([[orderA, 'withdrawn']]);
  });

  it('erasing a candidate removes their shares; an account’s export holds them and its deletion removes them', async () => {
    const erasable = 'erase.me@example.com';
    await new TestClient(t.app).multipart(
      'POST',
      '/api/email/quick-apply',
      {
        firstName: 'Erin',
        lastName: 'Erase',
        email: erasable,
        jobId: jobA,
        answers: JSON.stringify({ rn: 'yes' }),
      },
      pdfFile(),
    );
    const erasableId = await candidateIdOf(t, erasable);
    await callers.recruiter.post(`/api/admin/orders/${orderA}/shortlist`, {
      candidateId: erasableId,
      pitch: 'Good',
    });
    const token = await consentToken(t, erasable);
    await new TestClient(t.app).post('/api/shortlist-consent/answer', { token, answer: 'yes' });
    expect(
      (await callers.clientA.get(`/api/client/orders/${orderA}/candidates`)).json<
        SharedCandidate[]
      >(),
    ).toHaveLength(1);
    const erased = await callers.admin.request('DELETE', `/api/admin/candidates/${erasableId}`, {
      json: {},
    });
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    expect((await callers.clientA.get(`/api/client/orders/${orderA}/candidates`)).json()).toEqual(
      [],
    );
    const left = await t.app.db
      .selectFrom('shortlist_entries')
      .select('id')
      .where('candidate_id', '=', erasableId)
      .execute();
    expect(left).toEqual([]);

    // The job seeker with an account: shortlisted earlier on order B, says yes.
    const seekerToken = await consentToken(t, 'sam.seeker@example.com');
    await new TestClient(t.app).post('/api/shortlist-consent/answer', {
      token: seekerToken,
      answer: 'yes',
    });
    await t.app.db
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      .where('email', '=', 'sam.seeker@example.com')
      .execute();
    const exported = await callers.seeker.get('/api/users/me/export');
    expect(exported.statusCode, exported.body.slice(0, 200)).toBe(200);
    const files = readZip(exported.rawPayload);
    const data = JSON.parse(files.get('my-data.json')?.toString('utf8') ?? '{}') as {
      shortlists?: unknown[];
    };
    expect(data.shortlists).toEqual([
      expect.objectContaining({
        company: 'Beta Builders',
        pitch: 'Strong',
        consent: 'granted',
        consentAt: expect.any(String),
        history: expect.arrayContaining([expect.objectContaining({ what: 'consent-granted' })]),
      }),
    ]);
    expect(
      (await callers.clientB.get(`/api/client/orders/${orderB}/candidates`)).json<
        SharedCandidate[]
      >(),
    ).toHaveLength(1);
    const deleted = await callers.seeker.request('DELETE', '/api/users/me', {
      json: { password: 'correct horse battery' },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await callers.clientB.get(`/api/client/orders/${orderB}/candidates`)).json()).toEqual(
      [],
    );
  });

  it('staff remove a candidate from the shortlist: the client stops seeing them at once', async () => {
    const removable = 'rita.remove@example.com';
    await new TestClient(t.app).multipart(
      'POST',
      '/api/email/quick-apply',
      {
        firstName: 'Rita',
        lastName: 'Remove',
        email: removable,
        jobId: jobA,
        answers: JSON.stringify({ rn: 'yes' }),
      },
      pdfFile(),
    );
    const removableId = await candidateIdOf(t, removable);
    const added = await callers.recruiter.post(`/api/admin/orders/${orderA}/shortlist`, {
      candidateId: removableId,
      pitch: 'Night shifts for years.',
    });
    expect(added.statusCode, added.body).toBe(201);
    const entryId = added.json<ShortlistEntry>()._id;
    const token = await consentToken(t, removable);
    await new TestClient(t.app).post('/api/shortlist-consent/answer', { token, answer: 'yes' });
    const sharedIds = async () =>
      (await callers.clientA.get(`/api/client/orders/${orderA}/candidates`))
        .json<SharedCandidate[]>()
        .map((c) => c._id);
    expect(await sharedIds()).toContain(entryId);
    const emailsToCandidate = async () =>
      (
        await t.app.db
          .selectFrom('email_outbox')
          .select('id')
          .where('to_address', '=', removable)
          .execute()
      ).length;
    const emailsBefore = await emailsToCandidate();

    // The earlier test deleted the job seeker's account: a new one signs in.
    const seeker = await createUser(t.app, { email: 'stan.seeker@example.com' });
    callers.seeker = new TestClient(t.app);
    await callers.seeker.post('/api/users/login', {
      email: seeker.email,
      password: seeker.password,
    });
    const remove = (c: TestClient, order = orderA, entry = entryId) =>
      c.request('DELETE', `/api/admin/orders/${order}/shortlist/${entry}`);
    expect(await status('anonymous', (c) => remove(c))).toBe(401);
    for (const caller of ['seeker', 'clientA', 'clientB'] as const) {
      expect(await status(caller, (c) => remove(c))).toBe(403);
    }
    // Nobody but staff took anything away.
    expect(await sharedIds()).toContain(entryId);

    // Unknown or misplaced ids are 404, and the entry stays.
    const unknown = '0190c4f0-0000-7000-8000-000000000000';
    for (const [order, entry] of [
      [orderA, unknown],
      [orderA, 'nope'],
      [orderB, entryId],
      [unknown, entryId],
      ['nope', entryId],
    ] as const) {
      const res = await remove(callers.recruiter, order, entry);
      expect(res.statusCode, `${order}/${entry}`).toBe(404);
      expect(res.json<{ error: string }>().error).toEqual(expect.any(String));
    }
    expect(await sharedIds()).toContain(entryId);

    const removed = await remove(callers.recruiter);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await sharedIds()).not.toContain(entryId);
    expect(
      (await callers.clientA.get(`/api/client/orders/${orderA}/candidates/${entryId}/resume`))
        .statusCode,
    ).toBe(404);
    const onOrder = (await callers.recruiter.get(`/api/admin/orders/${orderA}/shortlist`)).json<
      ShortlistEntry[]
    >();
    expect(onOrder.map((e) => e._id)).not.toContain(entryId);
    // The candidate had said yes: no email about it.
    expect(await emailsToCandidate()).toBe(emailsBefore);
    const logged = await t.app.db
      .selectFrom('activity_log')
      .select(['action', 'summary'])
      .where('subject_id', '=', removableId)
      .where('action', '=', 'shortlist.removed')
      .execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]?.summary).toMatch(
      /removed Rita Remove from Alpha Clinic's shortlist \(“Registered Nurse”\); the client no longer sees them$/,
    );
    // Gone is gone: a second removal is 404.
    expect((await remove(callers.recruiter)).statusCode).toBe(404);

    // An admin may remove too, and the candidate can be shortlisted again afterwards.
    const again = await callers.admin.post(`/api/admin/orders/${orderA}/shortlist`, {
      candidateId: removableId,
      pitch: 'Back on the list.',
    });
    expect(again.statusCode, again.body).toBe(201);
    const againId = again.json<ShortlistEntry>()._id;
    expect(await status('admin', (c) => remove(c, orderA, againId))).toBe(204);
    expect(await status('recruiter', (c) => remove(c, orderA, againId))).toBe(404);
  });
});
