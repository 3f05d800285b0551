import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { HONEYPOT_FIELD } from '@staffing/shared/constants';
import {
  jobOrderRequestSchema,
  type JobOrderRequest,
  type JobOrderStatus,
} from '@staffing/shared/job-order-schemas';
import type { Database } from '../db/schema.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';
import { logActivity } from '../modules/activity/activity-repository.ts';
import { whenText } from '../modules/interviews/interview-emails.ts';
import { slotOf } from '../modules/interviews/interview-scheduling.ts';
import {
  addInterviewEvent,
  findInterview,
  insertInterview,
} from '../modules/interviews/interviews-repository.ts';
import {
  insertClientCompany,
  insertClientContact,
  linkContactUser,
  linkOrderToClient,
} from '../modules/clients/clients-repository.ts';
import {
  insertJobOrder,
  linkJobToOrder,
  moveJobOrder,
  setJobOrderOwner,
  type Actor,
} from '../modules/job-orders/job-orders-repository.ts';
import {
  addShortlistEvent,
  insertShortlistEntry,
  recordClientDecision,
  setConsent,
} from '../modules/shortlists/shortlists-repository.ts';
import { hashPassword } from '../modules/users/password-hashing.ts';
import { insertUser, markEmailVerified } from '../modules/users/users-repository.ts';

// The client side of a fresh embedded install: a client company with one contact who can sign
// in to /client, three of its orders at different points of the board (just sent, qualified,
// open), and on the open one a shortlist with a demo candidate who agreed to be shared, whom
// the client asked to interview and whose interview is scheduled, so the order board, an
// order's page, the shortlist, the client portal, its shared candidates and interviews all
// have something to show at once. Stored through the modules' repository functions, as the
// routes store them, without the emails the routes would queue: nobody is waiting for them.
// (The interview's day-before reminder is the app's own, sent if the server runs until then.)

const DAY_MS = 24 * 60 * 60 * 1000;
const COMPANY = 'Lakeshore Health Partners';
const CONTACT = { name: 'Dana Brooks', title: 'Nurse Manager', phone: '(312) 555-0166' };
// The demo candidate the client sees: she applied to the demo RN job and is at Interview.
const SHARED_CANDIDATE = 'priya.patel@example.com';
const SHARED_JOB = 'Registered Nurse – Medical/Surgical';

type DemoOrder = {
  status: JobOrderStatus;
  order: Omit<JobOrderRequest, typeof HONEYPOT_FIELD | 'contactName' | 'company' | 'email'>;
};

const dateIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

// The first weekday at least three days away: the interview's date, at 10:00 in Chicago.
function interviewDate(): string {
  for (let days = 3; ; days++) {
    const date = dateIn(days);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) return date;
  }
}

function demoOrders(): DemoOrder[] {
  return [
    {
      status: 'open',
      order: {
        position: SHARED_JOB,
        industry: 'Healthcare',
        headcount: 2,
        startDate: dateIn(21),
        assignmentType: 'temp-to-hire',
        ongoing: true,
        shift: 'rotating',
        payMin: 42,
        payMax: 55,
        payPeriod: 'hour',
        city: 'Chicago',
        state: 'IL',
        zip: '60612',
        licences: 'Active Illinois RN license',
        certifications: 'BLS, ACLS',
        phone: CONTACT.phone,
        notes: 'Two RNs for the med-surg unit, three 12-hour shifts a week.',
      },
    },
    {
      status: 'qualified',
      order: {
        position: 'Certified Nursing Assistant (nights)',
        industry: 'Healthcare',
        headcount: 6,
        startDate: dateIn(14),
        assignmentType: 'temporary',
        endDate: dateIn(104),
        ongoing: false,
        shift: 'night',
        payMin: 19,
        payMax: 23,
        payPeriod: 'hour',
        city: 'Chicago',
        state: 'IL',
        zip: '60612',
        certifications: 'Illinois CNA certificate',
        phone: CONTACT.phone,
      },
    },
    {
      status: 'new',
      order: {
        position: 'Medical Receptionist',
        industry: 'Healthcare',
        headcount: 1,
        startDate: dateIn(30),
        assignmentType: 'direct-hire',
        ongoing: true,
        shift: 'day',
        payMin: 40_000,
        payMax: 46_000,
        payPeriod: 'year',
        city: 'Oak Park',
        state: 'IL',
        zip: '60301',
        languages: 'English and Spanish',
        phone: CONTACT.phone,
      },
    },
  ];
}

