import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminApplication } from '@staffing/shared/application-schemas';
import {
  CANDIDATE_MESSAGES,
  candidateDetailSchema,
  candidateListSchema,
  candidateNoteSchema,
  candidateTagCountsSchema,
  type CandidateDetail,
} from '@staffing/shared/candidate-schemas';
import type { Interview } from '@staffing/shared/interview-schemas';
import type { Job } from '@staffing/shared/job-schemas';
import type { Placement } from '@staffing/shared/placement-schemas';
import type { SharedCandidate, ShortlistEntry } from '@staffing/shared/shortlist-schemas';
import { createDatabase } from '../src/db/create-database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { phoneDigits, readPhone, readPlace } from '../src/modules/candidates/candidate-contact.ts';
import { recordCandidate } from '../src/modules/candidates/candidate-sync.ts';
import { listCandidates } from '../src/modules/candidates/candidates-repository.ts';
import { apply, candidateIdOf, readResumeText, useCandidateTestApp } from './helpers/candidates.ts';
import { signedInClientContact } from './helpers/clients.ts';
import { makePdf, pdfFile } from './helpers/fixtures.ts';
import { sendOrder } from './helpers/job-orders.ts';
import { seedJobs, validJobPayload } from './helpers/jobs.ts';
import { TestClient } from './helpers/test-client.ts';
import { createTestDatabase } from './helpers/test-database.ts';
import { loggedInClient } from './helpers/users.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const PASSWORD = 'correct horse battery';

describe('reading contact details out of resume text', () => {
  it('finds the first US phone number and "City, ST" near the top', () => {
    expect(readPhone('Jane\n(312) 555-0142 | jane@example.com')).toBe('(312) 555-0142');
    expect(readPhone('Call +1 713.555.0199 anytime')).toBe('+1 713.555.0199');
    expect(readPhone('Employee ID 1234567890123')).toBeNull();
    expect(phoneDigits('+1 713.555.0199')).toBe('7135550199');
    expect(readPlace('JANE DOE\nSt. Louis, MO 63101')).toEqual({ city: 'St. Louis', region: 'MO' });
    expect(readPlace('Salt Lake City, UT')).toEqual({ city: 'Salt Lake City', region: 'UT' });
    // Not a state: the next match counts.
    expect(readPlace('Skills: Java, SQL, Excel\nAustin, TX')).toEqual({
      city: 'Austin',
      region: 'TX',
    });
    expect(readPlace('No address here.')).toBeNull();
  });
});

