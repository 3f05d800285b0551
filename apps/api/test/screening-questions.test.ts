import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_FIELD } from '@staffing/shared/api-error';
import type {
  AdminApplication,
  AdminApplicationDetail,
  ApplicationStatusCounts,
} from '@staffing/shared/application-schemas';
import type { Job } from '@staffing/shared/job-schemas';
import {
  SCREENING_MESSAGES,
  type OpeningQuestions,
  type ScreeningQuestionInput,
} from '@staffing/shared/screening-schemas';
import { pdfFile } from './helpers/fixtures.ts';
import { readZip } from './helpers/read-zip.ts';
import { validJobPayload } from './helpers/jobs.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

type ErrorAnswer = { error: string; fieldErrors?: Record<string, string> };

const storedAnswers = (column: string | null) =>
  (JSON.parse(column ?? '{}') as { answers?: Record<string, unknown> }).answers;

const QUESTIONS: ScreeningQuestionInput[] = [
  {
    id: 'cdl',
    kind: 'yes-no',
    label: 'Do you hold a CDL-A licence?',
    required: true,
    knockOut: ['no'],
  },
  {
    id: 'shift',
    kind: 'choice',
    label: 'Which shift suits you?',
    required: true,
    choices: ['Days', 'Nights', 'Weekends'],
    knockOut: ['Weekends'],
  },
  {
    id: 'years',
    kind: 'number',
    label: 'Years of driving experience',
    required: true,
    knockOut: { min: 2 },
  },
  { id: 'notes', kind: 'text', label: 'Anything else we should know?' },
];

const GOOD_ANSWERS = { cdl: 'yes', shift: 'Days', years: 5, notes: '  Clean record.  ' };