const MOVES: Record<JobOrderStatus, JobOrderStatus[]> = {
  new: [],
  qualified: ['qualified'],
  open: ['qualified', 'open'],
  filled: [],
  cancelled: [],
  lost: [],
};

async function storeOrder(
  db: Kysely<Database>,
  demo: DemoOrder,
  client: { companyId: string; contactId: string; email: string },
  admin: Actor & { id: string },
): Promise<string> {
  // Through the public form's schema, so the demo order is one the form could have sent.
  const order = jobOrderRequestSchema.parse({
    ...demo.order,
    contactName: CONTACT.name,
    company: COMPANY,
    email: client.email,
  });
  const { [HONEYPOT_FIELD]: _honeypot, ...fields } = order;
  return db.transaction().execute(async (trx) => {
    const orderId = await insertJobOrder(trx, fields);
    await linkOrderToClient(
      trx,
      orderId,
      { companyId: client.companyId, contactId: client.contactId },
      { actorId: admin.id, actorName: admin.name, text: `Linked to the client ${COMPANY}` },
    );
    await logActivity(trx, {
      actorUserId: null,
      action: 'job_order.received',
      subjectType: 'job_order',
      subjectId: orderId,
      summary: `${COMPANY} asked for ${fields.headcount} × “${fields.position}”`,
    });
    if (demo.status !== 'new') await setJobOrderOwner(trx, orderId, admin, admin);
    let from: JobOrderStatus = 'new';
    for (const to of MOVES[demo.status]) {
      await moveJobOrder(trx, orderId, admin, { from, to, reason: null });
      from = to;
    }
    return orderId;
  });
}

