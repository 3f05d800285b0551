import type { Kysely } from 'kysely';
import { APPLICATION_KINDS, type ApplicationKind } from '@staffing/shared/constants';
import type { Database } from '../../db/schema.ts';

// Today's sections, each read twice from the same conditions: the count (for the navigation's
// badges, polled) and the first few items (for the page). One `where` per section builds both,
// so a badge and its list cannot disagree. Rows stay here; callers get records.

// Where an order is still being worked: answers, consents and dates on orders that ended
// need nothing more.
export const OPEN_ORDER_STATUSES = ['new', 'qualified', 'open'] as const;

// Whose work: `ownerId` is the signed-in person for "mine"; undefined for everyone's.
export type TodayScopeFilter = { ownerId: string | undefined };

export type Section<T> = { total: number; items: T[] };

const countOf = (row: { count: number | string | bigint } | undefined): number =>
  Number(row?.count ?? 0);

// --- Client answers waiting ---

export type ClientAnswerRecord = {
  entryId: string;
  orderId: string;
  position: string;
  company: string;
  candidateId: string;
  candidateName: string;
  decision: 'interview' | 'hire';
  at: string;
  text: string | null;
};

// A client asked to interview a shared candidate and nobody has scheduled one since (an
// interview scheduled after the answer handles it, even if it was later called off: moving
// or cancelling it was a decision), or the client wants to hire them and no placement is
// recorded. Only while the candidate still agrees and the order is open.
function clientAnswersBase(db: Kysely<Database>, scope: TodayScopeFilter) {
  let query = db
    .selectFrom('shortlist_entries as e')
    .innerJoin('job_orders as o', 'o.id', 'e.job_order_id')
    .where('e.consent', '=', 'granted')
    .where('o.status', 'in', OPEN_ORDER_STATUSES)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('e.client_decision', '=', 'interview'),
          eb.not(
            eb.exists(
              eb
                .selectFrom('interviews as i')
                .select('i.id')
                .whereRef('i.shortlist_entry_id', '=', 'e.id')
                .whereRef('i.created_at', '>=', 'e.client_decision_at'),
            ),
          ),
        ]),
        eb.and([
          eb('e.client_decision', '=', 'hire'),
          eb.not(
            eb.exists(
              eb
                .selectFrom('placements as p')
                .select('p.id')
                .whereRef('p.job_order_id', '=', 'e.job_order_id')
                .whereRef('p.candidate_id', '=', 'e.candidate_id'),
            ),
          ),
        ]),
      ]),
    );
  if (scope.ownerId !== undefined) query = query.where('o.owner_user_id', '=', scope.ownerId);
  return query;
}

export async function countClientAnswers(
  db: Kysely<Database>,
  scope: TodayScopeFilter,
): Promise<number> {
  const row = await clientAnswersBase(db, scope)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  return countOf(row);
}

export async function listClientAnswers(
  db: Kysely<Database>,
  scope: TodayScopeFilter,
  limit: number,
): Promise<ClientAnswerRecord[]> {
  const rows = await clientAnswersBase(db, scope)
    .innerJoin('candidates as c', 'c.id', 'e.candidate_id')
    .leftJoin('client_companies as cc', 'cc.id', 'o.client_company_id')
    .select([
      'e.id',
      'e.job_order_id',
      'e.candidate_id',
      'e.client_decision',
      'e.client_decision_at',
      'e.client_decision_text',
      'o.position',
      'o.company',
      'cc.name as client_name',
      'c.first_name',
      'c.last_name',
      'c.email',
    ])
    // Waiting longest first.
    .orderBy('e.client_decision_at')
    .orderBy('e.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    entryId: row.id,
    orderId: row.job_order_id,
    position: row.position,
    company: row.client_name ?? row.company,
    candidateId: row.candidate_id,
    candidateName: `${row.first_name} ${row.last_name}`.trim() || row.email,
    decision: row.client_decision === 'hire' ? 'hire' : 'interview',
    at: row.client_decision_at ?? '',
    text: row.client_decision_text,
  }));
}

// --- Interviews today and tomorrow ---

export type TodayInterviewRecord = {
  id: string;
  orderId: string;
  position: string;
  company: string;
  candidateId: string;
  candidateName: string;
  startsAt: string;
  date: string;
  time: string;
  timeZone: string;
};

// An interview's day is its own date (the agreed wall-clock date in its zone, what the
// invitation says), as on the Interviews page; `days` are the reader's today and tomorrow.
function interviewsBase(db: Kysely<Database>, scope: TodayScopeFilter, days: readonly string[]) {
  let query = db
    .selectFrom('interviews as i')
    .innerJoin('job_orders as o', 'o.id', 'i.job_order_id')
    .where('i.status', '=', 'scheduled')
    .where('i.date', 'in', days);
  if (scope.ownerId !== undefined) query = query.where('o.owner_user_id', '=', scope.ownerId);
  return query;
}

