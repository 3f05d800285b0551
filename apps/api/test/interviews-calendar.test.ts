import { beforeAll, describe, expect, it } from 'vitest';
import type { Interview, InterviewCalendar } from '@staffing/shared/interview-schemas';
import { jobOrderRequestSchema } from '@staffing/shared/job-order-schemas';
import { recordCandidate } from '../src/modules/candidates/candidate-sync.ts';
import {
  insertClientCompany,
  insertClientContact,
  linkOrderToClient,
} from '../src/modules/clients/clients-repository.ts';
import { slotOf } from '../src/modules/interviews/interview-scheduling.ts';
import {
  cancelInterview,
  insertInterview,
} from '../src/modules/interviews/interviews-repository.ts';
import { insertJobOrder } from '../src/modules/job-orders/job-orders-repository.ts';
import { insertShortlistEntry } from '../src/modules/shortlists/shortlists-repository.ts';
import { validOrder } from './helpers/job-orders.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { createUser, loggedInClient } from './helpers/users.ts';

// GET /api/admin/interviews: the agency's interviews on a range of days, each on its own
// date in its own zone, filtered by the order's owner, the order, the client or the state.

type Caller = 'anonymous' | 'seeker' | 'client' | 'recruiter' | 'admin';

// The interviews are stored through the repository with fixed dates (the API refuses times
// that have passed; these are in 2027, and `slotOf` is told it is 2020).
const LONG_AGO = new Date('2020-01-01T00:00:00Z');