// Called by seedOnFirstStart once the demo jobs, admin and candidates exist. `password` is
// the contact's, printed once by the caller.
export async function seedDemoClient(
  app: FastifyInstance,
  admin: { id: string; name: string },
  login: { email: string; password: string },
): Promise<{ orders: number; shortlisted: number; interviews: number }> {
  const db = app.db;
  const email = login.email.trim().toLowerCase();
  const client = await db.transaction().execute(async (trx) => {
    const companyId = await insertClientCompany(trx, {
      name: COMPANY,
      industry: 'Healthcare',
      locations: ['Chicago, IL', 'Oak Park, IL'],
      notes: 'Demo client: a hospital group on the Near West Side.',
    });
    const contactId = await insertClientContact(trx, companyId, {
      name: CONTACT.name,
      email,
      phone: CONTACT.phone,
      title: CONTACT.title,
    });
    // The account an accepted invitation makes: the client role, the address taken as proven.
    const [firstName = CONTACT.name, ...rest] = CONTACT.name.split(' ');
    const userId = await insertUser(trx, {
      email,
      firstName,
      lastName: rest.join(' '),
      passwordHash: await hashPassword(login.password),
      role: 'client',
    });
    await markEmailVerified(trx, userId, email);
    await linkContactUser(trx, contactId, userId);
    await logActivity(trx, {
      actorUserId: admin.id,
      action: 'client.created',
      subjectType: 'client_company',
      subjectId: companyId,
      summary: `${admin.name} added the client company ${COMPANY}`,
    });
    return { companyId, contactId, email };
  });

  const orderIds: string[] = [];
  for (const demo of demoOrders()) orderIds.push(await storeOrder(db, demo, client, admin));

  // The open order is the demo RN job's: posted as that job, with Priya (who applied to it)
  // shortlisted, her consent given and the client's request for an interview.
  const openOrderId = orderIds[0];
  const job = await db
    .selectFrom('jobs')
    .select(['id', 'title'])
    .where('title', '=', SHARED_JOB)
    .executeTakeFirst();
  const candidate = await db
    .selectFrom('candidates')
    .select(['id', 'first_name', 'last_name'])
    .where('email_key', '=', SHARED_CANDIDATE)
    .executeTakeFirst();
  if (!openOrderId || !candidate) {
    return { orders: orderIds.length, shortlisted: 0, interviews: 0 };
  }
  const candidateName = `${candidate.first_name} ${candidate.last_name}`;
  const order = `${COMPANY}'s order (“${SHARED_JOB}”)`;
  const uidHost = new URL(app.config.publicUrl).hostname;
  await db.transaction().execute(async (trx) => {
    if (job) await linkJobToOrder(trx, openOrderId, admin, job);
    const entryId = await insertShortlistEntry(trx, {
      orderId: openOrderId,
      candidateId: candidate.id,
      pitch: 'Five years of med-surg and telemetry, BLS and ACLS, precepts new graduates.',
      addedBy: admin,
      // A token nobody holds: the demo sends no consent email, so there is no link to follow.
      tokenHash: sha256(randomToken()),
    });
    await logActivity(trx, {
      actorUserId: admin.id,
      action: 'shortlist.added',
      subjectType: 'candidate',
      subjectId: candidate.id,
      summary: `${admin.name} shortlisted ${candidateName} for ${order} and asked for their consent`,
    });
    await setConsent(trx, entryId, 'pending', 'granted');
    await addShortlistEvent(trx, entryId, { kind: 'consent-granted', actorName: null });
    await logActivity(trx, {
      actorUserId: null,
      action: 'shortlist.consent_granted',
      subjectType: 'candidate',
      subjectId: candidate.id,
      summary: `${candidateName} agreed to share their profile with ${COMPANY} (“${SHARED_JOB}”)`,
    });
    await recordClientDecision(trx, entryId, {
      kind: 'interview',
      text: 'Tuesday or Thursday morning suits us.',
      actorName: CONTACT.name,
    });
    await logActivity(trx, {
      actorUserId: null,
      action: 'shortlist.client_decision',
      subjectType: 'candidate',
      subjectId: candidate.id,
      summary: `${CONTACT.name} of ${COMPANY} answered “interview” on ${candidateName} for “${SHARED_JOB}”`,
    });
    // The recruiter's answer: an interview on the ward, as the staff route schedules one.
    const interviewId = await insertInterview(trx, {
      ...slotOf({
        date: interviewDate(),
        time: '10:00',
        timeZone: 'America/Chicago',
        durationMinutes: 45,
        location: '1653 W Congress Pkwy, Chicago, IL 60612 (5th floor, med-surg nurses station)',
        videoUrl: null,
        interviewer: CONTACT.name,
        notes: 'Bring your RN license and BLS/ACLS cards.',
      }),
      entryId,
      orderId: openOrderId,
      candidateId: candidate.id,
      companyId: client.companyId,
      uidHost,
      createdBy: admin,
    });
    const interview = await findInterview(trx, interviewId);
    if (!interview) return;
    const when = whenText(interview);
    await addInterviewEvent(trx, interviewId, {
      kind: 'scheduled',
      actorName: admin.name,
      text: when,
    });
    await logActivity(trx, {
      actorUserId: admin.id,
      action: 'interview.scheduled',
      subjectType: 'candidate',
      subjectId: candidate.id,
      summary: `${admin.name} scheduled an interview with ${candidateName} for ${order} on ${when}`,
    });
  });
  return { orders: orderIds.length, shortlisted: 1, interviews: 1 };
}
