import ical, { type CalendarComponent, type VEvent } from 'node-ical';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CandidateDetail, CandidateListItem } from '@staffing/shared/candidate-schemas';
import type { Interview } from '@staffing/shared/interview-schemas';
import type { Job } from '@staffing/shared/job-schemas';
import type { ShortlistEntry } from '@staffing/shared/shortlist-schemas';
import { candidateIdOf, useCandidateTestApp } from './helpers/candidates.ts';
import { signedInClientContact } from './helpers/clients.ts';
import { pdfFile } from './helpers/fixtures.ts';
import { sendOrder } from './helpers/job-orders.ts';
import { validJobPayload } from './helpers/jobs.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

// A candidate's language (candidates.locale): Spanish once they applied or signed up on the
// Spanish pages, or staff said so. Their shortlist consent request, its receipt and their
// interview mails with the calendar files are written in it; an English candidate's are as
// before, and the client's are English whatever the candidate's language.

const DAY = 24 * 60 * 60_000;
const dayIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

// A calendar date as es-US writes it in full ("martes, 1 de diciembre de 2026").
const spanishDate = (date: string) =>
  new Intl.DateTimeFormat('es-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

type Mail = { subject: string; text_body: string; attachments_json: string | null };

function eventOf(mail: Mail | undefined): { method: unknown; event: VEvent } {
  const files = JSON.parse(mail?.attachments_json ?? '[]') as { content: string }[];
  expect(files).toHaveLength(1);
  const components = Object.values(ical.sync.parseICS(files[0]?.content ?? '')).filter(
    (component): component is CalendarComponent => component !== undefined,
  );
  const calendar = components.find((component) => component.type === 'VCALENDAR');
  const events = components.filter((component): component is VEvent => component.type === 'VEVENT');
  expect(events).toHaveLength(1);
  return { method: (calendar as { method?: unknown } | undefined)?.method, event: events[0]! };
}

describe('a candidate’s language', () => {
  const t = useCandidateTestApp();
  let recruiter: TestClient;
  let orderId = '';
  let jobId = '';
  const ids: Record<string, string> = {};

  const mailsTo = (to: string): Promise<Mail[]> =>
    t.app.db
      .selectFrom('email_outbox')
      .select(['subject', 'text_body', 'attachments_json'])
      .where('to_address', '=', to)
      .orderBy('created_at')
      .orderBy('id')
      .execute();

  const lastMailTo = async (to: string) => (await mailsTo(to)).at(-1);

  const apply = async (email: string, firstName: string, locale?: 'es' | 'en') => {
    const response = await new TestClient(t.app).multipart(
      'POST',
      '/api/email/quick-apply',
      { firstName, lastName: 'Pérez', email, jobId, ...(locale ? { locale } : {}) },
      pdfFile(),
    );
    expect(response.statusCode, response.body).toBe(201);
    return candidateIdOf(t, email);
  };

  const detail = async (id: string) => {
    const response = await recruiter.get(`/api/admin/candidates/${id}`);
    expect(response.statusCode).toBe(200);
    return response.json<CandidateDetail>();
  };

  beforeAll(async () => {
    recruiter = (await loggedInClient(t.app, 'recruiter')).client;
    const company = await signedInClientContact(t.app, recruiter, {
      name: 'Alpha Clinic',
      email: 'ann@alpha.example',
    });
    orderId = await sendOrder(t.app, { email: 'ann@alpha.example', company: 'Alpha Clinic' });
    await recruiter.request('PUT', `/api/admin/orders/${orderId}/client`, {
      json: { companyId: company.companyId },
    });
    for (const status of ['qualified', 'open']) {
      await recruiter.request('PATCH', `/api/admin/orders/${orderId}`, { json: { status } });
    }
    const job = await recruiter.post(
      '/api/jobs/create-job',
      validJobPayload({ jobOrderId: orderId }),
    );
    expect(job.statusCode, job.body).toBe(201);
    jobId = job.json<Job>()._id;
  });

  it('is Spanish after a Spanish application or sign-up, and staff see and change it', async () => {
    ids.lucia = await apply('lucia@example.com', 'Lucía', 'es');
    ids.john = await apply('john@example.com', 'John');
    // An English application later leaves a Spanish candidate Spanish.
    await apply('lucia@example.com', 'Lucía', 'en');
    expect((await detail(ids.lucia)).locale).toBe('es');
    expect((await detail(ids.john)).locale).toBe('en');

    const signUp = await new TestClient(t.app).multipart('POST', '/api/users/signup', {
      firstName: 'Rosa',
      lastName: 'Díaz',
      email: 'rosa@example.com',
      password: 'correct horse battery',
      locale: 'es',
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    ids.rosa = await candidateIdOf(t, 'rosa@example.com');
    expect((await detail(ids.rosa)).locale).toBe('es');

    const list = await recruiter.get('/api/admin/candidates?q=Pérez');
    const byEmail = Object.fromEntries(
      list.json<CandidateListItem[]>().map((item) => [item.email, item.locale]),
    );
    expect(byEmail).toEqual({ 'lucia@example.com': 'es', 'john@example.com': 'en' });

    // Staff change it; only the language changes, and the activity log says so.
    const before = await detail(ids.rosa);
    const changed = await recruiter.request('PATCH', `/api/admin/candidates/${ids.rosa}`, {
      json: { locale: 'en' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<CandidateDetail>()).toMatchObject({
      locale: 'en',
      phone: before.phone,
      city: before.city,
    });
    const activity = await t.app.db
      .selectFrom('activity_log')
      .select(['action', 'summary'])
      .where('subject_id', '=', ids.rosa)
      .where('action', 'like', 'candidate.%')
      .execute();
    expect(activity).toEqual([
      {
        action: 'candidate.language_changed',
        summary: expect.stringMatching(/set Rosa Díaz's preferred language to English$/),
      },
    ]);
    const back = await recruiter.request('PATCH', `/api/admin/candidates/${ids.rosa}`, {
      json: { locale: 'es' },
    });
    expect(back.json<CandidateDetail>().locale).toBe('es');
    const refused = await recruiter.request('PATCH', `/api/admin/candidates/${ids.rosa}`, {
      json: { locale: 'fr' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fieldErrors: { locale: 'Choose English or Spanish' } });
  });

  it('asks a Spanish candidate’s consent in Spanish, an English one’s in English', async () => {
    for (const key of ['lucia', 'john']) {
      const added = await recruiter.post(`/api/admin/orders/${orderId}/shortlist`, {
        candidateId: ids[key],
        pitch: 'Five years on night shifts.',
      });
      expect(added.statusCode, added.body).toBe(201);
      ids[`${key}Entry`] = added.json<ShortlistEntry>()._id;
    }
    const spanish = await lastMailTo('lucia@example.com');
    expect(spanish?.subject).toBe('¿Podemos presentarle a Alpha Clinic?');
    expect(spanish?.text_body).toContain('Hola, Lucía Pérez:');
    expect(spanish?.text_body).toContain('“Five years on night shifts.”');
    expect(spanish?.text_body).toContain('Sí, compartan mi perfil con Alpha Clinic:');
    expect(spanish?.text_body).not.toMatch(/Hello|share my profile/);
    const english = await lastMailTo('john@example.com');
    expect(english?.subject).toBe('May we introduce you to Alpha Clinic?');
    expect(english?.text_body).toContain('Yes, share my profile with Alpha Clinic:');

    // The links work as ever; a yes is receipted in the candidate's language.
    for (const [email, mail] of [
      ['lucia@example.com', spanish],
      ['john@example.com', english],
    ] as const) {
      const token = /\/share-consent\?token=([\w-]+)&answer=yes/.exec(mail?.text_body ?? '')?.[1];
      const answered = await new TestClient(t.app).post('/api/shortlist-consent/answer', {
        token,
        answer: 'yes',
      });
      expect(answered.statusCode, `${email}: ${answered.body}`).toBe(200);
    }
    const receipt = await lastMailTo('lucia@example.com');
    expect(receipt?.subject).toBe('Su perfil se compartió con Alpha Clinic');
    expect(receipt?.text_body).toMatch(
      /¿Cambió de opinión\? Retire su consentimiento y dejarán de verlo:\nhttp:\/\/localhost:3000\/es\/share-consent\?token=[\w-]+&answer=no/,
    );
    expect((await lastMailTo('john@example.com'))?.subject).toBe(
      'Your profile is shared with Alpha Clinic',
    );
  });

  it('writes a Spanish candidate’s interview mails and calendar files in Spanish', async () => {
    const date = dayIn(10);
    const interviews: Record<string, Interview> = {};
    for (const key of ['lucia', 'john']) {
      const response = await recruiter.post(
        `/api/admin/orders/${orderId}/shortlist/${ids[`${key}Entry`] ?? ''}/interviews`,
        {
          date,
          time: '09:00',
          timeZone: 'America/Chicago',
          durationMinutes: 45,
          location: 'Alpha Clinic, 4th floor',
          interviewer: 'Dr. Ada Alpha',
          notes: 'Bring your license.',
        },
      );
      expect(response.statusCode, response.body).toBe(201);
      interviews[key] = response.json<Interview>();
    }

    const invitation = await lastMailTo('lucia@example.com');
    expect(invitation?.subject).toBe('Entrevista: “Registered Nurse” en Alpha Clinic');
    const when = `${spanishDate(date)}, 9:00 a. m. (America/Chicago)`;
    expect(invitation?.text_body).toContain(`Cuándo: ${when}, 45 minutos`);
    expect(invitation?.text_body).toContain('Entrevistador(a): Dr. Ada Alpha');
    expect(invitation?.text_body).toContain(
      'Abra el archivo adjunto para agregarla a su calendario.',
    );
    const invited = eventOf(invitation);
    expect(invited.method).toBe('REQUEST');
    expect(invited.event.summary).toBe(
      'Entrevista: Lucía Pérez para “Registered Nurse” en Alpha Clinic',
    );
    expect(invited.event.description).toBe(
      `Cuándo: ${when}, 45 minutos\nDónde: Alpha Clinic, 4th floor\nEntrevistador(a): Dr. Ada Alpha\n\nBring your license.`,
    );
    // The client's mail and file about the same interview stay English, with the same UID.
    const clientMails = await mailsTo('ann@alpha.example');
    const clientMail = clientMails.find((mail) => mail.subject.includes('Lucía'));
    expect(clientMail?.subject).toBe('Interview: Lucía Pérez for “Registered Nurse”');
    const clientEvent = eventOf(clientMail);
    expect(clientEvent.event.summary).toBe(
      'Interview: Lucía Pérez for “Registered Nurse” at Alpha Clinic',
    );
    expect(clientEvent.event.uid).toBe(invited.event.uid);

    const english = await lastMailTo('john@example.com');
    expect(english?.subject).toBe('Interview: “Registered Nurse” at Alpha Clinic');
    const englishDate = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'full',
      timeZone: 'UTC',
    }).format(new Date(`${date}T12:00:00Z`));
    expect(english?.text_body).toContain(
      `When: ${englishDate} at 09:00 (America/Chicago), 45 minutes`,
    );
    const englishEvent = eventOf(english);
    expect(englishEvent.event.summary).toBe(
      'Interview: John Pérez for “Registered Nurse” at Alpha Clinic',
    );
    expect(englishEvent.event.description).toBe('Bring your license.');

    // Moved, then cancelled: each in Spanish, each with its calendar file.
    const moved = await recruiter.request(
      'PATCH',
      `/api/admin/interviews/${interviews.lucia?._id ?? ''}`,
      { json: { date, time: '14:30', timeZone: 'America/Chicago', durationMinutes: 45 } },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const movedMail = await lastMailTo('lucia@example.com');
    expect(movedMail?.subject).toBe('Entrevista reprogramada: “Registered Nurse” en Alpha Clinic');
    expect(movedMail?.text_body).toContain(
      `Cuándo: ${spanishDate(date)}, 2:30 p. m. (America/Chicago), 45 minutos`,
    );
    const movedEvent = eventOf(movedMail);
    expect(Number(movedEvent.event.sequence)).toBe(1);
    expect(movedEvent.event.description).toContain('2:30 p. m.');

    const cancelled = await recruiter.post(
      `/api/admin/interviews/${interviews.lucia?._id ?? ''}/cancel`,
      { reason: 'The position was filled.' },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancelMail = await lastMailTo('lucia@example.com');
    expect(cancelMail?.subject).toBe('Entrevista cancelada: “Registered Nurse” en Alpha Clinic');
    expect(cancelMail?.text_body).toContain('Motivo: The position was filled.');
    expect(cancelMail?.text_body).toContain('El archivo adjunto la quita de su calendario.');
    const cancelEvent = eventOf(cancelMail);
    expect(cancelEvent.method).toBe('CANCEL');
    expect(cancelEvent.event.summary).toBe(
      'Entrevista: Lucía Pérez para “Registered Nurse” en Alpha Clinic',
    );
    // Her three interview mails (those with a calendar file) say nothing in English.
    const interviewMails = (await mailsTo('lucia@example.com')).filter(
      (mail) => mail.attachments_json !== null,
    );
    expect(interviewMails).toHaveLength(3);
    for (const mail of interviewMails) {
      expect(`${mail.subject}\n${mail.text_body}`).not.toMatch(/\b(Hello|Interview|When|Where)\b/);
    }
  });
});