describe('the talent pool: one candidate per person', () => {
  const t = useCandidateTestApp();
  let staff: TestClient;
  let admin: TestClient;
  let forklift = '';
  let nurse = '';

  const detail = async (id: string): Promise<CandidateDetail> => {
    const response = await staff.get(`/api/admin/candidates/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return candidateDetailSchema.parse(response.json());
  };

  const signUp = async (fields: { firstName: string; lastName: string; email: string }) => {
    const client = new TestClient(t.app);
    const created = await client.multipart(
      'POST',
      '/api/users/signup',
      { ...fields, password: PASSWORD },
      pdfFile(makePdf(900), 'profile.pdf'),
    );
    expect(created.statusCode, created.body).toBe(201);
    const login = await client.post('/api/users/login', {
      email: fields.email,
      password: PASSWORD,
    });
    expect(login.statusCode, login.body).toBe(200);
    return client;
  };

  beforeAll(async () => {
    [forklift, nurse] = (await seedJobs(t.app, [
      { title: 'Forklift Operator', industry: 'Drivers' },
      { title: 'Registered Nurse', industry: 'Healthcare' },
    ])) as [string, string];
    ({ client: staff } = await loggedInClient(t.app, 'recruiter'));
    ({ client: admin } = await loggedInClient(t.app, 'admin'));
  });

  it('merges applications with the same address (any case or spacing) and the account', async () => {
    await apply(t, {
      firstName: 'Jane',
      lastName: 'Doe',
      email: '  Jane.Doe@Example.com ',
      jobId: forklift,
    });
    await apply(t, {
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'JANE.DOE@example.COM',
      jobId: nurse,
    });
    await signUp({ firstName: 'Janet', lastName: 'Doe', email: 'jane.doe@example.com' });

    const rows = await t.app.db
      .selectFrom('candidates')
      .select(['id', 'email_key', 'user_id'])
      .where('email_key', 'like', 'jane.doe%')
      .execute();
    expect(rows).toHaveLength(1);
    const id = rows[0]?.id ?? '';
    expect(rows[0]?.user_id).not.toBeNull();

    const candidate = await detail(id);
    expect(candidate).toMatchObject({
      _id: id,
      name: 'Janet Doe',
      firstName: 'Janet',
      email: 'jane.doe@example.com',
      hasAccount: true,
      applicationCount: 2,
      latestStatus: 'new',
      recentJobTitles: ['Registered Nurse', 'Forklift Operator'],
      resumeReadable: false,
      resumeStatus: 'pending',
      resumeText: null,
    });
    expect(candidate.applications.map((application) => application.jobTitle)).toEqual([
      'Registered Nurse',
      'Forklift Operator',
    ]);
    expect(candidate.applications[0]).toMatchObject({ answers: [], knockedOut: false });
    expect(
      candidate.resumes.map((resume) => [resume.name, resume.source, resume.textStatus]),
    ).toEqual([
      ['profile.pdf', 'account', 'pending'],
      ['resume.pdf', 'application', 'pending'],
      ['resume.pdf', 'application', 'pending'],
    ]);
    const kinds = candidate.timeline.map((entry) => entry.kind);
    expect(kinds.filter((kind) => kind === 'application')).toHaveLength(2);
    expect(kinds).toContain('account');
    expect(kinds).toContain('resume');
    expect(kinds).toContain('email');
    const times = candidate.timeline.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());

    // The admin application list links each application to the person.
    const applications = await staff.get('/api/admin/applications');
    const mine = applications
      .json<AdminApplication[]>()
      .filter((application) => application.email === 'jane.doe@example.com');
    expect(mine).toHaveLength(2);
    expect(mine.every((application) => application.candidateId === id)).toBe(true);
  });

  it('keys a candidate by the address trimmed and lower-cased, named as last given', async () => {
    const first = await recordCandidate(t.app.db, {
      email: ' Mixed.Case@Example.COM ',
      firstName: 'Old',
      lastName: 'Name',
      at: '2026-01-01T00:00:00.000Z',
    });
    const second = await recordCandidate(t.app.db, {
      email: 'mixed.case@example.com',
      firstName: 'New',
      lastName: 'Name',
      at: '2026-01-02T00:00:00.000Z',
    });
    // An older activity recorded late does not rename them.
    const third = await recordCandidate(t.app.db, {
      email: 'MIXED.case@example.com',
      firstName: 'Older',
      lastName: 'Name',
      at: '2025-12-01T00:00:00.000Z',
    });
    expect(second).toBe(first);
    expect(third).toBe(first);
    const row = await t.app.db
      .selectFrom('candidates')
      .select(['email_key', 'email', 'first_name', 'created_at'])
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      email_key: 'mixed.case@example.com',
      email: 'mixed.case@example.com',
      first_name: 'New',
      created_at: '2025-12-01T00:00:00.000Z',
    });
  });

  it('keeps a signed-in applicant under their account whatever address they type', async () => {
    const client = await signUp({ firstName: 'Sam', lastName: 'Signed', email: 'sam@example.com' });
    await apply(
      t,
      { firstName: 'Sam', lastName: 'Signed', email: 'sam.work@example.com', jobId: nurse },
      client,
    );
    const id = await candidateIdOf(t, 'sam@example.com');
    expect(await detail(id)).toMatchObject({ applicationCount: 1, hasAccount: true });
    const other = await t.app.db
      .selectFrom('candidates')
      .select('id')
      .where('email_key', '=', 'sam.work@example.com')
      .executeTakeFirst();
    expect(other).toBeUndefined();
  });

  it('reads phone and place from the newest resume, until staff set them', async () => {
    const { resumeId } = await apply(t, {
      firstName: 'Pat',
      lastName: 'Reader',
      email: 'pat@example.com',
      jobId: forklift,
    });
    const id = await candidateIdOf(t, 'pat@example.com');
    await readResumeText(t, resumeId, 'PAT READER\nDenver, CO | 303-555-0100\nForklift certified.');
    expect(await detail(id)).toMatchObject({
      phone: '303-555-0100',
      city: 'Denver',
      region: 'CO',
      resumeReadable: true,
      resumeStatus: 'readable',
      resumeText: 'PAT READER\nDenver, CO | 303-555-0100\nForklift certified.',
    });

    const edited = await staff.request('PATCH', `/api/admin/candidates/${id}`, {
      json: { phone: ' 720-555-0111 ', city: 'Boulder', region: 'co' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(candidateDetailSchema.parse(edited.json())).toMatchObject({
      phone: '720-555-0111',
      city: 'Boulder',
      region: 'CO',
    });
    // A new resume read later does not undo the staff's values.
    const second = await apply(t, {
      firstName: 'Pat',
      lastName: 'Reader',
      email: 'pat@example.com',
      jobId: nurse,
    });
    await readResumeText(t, second.resumeId, 'Pat Reader, Austin, TX, 512-555-0123');
    expect(await detail(id)).toMatchObject({
      phone: '720-555-0111',
      city: 'Boulder',
      region: 'CO',
    });
    // The new phone is not searchable, the staff's is.
    const found = await staff.get('/api/admin/candidates?q=7205550111');
    expect(candidateListSchema.parse(found.json()).map((item) => item._id)).toEqual([id]);

    const cleared = await staff.request('PATCH', `/api/admin/candidates/${id}`, {
      json: { phone: null },
    });
    expect(cleared.json()).toMatchObject({ phone: null, city: 'Boulder' });

    const activity = await t.app.db
      .selectFrom('activity_log')
      .select('action')
      .where('subject_type', '=', 'candidate')
      .where('subject_id', '=', id)
      .execute();
    expect(activity.map((row) => row.action)).toEqual([
      'candidate.contact_changed',
      'candidate.contact_changed',
    ]);

    for (const body of [{ region: 'Colorado' }, { email: 'x@example.com' }, { phone: 5 }]) {
      const refused = await staff.request('PATCH', `/api/admin/candidates/${id}`, { json: body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('tags: idempotent add and remove, normalised, counted, and a 400 for a bad tag', async () => {
    const id = await candidateIdOf(t, 'pat@example.com');
    const base = `/api/admin/candidates/${id}/tags`;
    expect((await staff.request('PUT', `${base}/Forklift%20Certified`)).statusCode).toBe(204);
    expect((await admin.request('PUT', `${base}/forklift%20certified%20`)).statusCode).toBe(204);
    expect((await staff.request('PUT', `${base}/night-shift`)).statusCode).toBe(204);
    expect((await detail(id)).tags).toEqual(['forklift certified', 'night-shift']);

    const counts = await staff.get('/api/admin/candidates/tags');
    expect(candidateTagCountsSchema.parse(counts.json())).toEqual([
      { tag: 'forklift certified', count: 1 },
      { tag: 'night-shift', count: 1 },
    ]);

    expect((await staff.request('DELETE', `${base}/night-shift`)).statusCode).toBe(204);
    expect((await staff.request('DELETE', `${base}/night-shift`)).statusCode).toBe(204);
    expect((await detail(id)).tags).toEqual(['forklift certified']);
    const filtered = await staff.get('/api/admin/candidates?tag=night-shift');
    expect(filtered.json()).toEqual([]);

    for (const bad of ['%21%21', 'x'.repeat(41), '%20']) {
      const response = await staff.request('PUT', `${base}/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ error: CANDIDATE_MESSAGES.tagInvalid });
    }
    const unknown = await staff.request('PUT', `/api/admin/candidates/${UNKNOWN_ID}/tags/ok`);
    expect(unknown.statusCode).toBe(404);

    // One log entry per change, none for the repeats.
    const activity = await t.app.db
      .selectFrom('activity_log')
      .select('action')
      .where('subject_id', '=', id)
      .where('action', 'like', 'candidate.tag%')
      .execute();
    expect(activity.map((row) => row.action).sort()).toEqual([
      'candidate.tag_added',
      'candidate.tag_added',
      'candidate.tag_removed',
    ]);
  });

  it('notes: 201 with the note, on the detail and its timeline; 400 for empty or unknown fields', async () => {
    const id = await candidateIdOf(t, 'pat@example.com');
    const created = await staff.post(`/api/admin/candidates/${id}/notes`, {
      body: '  Great on the phone; wants nights.  ',
    });
    expect(created.statusCode, created.body).toBe(201);
    const note = candidateNoteSchema.parse(created.json());
    expect(note).toMatchObject({
      body: 'Great on the phone; wants nights.',
      authorName: expect.stringContaining('Test'),
    });
    const candidate = await detail(id);
    expect(candidate.notes).toEqual([note]);
    expect(candidate.timeline).toContainEqual({
      at: note.createdAt,
      kind: 'note',
      summary: 'Great on the phone; wants nights.',
      actorName: note.authorName,
    });

    for (const body of [
      { body: '   ' },
      { body: 'x'.repeat(5001) },
      { body: 'ok', pinned: true },
      {},
    ]) {
      const refused = await staff.post(`/api/admin/candidates/${id}/notes`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await staff.post(`/api/admin/candidates/${UNKNOWN_ID}/notes`, { body: 'x' })).statusCode,
    ).toBe(404);
  });

  it('puts the hiring pipeline on the timeline and the newest status on the candidate', async () => {
    const { applicationId } = await apply(t, {
      firstName: 'Tim',
      lastName: 'Line',
      email: 'tim@example.com',
      jobId: nurse,
    });
    const id = await candidateIdOf(t, 'tim@example.com');
    const moved = await admin.request('PATCH', `/api/admin/applications/${applicationId}`, {
      json: { status: 'offer', note: 'Offer sent by phone', notifyApplicant: false },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const candidate = await detail(id);
    expect(candidate.latestStatus).toBe('offer');
    expect(candidate.applications[0]?.status).toBe('offer');
    const entries = candidate.timeline.map((entry) => [entry.kind, entry.summary]);
    expect(entries).toContainEqual(['status', '“Registered Nurse” moved from New to Offer']);
    expect(entries).toContainEqual([
      'pipeline-note',
      'Note on “Registered Nurse”: Offer sent by phone',
    ]);
    expect(entries).toContainEqual(['application', 'Applied for “Registered Nurse”']);
    expect(candidate.timeline.find((entry) => entry.kind === 'status')?.actorName).toEqual(
      expect.stringContaining('Test'),
    );
    expect(candidate.timeline.some((entry) => entry.kind === 'email')).toBe(true);
    expect(candidate.hasAccount).toBe(false);

    // Screening answers as the application stored them (the questions asked beside them).
    await t.app.db
      .updateTable('applications')
      .set({
        answers: JSON.stringify({
          questions: [
            {
              id: 'years',
              kind: 'number',
              label: 'Years nursing?',
              required: true,
              knockOut: { min: 2 },
            },
            { id: 'nights', kind: 'yes-no', label: 'Nights?', required: false },
            { id: 'shift', kind: 'text', label: 'Preferred shift?', required: false },
          ],
          answers: { years: 1, nights: 'yes' },
        }),
        knocked_out: 1,
      })
      .where('id', '=', applicationId)
      .execute();
    // Each under the question as asked, in the order asked; an unanswered optional one is
    // null, and the answer that rules the application out says so.
    expect((await detail(id)).applications[0]).toMatchObject({
      answers: [
        {
          questionId: 'years',
          label: 'Years nursing?',
          kind: 'number',
          answer: 1,
          knocksOut: true,
        },
        { questionId: 'nights', label: 'Nights?', kind: 'yes-no', answer: 'yes', knocksOut: false },
        {
          questionId: 'shift',
          label: 'Preferred shift?',
          kind: 'text',
          answer: null,
          knocksOut: false,
        },
      ],
      knockedOut: true,
    });
    // A stored value that does not read shows no answers rather than failing the page.
    await t.app.db
      .updateTable('applications')
      .set({ answers: '{"questions":' })
      .where('id', '=', applicationId)
      .execute();
    expect((await detail(id)).applications[0]).toMatchObject({ answers: [] });
  });

  it('sends a resume only of this candidate', async () => {
    const pat = await candidateIdOf(t, 'pat@example.com');
    const tim = await candidateIdOf(t, 'tim@example.com');
    const patResume = (await detail(pat)).resumes[0]?._id ?? '';
    const timResume = (await detail(tim)).resumes[0]?._id ?? '';
    const own = await staff.get(`/api/admin/candidates/${pat}/resumes/${patResume}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await staff.get(`/api/admin/candidates/${pat}/resumes/${timResume}`)).statusCode).toBe(
      404,
    );
    expect((await staff.get(`/api/admin/candidates/${pat}/resumes/nope`)).statusCode).toBe(404);
    expect(
      (await staff.get(`/api/admin/candidates/${UNKNOWN_ID}/resumes/${patResume}`)).statusCode,
    ).toBe(404);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id', '1']) {
      const response = await staff.get(`/api/admin/candidates/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ error: CANDIDATE_MESSAGES.candidateNotFound });
    }
    expect(
      (await staff.request('PATCH', `/api/admin/candidates/${UNKNOWN_ID}`, { json: {} }))
        .statusCode,
    ).toBe(404);
    expect((await staff.request('DELETE', `/api/admin/candidates/${UNKNOWN_ID}`)).statusCode).toBe(
      404,
    );
  });

  it('erases a candidate without an account, and refuses one with an account (409)', async () => {
    const first = await apply(t, {
      firstName: 'Erin',
      lastName: 'Gone',
      email: 'erin@example.com',
      jobId: forklift,
    });
    const second = await apply(t, {
      firstName: 'Erin',
      lastName: 'Gone',
      email: 'erin@example.com',
      jobId: nurse,
    });
    await readResumeText(t, second.resumeId, 'Erin Gone, Reno, NV');
    const id = await candidateIdOf(t, 'erin@example.com');
    expect((await staff.request('PUT', `/api/admin/candidates/${id}/tags/keep`)).statusCode).toBe(
      204,
    );
    expect(
      (await staff.post(`/api/admin/candidates/${id}/notes`, { body: 'Erin note' })).statusCode,
    ).toBe(201);

    const withAccount = await candidateIdOf(t, 'jane.doe@example.com');
    const refused = await staff.request('DELETE', `/api/admin/candidates/${withAccount}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toMatch(/account/u);
    expect((await staff.get(`/api/admin/candidates/${withAccount}`)).statusCode).toBe(200);

    const erased = await staff.request('DELETE', `/api/admin/candidates/${id}`);
    expect(erased.statusCode, erased.body).toBe(204);
    expect((await staff.get(`/api/admin/candidates/${id}`)).statusCode).toBe(404);
    expect((await staff.request('DELETE', `/api/admin/candidates/${id}`)).statusCode).toBe(404);

    const applications = await t.app.db
      .selectFrom('applications')
      .select(['first_name', 'email', 'resume_id', 'candidate_id', 'answers', 'status'])
      .where('id', 'in', [first.applicationId, second.applicationId])
      .execute();
    expect(applications).toHaveLength(2);
    for (const application of applications) {
      expect(application).toMatchObject({
        first_name: 'Erased',
        email: '',
        resume_id: null,
        candidate_id: null,
        answers: null,
        status: 'new',
      });
    }
    const resumes = await t.app.db
      .selectFrom('resumes')
      .select('id')
      .where('id', 'in', [first.resumeId, second.resumeId])
      .execute();
    expect(resumes).toEqual([]);
    for (const table of ['candidate_tags', 'candidate_notes', 'candidate_industries'] as const) {
      const left = await t.app.db
        .selectFrom(table)
        .select('candidate_id')
        .where('candidate_id', '=', id)
        .execute();
      expect(left, table).toEqual([]);
    }
    const mail = await t.app.db
      .selectFrom('email_outbox')
      .select('id')
      .where('to_address', '=', 'erin@example.com')
      .execute();
    expect(mail).toEqual([]);
    const log = await t.app.db.selectFrom('activity_log').select(['action', 'summary']).execute();
    expect(log.some((row) => row.action === 'candidate.erased')).toBe(true);
    expect(JSON.stringify(log)).not.toContain('Erin');
    // Nothing of Erin is left to find.
    const search = await staff.get('/api/admin/candidates?q=erin');
    expect(search.json()).toEqual([]);
    const byPlace = await staff.get('/api/admin/candidates?q=reno');
    expect(byPlace.json()).toEqual([]);
  });

  it('follows an account to a new address, taking over the candidate that address had', async () => {
    await apply(t, {
      firstName: 'Kim',
      lastName: 'Walkin',
      email: 'kim.new@example.com',
      jobId: forklift,
    });
    const walkIn = await candidateIdOf(t, 'kim.new@example.com');
    expect(
      (await staff.request('PUT', `/api/admin/candidates/${walkIn}/tags/reliable`)).statusCode,
    ).toBe(204);
    const client = await signUp({
      firstName: 'Kim',
      lastName: 'Account',
      email: 'kim.old@example.com',
    });
    const accountCandidate = await candidateIdOf(t, 'kim.old@example.com');
    expect(accountCandidate).not.toBe(walkIn);

    const changed = await client.multipart(
      'PUT',
      '/api/users/profile',
      { firstName: 'Kim', lastName: 'Account', email: 'kim.new@example.com' },
      pdfFile(makePdf(700), 'new-profile.pdf'),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const candidate = await detail(accountCandidate);
    expect(candidate).toMatchObject({
      email: 'kim.new@example.com',
      name: 'Kim Account',
      applicationCount: 1,
      tags: ['reliable'],
      hasAccount: true,
    });
    // The replaced profile resume is gone, the new one listed first.
    expect(candidate.resumes.map((resume) => resume.name)).toEqual([
      'new-profile.pdf',
      'resume.pdf',
    ]);
    expect((await staff.get(`/api/admin/candidates/${walkIn}`)).statusCode).toBe(404);
    const rows = await t.app.db
      .selectFrom('candidates')
      .select('id')
      .where('email_key', 'in', ['kim.old@example.com', 'kim.new@example.com'])
      .execute();
    expect(rows.map((row) => row.id)).toEqual([accountCandidate]);
  });

  it('goes with the account when the account is deleted', async () => {
    const client = await signUp({ firstName: 'Del', lastName: 'Me', email: 'del@example.com' });
    await apply(
      t,
      { firstName: 'Del', lastName: 'Me', email: 'del@example.com', jobId: nurse },
      client,
    );
    const id = await candidateIdOf(t, 'del@example.com');
    expect(
      (await staff.post(`/api/admin/candidates/${id}/notes`, { body: 'Del note' })).statusCode,
    ).toBe(201);
    const deleted = await client.request('DELETE', '/api/users/me', {
      json: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await staff.get(`/api/admin/candidates/${id}`)).statusCode).toBe(404);
    const notes = await t.app.db
      .selectFrom('candidate_notes')
      .select('id')
      .where('candidate_id', '=', id)
      .execute();
    expect(notes).toEqual([]);
  });
  it('stays, without the account, for applications sent signed out from the same address', async () => {
    await apply(t, {
      firstName: 'Val',
      lastName: 'Walkin',
      email: 'val@example.com',
      jobId: forklift,
    });
    const client = await signUp({
      firstName: 'Val',
      lastName: 'Account',
      email: 'val@example.com',
    });
    const id = await candidateIdOf(t, 'val@example.com');
    expect((await detail(id)).hasAccount).toBe(true);
    const deleted = await client.request('DELETE', '/api/users/me', {
      json: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const candidate = await detail(id);
    expect(candidate).toMatchObject({ hasAccount: false, applicationCount: 1 });
    expect(candidate.resumes.map((resume) => resume.source)).toEqual(['application']);
    expect(candidate.timeline.some((entry) => entry.kind === 'account')).toBe(false);
  });
});

describe('merging two candidates keeps what the agency and its clients did with them', () => {
  const t = useCandidateTestApp();
  let recruiter: TestClient;
  let client: TestClient;
  let companyId = '';
  const CONTACT = 'cora@merge-clinic.example';
  const DAY = 24 * 60 * 60_000;
  const dayIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

  const signUp = async (fields: { firstName: string; lastName: string; email: string }) => {
    const seeker = new TestClient(t.app);
    const created = await seeker.multipart(
      'POST',
      '/api/users/signup',
      { ...fields, password: PASSWORD },
      pdfFile(makePdf(900), 'profile.pdf'),
    );
    expect(created.statusCode, created.body).toBe(201);
    const login = await seeker.post('/api/users/login', {
      email: fields.email,
      password: PASSWORD,
    });
    expect(login.statusCode, login.body).toBe(200);
    return seeker;
  };

  // The account moves to the address that applied signed out: the merge.
  const moveAccount = async (
    seeker: TestClient,
    fields: { firstName: string; lastName: string; email: string },
  ) => {
    const changed = await seeker.multipart('PUT', '/api/users/profile', fields);
    expect(changed.statusCode, changed.body).toBe(200);
  };

  // An open order of the client's company, posted as a job.
  const openOrder = async (): Promise<{ orderId: string; jobId: string }> => {
    const orderId = await sendOrder(t.app, { email: CONTACT, company: 'Merge Clinic' });
    await recruiter.request('PUT', `/api/admin/orders/${orderId}/client`, { json: { companyId } });
    for (const status of ['qualified', 'open']) {
      const moved = await recruiter.request('PATCH', `/api/admin/orders/${orderId}`, {
        json: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const job = await recruiter.post(
      '/api/jobs/create-job',
      validJobPayload({ jobOrderId: orderId }),
    );
    expect(job.statusCode, job.body).toBe(201);
    return { orderId, jobId: job.json<Job>()._id };
  };

  // Shortlists the candidate; returns the entry and the token of the consent mail just sent.
  const shortlist = async (
    orderId: string,
    email: string,
  ): Promise<{ entryId: string; token: string }> => {
    const added = await recruiter.post(`/api/admin/orders/${orderId}/shortlist`, {
      candidateId: await candidateIdOf(t, email),
      pitch: 'Reliable and kind',
    });
    expect(added.statusCode, added.body).toBe(201);
    const row = await t.app.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .where('text_body', 'like', '%/share-consent?token=%')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = /\/share-consent\?token=([\w-]+)/.exec(row.text_body)?.[1] ?? '';
    return { entryId: added.json<ShortlistEntry>()._id, token };
  };

  const answer = async (token: string, yesOrNo: 'yes' | 'no') => {
    const answered = await new TestClient(t.app).post('/api/shortlist-consent/answer', {
      token,
      answer: yesOrNo,
    });
    expect(answered.statusCode, answered.body).toBe(200);
  };

  const schedule = async (orderId: string, entryId: string, days: number): Promise<string> => {
    const scheduled = await recruiter.post(
      `/api/admin/orders/${orderId}/shortlist/${entryId}/interviews`,
      {
        date: dayIn(days),
        time: '10:00',
        timeZone: 'America/Chicago',
        durationMinutes: 30,
        videoUrl: 'https://meet.example.com/merge',
        interviewer: 'Dr. Ada Alpha',
      },
    );
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    return scheduled.json<Interview>()._id;
  };

  const place = async (orderId: string, entryId: string): Promise<string> => {
    const placed = await recruiter.post(`/api/admin/orders/${orderId}/placements`, {
      entryId,
      startDate: '2026-12-14',
      payRate: 42.5,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json<Placement>()._id;
  };

  const interviewRows = (ids: string[]) =>
    t.app.db
      .selectFrom('interviews')
      .select(['id', 'uid', 'sequence', 'status', 'candidate_id', 'shortlist_entry_id'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();

  const eventKinds = async (entryId: string) =>
    (
      await t.app.db
        .selectFrom('shortlist_events')
        .select('kind')
        .where('entry_id', '=', entryId)
        .execute()
    )
      .map((row) => row.kind)
      .sort();

  beforeAll(async () => {
    ({ client: recruiter } = await loggedInClient(t.app, 'recruiter'));
    ({ client, companyId } = await signedInClientContact(t.app, recruiter, {
      name: 'Merge Clinic',
      email: CONTACT,
    }));
  });

  it('a shortlisted, interviewed and placed walk-in taken over by an account keeps it all', async () => {
    const { orderId, jobId } = await openOrder();
    const walkInEmail = 'pat.walkin@example.com';
    await apply(t, { firstName: 'Pat', lastName: 'Walkin', email: walkInEmail, jobId });
    const walkIn = await candidateIdOf(t, walkInEmail);
    const { entryId, token } = await shortlist(orderId, walkInEmail);
    await answer(token, 'yes');
    const decided = await client.post(
      `/api/client/orders/${orderId}/candidates/${entryId}/decision`,
      { decision: 'interview', times: 'Any morning' },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const interviewId = await schedule(orderId, entryId, 9);
    const placementId = await place(orderId, entryId);
    const [interviewBefore] = await interviewRows([interviewId]);
    const eventsBefore = await eventKinds(entryId);
    const interviewEventsBefore = await t.app.db
      .selectFrom('interview_events')
      .select(['id', 'kind'])
      .where('interview_id', '=', interviewId)
      .orderBy('id')
      .execute();
    const outboxBefore = await t.app.db.selectFrom('email_outbox').select('id').execute();

    const seeker = await signUp({
      firstName: 'Pat',
      lastName: 'Account',
      email: 'pat.old@example.com',
    });
    const kept = await candidateIdOf(t, 'pat.old@example.com');
    expect(kept).not.toBe(walkIn);
    await moveAccount(seeker, { firstName: 'Pat', lastName: 'Account', email: walkInEmail });

    expect(await candidateIdOf(t, walkInEmail)).toBe(kept);
    const gone = await t.app.db
      .selectFrom('candidates')
      .select('id')
      .where('id', '=', walkIn)
      .execute();
    expect(gone).toEqual([]);
    // The entry, with its consent, the client's answer and its whole history.
    const entry = await t.app.db
      .selectFrom('shortlist_entries')
      .select(['id', 'candidate_id', 'consent', 'client_decision'])
      .where('job_order_id', '=', orderId)
      .execute();
    expect(entry).toEqual([
      { id: entryId, candidate_id: kept, consent: 'granted', client_decision: 'interview' },
    ]);
    expect(await eventKinds(entryId)).toEqual(eventsBefore);
    // The interview: the same row, so the same UID and SEQUENCE on both calendars, its history
    // too; nothing new was mailed about it.
    expect(await interviewRows([interviewId])).toEqual([
      { ...interviewBefore, candidate_id: kept, shortlist_entry_id: entryId },
    ]);
    expect(
      await t.app.db
        .selectFrom('interview_events')
        .select(['id', 'kind'])
        .where('interview_id', '=', interviewId)
        .orderBy('id')
        .execute(),
    ).toEqual(interviewEventsBefore);
    const newMail = await t.app.db
      .selectFrom('email_outbox')
      .select(['to_address', 'attachments_json'])
      .where(
        'id',
        'not in',
        outboxBefore.map((row) => row.id),
      )
      .execute();
    expect(newMail.filter((row) => row.attachments_json !== null)).toEqual([]);
    // The placement, and the order still counts it.
    const placement = await t.app.db
      .selectFrom('placements')
      .select(['id', 'candidate_id', 'shortlist_entry_id', 'candidate_name'])
      .where('job_order_id', '=', orderId)
      .execute();
    expect(placement).toEqual([
      {
        id: placementId,
        candidate_id: kept,
        shortlist_entry_id: entryId,
        candidate_name: 'Pat Walkin',
      },
    ]);
    const order = await t.app.db
      .selectFrom('job_orders')
      .select('filled_count')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.filled_count).toBe(1);

    // Staff see it all on the candidate kept.
    const detail = await recruiter.get(`/api/admin/candidates/${kept}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const kinds = candidateDetailSchema.parse(detail.json()).timeline.map((item) => item.kind);
    for (const kind of ['shortlist', 'interview', 'placement', 'application'] as const) {
      expect(kinds, kind).toContain(kind);
    }
    const staffShortlist = await recruiter.get(`/api/admin/orders/${orderId}/shortlist`);
    expect(
      staffShortlist.json<ShortlistEntry[]>().map((item) => [item._id, item.candidate._id]),
    ).toEqual([[entryId, kept]]);
    const placements = await recruiter.get(`/api/admin/orders/${orderId}/placements`);
    expect(placements.json<Placement[]>().map((item) => [item._id, item.entryId])).toEqual([
      [placementId, entryId],
    ]);
    // The client still sees the candidate and the interview.
    const shared = await client.get(`/api/client/orders/${orderId}/candidates`);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json<SharedCandidate[]>().map((item) => [item._id, item.name])).toEqual([
      [entryId, 'Pat Account'],
    ]);
    const interviews = await client.get(`/api/client/orders/${orderId}/interviews`);
    expect(interviews.statusCode, interviews.body).toBe(200);
    expect(interviews.json<Interview[]>().map((item) => [item._id, item.sequence])).toEqual([
      [interviewId, interviewBefore?.sequence],
    ]);
    // The consent link of the entry still answers.
    const check = await new TestClient(t.app).post('/api/shortlist-consent/check', { token });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json<{ consent: string }>().consent).toBe('granted');
  });

  it('both on one order: the stronger consent stays, with the other entry’s history, interviews and placements', async () => {
    const a = await openOrder();
    const b = await openOrder();
    const walkInEmail = 'quinn.walkin@example.com';
    const accountEmail = 'quinn.old@example.com';
    await apply(t, { firstName: 'Quinn', lastName: 'Walkin', email: walkInEmail, jobId: a.jobId });
    const seeker = await signUp({ firstName: 'Quinn', lastName: 'Account', email: accountEmail });
    const kept = await candidateIdOf(t, accountEmail);

    // Order A: the account's entry was agreed to, interviewed, then withdrawn (which called its
    // interview off); the walk-in's is agreed to, with an interview to come. The agreed one
    // stays, whoever's it was.
    const aAccount = await shortlist(a.orderId, accountEmail);
    await answer(aAccount.token, 'yes');
    const calledOff = await schedule(a.orderId, aAccount.entryId, 8);
    await answer(aAccount.token, 'no');
    const aWalkIn = await shortlist(a.orderId, walkInEmail);
    await answer(aWalkIn.token, 'yes');
    const toCome = await schedule(a.orderId, aWalkIn.entryId, 9);

    // Order B: both agreed, the account's later, and both were placed, the walk-in's first.
    const bWalkIn = await shortlist(b.orderId, walkInEmail);
    await answer(bWalkIn.token, 'yes');
    const bAccount = await shortlist(b.orderId, accountEmail);
    await answer(bAccount.token, 'yes');
    await t.app.db
      .updateTable('shortlist_entries')
      .set({ updated_at: new Date(Date.now() - DAY).toISOString() })
      .where('id', '=', bWalkIn.entryId)
      .execute();
    const firstHire = await place(b.orderId, bWalkIn.entryId);
    const secondHire = await place(b.orderId, bAccount.entryId);
    await t.app.db
      .updateTable('placements')
      .set({ created_at: new Date(Date.now() - DAY).toISOString() })
      .where('id', '=', firstHire)
      .execute();
    const before = await interviewRows([calledOff, toCome]);
    const historyA = [
      ...(await eventKinds(aAccount.entryId)),
      ...(await eventKinds(aWalkIn.entryId)),
    ];
    const historyB = [
      ...(await eventKinds(bAccount.entryId)),
      ...(await eventKinds(bWalkIn.entryId)),
    ];

    await moveAccount(seeker, { firstName: 'Quinn', lastName: 'Account', email: walkInEmail });
    expect(await candidateIdOf(t, walkInEmail)).toBe(kept);

    const entries = await t.app.db
      .selectFrom('shortlist_entries')
      .select(['id', 'job_order_id', 'candidate_id', 'consent'])
      .where('job_order_id', 'in', [a.orderId, b.orderId])
      .execute();
    expect(
      entries.sort((x, y) =>
        x.job_order_id === a.orderId ? -1 : y.job_order_id === a.orderId ? 1 : 0,
      ),
    ).toEqual([
      { id: aWalkIn.entryId, job_order_id: a.orderId, candidate_id: kept, consent: 'granted' },
      { id: bAccount.entryId, job_order_id: b.orderId, candidate_id: kept, consent: 'granted' },
    ]);
    // Both requests and both answers stay on the record.
    expect(await eventKinds(aWalkIn.entryId)).toEqual(historyA.sort());
    expect(await eventKinds(bAccount.entryId)).toEqual(historyB.sort());
    // Both interviews, unchanged, on the entry kept.
    expect(await interviewRows([calledOff, toCome])).toEqual(
      before.map((row) => ({ ...row, candidate_id: kept, shortlist_entry_id: aWalkIn.entryId })),
    );
    expect(before.find((row) => row.id === calledOff)?.status).toBe('cancelled');
    // The first hire is theirs; the second, the same person counted twice, still counts but
    // names nobody, and the order's history says so.
    const placements = await t.app.db
      .selectFrom('placements')
      .select(['id', 'candidate_id', 'shortlist_entry_id', 'candidate_name'])
      .where('job_order_id', '=', b.orderId)
      .execute();
    expect(
      placements.sort((x, y) => (x.id === firstHire ? -1 : y.id === firstHire ? 1 : 0)),
    ).toEqual([
      {
        id: firstHire,
        candidate_id: kept,
        shortlist_entry_id: bAccount.entryId,
        candidate_name: 'Quinn Walkin',
      },
      { id: secondHire, candidate_id: null, shortlist_entry_id: null, candidate_name: null },
    ]);
    const orderB = await t.app.db
      .selectFrom('job_orders')
      .select('filled_count')
      .where('id', '=', b.orderId)
      .executeTakeFirstOrThrow();
    expect(orderB.filled_count).toBe(2);
    const notes = await t.app.db
      .selectFrom('job_order_events')
      .select('text')
      .where('job_order_id', '=', b.orderId)
      .where('kind', '=', 'note')
      .execute();
    const merged = notes.filter((note) => note.text?.includes('one person'));
    expect(merged).toHaveLength(1);
    expect(merged[0]?.text).not.toContain('Quinn');

    // The client sees one candidate on each order, and the interview to come.
    for (const [orderId, entryId] of [
      [a.orderId, aWalkIn.entryId],
      [b.orderId, bAccount.entryId],
    ] as const) {
      const shared = await client.get(`/api/client/orders/${orderId}/candidates`);
      expect(shared.json<SharedCandidate[]>().map((item) => item._id)).toEqual([entryId]);
    }
    const interviews = await client.get(`/api/client/orders/${a.orderId}/interviews`);
    expect(
      interviews
        .json<Interview[]>()
        .map((item) => [item._id, item.status])
        .sort(),
    ).toEqual(
      [
        [calledOff, 'cancelled'],
        [toCome, 'scheduled'],
      ].sort(),
    );
    // The entry kept answers its own links, and those of the one folded into it.
    const keptLink = await new TestClient(t.app).post('/api/shortlist-consent/check', {
      token: aWalkIn.token,
    });
    expect(keptLink.statusCode, keptLink.body).toBe(200);
    const foldedLink = await new TestClient(t.app).post('/api/shortlist-consent/check', {
      token: aAccount.token,
    });
    expect(foldedLink.statusCode, foldedLink.body).toBe(200);
    expect(foldedLink.json()).toEqual(keptLink.json());
  });
});

