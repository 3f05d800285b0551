import { beforeAll, describe, expect, it } from 'vitest';
import type { ShortlistEntry } from '@staffing/shared/shortlist-schemas';
import { candidateIdOf, useCandidateTestApp } from './helpers/candidates.ts';
import { latestInvitationToken, signedInClientContact } from './helpers/clients.ts';
import { pdfFile } from './helpers/fixtures.ts';
import { sendOrder, validOrder } from './helpers/job-orders.ts';
import { validJobPayload } from './helpers/jobs.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

// Every route the client companies, shortlists and the client portal added, called by each
// kind of caller: who gets in, and what everyone else is told. Another company's ids are a
// 404, never a 403, so they cannot be told apart from ids that do not exist.
const CALLERS = ['anonymous', 'seeker', 'clientA', 'clientB', 'recruiter', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
type Expected = Record<Caller, number>;

const STAFF_ONLY = (ok: number): Expected => ({
  anonymous: 401,
  seeker: 403,
  clientA: 403,
  clientB: 403,
  recruiter: ok,
  admin: ok,
});
// Company A's own: B is told it does not exist.
const COMPANY_A = (ok: number): Expected => ({
  anonymous: 401,
  seeker: 403,
  clientA: ok,
  clientB: 404,
  recruiter: 403,
  admin: 403,
});

describe('client companies, shortlists and the portal: every route × every caller', () => {
  const t = useCandidateTestApp();
  const callers = {} as Record<Caller, TestClient>;
  const ids = { companyA: '', contactA: '', orderA: '', entryA: '', candidate: '' };

  beforeAll(async () => {
    callers.anonymous = new TestClient(t.app);
    callers.seeker = (await loggedInClient(t.app, 'user')).client;
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
    ids.companyA = a.companyId;
    ids.orderA = await sendOrder(t.app, { email: 'ann@alpha.example', company: 'Alpha Clinic' });
    await callers.recruiter.request('PUT', `/api/admin/orders/${ids.orderA}/client`, {
      json: { companyId: a.companyId },
    });
    const extra = await callers.recruiter.post(`/api/admin/clients/${a.companyId}/contacts`, {
      name: 'Second Person',
      email: 'second@alpha.example',
    });
    ids.contactA = extra.json<{ _id: string }>()._id;
    const job = await callers.recruiter.post(
      '/api/jobs/create-job',
      validJobPayload({ jobOrderId: ids.orderA }),
    );
    const jobId = job.json<{ _id: string }>()._id;
    await new TestClient(t.app).multipart(
      'POST',
      '/api/email/quick-apply',
      { firstName: 'Casey', lastName: 'Candidate', email: 'casey@example.com', jobId },
      pdfFile(),
    );
    ids.candidate = await candidateIdOf(t, 'casey@example.com');
    const added = await callers.recruiter.post(`/api/admin/orders/${ids.orderA}/shortlist`, {
      candidateId: ids.candidate,
      pitch: 'Great fit.',
    });
    ids.entryA = added.json<ShortlistEntry>()._id;
    const row = await t.app.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', 'casey@example.com')
      .where('text_body', 'like', '%share-consent%')
      .executeTakeFirstOrThrow();
    const token = /token=([\w-]+)&answer=yes/.exec(row.text_body)?.[1] ?? '';
    await new TestClient(t.app).post('/api/shortlist-consent/answer', { token, answer: 'yes' });
  });

  type Route = {
    name: string;
    expected: Expected;
    call: (client: TestClient) => Promise<{ statusCode: number }>;
  };
  let n = 0;
  const routes: Route[] = [
    {
      name: 'GET /api/admin/clients',
      expected: STAFF_ONLY(200),
      call: (c) => c.get('/api/admin/clients'),
    },
    {
      name: 'POST /api/admin/clients',
      expected: STAFF_ONLY(201),
      call: (c) => c.post('/api/admin/clients', { name: `Co ${(n += 1)}`, industry: 'Business' }),
    },
    {
      name: 'GET /api/admin/clients/:id',
      expected: STAFF_ONLY(200),
      call: (c) => c.get(`/api/admin/clients/${ids.companyA}`),
    },
    {
      name: 'PATCH /api/admin/clients/:id',
      expected: STAFF_ONLY(200),
      call: (c) =>
        c.request('PATCH', `/api/admin/clients/${ids.companyA}`, { json: { notes: 'Key' } }),
    },
    {
      name: 'POST /api/admin/clients/:id/contacts',
      expected: STAFF_ONLY(201),
      call: (c) =>
        c.post(`/api/admin/clients/${ids.companyA}/contacts`, {
          name: 'P',
          email: `p${(n += 1)}@alpha.example`,
        }),
    },
    {
      name: 'POST /api/admin/clients/:id/contacts/:contactId/invitation',
      expected: STAFF_ONLY(201),
      call: (c) =>
        c.post(`/api/admin/clients/${ids.companyA}/contacts/${ids.contactA}/invitation`, {}),
    },
    {
      name: 'GET /api/admin/orders/:id/client',
      expected: STAFF_ONLY(200),
      call: (c) => c.get(`/api/admin/orders/${ids.orderA}/client`),
    },
    {
      name: 'PUT /api/admin/orders/:id/client',
      expected: STAFF_ONLY(200),
      call: (c) =>
        c.request('PUT', `/api/admin/orders/${ids.orderA}/client`, {
          json: { companyId: ids.companyA },
        }),
    },
    {
      name: 'GET /api/admin/orders/:id/shortlist',
      expected: STAFF_ONLY(200),
      call: (c) => c.get(`/api/admin/orders/${ids.orderA}/shortlist`),
    },
    {
      // Already on it: staff get the 409, everyone else never gets that far.
      name: 'POST /api/admin/orders/:id/shortlist',
      expected: STAFF_ONLY(409),
      call: (c) =>
        c.post(`/api/admin/orders/${ids.orderA}/shortlist`, {
          candidateId: ids.candidate,
          pitch: 'Again',
        }),
    },
    {
      // An entry that is not there: staff get the 404 (the removal itself is in
      // shortlists.test.ts), everyone else never gets that far.
      name: 'DELETE /api/admin/orders/:id/shortlist/:entryId',
      expected: STAFF_ONLY(404),
      call: (c) =>
        c.request(
          'DELETE',
          `/api/admin/orders/${ids.orderA}/shortlist/0190c4f0-0000-7000-8000-000000000000`,
        ),
    },
    {
      name: 'GET /api/admin/candidates/:id/shortlists',
      expected: STAFF_ONLY(200),
      call: (c) => c.get(`/api/admin/candidates/${ids.candidate}/shortlists`),
    },
    {
      name: 'GET /api/client/home',
      expected: { ...COMPANY_A(200), clientB: 200 },
      call: (c) => c.get('/api/client/home'),
    },
    {
      name: 'POST /api/client/orders',
      expected: { ...COMPANY_A(201), clientB: 201 },
      call: (c) => c.post('/api/client/orders', validOrder()),
    },
    {
      name: 'GET /api/client/orders/:id',
      expected: COMPANY_A(200),
      call: (c) => c.get(`/api/client/orders/${ids.orderA}`),
    },
    {
      name: 'GET /api/client/orders/:id/candidates',
      expected: COMPANY_A(200),
      call: (c) => c.get(`/api/client/orders/${ids.orderA}/candidates`),
    },
    {
      name: 'GET /api/client/orders/:id/candidates/:entryId/resume',
      expected: COMPANY_A(200),
      call: (c) => c.get(`/api/client/orders/${ids.orderA}/candidates/${ids.entryA}/resume`),
    },
    {
      name: 'POST /api/client/orders/:id/candidates/:entryId/decision',
      expected: COMPANY_A(200),
      call: (c) =>
        c.post(`/api/client/orders/${ids.orderA}/candidates/${ids.entryA}/decision`, {
          decision: 'interview',
          times: 'Monday',
        }),
    },
  ];

  for (const route of routes) {
    it(route.name, async () => {
      const got: Partial<Expected> = {};
      for (const caller of CALLERS) got[caller] = (await route.call(callers[caller])).statusCode;
      expect(got).toEqual(route.expected);
    });
  }

  it('the token routes answer anyone with the link, and only with it: 400 for a wrong token', async () => {
    const invitationToken = await latestInvitationToken(t.app, 'second@alpha.example');
    for (const caller of CALLERS) {
      const client = callers[caller];
      for (const [url, body] of [
        ['/api/client-invitations/check', { token: 'wrong' }],
        ['/api/client-invitations/accept', { token: 'wrong', password: 'long enough pw' }],
        ['/api/shortlist-consent/check', { token: 'wrong' }],
        ['/api/shortlist-consent/answer', { token: 'wrong', answer: 'no' }],
      ] as const) {
        expect((await client.post(url, body)).statusCode, `${caller} ${url}`).toBe(400);
      }
      const check = await client.post('/api/client-invitations/check', { token: invitationToken });
      expect(check.statusCode, caller).toBe(200);
    }
  });

  it('another company’s ids and unknown ids look the same to a client: 404', async () => {
    const unknown = '0190c4f0-0000-7000-8000-000000000000';
    for (const url of [
      `/api/client/orders/${unknown}`,
      `/api/client/orders/${unknown}/candidates`,
      `/api/client/orders/${ids.orderA}/candidates/${unknown}/resume`,
      `/api/client/orders/${ids.orderA}/candidates/not-an-id/resume`,
    ]) {
      const a = await callers.clientA.get(url);
      const b = await callers.clientB.get(url.replace(unknown, ids.orderA));
      expect(a.statusCode, url).toBe(404);
      expect(b.statusCode, url).toBe(404);
    }
  });
});