export async function countInterviews(
  db: Kysely<Database>,
  scope: TodayScopeFilter,
  days: readonly string[],
): Promise<number> {
  const row = await interviewsBase(db, scope, days)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  return countOf(row);
}

export async function listInterviews(
  db: Kysely<Database>,
  scope: TodayScopeFilter,
  days: readonly string[],
  limit: number,
): Promise<TodayInterviewRecord[]> {
  const rows = await interviewsBase(db, scope, days)
    .innerJoin('candidates as c', 'c.id', 'i.candidate_id')
    .leftJoin('client_companies as cc', 'cc.id', 'o.client_company_id')
    .select([
      'i.id',
      'i.job_order_id',
      'i.candidate_id',
      'i.starts_at',
      'i.date',
      'i.time',
      'i.time_zone',
      'o.position',
      'o.company',
      'cc.name as client_name',
      'c.first_name',
      'c.last_name',
      'c.email',
    ])
    .orderBy('i.date')
    .orderBy('i.starts_at')
    .orderBy('i.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    orderId: row.job_order_id,
    position: row.position,
    company: row.client_name ?? row.company,
    candidateId: row.candidate_id,
    candidateName: `${row.first_name} ${row.last_name}`.trim() || row.email,
    startsAt: new Date(row.starts_at).toISOString(),
    date: row.date,
    time: row.time,
    timeZone: row.time_zone,
  }));
}

// --- New applications ---

export type ApplicationGroupRecord = {
  jobId: string | null;
  kind: ApplicationKind;
  title: string;
  count: number;
  latestAt: string;
};

// Applications that arrived after `since`. A person's own are those to the jobs of the orders
// they own, and to the jobs they posted that no order stands behind; the standing openings'
// (no job) and the jobs of others' orders are everyone's view only.
function applicationsBase(db: Kysely<Database>, scope: TodayScopeFilter, since: string) {
  let query = db.selectFrom('applications as a').where('a.created_at', '>', since);
  const ownerId = scope.ownerId;
  if (ownerId !== undefined) {
    query = query
      .innerJoin('jobs as j', 'j.id', 'a.job_id')
      .leftJoin('job_orders as o', 'o.job_id', 'j.id')
      .where((eb) =>
        eb.or([
          eb('o.owner_user_id', '=', ownerId),
          eb.and([eb('o.id', 'is', null), eb('j.posted_by', '=', ownerId)]),
        ]),
      );
  }
  return query;
}

export async function countApplications(
  db: Kysely<Database>,
  scope: TodayScopeFilter,
  since: string,
): Promise<number> {
  const row = await applicationsBase(db, scope, since)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  return countOf(row);
}

function applicationGroups(db: Kysely<Database>, scope: TodayScopeFilter, since: string) {
  return applicationsBase(db, scope, since).groupBy(['a.job_id', 'a.kind']);
}

export async function listApplicationGroups(
  db: Kysely<Database>,
  scope: TodayScopeFilter,
  since: string,
  limit: number,
): Promise<{ groups: ApplicationGroupRecord[]; jobs: number }> {
  const [rows, jobs] = await Promise.all([
    applicationGroups(db, scope, since)
      .select((eb) => [
        'a.job_id',
        'a.kind',
        eb.fn.max('a.job_title').as('title'),
        eb.fn.countAll().as('count'),
        eb.fn.max('a.created_at').as('latest_at'),
      ])
      .orderBy((eb) => eb.fn.max('a.created_at'), 'desc')
      .orderBy('a.job_id')
      .orderBy('a.kind')
      .limit(limit)
      .execute(),
    db
      .selectFrom(applicationGroups(db, scope, since).select(['a.job_id', 'a.kind']).as('groups'))
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirst(),
  ]);
  return {
    groups: rows.map((row) => ({
      jobId: row.job_id,
      kind: (APPLICATION_KINDS as readonly string[]).includes(row.kind)
        ? (row.kind as ApplicationKind)
        : 'job',
      title: row.title,
      count: Number(row.count),
      latestAt: new Date(row.latest_at).toISOString(),
    })),
    jobs: countOf(jobs),
  };
}

// --- Orders: nobody's, or starting within days and not filled ---

export type TodayOrderRecord = {
  id: string;
  position: string;
  company: string;
  status: string;
  startDate: string;
  headcount: number;
  filledCount: number;
  ownerName: string | null;
  unowned: boolean;
  startsSoon: boolean;
};

