import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE_NAME } from '@staffing/shared/constants';
import { recordCandidate } from '../src/modules/candidates/candidate-sync.ts';
import { insertShortlistEntry } from '../src/modules/shortlists/shortlists-repository.ts';
import { signedInClientContact } from './helpers/clients.ts';
import { makePdf } from './helpers/fixtures.ts';
import { sendOrder } from './helpers/job-orders.ts';
import { seedJobs } from './helpers/jobs.ts';
import { useTestApp } from './helpers/test-app.ts';
import { multipartBody, TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

// Random requests against every endpoint: whatever arrives, the API answers with a status
// below 500, in the shared error shape, without internals, and a refused request leaves the
// stored data exactly as it was.

const TABLES = [
  'users',
  'jobs',
  'applications',
  'resumes',
  'contact_messages',
  'email_outbox',
  'activity_log',
  'password_reset_tokens',
  'job_orders',
  'job_order_events',
  'shortlist_entries',
  'interviews',
  'interview_events',
] as const;

async function snapshot(app: FastifyInstance): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = row.n;
  }
  const jobs = await app.db
    .selectFrom('jobs')
    .select(['id', 'updated_at', 'status'])
    .orderBy('id')
    .execute();
  const users = await app.db
    .selectFrom('users')
    .select(['id', 'role', 'disabled_at', 'email', 'updated_at'])
    .orderBy('id')
    .execute();
  counts.jobsFingerprint =
    JSON.stringify(jobs).length + jobs.reduce((sum, job) => sum + job.updated_at.length, 0);
  counts.usersFingerprint = JSON.stringify(users).length;
  // A refused move or cancellation leaves the interview's time, status and SEQUENCE alone.
  const interviews = await app.db
    .selectFrom('interviews')
    .select(['id', 'sequence', 'status', 'starts_at', 'updated_at'])
    .orderBy('id')
    .execute();
  counts.interviewsFingerprint = JSON.stringify(interviews).length;
  counts.interviewSequences = interviews.reduce((sum, row) => sum + row.sequence, 0);
  return counts;
}