describe('the candidates migration', () => {
  it('gathers existing applications and job-seeker accounts, one candidate per address', async () => {
    const database = await createTestDatabase();
    const handle = createDatabase(database.url, { searchPath: database.searchPath });
    try {
      await migrateToLatest(handle.db, handle.dialect, '20261125-0060-resume-text');
      const db = handle.db;
      const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes)).toISOString();
      // Raw: the jobs table as it was then, not today's row type.
      await sql`insert into jobs (id, created_at, updated_at, title, location, salary, type,
          schedule, industry, description, responsibilities, skills)
        values ('job-1', ${at(0)}, ${at(0)}, 'Forklift Operator', 'Chicago, IL', '$20/hr',
          'Full-Time', 'Days', 'Drivers', 'Lift things.', 'Work', 'Forklift')`.execute(db);
      const resume = (id: string, minutes: number) => ({
        id,
        owner_user_id: null,
        file_name: `${id}.pdf`,
        mime_type: 'application/pdf',
        size_bytes: 3,
        content: new Uint8Array([1, 2, 3]),
        created_at: at(minutes),
      });
      await db
        .insertInto('resumes')
        .values([resume('r1', 1), resume('r2', 2), resume('r3', 3), resume('r4', 4)])
        .execute();
      const user = (id: string, email: string, role: string, minutes: number) => ({
        id,
        email,
        first_name: 'Acc',
        last_name: id,
        password_hash: 'x',
        role,
        resume_id: null,
        created_at: at(minutes),
        updated_at: at(minutes),
      });
      await db
        .insertInto('users')
        .values([
          user('u1', 'ann@example.com', 'user', 5),
          user('u2', 'staff@example.com', 'recruiter', 0),
        ])
        .execute();
      const application = (
        id: string,
        email: string,
        minutes: number,
        extra: {
          user_id?: string;
          resume_id?: string;
          job_id?: string | null;
          first_name?: string;
        },
      ) => ({
        id,
        created_at: at(minutes),
        kind: 'job',
        job_id: extra.job_id === undefined ? 'job-1' : extra.job_id,
        job_title: 'Forklift Operator',
        first_name: extra.first_name ?? 'Bo',
        last_name: 'Applicant',
        email,
        user_id: extra.user_id ?? null,
        resume_id: extra.resume_id ?? null,
      });
      await db
        .insertInto('applications')
        .values([
          application('a1', 'Bo@Example.com', 1, { resume_id: 'r1', first_name: 'Bob' }),
          application('a2', 'bo@example.com ', 2, { resume_id: 'r2', first_name: 'Bo' }),
          // Signed in with another address: the account's.
          application('a3', 'ann.work@example.com', 3, { user_id: 'u1', resume_id: 'r3' }),
          // Anonymised: nobody's.
          application('a4', '', 4, { job_id: null }),
        ])
        .execute();

      await migrateToLatest(handle.db, handle.dialect);

      const candidates = await db
        .selectFrom('candidates')
        .select([
          'id',
          'email_key',
          'first_name',
          'user_id',
          'application_count',
          'resume_id',
          'last_activity_at',
          'created_at',
        ])
        .orderBy('email_key')
        .execute();
      expect(candidates.map((row) => [row.email_key, row.user_id, row.application_count])).toEqual([
        ['ann@example.com', 'u1', 1],
        ['bo@example.com', null, 2],
      ]);
      expect(candidates[1]).toMatchObject({
        first_name: 'Bo',
        resume_id: 'r2',
        created_at: at(1),
        last_activity_at: at(2),
      });
      // The account's candidate counts from its first application.
      expect(candidates[0]).toMatchObject({
        created_at: at(3),
        last_activity_at: at(5),
        resume_id: 'r3',
      });
      const links = await db
        .selectFrom('applications')
        .select(['id', 'candidate_id'])
        .orderBy('id')
        .execute();
      expect(links.map((row) => row.candidate_id)).toEqual([
        candidates[1]?.id,
        candidates[1]?.id,
        candidates[0]?.id,
        null,
      ]);
      const industries = await db.selectFrom('candidate_industries').selectAll().execute();
      expect(industries).toHaveLength(2);
      // The full-text index holds the backfilled rows.
      const found = await listCandidates(db, handle.dialect, {
        q: 'forklift bo',
        limit: 10,
        offset: 0,
      });
      expect(found.candidates.map((candidate) => candidate.id)).toEqual([candidates[1]?.id]);
      expect(found.total).toBe(1);
    } finally {
      await handle.destroy();
      await database.cleanup();
    }
  });
});
