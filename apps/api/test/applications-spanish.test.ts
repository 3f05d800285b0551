import { readFileSync } from 'node:fs';
import { compareVariables, parsePo } from 'pofile-ts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminApplication } from '@staffing/shared/application-schemas';
import type { Job } from '@staffing/shared/job-schemas';
import { EMAIL_TEXTS } from '../src/i18n/email-texts.ts';
import { makePdf, pdfFile } from './helpers/fixtures.ts';
import { seedJobs } from './helpers/jobs.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

// An application sent from the Spanish pages (locale=es): its receipt is in Spanish, and
// staff see that the applicant prefers Spanish, on the application and in the CSV export.
describe('applications in Spanish', () => {
  const t = useTestApp();
  let jobId = '';
  beforeAll(async () => {
    [jobId] = (await seedJobs(t.app, [{ title: 'Warehouse Associate', industry: 'Drivers' }])) as [
      string,
    ];
  });

  const apply = (email: string, locale?: string) =>
    new TestClient(t.app).multipart(
      'POST',
      '/api/email/quick-apply',
      { firstName: 'Lucía', lastName: 'Pérez', email, jobId, ...(locale ? { locale } : {}) },
      pdfFile(makePdf(2048), 'cv.pdf'),
    );

  const outboxTo = (address: string) =>
    t.app.db.selectFrom('email_outbox').selectAll().where('to_address', '=', address).execute();

  it('mails the receipt in Spanish and tells staff the applicant prefers Spanish', async () => {
    expect((await apply('lucia@example.com', 'es')).statusCode).toBe(201);
    expect((await apply('john@example.com')).statusCode).toBe(201);

    const [receipt] = await outboxTo('lucia@example.com');
    expect(receipt?.subject).toBe('Recibimos su postulación para Warehouse Associate');
    expect(receipt?.text_body).toContain('Hola, Lucía:');
    expect(receipt?.text_body).toContain('de 9 a. m. a 5 p. m., hora del Centro');
    expect(receipt?.text_body).not.toContain('Thank you');
    const [english] = await outboxTo('john@example.com');
    expect(english?.subject).toBe('We received your application for Warehouse Associate');

    const agencyCopies = await outboxTo(t.config.agencyEmail);
    const copyAboutLucia = agencyCopies.find((copy) => copy.text_body.includes('lucia@example'));
    expect(copyAboutLucia?.text_body).toContain('Language: Prefers Spanish');

    const { client: admin } = await loggedInClient(t.app, 'admin');
    const list = await admin.get(`/api/admin/applications?jobId=${jobId}`);
    expect(list.statusCode).toBe(200);
    const applications = list.json<AdminApplication[]>();
    const byEmail = Object.fromEntries(applications.map((item) => [item.email, item.locale]));
    expect(byEmail).toEqual({ 'lucia@example.com': 'es', 'john@example.com': 'en' });

    const csv = await admin.get('/api/admin/export/applications.csv');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace(/^\ufeff/, '').split(/\r?\n/);
    expect(lines[0]).toContain('Prefers Spanish');
    expect(lines.find((line) => line.includes('lucia@example.com'))).toMatch(/,"?yes"?\s*$/);
    expect(lines.find((line) => line.includes('john@example.com'))).toMatch(/,"?no"?\s*$/);
  });

  it('names the job by its Spanish title in a Spanish receipt, when the job has one', async () => {
    const { client: admin } = await loggedInClient(t.app, 'admin');
    const job = (await admin.get(`/api/jobs/job/${jobId}`)).json<Job>();
    const updated = await admin.request('PUT', `/api/jobs/job/${jobId}`, {
      json: {
        overview: job.overview,
        details: job.details,
        spanish: { title: 'Asociado de almacén', description: 'Recibir y empacar pedidos.' },
      },
    });
    expect(updated.statusCode).toBe(200);
    expect((await apply('ana@example.com', 'es')).statusCode).toBe(201);
    expect((await apply('mary@example.com')).statusCode).toBe(201);
    expect((await outboxTo('ana@example.com'))[0]?.subject).toBe(
      'Recibimos su postulación para Asociado de almacén',
    );
    expect((await outboxTo('mary@example.com'))[0]?.subject).toBe(
      'We received your application for Warehouse Associate',
    );
    // Staff read the job by the title they wrote.
    const copies = await outboxTo(t.config.agencyEmail);
    expect(copies.find((copy) => copy.text_body.includes('ana@example'))?.subject).toContain(
      'Warehouse Associate',
    );
  });

  it('refuses a language it does not speak', async () => {
    const response = await apply('pierre@example.com', 'fr');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors.locale).toBe(
      'locale must be en or es',
    );
  });

  it('has every email text in the Spanish catalogue, placeholders kept', () => {
    const file = new URL('../locales/es/emails.po', import.meta.url);
    const items = parsePo(readFileSync(file, 'utf8')).items;
    for (const source of Object.values(EMAIL_TEXTS)) {
      const translation = items.find((item) => item.msgid === source)?.msgstr[0] ?? '';
      expect(translation.trim(), source).not.toBe('');
      const { missing, extra } = compareVariables(source, translation);
      expect({ missing, extra }, source).toEqual({ missing: [], extra: [] });
    }
  });
});
