import { beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '@staffing/shared/job-schemas';
import type { ScreeningQuestionInput } from '@staffing/shared/screening-schemas';
import { TALENT_POOL_WITHHELD } from '../src/modules/my-data/candidate-data.ts';
import { candidateIdOf, readResumeText, useCandidateTestApp } from './helpers/candidates.ts';
import { makePdf, pdfFile } from './helpers/fixtures.ts';
import { validJobPayload } from './helpers/jobs.ts';
import { readZip } from './helpers/read-zip.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

const PASSWORD = 'correct horse battery';

const QUESTIONS: ScreeningQuestionInput[] = [
  { id: 'forklift', kind: 'yes-no', label: 'Are you forklift certified?', required: true },
  { id: 'about', kind: 'text', label: 'Anything else we should know?' },
];

type TalentPoolExport = {
  candidate: {
    firstName: string;
    email: string;
    phone: string | null;
    tags: string[];
    notes: { author: string; body: string }[];
    applicationsSentSignedOut: { id: string; answers: Record<string, string> }[];
  } | null;
  applicationNotes: { applicationId: string; note: string }[];
  resumeTexts: { resumeId: string; textStatus: string; text: string | null }[];
  withheld: string | null;
};
type ExportDocument = {
  applications: { _id: string; answers: { question: string; answer: string }[] }[];
  talentPool: TalentPoolExport;
};

// The talent pool's record of an account holder is theirs to read and to delete: the data
// export carries the candidate's tags, the notes staff wrote, the resume texts and the
// screening answers; account deletion leaves nothing of them under the address.
describe('the talent pool in my data', () => {
  const t = useCandidateTestApp();
  let staff: TestClient;
  let jobId = '';

  beforeAll(async () => {
    ({ client: staff } = await loggedInClient(t.app, 'recruiter'));
    const created = await staff.post(
      '/api/jobs/create-job',
      validJobPayload({
        title: 'Forklift Operator',
        industry: 'Drivers',
        screeningQuestions: QUESTIONS,
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    jobId = created.json<Job>()._id;
  });

  const applyAs = async (
    client: TestClient,
    email: string,
    lastName: string,
    answers: Record<string, string>,
  ): Promise<{ applicationId: string; resumeId: string }> => {
    const response = await client.multipart(
      'POST',
      '/api/email/quick-apply',
      { firstName: 'Rosa', lastName, email, jobId, answers: JSON.stringify(answers) },
      pdfFile(),
    );
    expect(response.statusCode, response.body).toBe(201);
    const row = await t.app.db
      .selectFrom('applications')
      .select(['id', 'resume_id'])
      .where('email', '=', email)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { applicationId: row.id, resumeId: row.resume_id ?? '' };
  };

  // Applies signed out, signs up with the same address, applies signed in; staff tag the
  // candidate, write a note about them and a note on an application; both resumes are read.
  // `words`: one word only the walk-in resume says, one only the account's resume says.
  const personWithHistory = async (
    { email, lastName }: { email: string; lastName: string },
    verified: boolean,
    words: [string, string],
  ) => {
    const walkIn = await applyAs(new TestClient(t.app), email, lastName, {
      forklift: 'yes',
      about: 'Walk-in answer zanzibar',
    });
    await readResumeText(
      t,
      walkIn.resumeId,
      `Rosa ${lastName} (312) 555-0101 Chicago, IL ${words[0]} reach truck`,
    );
    const client = new TestClient(t.app);
    const signedUp = await client.multipart(
      'POST',
      '/api/users/signup',
      { firstName: 'Rosa', lastName, email, password: PASSWORD },
      pdfFile(makePdf(900), 'profile.pdf'),
    );
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    expect((await client.post('/api/users/login', { email, password: PASSWORD })).statusCode).toBe(
      200,
    );
    if (verified) {
      await t.app.db
        .updateTable('users')
        .set({ email_verified_at: new Date().toISOString() })
        .where('email', '=', email)
        .execute();
    }
    const own = await applyAs(client, email, lastName, {
      forklift: 'yes',
      about: 'Account answer umbrella',
    });
    await readResumeText(t, own.resumeId, `Rosa ${lastName} warehouse lead ${words[1]}`);
    const candidateId = await candidateIdOf(t, email);
    expect(
      (await staff.request('PUT', `/api/admin/candidates/${candidateId}/tags/reach truck`))
        .statusCode,
    ).toBe(204);
    const note = await staff.post(`/api/admin/candidates/${candidateId}/notes`, {
      body: 'Rosa was great on the phone',
    });
    expect(note.statusCode, note.body).toBe(201);
    const moved = await staff.request('PATCH', `/api/admin/applications/${own.applicationId}`, {
      json: { status: 'reviewing', note: 'Rosa asked about nights' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    return { client, candidateId, walkIn, own };
  };

  const exported = async (client: TestClient): Promise<ExportDocument> => {
    const response = await client.get('/api/users/me/export');
    expect(response.statusCode).toBe(200);
    const files = readZip(response.rawPayload);
    return JSON.parse(files.get('my-data.json')?.toString('utf8') ?? '{}') as ExportDocument;
  };

  it('exports the tags, notes, resume texts and screening answers (verified address)', async () => {
    const person = await personWithHistory(
      { email: 'rosa.verified@example.com', lastName: 'Vance' },
      true,
      ['quokka', 'platypus'],
    );
    const document = await exported(person.client);
    const pool = document.talentPool;
    expect(pool.withheld).toBeNull();
    expect(pool.candidate).toMatchObject({
      firstName: 'Rosa',
      email: 'rosa.verified@example.com',
      phone: '(312) 555-0101',
      tags: ['reach truck'],
      notes: [{ author: expect.any(String), body: 'Rosa was great on the phone' }],
    });
    expect(pool.candidate?.applicationsSentSignedOut).toEqual([
      {
        id: person.walkIn.applicationId,
        createdAt: expect.any(String),
        jobTitle: 'Forklift Operator',
        status: 'new',
        answers: { forklift: 'yes', about: 'Walk-in answer zanzibar' },
      },
    ]);
    expect(pool.applicationNotes).toEqual([
      expect.objectContaining({
        applicationId: person.own.applicationId,
        note: 'Rosa asked about nights',
      }),
    ]);
    const texts = pool.resumeTexts.map((resume) => resume.text ?? '').join('\n');
    expect(texts).toContain('quokka');
    expect(texts).toContain('platypus');
    // The profile resume is there too, its text not read yet.
    expect(pool.resumeTexts).toHaveLength(3);
    const signedIn = document.applications.find((entry) => entry._id === person.own.applicationId);
    expect(signedIn?.answers).toContainEqual({
      question: 'Anything else we should know?',
      answer: 'Account answer umbrella',
    });
  });

  it('leaves out what the address sent signed out until it is verified', async () => {
    const person = await personWithHistory(
      { email: 'rosa.unverified@example.com', lastName: 'Ulrich' },
      false,
      ['numbat', 'bilby'],
    );
    const pool = (await exported(person.client)).talentPool;
    expect(pool.withheld).toBe(TALENT_POOL_WITHHELD);
    expect(pool.candidate).toMatchObject({
      email: 'rosa.unverified@example.com',
      phone: null,
      tags: [],
      notes: [],
      applicationsSentSignedOut: [],
    });
    const texts = pool.resumeTexts.map((resume) => resume.text ?? '').join('\n');
    expect(texts).toContain('bilby');
    expect(texts).not.toContain('numbat');
    // Staff's note on the account's own application is about the account holder.
    expect(pool.applicationNotes.map((entry) => entry.note)).toEqual(['Rosa asked about nights']);
  });

  it('deleting the account leaves no candidate, tag, note, resume text or answers under the address', async () => {
    const email = 'rosa.deletes@example.com';
    const person = await personWithHistory({ email, lastName: 'Delacroix' }, true, [
      'wombat',
      'echidna',
    ]);
    const applicationIds = [person.walkIn.applicationId, person.own.applicationId];
    const resumeIds = [person.walkIn.resumeId, person.own.resumeId];

    const deleted = await person.client.request('DELETE', '/api/users/me', {
      json: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const db = t.app.db;
    expect(
      await db.selectFrom('candidates').select('id').where('email_key', '=', email).execute(),
    ).toEqual([]);
    for (const table of ['candidate_tags', 'candidate_notes', 'candidate_industries'] as const) {
      const left = await db
        .selectFrom(table)
        .select('candidate_id')
        .where('candidate_id', '=', person.candidateId)
        .execute();
      expect(left, table).toEqual([]);
    }
    expect(
      await db.selectFrom('resumes').select('id').where('id', 'in', resumeIds).execute(),
    ).toEqual([]);
    for (const word of ['wombat', 'echidna']) {
      const texts = await db
        .selectFrom('resumes')
        .select('id')
        .where('text', 'like', `%${word}%`)
        .execute();
      expect(texts, word).toEqual([]);
    }
    const applications = await db
      .selectFrom('applications')
      .select(['email', 'answers', 'candidate_id', 'resume_id', 'first_name'])
      .where('id', 'in', applicationIds)
      .execute();
    // Kept for the counts, without the person.
    expect(applications).toHaveLength(2);
    for (const application of applications) {
      expect(application).toMatchObject({
        email: '',
        answers: null,
        candidate_id: null,
        resume_id: null,
      });
      expect(application.first_name).not.toBe('Rosa');
    }
    const events = await db
      .selectFrom('application_events')
      .select('note')
      .where('application_id', 'in', applicationIds)
      .where('note', 'is not', null)
      .execute();
    expect(events).toEqual([]);
    const log = await db.selectFrom('activity_log').select('summary').execute();
    expect(JSON.stringify(log)).not.toContain('Delacroix');
    const search = await staff.get('/api/admin/candidates?q=wombat');
    expect(search.json()).toEqual([]);
  });

  it('with an unverified address, keeps what the address sent signed out for staff', async () => {
    const email = 'rosa.unproven@example.com';
    const person = await personWithHistory({ email, lastName: 'Unwin' }, false, ['kiwi', 'kakapo']);
    const deleted = await person.client.request('DELETE', '/api/users/me', {
      json: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await t.app.db
      .selectFrom('candidates')
      .select(['id', 'user_id', 'application_count'])
      .where('email_key', '=', email)
      .executeTakeFirstOrThrow();
    expect(left).toEqual({ id: person.candidateId, user_id: null, application_count: 1 });
    const own = await t.app.db
      .selectFrom('applications')
      .select(['email', 'answers'])
      .where('id', '=', person.own.applicationId)
      .executeTakeFirstOrThrow();
    expect(own).toEqual({ email: '', answers: null });
  });
});
