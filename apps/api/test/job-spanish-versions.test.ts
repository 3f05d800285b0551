import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPANISH_VERSION_MESSAGES, type Job } from '@staffing/shared/job-schemas';
import { buildApp } from '../src/app.ts';
import { validJobPayload } from './helpers/jobs.ts';
import { testConfig } from './helpers/test-app.ts';
import { createTestDatabase } from './helpers/test-database.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

type ErrorAnswer = { error: string; fieldErrors?: Record<string, string> };

// A built template without the server renderer: the head the server writes from the job
// (title, description, Open Graph, JobPosting) is all there is on the page.
const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="default description" /><title>Default</title>
<script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;

const SPANISH = {
  title: 'Enfermera registrada',
  description: 'Cuidar a los pacientes.\nSegunda línea.',
  responsibilities: 'Evaluar a los pacientes',
  skills: 'Licencia de enfermería',
  whatWeOffer: 'Seguro médico',
};

describe("a job's Spanish version", () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let staff: TestClient;

  beforeAll(async () => {
    const database = await createTestDatabase({ migrated: true });
    const distDir = path.join(database.dataDir, 'dist');
    mkdirSync(distDir, { recursive: true });
    writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
    app = await buildApp(
      { ...testConfig(database), webDistDir: distDir },
      { searchPath: database.searchPath },
    );
    cleanup = async () => {
      await app.close();
      await database.cleanup();
    };
    staff = (await loggedInClient(app, 'recruiter')).client;
  });
  afterAll(async () => {
    await cleanup();
  });

  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await staff.post('/api/jobs/create-job', validJobPayload(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Job>();
  };
  const detail = async (id: string) => {
    const response = await new TestClient(app).get(`/api/jobs/job/${id}`);
    expect(response.statusCode).toBe(200);
    return response.json<Job>();
  };
  const edit = (job: Job, changes: Record<string, unknown>) =>
    staff.request('PUT', `/api/jobs/job/${job._id}`, {
      json: { overview: job.overview, details: job.details, ...changes },
    });

  it('is stored on create, trimmed, and read back by the detail only, after the English fields', async () => {
    const job = await create({
      title: 'Bilingual Nurse',
      spanish: { ...SPANISH, title: `  ${SPANISH.title}  ` },
    });
    expect(job.spanish).toEqual(SPANISH);

    const read = await detail(job._id);
    expect(read.spanish).toEqual(SPANISH);
    // The English answer is what it was: the same fields with the same values.
    const { spanish: _spanish, ...english } = read;
    const { spanish: _created, ...createdEnglish } = job;
    expect(english).toEqual(createdEnglish);
    expect(english.overview.title).toBe('Bilingual Nurse');
    expect(english.details.description).toBe('Care for patients.\nSecond line.');
    expect(Object.keys(read).at(-1)).toBe('spanish');

    const list = await new TestClient(app).get('/api/jobs/jobs?q=bilingual');
    const listed = list.json<Job[]>().find((item) => item._id === job._id);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('spanish');
    const all = await staff.get('/api/jobs/jobs?status=all&limit=100');
    for (const item of all.json<Job[]>()) expect(item).not.toHaveProperty('spanish');
  });

  it('is null on a job without one, whether left out, null, {} or only empty boxes', async () => {
    for (const spanish of [undefined, null, {}, { title: '', description: '  ', skills: '' }]) {
      const job = await create(spanish === undefined ? {} : { spanish });
      expect(job.spanish, JSON.stringify(spanish)).toBeNull();
      expect((await detail(job._id)).spanish).toBeNull();
    }
  });

  it('may leave out responsibilities, skills and what we offer', async () => {
    const job = await create({
      spanish: { title: SPANISH.title, description: SPANISH.description, skills: '' },
    });
    expect(job.spanish).toEqual({ title: SPANISH.title, description: SPANISH.description });
  });

  it('is replaced by an edit that sends one, kept by one that does not, and cleared by null or empty boxes', async () => {
    const job = await create({ spanish: SPANISH });

    const replaced = await edit(job, {
      spanish: { title: 'Enfermera de noche', description: 'Turno de noche.', skills: '' },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<Job>().spanish).toEqual({
      title: 'Enfermera de noche',
      description: 'Turno de noche.',
    });

    const kept = await edit(job, { whatWeOffer: 'Dental' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<Job>().spanish).toEqual({
      title: 'Enfermera de noche',
      description: 'Turno de noche.',
    });

    // What the job's own answer says can be sent back as it is.
    const current = kept.json<Job>();
    const roundTrip = await staff.request('PUT', `/api/jobs/job/${job._id}`, { json: current });
    expect(roundTrip.json<Job>().spanish).toEqual(current.spanish);

    const cleared = await edit(job, { spanish: null });
    expect(cleared.json<Job>().spanish).toBeNull();
    expect((await detail(job._id)).spanish).toBeNull();

    await edit(job, { spanish: SPANISH });
    const emptied = await edit(job, {
      spanish: { title: '', description: '', responsibilities: '', skills: '', whatWeOffer: '' },
    });
    expect(emptied.json<Job>().spanish).toBeNull();
    const stored = await app.db
      .selectFrom('jobs')
      .select([
        'title_es',
        'description_es',
        'responsibilities_es',
        'skills_es',
        'what_we_offer_es',
      ])
      .where('id', '=', job._id)
      .executeTakeFirstOrThrow();
    expect(Object.values(stored)).toEqual([null, null, null, null, null]);
  });

  it('needs a title and a description, within the English lengths, with a message on each box', async () => {
    const onlySkills = await staff.post(
      '/api/jobs/create-job',
      validJobPayload({ spanish: { skills: 'Licencia' } }),
    );
    expect(onlySkills.statusCode).toBe(400);
    expect(onlySkills.json<ErrorAnswer>()).toEqual({
      error: expect.any(String),
      fieldErrors: {
        'spanish.title': SPANISH_VERSION_MESSAGES.titleRequired,
        'spanish.description': SPANISH_VERSION_MESSAGES.descriptionRequired,
      },
    });

    const tooLong = await staff.post(
      '/api/jobs/create-job',
      validJobPayload({
        spanish: { title: 'x'.repeat(201), description: 'y'.repeat(20_001), skills: 3 },
      }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<ErrorAnswer>().fieldErrors).toMatchObject({
      'spanish.title': 'Job title in Spanish must be at most 200 characters',
      'spanish.description': 'Description in Spanish must be at most 20000 characters',
      'spanish.skills': expect.any(String),
    });

    const notAnObject = await staff.post(
      '/api/jobs/create-job',
      validJobPayload({ spanish: 'Enfermera' }),
    );
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json<ErrorAnswer>().fieldErrors).toHaveProperty('spanish');

    const job = await create({ spanish: SPANISH });
    const noTitle = await edit(job, { spanish: { ...SPANISH, title: ' ' } });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json<ErrorAnswer>().fieldErrors).toEqual({
      'spanish.title': SPANISH_VERSION_MESSAGES.titleRequired,
    });
    // Refused edits change nothing.
    expect((await detail(job._id)).spanish).toEqual(SPANISH);
  });

  it('is for staff to write: a visitor cannot create or edit jobs', async () => {
    const job = await create({ spanish: SPANISH });
    const visitor = new TestClient(app);
    const answer = await visitor.request('PUT', `/api/jobs/job/${job._id}`, {
      json: { overview: job.overview, details: job.details, spanish: null },
    });
    expect(answer.statusCode).toBe(401);
    expect((await detail(job._id)).spanish).toEqual(SPANISH);
  });

  describe('in the head of /es/jobs/:id', () => {
    const headOf = async (url: string) => {
      const response = await new TestClient(app).get(url);
      expect(response.statusCode, url).toBe(200);
      const document = new JSDOM(response.body).window.document;
      const meta = (property: string) =>
        document.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
      const [posting] = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent) as Record<string, unknown>,
      );
      return {
        body: response.body,
        title: document.querySelector('title')?.textContent,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
        ogTitle: meta('og:title'),
        ogUrl: meta('og:url'),
        posting,
      };
    };

    it('states the Spanish version: title, description and a Spanish JobPosting at its address', async () => {
      const job = await create({ title: 'Night Nurse', spanish: SPANISH });
      const head = await headOf(`/es/jobs/${job._id}`);
      expect(head.title).toBe('Enfermera registrada – Chicago, IL | Keystone Staffing');
      expect(head.description).toBe('$40 - $50/hr · Cuidar a los pacientes. Segunda línea.');
      expect(head.ogTitle).toBe(head.title);
      expect(head.ogUrl).toBe(`http://localhost:3000/es/jobs/${job._id}`);
      expect(head.posting).toMatchObject({
        '@type': 'JobPosting',
        title: 'Enfermera registrada',
        url: `http://localhost:3000/es/jobs/${job._id}`,
        employmentType: 'FULL_TIME',
      });
      // Every section the page shows, with Spanish headings; About us is English only.
      expect(head.posting?.description).toBe(
        '<p><strong>Quiénes somos</strong></p><p>We are great</p>' +
          '<p><strong>Descripción</strong></p><p>Cuidar a los pacientes.<br>Segunda línea.</p>' +
          '<p><strong>Responsabilidades</strong></p><p>Evaluar a los pacientes</p>' +
          '<p><strong>Habilidades</strong></p><p>Licencia de enfermería</p>' +
          '<p><strong>Qué ofrecemos</strong></p><p>Seguro médico</p>',
      );
      expect(head.body).not.toContain('Night Nurse');

      // The English page is as it always was.
      const english = await headOf(`/jobs/${job._id}`);
      expect(english.title).toBe('Night Nurse – Chicago, IL | Keystone Staffing');
      expect(english.description).toBe(
        'Full-Time · $40 - $50/hr · Care for patients. Second line.',
      );
      expect(english.posting).toMatchObject({
        title: 'Night Nurse',
        url: `http://localhost:3000/jobs/${job._id}`,
      });
      expect(english.posting?.description).toBe(
        '<p><strong>About us</strong></p><p>We are great</p>' +
          '<p><strong>Description</strong></p><p>Care for patients.<br>Second line.</p>' +
          '<p><strong>Responsibilities</strong></p><p>Assess patients</p>' +
          '<p><strong>Skills</strong></p><p>RN license</p>' +
          '<p><strong>What we offer</strong></p><p>Benefits</p>',
      );
      expect(english.body).not.toContain('Enfermera');
    });

    it('fills the texts a Spanish version leaves out with the English ones, as the page does', async () => {
      const job = await create({
        spanish: { title: SPANISH.title, description: SPANISH.description },
      });
      const { posting } = await headOf(`/es/jobs/${job._id}`);
      expect(posting?.description).toContain(
        '<p><strong>Responsabilidades</strong></p><p>Assess patients</p>',
      );
      expect(posting?.description).toContain(
        '<p><strong>Qué ofrecemos</strong></p><p>Benefits</p>',
      );
    });

    it('without a Spanish version, names the English posting as before', async () => {
      const job = await create({ title: 'English Only Clerk' });
      const spanishPage = await headOf(`/es/jobs/${job._id}`);
      const englishPage = await headOf(`/jobs/${job._id}`);
      expect(spanishPage.title).toBe(englishPage.title);
      expect(spanishPage.description).toBe(englishPage.description);
      expect(spanishPage.posting).toEqual(englishPage.posting);
      expect(spanishPage.ogUrl).toBe(`http://localhost:3000/es/jobs/${job._id}`);
    });
  });
});
