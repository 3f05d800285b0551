import { tmpdir } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import type { CandidateListItem } from '@staffing/shared/candidate-schemas';
import type { ClientHome } from '@staffing/shared/client-schemas';
import type { Interview } from '@staffing/shared/interview-schemas';
import type { JobOrderList } from '@staffing/shared/job-order-schemas';
import type { SharedCandidate } from '@staffing/shared/shortlist-schemas';
import { DEMO_CANDIDATES } from '../src/cli/demo-candidates.ts';
import { seedOnFirstStart } from '../src/cli/first-start-seed.ts';
import { testConfig, useTestApp, type TestAppContext } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';

const ADMIN = { email: 'demo-admin@example.com', password: 'demo-password-1' };
const defaults = testConfig({
  url: 'sqlite::memory:',
  dialect: 'sqlite',
  searchPath: undefined,
  dataDir: tmpdir(),
  cleanup: () => Promise.resolve(),
});
const CLIENT = { email: 'demo-client@example.com', password: 'demo-password-2' };
const demoSeed = {
  demoData: true,
  adminEmail: ADMIN.email,
  adminPassword: ADMIN.password,
  clientEmail: CLIENT.email,
  clientPassword: CLIENT.password,
};

// What a newcomer sees at /admin/candidates after the first start: the demo people, their
// resumes read, found by a skill word.
async function expectTalentPool(t: TestAppContext) {
  const candidates = await t.app.db
    .selectFrom('candidates')
    .select(['email_key', 'resume_readable', 'application_count', 'city', 'region'])
    .orderBy('email_key')
    .execute();
  expect(candidates).toHaveLength(DEMO_CANDIDATES.length);
  for (const candidate of candidates) {
    expect(candidate, candidate.email_key).toMatchObject({ resume_readable: 1 });
    expect(candidate.application_count).toBeGreaterThan(0);
    expect(candidate.region).toBe('IL');
  }
  const resumes = await t.app.db.selectFrom('resumes').select(['text_status', 'text']).execute();
  expect(resumes.map((resume) => resume.text_status)).toEqual(
    DEMO_CANDIDATES.map(() => 'readable'),
  );
  expect(resumes.some((resume) => resume.text?.includes('Forklift certified'))).toBe(true);

  const admin = new TestClient(t.app);
  const login = await admin.post('/api/users/login', ADMIN);
  expect(login.statusCode, login.body).toBe(200);
  const found = await admin.get('/api/admin/candidates?q=forklift&industry=Drivers');
  expect(found.statusCode, found.body).toBe(200);
  expect(found.json<CandidateListItem[]>().map((item) => item.email)).toEqual([
    'marcus.johnson@example.com',
  ]);
  const nurses = await admin.get('/api/admin/candidates?q=BLS&status=interview');
  expect(nurses.json<CandidateListItem[]>().map((item) => item.email)).toEqual([
    'priya.patel@example.com',
  ]);
  const tagged = await admin.get('/api/admin/candidates?tag=journeyman');
  expect(tagged.json<CandidateListItem[]>().map((item) => item.email)).toEqual([
    'tomasz.nowak@example.com',
  ]);
}

