import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminApplication } from '@staffing/shared/application-schemas';
import { RESUME_MAX_BYTES } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import { makeDocx, makePdf, makePng, makeZip, pdfFile } from './helpers/fixtures.ts';
import { seedJobs } from './helpers/jobs.ts';
import { header, leafParts, parseMime, startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

// RFC 2047 encoded words, as nodemailer writes non-ASCII subjects.
function decodeMimeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) =>
                String.fromCharCode(parseInt(code, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

const applicant = { firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.com' };

async function countRows(
  t: ReturnType<typeof useTestApp>,
  table: 'applications' | 'resumes' | 'email_outbox' | 'contact_messages',
) {
  const row = await t.app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

describe('applications: quick apply and the fixed openings', () => {
  const t = useTestApp();
  let jobId = '';
  beforeAll(async () => {
    [jobId] = (await seedJobs(t.app, [
      { title: 'Forklift Operator', industry: 'Construction' },
    ])) as [string];
  });

  it('stores the application with its resume, queues both emails, and answers 201 with a message', async () => {
    const client = new TestClient(t.app);
    const pdf = makePdf(4096);
    const response = await client.multipart(
      'POST',
      '/api/email/quick-apply',
      { ...applicant, jobId, jobTitle: 'Forged title', jobLink: 'https://evil.example/phish' },
      pdfFile(pdf, 'ada.pdf'),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MESSAGES.applicationReceived });

    const stored = await t.app.db
      .selectFrom('applications')
      .innerJoin('resumes', 'resumes.id', 'applications.resume_id')
      .selectAll('applications')
      .select(['resumes.content', 'resumes.mime_type', 'resumes.file_name'])
      .where('applications.job_id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      kind: 'job',
      job_title: 'Forklift Operator',
      email: 'ada@example.com',
      mime_type: 'application/pdf',
      file_name: 'ada.pdf',
      user_id: null,
    });
    expect(Buffer.from(stored.content).equals(pdf)).toBe(true);

    const emails = await t.app.db
      .selectFrom('email_outbox')
      .selectAll()
      .orderBy('created_at')
      .execute();
    const agency = emails.find((email) => email.to_address === t.config.agencyEmail);
    const receipt = emails.find((email) => email.to_address === 'ada@example.com');
    expect(agency?.attachment_resume_id).toBe(stored.resume_id);
    expect(agency?.text_body).toContain(`http://localhost:3000/jobs/${jobId}`);
    expect(agency?.text_body).not.toContain('evil.example');
    expect(agency?.subject).toContain('Forklift Operator');
    expect(receipt?.subject).toBe('We received your application for Forklift Operator');
  });

  it('links the application to the account when the applicant is logged in', async () => {
    const { client, user } = await loggedInClient(t.app);
    const response = await client.multipart(
      'POST',
      '/api/email/quick-apply',
      { ...applicant, jobId },
      pdfFile(),
    );
    expect(response.statusCode).toBe(201);
    const rows = await t.app.db
      .selectFrom('applications')
      .select('user_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('accepts the sales rep and internship applications without a job id', async () => {
    const client = new TestClient(t.app);
    const sales = await client.multipart(
      'POST',
      '/api/email/sales-rep-apply',
      applicant,
      pdfFile(),
    );
    const intern = await client.multipart(
      'POST',
      '/api/email/project-manager-intern-apply',
      applicant,
      {
        fileName: 'cv.docx',
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        content: makeDocx(),
      },
    );
    expect(sales.statusCode).toBe(201);
    expect(intern.statusCode).toBe(201);
    const kinds = await t.app.db
      .selectFrom('applications')
      .select(['kind', 'job_title'])
      .where('kind', '!=', 'job')
      .execute();
    expect(kinds).toEqual(
      expect.arrayContaining([
        { kind: 'sales-rep', job_title: 'Sales Representative' },
        { kind: 'internship', job_title: 'Project Manager Internship' },
      ]),
    );
  });

  it('refuses a job id that does not exist with 404', async () => {
    const client = new TestClient(t.app);
    for (const id of ['0190a5a0-0000-7000-8000-000000000000', 'nope']) {
      const response = await client.multipart(
        'POST',
        '/api/email/quick-apply',
        { ...applicant, jobId: id },
        pdfFile(),
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: MESSAGES.jobNotFound });
    }
  });

  it('refuses a job that is no longer open with 409', async () => {
    const [closedId] = (await seedJobs(t.app, [{ title: 'Filled role' }])) as [string];
    await t.app.db
      .updateTable('jobs')
      .set({ status: 'filled' })
      .where('id', '=', closedId)
      .execute();
    const client = new TestClient(t.app);
    const response = await client.multipart(
      'POST',
      '/api/email/quick-apply',
      { ...applicant, jobId: closedId },
      pdfFile(),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: MESSAGES.positionClosed });
  });

  it('reports every validation error and stores nothing', async () => {
    const before = await countRows(t, 'applications');
    const client = new TestClient(t.app);
    const missing = await client.multipart(
      'POST',
      '/api/email/sales-rep-apply',
      { firstName: '', lastName: '', email: 'bad' },
      pdfFile(),
    );
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
    ]);
    const noResume = await client.multipart('POST', '/api/email/sales-rep-apply', applicant);
    expect(noResume.statusCode).toBe(400);
    expect(noResume.json()).toEqual({
      error: MESSAGES.resumeRequired,
      fieldErrors: { resume: MESSAGES.resumeRequired },
    });
    const noJob = await client.multipart('POST', '/api/email/quick-apply', applicant, pdfFile());
    expect(noJob.statusCode).toBe(400);
    expect(await countRows(t, 'applications')).toBe(before);
  });

  it('refuses a PNG renamed .pdf, an empty file, a 5,242,881-byte file and a zip without word/', async () => {
    const before = {
      applications: await countRows(t, 'applications'),
      resumes: await countRows(t, 'resumes'),
      outbox: await countRows(t, 'email_outbox'),
    };
    const client = new TestClient(t.app);
    const send = (file: Parameters<TestClient['multipart']>[3]) =>
      client.multipart('POST', '/api/email/quick-apply', { ...applicant, jobId }, file);
    const png = await send({
      fileName: 'photo.pdf',
      contentType: 'application/pdf',
      content: makePng(),
    });
    expect(png.statusCode).toBe(400);
    expect(png.json()).toMatchObject({ error: MESSAGES.resumeWrongType });
    const empty = await send({
      fileName: 'empty.pdf',
      contentType: 'application/pdf',
      content: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(400);
    const big = await send(pdfFile(makePdf(RESUME_MAX_BYTES + 1)));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: MESSAGES.fileTooLarge });
    const zip = await send({
      fileName: 'cv.docx',
      contentType: 'application/octet-stream',
      content: makeZip({ 'xl/workbook.xml': '<x/>' }),
    });
    expect(zip.statusCode).toBe(400);
    expect({
      applications: await countRows(t, 'applications'),
      resumes: await countRows(t, 'resumes'),
      outbox: await countRows(t, 'email_outbox'),
    }).toEqual(before);
  });

  it('silently drops a submission whose honeypot field is filled', async () => {
    const before = await countRows(t, 'applications');
    const client = new TestClient(t.app);
    const response = await client.multipart(
      'POST',
      '/api/email/sales-rep-apply',
      { ...applicant, website: 'http://spam.example' },
      pdfFile(),
    );
    expect(response.statusCode).toBe(201);
    expect(await countRows(t, 'applications')).toBe(before);
  });

  it('counts the applications in the dashboard stats', async () => {
    const { client } = await loggedInClient(t.app, 'admin');
    const stats = (await client.get('/api/jobs/dashboard-stats')).json<{
      totalApplications: number;
    }>();
    expect(stats.totalApplications).toBe(await countRows(t, 'applications'));
  });
});

