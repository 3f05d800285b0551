import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  STAFF_SEARCH_KINDS,
  staffSearchResponseSchema,
  type StaffSearchGroup,
  type StaffSearchKind,
  type StaffSearchResponse,
} from '@staffing/shared/staff-search-schemas';
import { apply, candidateIdOf, readResumeText, useCandidateTestApp } from './helpers/candidates.ts';
import { sendOrder } from './helpers/job-orders.ts';
import { seedJobs } from './helpers/jobs.ts';
import { TestClient } from './helpers/test-client.ts';
import { loggedInClient } from './helpers/users.ts';

describe('GET /api/admin/search: one box across candidates, jobs, orders and clients', () => {
  const t = useCandidateTestApp();
  let recruiter: TestClient;
  let admin: TestClient;
  const ids = {
    zelda: '',
    welderJob: '',
    closedJob: '',
    order: '',
    company: '',
    contactOnly: '',
  };

  const search = async (q: string, client: TestClient = recruiter) => {
    const response = await client.get(`/api/admin/search?${new URLSearchParams({ q }).toString()}`);
    expect(response.statusCode, response.body).toBe(200);
    return staffSearchResponseSchema.parse(response.json());
  };
  const group = (answer: StaffSearchResponse, kind: StaffSearchKind): StaffSearchGroup => {
    const found = answer.groups.find((candidate) => candidate.kind === kind);
    if (!found) throw new Error(`no ${kind} group`);
    return found;
  };
  const idsIn = async (q: string, kind: StaffSearchKind) =>
    group(await search(q), kind).results.map((result) => result.id);

  beforeAll(async () => {
    ({ client: recruiter } = await loggedInClient(t.app, 'recruiter'));
    ({ client: admin } = await loggedInClient(t.app, 'admin'));
    const [forkliftJob, welderJob, closedJob] = (await seedJobs(t.app, [
      { title: 'Forklift Operator', industry: 'Drivers' },
      { title: 'Night-Shift Welder (TIG)', industry: 'Construction', location: 'Gary, IN' },
      { title: 'Quayside Crane Operator', industry: 'Drivers' },
    ])) as [string, string, string];
    ids.welderJob = welderJob;
    ids.closedJob = closedJob;
    await t.app.db
      .updateTable('jobs')
      .set({ status: 'closed' })
      .where('id', '=', closedJob)
      .execute();

    const zelda = await apply(t, {
      firstName: 'Zelda',
      lastName: 'Quintero',
      email: 'zelda.q@example.com',
      jobId: forkliftJob,
    });
    await readResumeText(
      t,
      zelda.resumeId,
      'ZELDA QUINTERO\nGary, IN 46402 | (219) 555-0148\nCertified xylophonist and reach-truck driver.',
    );
    ids.zelda = await candidateIdOf(t, 'zelda.q@example.com');
    // Seven more Quinteros, for the limit.
    for (let index = 0; index < 7; index++) {
      await apply(t, {
        firstName: `Person${String(index)}`,
        lastName: 'Quintero',
        email: `quintero${String(index)}@example.com`,
        jobId: forkliftJob,
      });
    }

    ids.order = await sendOrder(t.app, {
      position: 'Line Cook',
      company: 'Brightwater Foods',
      contactName: 'Ottilie Vance',
      email: 'ottilie@brightwater.example',
    });
    const company = await admin.post('/api/admin/clients', {
      name: 'Harborview Logistics',
      industry: 'Drivers',
      locations: ['Gary, IN'],
    });
    expect(company.statusCode, company.body).toBe(201);
    ids.company = company.json<{ _id: string }>()._id;
    const contact = await admin.post(`/api/admin/clients/${ids.company}/contacts`, {
      name: 'Percival Dunmore',
      email: 'percy@harborview.example',
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const other = await admin.post('/api/admin/clients', {
      name: 'Ashgrove Clinics',
      industry: 'Healthcare',
      locations: ['Chicago, IL'],
    });
    ids.contactOnly = other.json<{ _id: string }>()._id;
  });

  it('answers every kind in order, each result with its label, a line and the page it opens', async () => {
    const answer = await search('quintero');
    expect(answer.q).toBe('quintero');
    expect(answer.groups.map((found) => found.kind)).toEqual([...STAFF_SEARCH_KINDS]);
    expect(answer.groups.map((found) => found.label)).toEqual([
      'Candidates',
      'Jobs',
      'Orders',
      'Clients',
    ]);
    const zelda = group(await search('zelda quin'), 'candidates').results;
    expect(zelda).toEqual([
      {
        id: ids.zelda,
        label: 'Zelda Quintero',
        detail: 'zelda.q@example.com · (219) 555-0148 · Gary, IN',
        path: `/admin/candidates/${ids.zelda}`,
      },
    ]);
    expect(group(await search('welder'), 'jobs').results).toEqual([
      {
        id: ids.welderJob,
        label: 'Night-Shift Welder (TIG)',
        detail: 'Open · Gary, IN',
        path: `/edit-job/${ids.welderJob}`,
      },
    ]);
    expect(group(await search('brightwater'), 'orders').results).toEqual([
      {
        id: ids.order,
        label: 'Line Cook at Brightwater Foods',
        detail: 'New · Ottilie Vance · Chicago, IL',
        path: `/admin/orders/${ids.order}`,
      },
    ]);
    expect(group(await search('harborview'), 'clients').results).toEqual([
      {
        id: ids.company,
        label: 'Harborview Logistics',
        detail: 'Drivers',
        path: `/admin/clients/${ids.company}`,
      },
    ]);
  });

  it('finds a candidate by a word of their resume, their phone, their address and a name prefix', async () => {
    const byResume = group(await search('xylophonist'), 'candidates').results;
    expect(byResume.map((result) => result.id)).toEqual([ids.zelda]);
    expect(byResume[0]?.detail).toContain('Resume or applications match');
    // Word forms: the resume says "xylophonist", staff type the plural.
    expect(await idsIn('xylophonists', 'candidates')).toEqual([ids.zelda]);
    expect(await idsIn('555-0148', 'candidates')).toEqual([ids.zelda]);
    expect(await idsIn('2195550148', 'candidates')).toEqual([ids.zelda]);
    expect(await idsIn('zelda.q@example.com', 'candidates')).toEqual([ids.zelda]);
    expect(await idsIn('zel', 'candidates')).toEqual([ids.zelda]);
    // A word and a name together: the name in the contact fields, the word in the resume.
    expect(await idsIn('zelda reach', 'candidates')).toEqual([ids.zelda]);
    expect(await idsIn('zelda plumber', 'candidates')).toEqual([]);
  });

  it('finds jobs by the start of any word of the title, in every status', async () => {
    expect(await idsIn('night shift', 'jobs')).toEqual([ids.welderJob]);
    expect(await idsIn('tig', 'jobs')).toEqual([ids.welderJob]);
    expect(await idsIn('quaysi', 'jobs')).toEqual([ids.closedJob]);
    expect(group(await search('quayside'), 'jobs').results[0]?.detail).toBe('Closed · Chicago, IL');
    // The title only: "Gary" is the welder job's place, not its title.
    expect(await idsIn('gary', 'jobs')).toEqual([]);
  });

  it('finds an order by its company, its contact, the contact’s address and its position', async () => {
    expect(await idsIn('brightw', 'orders')).toEqual([ids.order]);
    expect(await idsIn('ottilie', 'orders')).toEqual([ids.order]);
    expect(await idsIn('vance', 'orders')).toEqual([ids.order]);
    expect(await idsIn('ottilie@brightwater.example', 'orders')).toEqual([ids.order]);
    expect(await idsIn('line cook', 'orders')).toEqual([ids.order]);
    expect(await idsIn('cook brightwater', 'orders')).toEqual([ids.order]);
  });

  it('finds a client company by its name or a contact, saying which contact', async () => {
    expect(await idsIn('harbor log', 'clients')).toEqual([ids.company]);
    const byContact = group(await search('percival'), 'clients').results;
    expect(byContact).toEqual([
      {
        id: ids.company,
        label: 'Harborview Logistics',
        detail: 'Contact Percival Dunmore · percy@harborview.example',
        path: `/admin/clients/${ids.company}`,
      },
    ]);
    expect(await idsIn('percy@harborview', 'clients')).toEqual([ids.company]);
    expect(await idsIn('dunmore', 'clients')).toEqual([ids.company]);
  });

  it('keeps up with changes: a renamed company, a corrected phone, a new contact', async () => {
    const renamed = await admin.request('PATCH', `/api/admin/clients/${ids.contactOnly}`, {
      json: { name: 'Birchwood Clinics' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await idsIn('birchwood', 'clients')).toEqual([ids.contactOnly]);
    expect(await idsIn('ashgrove', 'clients')).toEqual([]);

    const phone = await recruiter.request('PATCH', `/api/admin/candidates/${ids.zelda}`, {
      json: { phone: '(773) 555-0199' },
    });
    expect(phone.statusCode, phone.body).toBe(200);
    expect(await idsIn('7735550199', 'candidates')).toEqual([ids.zelda]);
    expect(await idsIn('2195550148', 'candidates')).toEqual([]);

    const contact = await admin.post(`/api/admin/clients/${ids.contactOnly}/contacts`, {
      name: 'Wilhelmina Ort',
      email: 'wil@birchwood.example',
    });
    expect(contact.statusCode, contact.body).toBe(201);
    expect(group(await search('wilhelmina'), 'clients').results).toMatchObject([
      { id: ids.contactOnly, detail: 'Contact Wilhelmina Ort · wil@birchwood.example' },
    ]);
  });

  it('shows at most five of a kind and says when there are more', async () => {
    const quinteros = group(await search('quintero'), 'candidates');
    expect(quinteros.results).toHaveLength(5);
    expect(quinteros.more).toBe(true);
    // Newest first.
    expect(quinteros.results[0]?.label).toBe('Person6 Quintero');
    const one = group(await search('zelda'), 'candidates');
    expect(one.results).toHaveLength(1);
    expect(one.more).toBe(false);
  });

  it('answers nothing, not an error, for text without letters or digits or only one-letter words', async () => {
    for (const q of ['%%', '__', '""', '**', '--', 'a b', '* -']) {
      const answer = await search(q);
      expect(
        answer.groups.every((found) => found.results.length === 0 && !found.more),
        q,
      ).toBe(true);
    }
  });

  it('treats quotes, wildcards and search operators as text, never as syntax', async () => {
    for (const q of [
      '"zelda',
      'zelda"',
      'zel*',
      'zelda -quintero',
      'zelda NEAR quintero',
      'NEAR(zelda quintero)',
      'zelda OR quintero',
      'zelda AND',
      'NOT zelda',
      '^zelda',
      'zelda:*',
      'zelda & | ! <-> quintero',
      "o'brien",
      '50% off',
      'first_name',
      '{first_name}: zelda',
      'zelda\\',
      '(((',
      'ünïcødé zelda',
      '🦀 zelda',
    ]) {
      await search(q);
    }
    expect(await idsIn('zelda -quintero', 'candidates')).toEqual([ids.zelda]);
    expect(await idsIn('"zelda"', 'candidates')).toEqual([ids.zelda]);
  });

  it('never answers 500 to any text staff could type', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ minLength: 2, maxLength: 100 }),
          fc.string({ unit: 'grapheme', minLength: 2, maxLength: 30 }),
          fc
            .array(
              fc.constantFrom(
                '"',
                '*',
                '-',
                '%',
                '_',
                'NEAR',
                'AND',
                'OR',
                ':',
                '^',
                '(',
                ')',
                'zel',
                'x',
              ),
              { minLength: 1, maxLength: 8 },
            )
            .map((parts) => parts.join(' ')),
        ),
        async (q) => {
          const response = await recruiter.get(
            `/api/admin/search?${new URLSearchParams({ q }).toString()}`,
          );
          expect(response.statusCode, `${JSON.stringify(q)}: ${response.body}`).toBeLessThan(500);
          if (response.statusCode === 200) staffSearchResponseSchema.parse(response.json());
          else expect(response.statusCode).toBe(400);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses a missing, short, long or unknown parameter with 400 and the field', async () => {
    const refused = async (query: string) => {
      const response = await recruiter.get(`/api/admin/search${query}`);
      expect(response.statusCode, query).toBe(400);
      return response.json<{ error: string; fieldErrors?: Record<string, string> }>();
    };
    expect((await refused('')).fieldErrors).toEqual({ q: 'Type at least 2 characters' });
    expect((await refused('?q=')).fieldErrors).toEqual({ q: 'Type at least 2 characters' });
    expect((await refused('?q=%20a%20')).fieldErrors).toEqual({ q: 'Type at least 2 characters' });
    expect((await refused(`?q=${'a'.repeat(101)}`)).fieldErrors).toEqual({
      q: 'Search for at most 100 characters',
    });
    expect((await refused('?q=zelda&kind=jobs')).fieldErrors).toEqual({ kind: 'Unknown field' });
    expect((await refused('?q=zelda&q=other')).error).toEqual(expect.any(String));
    // 100 characters after trimming is fine.
    const padded = `  ${'z'.repeat(100)}  `;
    expect(
      (await recruiter.get(`/api/admin/search?q=${encodeURIComponent(padded)}`)).statusCode,
    ).toBe(200);
  });

  it('is for staff: recruiters and admins see every kind, others are refused', async () => {
    for (const client of [recruiter, admin]) {
      const answer = await search('quintero', client);
      expect(answer.groups.map((found) => found.kind)).toEqual([...STAFF_SEARCH_KINDS]);
    }
    const { client: seeker } = await loggedInClient(t.app, 'user');
    const { client: clientContact } = await loggedInClient(t.app, 'client');
    expect((await seeker.get('/api/admin/search?q=quintero')).statusCode).toBe(403);
    expect((await clientContact.get('/api/admin/search?q=quintero')).statusCode).toBe(403);
    const anonymous = await new TestClient(t.app).get('/api/admin/search?q=quintero');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: expect.any(String) });
  });
});