// An open order nobody owns is everyone's to take, so it is in "mine" too; an order starting
// between `today` and `until` (calendar dates, which sort as text) with places still to fill
// is its owner's (or, for everyone, the agency's).
function ordersBase(db: Kysely<Database>, scope: TodayScopeFilter, today: string, until: string) {
  const ownerId = scope.ownerId;
  return db
    .selectFrom('job_orders as o')
    .where('o.status', 'in', OPEN_ORDER_STATUSES)
    .where((eb) => {
      const soon = eb.and([
        eb('o.start_date', '>=', today),
        eb('o.start_date', '<=', until),
        eb('o.filled_count', '<', eb.ref('o.headcount')),
      ]);
      return eb.or([
        eb('o.owner_user_id', 'is', null),
        ownerId === undefined ? soon : eb.and([soon, eb('o.owner_user_id', '=', ownerId)]),
      ]);
    });
}

export async function countOrders(
  db: Kysely<Database>,
  scope: TodayScopeFilter,
  today: string,
  until: string,
): Promise<number> {
  const row = await ordersBase(db, scope, today, until)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  return countOf(row);
}

export async function listOrders(
  db: Kysely<Database>,
  scope: TodayScopeFilter,
  today: string,
  until: string,
  limit: number,
): Promise<TodayOrderRecord[]> {
  const rows = await ordersBase(db, scope, today, until)
    .leftJoin('client_companies as cc', 'cc.id', 'o.client_company_id')
    .leftJoin('users as u', 'u.id', 'o.owner_user_id')
    .select([
      'o.id',
      'o.position',
      'o.company',
      'o.status',
      'o.start_date',
      'o.headcount',
      'o.filled_count',
      'o.owner_user_id',
      'cc.name as client_name',
      'u.first_name as owner_first_name',
      'u.last_name as owner_last_name',
      'u.email as owner_email',
    ])
    // The soonest start first: that is what runs out.
    .orderBy('o.start_date')
    .orderBy('o.created_at')
    .orderBy('o.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    company: row.client_name ?? row.company,
    status: row.status,
    startDate: row.start_date,
    headcount: row.headcount,
    filledCount: row.filled_count,
    ownerName:
      row.owner_user_id && row.owner_email !== null
        ? `${row.owner_first_name ?? ''} ${row.owner_last_name ?? ''}`.trim() || row.owner_email
        : null,
    unowned: row.owner_user_id === null,
    startsSoon:
      row.start_date >= today && row.start_date <= until && row.filled_count < row.headcount,
  }));
}

// --- Consent requests unanswered ---

export type TodayConsentRecord = {
  entryId: string;
  orderId: string;
  position: string;
  company: string;
  candidateId: string;
  candidateName: string;
  askedAt: string;
};

// A candidate asked to share their profile who has not answered by `askedBefore`. A pending
// entry's `updated_at` is when it was asked (or asked again): an answer changes its consent.
function consentsBase(db: Kysely<Database>, scope: TodayScopeFilter, askedBefore: string) {
  let query = db
    .selectFrom('shortlist_entries as e')
    .innerJoin('job_orders as o', 'o.id', 'e.job_order_id')
    .where('e.consent', '=', 'pending')
    .where('e.updated_at', '<=', askedBefore)
    .where('o.status', 'in', OPEN_ORDER_STATUSES);
  if (scope.ownerId !== undefined) query = query.where('o.owner_user_id', '=', scope.ownerId);
  return query;
}

export async function countConsents(
  db: Kysely<Database>,
  scope: TodayScopeFilter,
  askedBefore: string,
): Promise<number> {
  const row = await consentsBase(db, scope, askedBefore)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  return countOf(row);
}

export async function listConsents(
  db: Kysely<Database>,
  scope: TodayScopeFilter,
  askedBefore: string,
  limit: number,
): Promise<TodayConsentRecord[]> {
  const rows = await consentsBase(db, scope, askedBefore)
    .innerJoin('candidates as c', 'c.id', 'e.candidate_id')
    .leftJoin('client_companies as cc', 'cc.id', 'o.client_company_id')
    .select([
      'e.id',
      'e.job_order_id',
      'e.candidate_id',
      'e.updated_at',
      'o.position',
      'o.company',
      'cc.name as client_name',
      'c.first_name',
      'c.last_name',
      'c.email',
    ])
    .orderBy('e.updated_at')
    .orderBy('e.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    entryId: row.id,
    orderId: row.job_order_id,
    position: row.position,
    company: row.client_name ?? row.company,
    candidateId: row.candidate_id,
    candidateName: `${row.first_name} ${row.last_name}`.trim() || row.email,
    askedAt: new Date(row.updated_at).toISOString(),
  }));
}

// --- When each staff member last looked ---

export async function findLastSeen(
  db: Kysely<Database>,
  userId: string,
  area: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('staff_last_seen')
    .select('seen_at')
    .where('user_id', '=', userId)
    .where('area', '=', area)
    .executeTakeFirst();
  return row ? new Date(row.seen_at).toISOString() : undefined;
}

export async function markSeen(
  db: Kysely<Database>,
  userId: string,
  area: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('staff_last_seen')
    .values({ user_id: userId, area, seen_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'area']).doUpdateSet({ seen_at: at }))
    .execute();
}