describe('contact form', () => {
  const t = useTestApp();
  const valid = {
    email: 'employer@example.com',
    country: 'United States of America',
    purpose: "Interested in the company's Services",
    positions: '3 welders',
    comments: 'Starting in March',
  };

  it('stores the message, queues an email to the agency, and answers 201', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/email/contact-form', valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MESSAGES.contactThankYouText });
    const stored = await t.app.db
      .selectFrom('contact_messages')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      email: 'employer@example.com',
      positions: '3 welders',
      comments: 'Starting in March',
    });
    const email = await t.app.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', t.config.agencyEmail)
      .executeTakeFirstOrThrow();
    expect(email.reply_to).toBe('employer@example.com');
    expect(email.text_body).toContain('3 welders');
  });

  it('requires email, country, purpose and positions; comments are optional', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/email/contact-form', { comments: 'only this' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'country',
      'email',
      'positions',
      'purpose',
    ]);
    const { comments: _comments, ...withoutComments } = valid;
    expect((await client.post('/api/email/contact-form', withoutComments)).statusCode).toBe(201);
  });

  it('accepts only the spec options for country and purpose', async () => {
    const client = new TestClient(t.app);
    expect(
      (await client.post('/api/email/contact-form', { ...valid, country: 'Canada' })).statusCode,
    ).toBe(400);
    expect(
      (await client.post('/api/email/contact-form', { ...valid, purpose: 'Spam' })).statusCode,
    ).toBe(400);
    expect(
      (
        await client.post('/api/email/contact-form', {
          ...valid,
          purpose: 'Employment Opportunities',
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('applications: admin access', () => {
  const t = useTestApp();

  it('lets only admins list applications and contact messages and download resumes', async () => {
    const [jobId] = (await seedJobs(t.app, [{ title: 'Welder' }])) as [string];
    const pdf = makePdf(1500);
    const visitor = new TestClient(t.app);
    await visitor.multipart(
      'POST',
      '/api/email/quick-apply',
      { ...applicant, jobId },
      pdfFile(pdf, 'ada.pdf'),
    );
    await visitor.post('/api/email/contact-form', {
      email: 'e@example.com',
      country: 'United States of America',
      purpose: 'Employment Opportunities',
      positions: 'any',
    });

    const { client: user } = await loggedInClient(t.app, 'user');
    const { client: admin } = await loggedInClient(t.app, 'admin');
    const list = await admin.get('/api/admin/applications');
    expect(list.statusCode).toBe(200);
    const [application] = list.json<AdminApplication[]>();
    expect(application).toMatchObject({
      kind: 'job',
      jobId,
      jobTitle: 'Welder',
      firstName: 'Ada',
      email: 'ada@example.com',
      resume: { name: 'ada.pdf', size: pdf.length },
    });
    expect(list.headers['x-total-count']).toBe('1');

    const resumeUrl = `/api/admin/applications/${application!._id}/resume`;
    for (const url of ['/api/admin/applications', '/api/admin/contact-messages', resumeUrl]) {
      expect((await visitor.get(url)).statusCode).toBe(401);
      expect((await user.get(url)).statusCode).toBe(403);
    }
    const download = await admin.get(resumeUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(
      (await admin.get('/api/admin/applications/0190a5a0-0000-7000-8000-000000000000/resume'))
        .statusCode,
    ).toBe(404);

    const messages = await admin.get('/api/admin/contact-messages');
    expect(messages.json()).toEqual([
      expect.objectContaining({ email: 'e@example.com', positions: 'any' }),
    ]);

    const filtered = await admin.get('/api/admin/applications?kind=sales-rep');
    expect(filtered.json()).toEqual([]);
    const byJob = await admin.get(`/api/admin/applications?jobId=${jobId}`);
    expect(byJob.json()).toHaveLength(1);
  });
});

describe('applications: delivered over SMTP', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
  });
  const t = useTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });

  it('sends the agency the resume byte for byte and the applicant a receipt; a name cannot add headers', async () => {
    // The app was built before the sink existed; point a fresh app at it.
    const { buildApp } = await import('../src/app.ts');
    const app = await buildApp(
      { ...t.config, smtpUrl: `${sink.url}?ignoreTLS=true` },
      { searchPath: t.database.searchPath },
    );
    try {
      const [jobId] = (await seedJobs(app, [{ title: 'Crane Operator' }])) as [string];
      const pdf = Buffer.concat([makePdf(3000), Buffer.from([0, 13, 10, 255, 254])]);
      const client = new TestClient(app);
      const response = await client.multipart(
        'POST',
        '/api/email/quick-apply',
        { firstName: 'Eve', lastName: 'Smith', email: 'eve@example.com', jobId },
        pdfFile(pdf, 'eve.pdf'),
      );
      expect(response.statusCode).toBe(201);
      const injected = await client.multipart(
        'POST',
        '/api/email/sales-rep-apply',
        { firstName: 'Eve\r\nBcc: victim@example.com', lastName: 'X', email: 'eve@example.com' },
        pdfFile(),
      );
      expect(injected.statusCode).toBe(400);

      const result = await app.mailer.deliverDue();
      expect(result.sent).toBe(2);
      const agency = sink.messages.find((message) => message.rcptTo.includes(t.config.agencyEmail));
      const receipt = sink.messages.find((message) => message.rcptTo.includes('eve@example.com'));
      expect(agency).toBeDefined();
      expect(receipt).toBeDefined();
      const parsed = parseMime(agency!.raw);
      expect(decodeMimeWords(header(parsed, 'subject') ?? '')).toBe(
        'New application: Crane Operator — Eve Smith',
      );
      expect(parsed.headers.has('bcc')).toBe(false);
      const attachment = leafParts(parsed).find((part) =>
        (header(part, 'content-type') ?? '').includes('application/pdf'),
      );
      expect(attachment).toBeDefined();
      const bytes = Buffer.from(attachment!.body.replace(/\s+/g, ''), 'base64');
      expect(bytes.equals(pdf)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
