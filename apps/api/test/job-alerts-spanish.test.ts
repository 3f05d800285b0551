import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { jobRow } from '../src/modules/jobs/job-records.ts';
import { insertJobs } from '../src/modules/jobs/job-writes.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

// A job alert saved on the Spanish pages (its search's lang=es) gets its digests in Spanish:
// the job's words, links to the Spanish pages, the one-click unsubscribe as every digest has
// it. An English alert's digest, sent in the same pass, stays English.

const PUBLIC_URL = 'https://jobs.example.com';

type OutboxRow = { subject: string; text_body: string; headers_json: string | null };

const outboxTo = (app: FastifyInstance, to: string): Promise<OutboxRow[]> =>
  app.db
    .selectFrom('email_outbox')
    .select(['subject', 'text_body', 'headers_json'])
    .where('to_address', '=', to)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

async function confirmedAlert(
  app: FastifyInstance,
  email: string,
  search: Record<string, string>,
  confirmPath: string,
) {
  const visitor = new TestClient(app);
  expect(
    (await visitor.post('/api/alerts', { frequency: 'daily', email, search })).statusCode,
  ).toBe(202);
  const [mail] = await outboxTo(app, email);
  const token = new RegExp(`${confirmPath}\\?token=([A-Za-z0-9_-]{43})`).exec(
    mail?.text_body ?? '',
  )?.[1];
  expect((await visitor.post('/api/alerts/confirm', { token })).statusCode).toBe(200);
  await app.db.deleteFrom('email_outbox').where('to_address', '=', email).execute();
}

describe('job alert digests in the alert’s language', () => {
  const t = useTestApp({ publicUrl: PUBLIC_URL });

  it('writes a Spanish alert’s digest in Spanish, with the Spanish pages’ links', async () => {
    await confirmedAlert(
      t.app,
      'ana@example.com',
      { q: 'enfermera', industry: 'Healthcare', lang: 'es' },
      `${PUBLIC_URL}/es/alerts/confirm`,
    );
    await confirmedAlert(
      t.app,
      'nora@example.com',
      { q: 'nurse', industry: 'Healthcare' },
      `${PUBLIC_URL}/alerts/confirm`,
    );
    const windowOpened = new Date(Date.now() - 60 * 60_000).toISOString();
    await t.app.db
      .updateTable('job_alerts')
      .set({ next_due_at: new Date(Date.now() - 1000).toISOString(), jobs_since: windowOpened })
      .execute();
    const row = jobRow(
      {
        title: 'Registered Nurse',
        location: 'Chicago, IL',
        salary: '$42 - $55 per hour',
        type: 'Full-Time',
        schedule: 'Days',
        industry: 'Healthcare',
        description: 'Care for patients as a nurse.',
        responsibilities: 'Work',
        skills: 'Skills',
      },
      { createdAt: new Date(Date.now() - 60_000).toISOString() },
    );
    await insertJobs(t.app.db, [row]);

    expect(await t.app.alerts.sendDue()).toEqual({ checked: 2, sent: 2 });

    const [spanish] = await outboxTo(t.app, 'ana@example.com');
    expect(spanish?.subject).toBe('1 empleo nuevo para “enfermera” · Salud');
    // The day the window opened, in words (what Intl's es-US writes, in UTC).
    const since = new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(windowOpened),
    );
    const lines = spanish?.text_body.split('\n') ?? [];
    expect(lines.slice(0, 8)).toEqual([
      'Hola:',
      '',
      `Empleos nuevos que coinciden con “enfermera” · Salud, publicados desde el ${since}:`,
      '',
      '* Registered Nurse',
      '  Chicago, IL · Tiempo completo · $42 – $55 por hora',
      `  ${PUBLIC_URL}/es/jobs/${row.id}`,
      '',
    ]);
    expect(spanish?.text_body).toContain(
      'Recibe este correo diario porque creó una alerta de empleo en Keystone Staffing.',
    );
    expect(spanish?.text_body).toMatch(
      /Cancelar la suscripción a esta alerta: https:\/\/jobs\.example\.com\/es\/alerts\/unsubscribe\?token=[A-Za-z0-9_-]{43}/,
    );
    expect(spanish?.text_body).toContain('Administrar sus alertas (con sesión iniciada): ');
    expect(spanish?.text_body).not.toMatch(/New jobs|Unsubscribe|Full-Time|per hour/);
    // The one-click unsubscribe works as for every digest.
    const headers = JSON.parse(spanish?.headers_json ?? '{}') as Record<string, string>;
    expect(headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/jobs\.example\.com\/api\/alerts\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/,
    );
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const token = /<.*\?token=([A-Za-z0-9_-]{43})>/.exec(headers['List-Unsubscribe'] ?? '')?.[1];
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${token ?? ''}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);

    const [english] = await outboxTo(t.app, 'nora@example.com');
    expect(english?.subject).toBe('1 new job for “nurse” · Healthcare');
    expect(english?.text_body.split('\n').slice(4, 7)).toEqual([
      '* Registered Nurse',
      '  Chicago, IL · Full-Time · $42 - $55 per hour',
      `  ${PUBLIC_URL}/jobs/${row.id}`,
    ]);
  });

  it('describes the account’s alerts in the language of the page that lists them', async () => {
    const { client } = await loggedInClient(t.app);
    const created = await client.post('/api/alerts', {
      frequency: 'weekly',
      search: { where: 'Chicago, IL' },
    });
    expect(created.statusCode).toBeLessThan(300);
    const english = await client.get('/api/alerts');
    expect(english.json<{ description: string }[]>()[0]?.description).toBe('where: Chicago, IL');
    const spanish = await client.get('/api/alerts?locale=es');
    expect(spanish.json<{ description: string }[]>()[0]?.description).toBe(
      'En Chicago, IL o cerca',
    );
    expect((await client.get('/api/alerts?locale=fr')).statusCode).toBe(400);
    expect((await new TestClient(t.app).get('/api/alerts?locale=es')).statusCode).toBe(401);
  });
});
