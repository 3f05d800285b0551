import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import type { CandidateListItem } from '@staffing/shared/candidate-schemas';
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
const demoSeed = { demoData: true, adminEmail: ADMIN.email, adminPassword: ADMIN.password };

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
    // A second start finds the database in use and adds nobody.
    await seedOnFirstStart(t.app);
    const count = await t.app.db
      .selectFrom('candidates')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(count.count).toBe(DEMO_CANDIDATES.length);
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