describe('GET /api/admin/interviews: the agency’s interviews by day', () => {
  const t = useTestApp();
  const callers = {} as Record<Caller, TestClient>;
  const people = {} as Record<'recruiter' | 'admin', { id: string }>;
  const orders = {} as Record<'alpha' | 'beta' | 'unowned', string>;
  const companies = {} as Record<'alpha' | 'beta', string>;
  const ids = {} as Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f', string>;
  const candidateIds: Record<string, string> = {};

  async function order(company: string, companyId: string, ownerId: string | null) {
    const { website: _honeypot, ...input } = jobOrderRequestSchema.parse(
      validOrder({
        email: `hr@${company.toLowerCase()}.example`,
        company,
        position: 'Night Nurse',
      }),
    );
    const id = await insertJobOrder(t.app.db, { ...input, position: `${company} nurse` });
    const contactId = await insertClientContact(t.app.db, companyId, {
      name: `${company} contact`,
      email: `contact-${id}@${company.toLowerCase()}.example`,
    });
    await linkOrderToClient(
      t.app.db,
      id,
      { companyId, contactId },
      { actorId: people.admin.id, actorName: 'Ada Admin', text: 'Linked' },
    );
    await t.app.db
      .updateTable('job_orders')
      .set({ owner_user_id: ownerId })
      .where('id', '=', id)
      .execute();
    return id;
  }

  async function interview(
    key: keyof typeof ids,
    orderId: string,
    companyId: string,
    when: { date: string; time: string; timeZone: string },
  ) {
    const candidateId = await t.app.db.transaction().execute((trx) =>
      recordCandidate(trx, {
        email: `${key}@candidates.example`,
        firstName: key.toUpperCase(),
        lastName: 'Candidate',
      }),
    );
    candidateIds[key] = candidateId;
    const entryId = await insertShortlistEntry(t.app.db, {
      orderId,
      candidateId,
      pitch: 'Steady',
      addedBy: { id: people.admin.id, name: 'Ada Admin' },
      tokenHash: `calendar-token-${key}`,
    });
    await t.app.db
      .updateTable('shortlist_entries')
      .set({ consent: 'granted', consent_at: new Date().toISOString() })
      .where('id', '=', entryId)
      .execute();
    ids[key] = await insertInterview(t.app.db, {
      ...slotOf(
        {
          ...when,
          durationMinutes: 45,
          location: 'Front desk',
          videoUrl: null,
          interviewer: 'Dr. Ida',
          notes: null,
        },
        LONG_AGO,
      ),
      entryId,
      orderId,
      candidateId,
      companyId,
      uidHost: 'localhost',
      createdBy: { id: people.admin.id, name: 'Ada Admin' },
    });
  }

  const list = (caller: Caller, query: string) =>
    callers[caller].get(`/api/admin/interviews?${query}`);

  async function listed(query: string, caller: Caller = 'admin'): Promise<InterviewCalendar> {
    const response = await list(caller, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<InterviewCalendar>();
  }

  const keysOf = (calendar: InterviewCalendar) =>
    calendar.interviews.map(
      (row) => Object.entries(ids).find(([, id]) => id === row._id)?.[0] ?? row._id,
    );

  beforeAll(async () => {
    callers.anonymous = new TestClient(t.app);
    const seeker = await loggedInClient(t.app, 'user');
    const client = await loggedInClient(t.app, 'client');
    const recruiter = await loggedInClient(t.app, 'recruiter');
    const admin = await loggedInClient(t.app, 'admin');
    callers.seeker = seeker.client;
    callers.client = client.client;
    callers.recruiter = recruiter.client;
    callers.admin = admin.client;
    people.recruiter = recruiter.user;
    people.admin = admin.user;
    await t.app.db
      .updateTable('users')
      .set({ first_name: 'Rita', last_name: 'Recruiter' })
      .where('id', '=', recruiter.user.id)
      .execute();
    // Someone else's interviews, which "me" must not find.
    await createUser(t.app, { role: 'recruiter' });

    companies.alpha = await insertClientCompany(t.app.db, {
      name: 'Alpha Clinic',
      industry: 'Healthcare',
      locations: ['Chicago, IL'],
    });
    companies.beta = await insertClientCompany(t.app.db, {
      name: 'Beta Builders',
      industry: 'Construction',
      locations: ['Los Angeles, CA'],
    });
    orders.alpha = await order('Alpha', companies.alpha, people.recruiter.id);
    orders.beta = await order('Beta', companies.beta, people.admin.id);
    orders.unowned = await order('Gamma', companies.alpha, null);

    // Monday, March 1 2027 and the days around it.
    await interview('a', orders.alpha, companies.alpha, {
      date: '2027-03-01',
      time: '09:00',
      timeZone: 'America/Chicago',
    });
    // 11:30 PM in Los Angeles on March 1 is 07:30 UTC on March 2: still March 1's.
    await interview('b', orders.beta, companies.beta, {
      date: '2027-03-01',
      time: '23:30',
      timeZone: 'America/Los_Angeles',
    });
    // 00:30 in Berlin on March 2 is 23:30 UTC on March 1: March 2's, though it starts first.
    await interview('c', orders.unowned, companies.alpha, {
      date: '2027-03-02',
      time: '00:30',
      timeZone: 'Europe/Berlin',
    });
    await interview('d', orders.alpha, companies.alpha, {
      date: '2027-03-02',
      time: '10:00',
      timeZone: 'America/New_York',
    });
    expect(await cancelInterview(t.app.db, ids.d, 0, 'Filled elsewhere')).toBe(true);
    await interview('e', orders.alpha, companies.alpha, {
      date: '2027-02-28',
      time: '12:00',
      timeZone: 'UTC',
    });
    await interview('f', orders.beta, companies.beta, {
      date: '2027-03-08',
      time: '08:15',
      timeZone: 'America/Los_Angeles',
    });
  });

  it('lists the days asked for, by day and then by start, with what the page shows', async () => {
    const calendar = await listed('from=2027-03-01&to=2027-03-02');
    expect(calendar).toMatchObject({ from: '2027-03-01', to: '2027-03-02', truncated: false });
    expect(keysOf(calendar)).toEqual(['a', 'b', 'c', 'd']);
    const [a, b, c, d] = calendar.interviews;
    expect(a).toMatchObject({
      _id: ids.a,
      candidate: { _id: candidateIds.a, name: 'A Candidate' },
      order: { _id: orders.alpha, position: 'Alpha nurse' },
      company: { _id: companies.alpha, name: 'Alpha Clinic' },
      owner: { _id: people.recruiter.id, name: 'Rita Recruiter' },
      date: '2027-03-01',
      time: '09:00',
      timeZone: 'America/Chicago',
      startsAt: '2027-03-01T15:00:00.000Z',
      durationMinutes: 45,
      location: 'Front desk',
      status: 'scheduled',
      sequence: 0,
    });
    expect(b).toMatchObject({ startsAt: '2027-03-02T07:30:00.000Z', date: '2027-03-01' });
    expect(b?.company.name).toBe('Beta Builders');
    expect(c).toMatchObject({ startsAt: '2027-03-01T23:30:00.000Z', date: '2027-03-02' });
    expect(c?.owner).toBeNull();
    expect(d).toMatchObject({ status: 'cancelled', cancelReason: 'Filled elsewhere' });

    // A week: the day before and the next Monday too.
    expect(keysOf(await listed('from=2027-02-28&to=2027-03-08'))).toEqual([
      'e',
      'a',
      'b',
      'c',
      'd',
      'f',
    ]);
    expect((await listed('from=2027-03-03&to=2027-03-07')).interviews).toEqual([]);
  });

  it('puts an interview late in the evening on its own zone’s date, not on UTC’s', async () => {
    // March 1 holds the 11:30 PM in Los Angeles (March 2 in UTC) and not the 00:30 in Berlin
    // (March 1 in UTC).
    expect(keysOf(await listed('from=2027-03-01&to=2027-03-01'))).toEqual(['a', 'b']);
    expect(keysOf(await listed('from=2027-03-02&to=2027-03-02'))).toEqual(['c', 'd']);
  });

  it('filters by the order’s owner, the order, the client company and the state', async () => {
    const range = 'from=2027-02-28&to=2027-03-08';
    expect(keysOf(await listed(`${range}&recruiterId=${people.recruiter.id}`))).toEqual([
      'e',
      'a',
      'd',
    ]);
    // "me" is the caller: the recruiter's own, or the admin's.
    expect(keysOf(await listed(`${range}&recruiterId=me`, 'recruiter'))).toEqual(['e', 'a', 'd']);
    expect(keysOf(await listed(`${range}&recruiterId=me`, 'admin'))).toEqual(['b', 'f']);
    expect(keysOf(await listed(`${range}&recruiterId=none`))).toEqual(['c']);
    expect(keysOf(await listed(`${range}&orderId=${orders.beta}`))).toEqual(['b', 'f']);
    expect(keysOf(await listed(`${range}&clientId=${companies.alpha}`))).toEqual([
      'e',
      'a',
      'c',
      'd',
    ]);
    expect(keysOf(await listed(`${range}&status=cancelled`))).toEqual(['d']);
    expect(keysOf(await listed(`${range}&status=scheduled&clientId=${companies.alpha}`))).toEqual([
      'e',
      'a',
      'c',
    ]);
    expect(
      keysOf(await listed(`${range}&recruiterId=${people.recruiter.id}&orderId=${orders.beta}`)),
    ).toEqual([]);
    // Empty parameters are no filter (a form's blank choice).
    expect(keysOf(await listed(`${range}&recruiterId=&orderId=&clientId=&status=`))).toHaveLength(
      6,
    );
    // An id that names nothing finds nothing.
    expect(
      (await listed(`${range}&clientId=01900000-0000-7000-8000-000000000000`)).interviews,
    ).toEqual([]);
  });

  it('is for staff: admins and recruiters; 403 for clients and job seekers, 401 signed out', async () => {
    const query = 'from=2027-03-01&to=2027-03-07';
    for (const caller of ['admin', 'recruiter'] as const) {
      const response = await list(caller, query);
      expect(response.statusCode, caller).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    for (const caller of ['client', 'seeker'] as const) {
      expect((await list(caller, query)).statusCode, caller).toBe(403);
    }
    expect((await list('anonymous', query)).statusCode).toBe(401);
  });

  it('refuses bad dates, a range too long or backwards, bad ids and unknown parameters', async () => {
    const refused = async (query: string, field: string, message?: RegExp) => {
      const response = await list('admin', query);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
      const body = response.json<{ error: string; fieldErrors?: Record<string, string> }>();
      expect(Object.keys(body.fieldErrors ?? {}), query).toContain(field);
      if (message) expect(body.fieldErrors?.[field]).toMatch(message);
    };
    await refused('', 'from', /required/);
    await refused('from=2027-03-01', 'to', /required/);
    await refused('from=03/01/2027&to=2027-03-07', 'from', /2026-12-31/);
    await refused('from=2027-02-30&to=2027-03-07', 'from');
    await refused('from=2027-03-07&to=2027-03-01', 'to', /before/);
    // 62 days are fine; 63 are not.
    expect((await list('admin', 'from=2027-03-01&to=2027-05-01')).statusCode).toBe(200);
    await refused('from=2027-03-01&to=2027-05-02', 'to', /62 days/);
    await refused('from=2027-03-01&to=2027-03-07&recruiterId=rita', 'recruiterId');
    await refused('from=2027-03-01&to=2027-03-07&orderId=42', 'orderId');
    await refused('from=2027-03-01&to=2027-03-07&clientId=alpha', 'clientId');
    await refused('from=2027-03-01&to=2027-03-07&status=done', 'status');
    await refused('from=2027-03-01&to=2027-03-07&week=next', 'week', /Unknown field/);
    await refused('from=2027-03-01&from=2027-03-02&to=2027-03-07', 'from');
  });

  it('leaves one interview’s own address as it was', async () => {
    const one = await callers.recruiter.get(`/api/admin/interviews/${ids.a}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json<Interview>()._id).toBe(ids.a);
    expect((await callers.recruiter.get('/api/admin/interviews/not-an-id')).statusCode).toBe(404);
  });
});