function expectWellFormedRefusal(response: LightMyRequestResponse, label: string) {
  expect(
    response.statusCode,
    `${label} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
  ).toBeLessThan(500);
  expect(response.body, label).not.toMatch(/node_modules|\n\s+at\s|\.ts:\d+:\d+/);
  if (response.statusCode >= 400 && (response.headers['content-type'] ?? '').includes('json')) {
    const body = response.json<{ error?: unknown }>();
    expect(typeof body.error, label).toBe('string');
  }
}

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'a@b.co',
    'Healthcare',
    'Full-Time',
    '\r\nBcc: x@y.z',
    "'; drop table jobs; --",
    '<script>x</script>',
    '0190a5a0-0000-7000-8000-000000000000',
    'x'.repeat(300),
  ),
);
const jsonValue = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
);

const knownKeys = [
  'firstName',
  'lastName',
  'email',
  'password',
  'resumeName',
  'jobId',
  'jobTitle',
  'jobLink',
  'title',
  'location',
  'salary',
  'type',
  'schedule',
  'industry',
  'description',
  'responsibilities',
  'skills',
  'aboutUs',
  'whatWeOffer',
  'status',
  'validThrough',
  'overview',
  'details',
  'country',
  'purpose',
  'positions',
  'comments',
  'website',
  'token',
  'role',
  'disabled',
  '_id',
];
const jsonObject = fc.dictionary(
  fc.oneof(fc.constantFrom(...knownKeys), fc.string({ maxLength: 8 })),
  jsonValue,
  { maxKeys: 10 },
);

const rawBody = fc.oneof(
  jsonObject.map((value) => ({ payload: JSON.stringify(value), type: 'application/json' })),
  fc.string().map((value) => ({ payload: value, type: 'application/json' })),
  fc.string().map((value) => ({ payload: value, type: 'text/plain' })),
  fc.string().map((value) => ({ payload: value, type: 'application/x-www-form-urlencoded' })),
  fc.constant({ payload: '', type: 'multipart/form-data; boundary=broken' }),
);

const multipart = fc
  .record({
    fields: fc.dictionary(
      fc.oneof(fc.constantFrom(...knownKeys), fc.string({ maxLength: 8 })),
      text,
      { maxKeys: 8 },
    ),
    file: fc.option(
      fc.record({
        field: fc.constantFrom('resume', 'resume', 'other'),
        fileName: fc.oneof(
          fc.constantFrom('cv.pdf', 'cv.docx', '../../etc/passwd', ''),
          fc.string({ maxLength: 20 }),
        ),
        content: fc.oneof(
          fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
          fc.constant(makePdf(300)),
          fc.constant(Buffer.from('PK\u0003\u0004garbage')),
        ),
      }),
      { nil: undefined },
    ),
  })
  .map(({ fields, file }) => {
    // Field names with quotes or CR/LF would make our own test encoder emit a broken header,
    // which is a different (and also covered, via rawBody) case.
    const safeFields = Object.fromEntries(
      Object.entries(fields).filter(([name]) => /^[\w-]+$/.test(name)),
    );
    const safeFile = file
      ? {
          ...file,
          fileName: file.fileName.replace(/["\r\n]/g, ''),
          contentType: 'application/octet-stream',
        }
      : undefined;
    return multipartBody(safeFields, safeFile);
  });

const idSegment = fc.oneof(
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
  fc.constantFrom('0', '%00', '..', 'null'),
);
const queryString = fc
  .dictionary(
    fc.constantFrom(
      'industry',
      'type',
      'q',
      'limit',
      'page',
      'cursor',
      'status',
      'kind',
      'jobId',
      'limit',
    ),
    text,
    { maxKeys: 5 },
  )
  .map((query) => new URLSearchParams(query).toString());

describe('fuzzing every endpoint', () => {
  const t = useTestApp();
  let admin: TestClient;
  let user: TestClient;
  let clientContact: TestClient;
  let jobId: string;
  let orderId: string;
  // An order of the client's company with a candidate who agreed to be shared, and two
  // interviews: one to move, one to cancel.
  let entryId: string;
  let interviewId: string;
  let cancelTargetId: string;

  beforeAll(async () => {
    // Limits high enough that the fuzzer reaches validation instead of stopping at 429.
    t.app.config.limits.formsPerIp = 1_000_000;
    const adminLogin = await loggedInClient(t.app, 'admin');
    admin = adminLogin.client;
    user = (await loggedInClient(t.app, 'user')).client;
    [jobId] = (await seedJobs(t.app, [{ title: 'Fuzz target' }])) as [string];
    orderId = await sendOrder(t.app);

    const company = await signedInClientContact(t.app, admin, {
      name: 'Fuzz Clinic',
      email: 'fuzz@clinic.example',
    });
    clientContact = company.client;
    const linked = await admin.request('PUT', `/api/admin/orders/${orderId}/client`, {
      json: { companyId: company.companyId },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    for (const status of ['qualified', 'open']) {
      const moved = await admin.request('PATCH', `/api/admin/orders/${orderId}`, {
        json: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const candidateId = await t.app.db
      .transaction()
      .execute((trx) =>
        recordCandidate(trx, { email: 'fay@example.com', firstName: 'Fay', lastName: 'Fuzz' }),
      );
    entryId = await insertShortlistEntry(t.app.db, {
      orderId,
      candidateId,
      pitch: 'Steady',
      addedBy: { id: adminLogin.user.id, name: 'Admin' },
      tokenHash: 'fuzz-consent-token-hash',
    });
    await t.app.db
      .updateTable('shortlist_entries')
      .set({ consent: 'granted', consent_at: new Date().toISOString() })
      .where('id', '=', entryId)
      .execute();
    const date = new Date(Date.now() + 10 * 24 * 60 * 60_000).toISOString().slice(0, 10);
    const schedule = () =>
      admin.post(`/api/admin/orders/${orderId}/shortlist/${entryId}/interviews`, {
        date,
        time: '10:00',
        timeZone: 'America/Chicago',
        durationMinutes: 30,
        location: 'Front desk',
        interviewer: 'Dr. Fuzz',
      });
    const first = await schedule();
    expect(first.statusCode, first.body).toBe(201);
    interviewId = first.json<{ _id: string }>()._id;
    const second = await schedule();
    expect(second.statusCode, second.body).toBe(201);
    cancelTargetId = second.json<{ _id: string }>()._id;
  });

  const runs = { numRuns: 25 };

  async function send(
    client: TestClient,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: { payload: string | Buffer; headers: Record<string, string> },
    csrf = true,
  ) {
    return client.request(method, url, {
      ...(body ? { payload: body.payload, headers: body.headers } : {}),
      csrf,
    });
  }

  // The statuses a random body may get, where the test pins them: without the CSRF token 403
  // before anything else; with it, 400 for a body that is not the route's shape and 415 for a
  // type the API does not read.
  const refusedBody = (withCsrf: boolean) => (withCsrf ? [400, 415] : [403]);
  const jsonEndpoints: [
    string,
    'POST' | 'PUT' | 'PATCH',
    () => string,
    () => TestClient,
    ((withCsrf: boolean) => number[])?,
  ][] = [
    ['login', 'POST', () => '/api/users/login', () => new TestClient(t.app)],
    ['forgot-password', 'POST', () => '/api/auth/forgot-password', () => new TestClient(t.app)],
    ['reset-password', 'POST', () => '/api/auth/reset-password', () => new TestClient(t.app)],
    ['contact-form', 'POST', () => '/api/email/contact-form', () => new TestClient(t.app)],
    ['job-orders', 'POST', () => '/api/job-orders', () => new TestClient(t.app)],
    ['patch-order', 'PATCH', () => `/api/admin/orders/${orderId}`, () => admin],
    ['create-job', 'POST', () => '/api/jobs/create-job', () => admin],
    ['update-job', 'PUT', () => `/api/jobs/job/${jobId}`, () => admin],
    ['create-client', 'POST', () => '/api/admin/clients', () => admin],
    ['link-order-client', 'PUT', () => `/api/admin/orders/${orderId}/client`, () => admin],
    ['add-to-shortlist', 'POST', () => `/api/admin/orders/${orderId}/shortlist`, () => admin],
    ['create-placement', 'POST', () => `/api/admin/orders/${orderId}/placements`, () => admin],
    [
      'accept-invitation',
      'POST',
      () => '/api/client-invitations/accept',
      () => new TestClient(t.app),
    ],
    ['consent-answer', 'POST', () => '/api/shortlist-consent/answer', () => new TestClient(t.app)],
    [
      'schedule-interview',
      'POST',
      () => `/api/admin/orders/${orderId}/shortlist/${entryId}/interviews`,
      () => admin,
      refusedBody,
    ],
    [
      'reschedule-interview',
      'PATCH',
      () => `/api/admin/interviews/${interviewId}`,
      () => admin,
      refusedBody,
    ],
    // A body with nothing in it (or only a reason) cancels: 200 once, 409 after that.
    [
      'cancel-interview',
      'POST',
      () => `/api/admin/interviews/${cancelTargetId}/cancel`,
      () => admin,
      (withCsrf) => (withCsrf ? [200, 400, 409, 415] : [403]),
    ],
    [
      'patch-user',
      'PATCH',
      () => '/api/admin/users/0190a5a0-0000-7000-8000-000000000000',
      () => admin,
    ],
  ];

  for (const [name, method, url, client, statuses] of jsonEndpoints) {
    it(`${method} ${name} survives random bodies and content types`, async () => {
      await fc.assert(
        fc.asyncProperty(rawBody, fc.boolean(), async (body, withCsrf) => {
          const before = await snapshot(t.app);
          const response = await send(
            client(),
            method,
            url(),
            { payload: body.payload, headers: { 'content-type': body.type } },
            withCsrf,
          );
          expectWellFormedRefusal(response, `${method} ${url()}`);
          const allowed = statuses?.(withCsrf);
          if (allowed) {
            expect(allowed, `${method} ${url()} ${body.type} -> ${response.statusCode}`).toContain(
              response.statusCode,
            );
          }
          if (response.statusCode >= 400) expect(await snapshot(t.app)).toEqual(before);
        }),
        runs,
      );
    });
  }

  const multipartEndpoints: [string, 'POST' | 'PUT', () => TestClient][] = [
    ['/api/users/signup', 'POST', () => new TestClient(t.app)],
    ['/api/users/profile', 'PUT', () => user],
    ['/api/email/quick-apply', 'POST', () => new TestClient(t.app)],
    ['/api/email/sales-rep-apply', 'POST', () => new TestClient(t.app)],
    ['/api/email/project-manager-intern-apply', 'POST', () => new TestClient(t.app)],
  ];

  for (const [url, method, client] of multipartEndpoints) {
    it(`${method} ${url} survives random multipart forms`, async () => {
      await fc.assert(
        fc.asyncProperty(multipart, async (body) => {
          const before = await snapshot(t.app);
          const response = await send(client(), method, url, body);
          expectWellFormedRefusal(response, `${method} ${url}`);
          if (response.statusCode >= 400) expect(await snapshot(t.app)).toEqual(before);
        }),
        runs,
      );
    });
  }

  it('GET endpoints survive random ids and query strings', async () => {
    await fc.assert(
      fc.asyncProperty(
        idSegment,
        queryString,
        fc.constantFrom(admin, user, clientContact),
        async (id, query, client) => {
          for (const url of [
            `/api/jobs/jobs?${query}`,
            `/api/jobs/job/${id}`,
            `/api/admin/applications?${query}`,
            `/api/admin/users?${query}`,
            `/api/admin/users/${id}/resume`,
            `/api/admin/applications/${id}/resume`,
            `/api/admin/activity?${query}`,
            `/api/admin/orders?${query}`,
            `/api/admin/orders/${id}`,
            `/api/admin/clients?${query}`,
            `/api/admin/clients/${id}`,
            `/api/admin/orders/${id}/client`,
            `/api/admin/orders/${id}/shortlist`,
            `/api/admin/orders/${id}/placements`,
            `/api/admin/insights/orders-by-industry?${query}`,
            `/api/admin/candidates/${id}/shortlists`,
            `/api/admin/orders/${id}/interviews`,
            `/api/admin/interviews/${id}`,
            `/api/admin/candidates/${id}/interviews`,
            `/api/client/interviews?${query}`,
            `/api/client/interviews/${id}`,
            `/api/client/orders/${id}/interviews`,
            `/jobs.rss?${query}`,
            `/jobs/${id}`,
          ]) {
            expectWellFormedRefusal(await client.get(url), `GET ${url}`);
          }
        },
      ),
      runs,
    );
  });

  it('interview routes answer each caller with its status, whatever the id', async () => {
    const anonymous = new TestClient(t.app);
    const expectStatus = async (client: TestClient, url: string, status: number) => {
      const response = await client.get(url);
      expectWellFormedRefusal(response, `GET ${url}`);
      expect(response.statusCode, `GET ${url}`).toBe(status);
    };
    // The real ones: staff read it, and so does the client whose company's order it is.
    await expectStatus(admin, `/api/admin/interviews/${interviewId}`, 200);
    await expectStatus(clientContact, `/api/client/interviews/${interviewId}`, 200);
    await expectStatus(clientContact, `/api/client/orders/${orderId}/interviews`, 200);
    await fc.assert(
      fc.asyncProperty(
        // '.' and '..' are path steps, not ids: the URL they make is another route's.
        idSegment.filter((id) => !/^\.{1,2}$/.test(id)),
        async (id) => {
          const staffRoutes = [
            `/api/admin/orders/${id}/interviews`,
            `/api/admin/interviews/${id}`,
            `/api/admin/candidates/${id}/interviews`,
          ];
          const clientRoutes = [
            `/api/client/interviews/${id}`,
            `/api/client/orders/${id}/interviews`,
          ];
          for (const url of [...staffRoutes, ...clientRoutes, '/api/client/interviews']) {
            await expectStatus(anonymous, url, 401);
            await expectStatus(user, url, 403);
          }
          for (const url of staffRoutes) {
            await expectStatus(admin, url, 404);
            await expectStatus(clientContact, url, 403);
          }
          for (const url of clientRoutes) {
            await expectStatus(admin, url, 403);
            await expectStatus(clientContact, url, 404);
          }
          await expectStatus(clientContact, '/api/client/interviews', 200);
        },
      ),
      runs,
    );
  });

  it('DELETE with random ids removes nothing that was not asked for', async () => {
    await fc.assert(
      fc.asyncProperty(idSegment, async (id) => {
        const before = await snapshot(t.app);
        for (const url of [
          `/api/jobs/job/${id}`,
          `/api/admin/orders/${orderId}/shortlist/${id}`,
          `/api/admin/orders/${id}/shortlist/${id}`,
        ]) {
          const response = await send(admin, 'DELETE', url);
          expectWellFormedRefusal(response, `DELETE ${url}`);
          if (response.statusCode >= 400) expect(await snapshot(t.app)).toEqual(before);
        }
      }),
      runs,
    );
    expect((await admin.get(`/api/jobs/job/${jobId}`)).statusCode).toBe(200);
  });

  it('random headers and cookies do not break session handling', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), fc.string(), async (cookie, token, origin) => {
        const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, '');
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: {
            cookie: `sid=${headerSafe(cookie)}; ${CSRF_COOKIE_NAME}=${headerSafe(token)}`,
            'x-xsrf-token': headerSafe(token),
            origin: headerSafe(origin),
          },
        });
        expectWellFormedRefusal(response, 'logout');
      }),
      runs,
    );
  });
});