// What a newcomer sees of the client side after the first start: the order board with the
// demo company's three orders, and as the client contact, those orders and the one candidate
// who agreed to be shared, whom the client asked to interview, and her scheduled interview.
async function expectDemoClient(
  t: TestAppContext,
  client: { email: string; password: string },
  staff: { email: string; password: string } = ADMIN,
) {
  const admin = new TestClient(t.app);
  expect((await admin.post('/api/users/login', staff)).statusCode).toBe(200);
  const board = await admin.get('/api/admin/orders');
  expect(board.statusCode, board.body).toBe(200);
  const list = board.json<JobOrderList>();
  expect(list.total).toBe(3);
  expect(list.orders.map((order) => order.status).sort()).toEqual(['new', 'open', 'qualified']);
  expect(new Set(list.orders.map((order) => order.company))).toEqual(
    new Set(['Lakeshore Health Partners']),
  );
  const open = list.orders.find((order) => order.status === 'open');
  expect(open?.owner?.name).toBe('Demo Admin');
  // Posted as the demo RN job, which Priya applied to.
  expect(open?.jobId).not.toBeNull();

  const contact = new TestClient(t.app);
  const login = await contact.post('/api/users/login', client);
  expect(login.statusCode, login.body).toBe(200);
  const home = await contact.get('/api/client/home');
  expect(home.statusCode, home.body).toBe(200);
  const portal = home.json<ClientHome>();
  expect(portal.company.name).toBe('Lakeshore Health Partners');
  expect(portal.contact.email).toBe(client.email);
  expect(portal.orders).toHaveLength(3);
  // The open order's owner is the contact's recruiter on every page of the portal.
  expect(portal.recruiter).toEqual({ name: 'Demo Admin', email: staff.email });
  const shared = await contact.get(`/api/client/orders/${open?._id ?? ''}/candidates`);
  expect(shared.statusCode, shared.body).toBe(200);
  const candidates = shared.json<SharedCandidate[]>();
  expect(candidates.map((candidate) => candidate.name)).toEqual(['Priya Patel']);
  expect(candidates[0]).toMatchObject({ hasResume: true, decision: { kind: 'interview' } });
  const interviews = await contact.get('/api/client/interviews');
  expect(interviews.statusCode, interviews.body).toBe(200);
  const [interview, ...others] = interviews.json<Interview[]>();
  expect(others).toHaveLength(0);
  expect(interview).toMatchObject({
    candidate: { name: 'Priya Patel' },
    order: { _id: open?._id },
    time: '10:00',
    timeZone: 'America/Chicago',
    status: 'scheduled',
    sequence: 0,
  });
  expect(Date.parse(interview?.startsAt ?? '')).toBeGreaterThan(Date.now());
  // The client sees nothing of the staff area.
  expect((await contact.get('/api/admin/orders')).statusCode).toBe(403);
  // The demo sends nobody a consent request or an agency notice (sign-in notices aside).
  const outbox = await t.app.db.selectFrom('email_outbox').select('to_address').execute();
  expect(outbox.map((message) => message.to_address)).not.toContain('priya.patel@example.com');
  expect(outbox.map((message) => message.to_address)).not.toContain(client.email);
}

describe('first start: demo candidates, their DOCX read by the resume-text reader', () => {
  const t = useTestApp({ seed: demoSeed });

  it('stores people whose resumes the reader makes searchable, once', async () => {
    await seedOnFirstStart(t.app);
    await t.app.resumeText.settle();
    // Read out of the DOCX by the reader (one paragraph a line, an empty line between), not
    // written by the seed (one line each).
    const marcus = await t.app.db
      .selectFrom('resumes')
      .select('text')
      .where('file_name', '=', 'Marcus Johnson resume.docx')
      .executeTakeFirstOrThrow();
    expect(marcus.text).toMatch(/^Marcus Johnson\n\nJoliet, IL \| \(815\) 555-0142/u);
    await expectTalentPool(t);
    await expectDemoClient(t, CLIENT);
    // A second start finds the database in use and adds nobody.
    await seedOnFirstStart(t.app);
    const count = await t.app.db
      .selectFrom('candidates')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(count.count).toBe(DEMO_CANDIDATES.length);
    const companies = await t.app.db
      .selectFrom('client_companies')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(companies.count).toBe(1);
  });
});

describe('first start with generated passwords', () => {
  const t = useTestApp({
    seed: { ...demoSeed, adminPassword: undefined, clientPassword: undefined },
    resumeText: { ...defaults.resumeText, extraction: false },
  });

  it('prints the demo client contact’s login once, and it signs in to the client portal', async () => {
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await seedOnFirstStart(t.app);
      const output = printed.mock.calls.map((call) => call.join(' ')).join('\n');
      const passwords = [...output.matchAll(/password: (\S+)/gu)].map((match) => match[1]);
      expect(passwords).toHaveLength(2);
      expect(output).toContain(CLIENT.email);
      expect(output).toContain('shown only once');
      // Two different generated passwords, neither stored anywhere but as a hash.
      expect(new Set(passwords).size).toBe(2);
      const [adminPassword = '', clientPassword = ''] = passwords;
      await expectDemoClient(
        t,
        { email: CLIENT.email, password: clientPassword },
        { email: ADMIN.email, password: adminPassword },
      );
      const stored = await t.app.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', CLIENT.email)
        .executeTakeFirstOrThrow();
      expect(stored.password_hash).not.toContain(clientPassword);

      // A second start prints nothing again.
      printed.mockClear();
      await seedOnFirstStart(t.app);
      expect(printed).not.toHaveBeenCalled();
    } finally {
      printed.mockRestore();
    }
  });
});

describe('first start with RESUME_TEXT_EXTRACTION=off', () => {
  const t = useTestApp({
    seed: demoSeed,
    resumeText: { ...defaults.resumeText, extraction: false },
  });

  it('stores the resume texts at once', async () => {
    await seedOnFirstStart(t.app);
    await expectTalentPool(t);
  });
});