describe('screening questions', () => {
  const t = useTestApp({
    // Many applications from one address; the limit itself is tested elsewhere.
    limits: {
      loginFailuresPerAccount: 5,
      loginFailuresPerIp: 20,
      loginWindowMs: 15 * 60_000,
      formsPerIp: 10_000,
      formsWindowMs: 60_000,
    },
  });
  let staff: TestClient;
  let admin: TestClient;
  let jobId = '';
  let counter = 0;

  const apply = (fields: Record<string, string>, path = '/api/email/quick-apply') => {
    counter += 1;
    return new TestClient(t.app).multipart(
      'POST',
      path,
      {
        firstName: 'Casey',
        lastName: `Driver${counter}`,
        email: `casey${counter}@example.com`,
        ...(path === '/api/email/quick-apply' ? { jobId } : {}),
        ...fields,
      },
      pdfFile(),
    );
  };
  const applyWith = (answers: unknown, path?: string) =>
    apply({ answers: JSON.stringify(answers) }, path);

  const storedApplication = async (email: string) =>
    t.app.db
      .selectFrom('applications')
      .select(['id', 'answers', 'knocked_out', 'status'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    staff = (await loggedInClient(t.app, 'recruiter')).client;
    admin = (await loggedInClient(t.app, 'admin')).client;
    const created = await staff.post(
      '/api/jobs/create-job',
      validJobPayload({ title: 'Truck Driver', screeningQuestions: QUESTIONS }),
    );
    expect(created.statusCode, created.body).toBe(201);
    jobId = created.json<Job>()._id;
  });

  describe('on jobs', () => {
    it('are stored on create and read back by the detail, not by the list', async () => {
      const detail = await new TestClient(t.app).get(`/api/jobs/job/${jobId}`);
      expect(detail.statusCode).toBe(200);
      const questions = detail.json<Job>().screeningQuestions;
      expect(questions).toEqual([
        QUESTIONS[0],
        QUESTIONS[1],
        QUESTIONS[2],
        // `required` defaults to false.
        { ...QUESTIONS[3], required: false },
      ]);
      const list = await new TestClient(t.app).get('/api/jobs/jobs?q=truck');
      const listed = list.json<Job[]>().find((job) => job._id === jobId);
      expect(listed).toBeDefined();
      expect(listed).not.toHaveProperty('screeningQuestions');
    });

    it('are [] on a job without any', async () => {
      const created = await staff.post('/api/jobs/create-job', validJobPayload());
      expect(created.json<Job>().screeningQuestions).toEqual([]);
    });

    it('are replaced by an edit that sends them, kept by one that does not, and cleared by []', async () => {
      const created = await staff.post(
        '/api/jobs/create-job',
        validJobPayload({ screeningQuestions: [QUESTIONS[0]] }),
      );
      const id = created.json<Job>()._id;
      const job = created.json<Job>();
      const body = {
        overview: job.overview,
        details: job.details,
      };
      const replaced = await staff.request('PUT', `/api/jobs/job/${id}`, {
        json: { ...body, screeningQuestions: [QUESTIONS[2], QUESTIONS[1]] },
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(replaced.json<Job>().screeningQuestions?.map((question) => question.id)).toEqual([
        'years',
        'shift',
      ]);
      const kept = await staff.request('PUT', `/api/jobs/job/${id}`, { json: body });
      expect(kept.json<Job>().screeningQuestions?.map((question) => question.id)).toEqual([
        'years',
        'shift',
      ]);
      const cleared = await staff.request('PUT', `/api/jobs/job/${id}`, {
        json: { ...body, screeningQuestions: [] },
      });
      expect(cleared.json<Job>().screeningQuestions).toEqual([]);
      const read = await staff.get(`/api/jobs/job/${id}`);
      expect(read.json<Job>().screeningQuestions).toEqual([]);
    });

    it.each([
      [
        'more than ten questions',
        Array.from({ length: 11 }, (_, index) => ({
          id: `q${index}`,
          kind: 'text',
          label: `Question ${index}`,
        })),
        'screeningQuestions',
        SCREENING_MESSAGES.tooManyQuestions,
      ],
      [
        'two questions with one id',
        [QUESTIONS[0], { ...QUESTIONS[3], id: 'cdl' }],
        'screeningQuestions.1.id',
        SCREENING_MESSAGES.idsNotUnique,
      ],
      [
        'an id that is not a name',
        [{ ...QUESTIONS[3], id: '1 two' }],
        'screeningQuestions.0.id',
        SCREENING_MESSAGES.idInvalid,
      ],
      [
        'an empty label',
        [{ ...QUESTIONS[3], label: '   ' }],
        'screeningQuestions.0.label',
        SCREENING_MESSAGES.labelRequired,
      ],
      [
        'a label that is too long',
        [{ ...QUESTIONS[3], label: 'x'.repeat(201) }],
        'screeningQuestions.0.label',
        SCREENING_MESSAGES.labelTooLong,
      ],
      [
        'a choice question with one choice',
        [{ ...QUESTIONS[1], choices: ['Days'], knockOut: [] }],
        'screeningQuestions.0.choices',
        SCREENING_MESSAGES.choicesRequired,
      ],
      [
        'a choice question with 21 choices',
        [
          {
            ...QUESTIONS[1],
            choices: Array.from({ length: 21 }, (_, index) => `Choice ${index}`),
            knockOut: [],
          },
        ],
        'screeningQuestions.0.choices',
        SCREENING_MESSAGES.choicesRequired,
      ],
      [
        'the same choice twice',
        [{ ...QUESTIONS[1], choices: ['Days', 'days'], knockOut: [] }],
        'screeningQuestions.0.choices.1',
        SCREENING_MESSAGES.choicesNotUnique,
      ],
      [
        'a knock-out answer that is not a choice',
        [{ ...QUESTIONS[1], knockOut: ['Holidays'] }],
        'screeningQuestions.0.knockOut.0',
        SCREENING_MESSAGES.knockOutNotAChoice,
      ],
      [
        'a yes-no knock-out that is neither',
        [{ ...QUESTIONS[0], knockOut: ['maybe'] }],
        'screeningQuestions.0.knockOut.0',
        SCREENING_MESSAGES.knockOutAnswersInvalid,
      ],
      [
        'a knock-out of every answer',
        [{ ...QUESTIONS[0], knockOut: ['yes', 'no'] }],
        'screeningQuestions.0.knockOut',
        SCREENING_MESSAGES.knockOutEveryAnswer,
      ],
      [
        'choices on a yes-no question',
        [{ ...QUESTIONS[0], choices: ['Yes', 'No'] }],
        'screeningQuestions.0.choices',
        SCREENING_MESSAGES.choicesOnlyForChoice,
      ],
      [
        'a number range that runs backwards',
        [{ ...QUESTIONS[2], knockOut: { min: 5, max: 1 } }],
        'screeningQuestions.0.knockOut.max',
        SCREENING_MESSAGES.knockOutRangeBackwards,
      ],
      [
        'a knock-out on a text question',
        [{ ...QUESTIONS[3], knockOut: ['no'] }],
        'screeningQuestions.0.knockOut',
        SCREENING_MESSAGES.knockOutNotForText,
      ],
      [
        'an unknown kind',
        [{ ...QUESTIONS[3], kind: 'date' }],
        'screeningQuestions.0.kind',
        SCREENING_MESSAGES.kindInvalid,
      ],
      [
        'an unknown field in a question',
        [{ ...QUESTIONS[3], knockout: ['no'] }],
        'screeningQuestions.0.knockout',
        UNKNOWN_FIELD,
      ],
    ])('refuse %s with a 400 naming the field', async (_name, questions, key, message) => {
      const created = await staff.post(
        '/api/jobs/create-job',
        validJobPayload({ screeningQuestions: questions }),
      );
      expect(created.statusCode, created.body).toBe(400);
      expect(created.json<ErrorAnswer>().fieldErrors?.[key]).toBe(message);
      // The edit checks the same.
      const job = (await staff.get(`/api/jobs/job/${jobId}`)).json<Job>();
      const edited = await staff.request('PUT', `/api/jobs/job/${jobId}`, {
        json: { overview: job.overview, details: job.details, screeningQuestions: questions },
      });
      expect(edited.statusCode).toBe(400);
      expect(edited.json<ErrorAnswer>().fieldErrors?.[key]).toBe(message);
    });
  });

  describe('answered in an application', () => {
    it('stores the answers with the questions as asked and marks no knock-out', async () => {
      const response = await applyWith(GOOD_ANSWERS);
      expect(response.statusCode, response.body).toBe(201);
      const stored = await storedApplication(`casey${counter}@example.com`);
      expect(stored.knocked_out).toBe(0);
      expect(JSON.parse(stored.answers ?? 'null')).toEqual({
        questions: [QUESTIONS[0], QUESTIONS[1], QUESTIONS[2], { ...QUESTIONS[3], required: false }],
        answers: { cdl: 'yes', shift: 'Days', years: 5, notes: 'Clean record.' },
      });
    });

    it('takes a number written as text, as a form sends it', async () => {
      const response = await applyWith({ ...GOOD_ANSWERS, years: ' 3.5 ' });
      expect(response.statusCode, response.body).toBe(201);
      const stored = await storedApplication(`casey${counter}@example.com`);
      expect(storedAnswers(stored.answers)?.years).toBe(3.5);
    });

    it.each([
      ['yes-no', { cdl: 'maybe' }, 'cdl', SCREENING_MESSAGES.answerYesNo],
      ['yes-no given as a boolean', { cdl: true }, 'cdl', SCREENING_MESSAGES.answerYesNo],
      ['choice', { shift: 'Evenings' }, 'shift', SCREENING_MESSAGES.answerChoice],
      ['number', { years: 'lots' }, 'years', SCREENING_MESSAGES.answerNumber],
      ['number out of range', { years: 1e12 }, 'years', SCREENING_MESSAGES.answerNumberRange],
      ['text', { notes: 42 }, 'notes', SCREENING_MESSAGES.answerText],
      ['text too long', { notes: 'x'.repeat(501) }, 'notes', SCREENING_MESSAGES.answerTextTooLong],
    ])(
      'refuses a wrong %s answer with a 400 naming the question',
      async (_kind, wrong, id, message) => {
        const before = await countApplications();
        const response = await applyWith({ ...GOOD_ANSWERS, ...wrong });
        expect(response.statusCode).toBe(400);
        const body = response.json<ErrorAnswer>();
        expect(body.fieldErrors).toEqual({ [`answers.${id}`]: message });
        const label = QUESTIONS.find((question) => question.id === id)?.label ?? '';
        expect(body.error).toBe(`${label}: ${message}`);
        expect(await countApplications()).toBe(before);
      },
    );

    it('refuses a missing required answer and takes a missing optional one', async () => {
      const { cdl: _cdl, notes: _notes, ...rest } = GOOD_ANSWERS;
      const missing = await applyWith(rest);
      expect(missing.statusCode).toBe(400);
      expect(missing.json<ErrorAnswer>().fieldErrors).toEqual({
        'answers.cdl': SCREENING_MESSAGES.answerRequired,
      });
      const blank = await applyWith({ ...GOOD_ANSWERS, cdl: '' });
      expect(blank.json<ErrorAnswer>().fieldErrors).toEqual({
        'answers.cdl': SCREENING_MESSAGES.answerRequired,
      });
      const noField = await apply({});
      expect(noField.statusCode).toBe(400);
      expect(Object.keys(noField.json<ErrorAnswer>().fieldErrors ?? {}).sort()).toEqual([
        'answers.cdl',
        'answers.shift',
        'answers.years',
      ]);

      const optionalLeft = await applyWith({ cdl: 'yes', shift: 'Nights', years: 2 });
      expect(optionalLeft.statusCode, optionalLeft.body).toBe(201);
      const stored = await storedApplication(`casey${counter}@example.com`);
      expect(storedAnswers(stored.answers)).toEqual({
        cdl: 'yes',
        shift: 'Nights',
        years: 2,
      });
    });

    it('refuses answers that are not a JSON object', async () => {
      for (const answers of ['{"cdl": "yes"', '["yes"]', '"yes"']) {
        const response = await apply({ answers });
        expect(response.statusCode, answers).toBe(400);
        expect(response.json<ErrorAnswer>().fieldErrors).toEqual({
          answers: SCREENING_MESSAGES.answersInvalid,
        });
      }
    });

    it('leaves out answers to questions it did not ask', async () => {
      const response = await applyWith({ ...GOOD_ANSWERS, removed: 'yes' });
      expect(response.statusCode).toBe(201);
      const stored = await storedApplication(`casey${counter}@example.com`);
      expect(storedAnswers(stored.answers)).not.toHaveProperty('removed');
    });

    it('marks a knock-out answer of each kind, and treats the applicant like any other', async () => {
      for (const knockOut of [{ cdl: 'no' }, { shift: 'Weekends' }, { years: 1 }]) {
        const outboxBefore = await countEmails();
        const response = await applyWith({ ...GOOD_ANSWERS, ...knockOut });
        expect(response.statusCode, JSON.stringify(knockOut)).toBe(201);
        const stored = await storedApplication(`casey${counter}@example.com`);
        expect(stored.knocked_out, JSON.stringify(knockOut)).toBe(1);
        expect(stored.status).toBe('new');
        // The same two emails as anyone else's application: the agency's and the receipt.
        expect(await countEmails()).toBe(outboxBefore + 2);
      }
      // On the edge of the range is inside it.
      await applyWith({ ...GOOD_ANSWERS, years: 2 });
      expect((await storedApplication(`casey${counter}@example.com`)).knocked_out).toBe(0);
    });
  });

  describe('for staff', () => {
    let jobOfOwn = '';
    let passes = '';
    let fails = '';

    beforeAll(async () => {
      const created = await staff.post(
        '/api/jobs/create-job',
        validJobPayload({ title: 'Yard Driver', screeningQuestions: QUESTIONS }),
      );
      jobOfOwn = created.json<Job>()._id;
      const saved = jobId;
      jobId = jobOfOwn;
      expect((await applyWith(GOOD_ANSWERS)).statusCode).toBe(201);
      passes = `casey${counter}@example.com`;
      expect((await applyWith({ ...GOOD_ANSWERS, cdl: 'no', notes: '' })).statusCode).toBe(201);
      fails = `casey${counter}@example.com`;
      jobId = saved;
    });

    const listOf = async (query: string) => {
      const response = await staff.get(`/api/admin/applications?jobId=${jobOfOwn}${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminApplication[]>();
    };

    it('shows the answers with their labels and the knock-out', async () => {
      const all = await listOf('');
      const failing = all.find((application) => application.email === fails);
      expect(failing?.knockedOut).toBe(true);
      expect(failing?.answers).toEqual([
        {
          questionId: 'cdl',
          label: 'Do you hold a CDL-A licence?',
          kind: 'yes-no',
          answer: 'no',
          knocksOut: true,
        },
        {
          questionId: 'shift',
          label: 'Which shift suits you?',
          kind: 'choice',
          answer: 'Days',
          knocksOut: false,
        },
        {
          questionId: 'years',
          label: 'Years of driving experience',
          kind: 'number',
          answer: 5,
          knocksOut: false,
        },
        {
          questionId: 'notes',
          label: 'Anything else we should know?',
          kind: 'text',
          answer: null,
          knocksOut: false,
        },
      ]);
      const passing = all.find((application) => application.email === passes);
      expect(passing?.knockedOut).toBe(false);
      const detail = await staff.get(`/api/admin/applications/${failing?._id ?? ''}`);
      expect(detail.json<AdminApplicationDetail>()).toMatchObject({
        knockedOut: true,
        answers: failing?.answers,
      });
    });

    it('filters by "meets every knock-out" and counts the same way', async () => {
      expect((await listOf('&knockedOut=false')).map((application) => application.email)).toEqual([
        passes,
      ]);
      expect((await listOf('&knockedOut=true')).map((application) => application.email)).toEqual([
        fails,
      ]);
      const counts = await staff.get(
        `/api/admin/applications/status-counts?jobId=${jobOfOwn}&knockedOut=true`,
      );
      expect(counts.json<ApplicationStatusCounts>().new).toBe(1);
      const wrong = await staff.get('/api/admin/applications?knockedOut=maybe');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<ErrorAnswer>().fieldErrors).toHaveProperty('knockedOut');
    });

    it('keeps what earlier applicants were asked when the questions change', async () => {
      const job = (await staff.get(`/api/jobs/job/${jobOfOwn}`)).json<Job>();
      const edited = await staff.request('PUT', `/api/jobs/job/${jobOfOwn}`, {
        json: {
          overview: job.overview,
          details: job.details,
          screeningQuestions: [
            { ...QUESTIONS[0], label: 'Do you hold a CDL-B licence?', knockOut: ['yes'] },
          ],
        },
      });
      expect(edited.statusCode).toBe(200);
      const failing = (await listOf('')).find((application) => application.email === fails);
      expect(failing?.answers?.[0]).toMatchObject({
        label: 'Do you hold a CDL-A licence?',
        answer: 'no',
        knocksOut: true,
      });
      expect(failing?.answers).toHaveLength(4);
      expect(failing?.knockedOut).toBe(true);
    });

    it('exports the answers and the knock-out in the applications CSV', async () => {
      const response = await admin.get('/api/admin/export/applications.csv');
      expect(response.statusCode).toBe(200);
      const [header, ...rows] = response.body.replace(/^\ufeff/, '').split('\r\n');
      expect(header).toContain('"Screening answers","Knocked out"');
      const failing = rows.find((row) => row.includes(fails));
      expect(failing).toContain(
        '"Do you hold a CDL-A licence?: No; Which shift suits you?: Days; Years of driving experience: 5; Anything else we should know?: Not answered","yes"',
      );
      expect(rows.find((row) => row.includes(passes))).toMatch(/"no"$/);
    });
  });

  describe('on the standing openings', () => {
    const salesQuestions = [
      {
        id: 'travel',
        kind: 'yes-no',
        label: 'Can you travel to client sites?',
        required: true,
        knockOut: ['no'],
      },
      { id: 'quota', kind: 'number', label: 'Your last yearly quota in $k', required: false },
    ];

    it('ask nothing until staff set questions', async () => {
      const response = await new TestClient(t.app).get('/api/openings/internship/questions');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        kind: 'internship',
        screeningQuestions: [],
        updatedAt: null,
      });
      expect((await new TestClient(t.app).get('/api/openings/ceo/questions')).statusCode).toBe(404);
      const applied = await apply({}, '/api/email/project-manager-intern-apply');
      expect(applied.statusCode).toBe(201);
      expect((await storedApplication(`casey${counter}@example.com`)).answers).toBeNull();
    });

    it('let recruiters set them, and nobody else', async () => {
      const anonymous = await new TestClient(t.app).request(
        'PUT',
        '/api/admin/openings/sales-rep/questions',
        { json: { screeningQuestions: salesQuestions } },
      );
      expect(anonymous.statusCode).toBe(401);
      const { client: seeker } = await loggedInClient(t.app, 'user');
      const refused = await seeker.request('PUT', '/api/admin/openings/sales-rep/questions', {
        json: { screeningQuestions: salesQuestions },
      });
      expect(refused.statusCode).toBe(403);

      const saved = await staff.request('PUT', '/api/admin/openings/sales-rep/questions', {
        json: { screeningQuestions: salesQuestions },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const body = saved.json<OpeningQuestions>();
      expect(body.kind).toBe('sales-rep');
      expect(body.screeningQuestions.map((question) => question.id)).toEqual(['travel', 'quota']);
      expect(body.updatedAt).not.toBeNull();
      const read = await new TestClient(t.app).get('/api/openings/sales-rep/questions');
      expect(read.json<OpeningQuestions>().screeningQuestions).toEqual(body.screeningQuestions);
      const adminRead = await staff.get('/api/admin/openings/sales-rep/questions');
      expect(adminRead.json<OpeningQuestions>()).toEqual(body);
    });

    it('refuse unknown fields and wrong questions', async () => {
      const unknown = await staff.request('PUT', '/api/admin/openings/sales-rep/questions', {
        json: { screeningQuestions: salesQuestions, questions: [] },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<ErrorAnswer>().fieldErrors).toEqual({ questions: UNKNOWN_FIELD });
      const missing = await staff.request('PUT', '/api/admin/openings/sales-rep/questions', {
        json: {},
      });
      expect(missing.statusCode).toBe(400);
      const wrong = await staff.request('PUT', '/api/admin/openings/sales-rep/questions', {
        json: { screeningQuestions: [{ ...salesQuestions[0], knockOut: ['perhaps'] }] },
      });
      expect(wrong.json<ErrorAnswer>().fieldErrors).toEqual({
        'screeningQuestions.0.knockOut.0': SCREENING_MESSAGES.knockOutAnswersInvalid,
      });
      const notAnOpening = await staff.request('PUT', '/api/admin/openings/job/questions', {
        json: { screeningQuestions: [] },
      });
      expect(notAnOpening.statusCode).toBe(404);
    });

    it('check and mark the answers of an application', async () => {
      const path = '/api/email/sales-rep-apply';
      const missing = await applyWith({}, path);
      expect(missing.statusCode).toBe(400);
      expect(missing.json<ErrorAnswer>().fieldErrors).toEqual({
        'answers.travel': SCREENING_MESSAGES.answerRequired,
      });
      const knocked = await applyWith({ travel: 'no', quota: '250' }, path);
      expect(knocked.statusCode, knocked.body).toBe(201);
      const email = `casey${counter}@example.com`;
      const stored = await storedApplication(email);
      expect(stored.knocked_out).toBe(1);
      const list = await staff.get('/api/admin/applications?kind=sales-rep&knockedOut=true');
      const application = list.json<AdminApplication[]>().find((entry) => entry.email === email);
      expect(application?.answers?.map((answer) => answer.answer)).toEqual(['no', 250]);
    });
  });

  it('forgets the answers when the applicant deletes their account, keeping the knock-out', async () => {
    const seeker = await loggedInClient(t.app, 'user');
    const response = await seeker.client.multipart(
      'POST',
      '/api/email/quick-apply',
      {
        firstName: 'Del',
        lastName: 'Eted',
        email: seeker.user.email,
        jobId,
        answers: JSON.stringify({ ...GOOD_ANSWERS, cdl: 'no', notes: 'My home address is…' }),
      },
      pdfFile(),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { id } = await storedApplication(seeker.user.email.toLowerCase());
    // Theirs to see in their data export, as they answered them.
    const exported = await seeker.client.get('/api/users/me/export');
    const json = JSON.parse(
      readZip(exported.rawPayload).get('my-data.json')?.toString() ?? '{}',
    ) as {
      applications: { answers: { question: string; answer: unknown }[] }[];
    };
    expect(json.applications[0]?.answers[0]).toEqual({
      question: 'Do you hold a CDL-A licence?',
      answer: 'no',
    });
    expect(json.applications[0]?.answers[3]?.answer).toBe('My home address is…');
    const deleted = await seeker.client.request('DELETE', '/api/users/me', {
      json: { password: seeker.user.password },
    });
    expect(deleted.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('applications')
      .select(['answers', 'knocked_out'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ answers: null, knocked_out: 1 });
  });

  async function countApplications() {
    const row = await t.app.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  }

  async function countEmails() {
    const row = await t.app.db
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  }
});
