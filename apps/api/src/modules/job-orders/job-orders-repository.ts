import { sql, type Kysely } from 'kysely';
import {
  ASSIGNMENT_TYPES,
  JOB_ORDER_STATUSES,
  PAY_PERIODS,
  SHIFTS,
  type AssignmentType,
  type JobOrderRequest,
  type JobOrderSort,
  type JobOrderStatus,
  type PayPeriod,
  type Shift,
} from '@staffing/shared/job-order-schemas';
import { INDUSTRIES, type Industry } from '@staffing/shared/constants';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';

// Job orders and their history. Rows stay here; callers get records.

export type JobOrderRecord = {
  id: string;
  createdAt: string;
  updatedAt: string;
  status: JobOrderStatus;
  statusReason: string | null;
  owner: { id: string; name: string } | null;
  position: string;
  industry: Industry;
  headcount: number;
  filledCount: number;
  startDate: string;
  assignmentType: AssignmentType;
  endDate: string | null;
  ongoing: boolean;
  shift: Shift;
  payMin: number | null;
  payMax: number | null;
  payPeriod: PayPeriod | null;
  city: string;
  state: string;
  zip: string;
  licences: string | null;
  certifications: string | null;
  languages: string | null;
  contactName: string;
  company: string;
  email: string;
  phone: string;
  notes: string | null;
  jobId: string | null;
};

export type JobOrderEventKind = 'received' | 'status' | 'owner' | 'filled' | 'note' | 'job';

export type JobOrderEventRecord = {
  id: string;
  createdAt: string;
  actorName: string;
  kind: JobOrderEventKind;
  fromStatus: JobOrderStatus | null;
  toStatus: JobOrderStatus | null;
  text: string | null;
};

export type Actor = { id: string | null; name: string };

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;
const statusOf = (value: string) => oneOf(JOB_ORDER_STATUSES, value, 'new');
const toCents = (amount: number | undefined) =>
  amount === undefined ? null : Math.round(amount * 100);
const fromCents = (cents: number | null) => (cents === null ? null : cents / 100);

function selectOrders(db: Kysely<Database>) {
  return db
    .selectFrom('job_orders')
    .leftJoin('users as owner', 'owner.id', 'job_orders.owner_user_id')
    .selectAll('job_orders')
    .select(['owner.first_name as owner_first_name', 'owner.last_name as owner_last_name']);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['executeTakeFirstOrThrow']>>;

function toRecord(row: OrderRow): JobOrderRecord {
  return {
    id: row.id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    status: statusOf(row.status),
    statusReason: row.status_reason,
    owner:
      row.owner_user_id && row.owner_first_name !== null
        ? {
            id: row.owner_user_id,
            name: `${row.owner_first_name} ${row.owner_last_name ?? ''}`.trim(),
          }
        : null,
    position: row.position,
    industry: oneOf(INDUSTRIES, row.industry, 'Business'),
    headcount: row.headcount,
    filledCount: row.filled_count,
    startDate: row.start_date,
    assignmentType: oneOf(ASSIGNMENT_TYPES, row.assignment_type, 'temporary'),
    endDate: row.end_date,
    ongoing: Boolean(row.ongoing),
    shift: oneOf(SHIFTS, row.shift, 'flexible'),
    payMin: fromCents(row.pay_min_cents),
    payMax: fromCents(row.pay_max_cents),
    payPeriod: row.pay_period ? oneOf(PAY_PERIODS, row.pay_period, 'hour') : null,
    city: row.city,
    state: row.state,
    zip: row.zip,
    licences: row.licences,
    certifications: row.certifications,
    languages: row.languages,
    contactName: row.contact_name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    jobId: row.job_id,
  };
}

async function addEvent(
  db: Kysely<Database>,
  orderId: string,
  actor: Actor,
  event: {
    kind: JobOrderEventKind;
    fromStatus?: JobOrderStatus;
    toStatus?: JobOrderStatus;
    text?: string | null;
  },
  at: string,
): Promise<void> {
  await db
    .insertInto('job_order_events')
    .values({
      id: newId(),
      job_order_id: orderId,
      created_at: at,
      actor_user_id: actor.id,
      actor_name: actor.name,
      kind: event.kind,
      from_status: event.fromStatus ?? null,
      to_status: event.toStatus ?? null,
      text: event.text ?? null,
    })
    .execute();
}

// The order as the employer sent it, and its first event. Call inside the transaction that
// queues its emails.
export async function insertJobOrder(
  db: Kysely<Database>,
  input: Omit<JobOrderRequest, 'website'>,
): Promise<string> {
  const id = newId();
  const at = nowIso();
  await db
    .insertInto('job_orders')
    .values({
      id,
      created_at: at,
      updated_at: at,
      status: 'new',
      status_reason: null,
      owner_user_id: null,
      position: input.position,
      industry: input.industry,
      headcount: input.headcount,
      filled_count: 0,
      start_date: input.startDate,
      assignment_type: input.assignmentType,
      end_date: input.endDate ?? null,
      ongoing: input.ongoing ? 1 : 0,
      shift: input.shift,
      pay_min_cents: toCents(input.payMin),
      pay_max_cents: toCents(input.payMax),
      pay_period: input.payPeriod ?? null,
      city: input.city,
      state: input.state,
      zip: input.zip,
      licences: input.licences ?? null,
      certifications: input.certifications ?? null,
      languages: input.languages ?? null,
      contact_name: input.contactName,
      company: input.company,
      company_key: input.company.toLowerCase(),
      email: input.email,
      phone: input.phone,
      notes: input.notes ?? null,
    })
    .execute();
  await addEvent(
    db,
    id,
    { id: null, name: input.contactName },
    { kind: 'received', toStatus: 'new', text: `Sent from the website by ${input.company}` },
    at,
  );
  return id;
}

export async function findJobOrder(
  db: Kysely<Database>,
  id: string,
): Promise<JobOrderRecord | undefined> {
  const row = await selectOrders(db).where('job_orders.id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export type JobOrderFilters = {
  status?: JobOrderStatus | undefined;
  industry?: Industry | undefined;
  // A user id, or null for orders nobody has taken.
  ownerId?: string | null | undefined;
  q?: string | undefined;
  jobId?: string | undefined;
};

const likePattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

// `forCount`: the orders alone, without the join to the owner's name, which changes no count
// and which SQLite would otherwise walk for every order (17 ms at 100,000 orders, against a
// count of the table from its index in well under one).
function filtered(db: Kysely<Database>, filters: JobOrderFilters, forCount = false) {
  // The filters name job_orders' columns only, so they read the same on either query.
  let query = forCount
    ? (db.selectFrom('job_orders') as unknown as ReturnType<typeof selectOrders>)
    : selectOrders(db);
  if (filters.status) query = query.where('job_orders.status', '=', filters.status);
  if (filters.industry) query = query.where('job_orders.industry', '=', filters.industry);
  if (filters.ownerId === null) query = query.where('job_orders.owner_user_id', 'is', null);
  else if (filters.ownerId) query = query.where('job_orders.owner_user_id', '=', filters.ownerId);
  if (filters.jobId) query = query.where('job_orders.job_id', '=', filters.jobId);
  if (filters.q) {
    // Each word must appear in the company, the position or the contact's name.
    for (const word of filters.q.split(/\s+/).filter(Boolean).slice(0, 8)) {
      const pattern = likePattern(word);
      query = query.where((eb) =>
        eb.or([
          eb(sql`job_orders.company_key`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(job_orders.position)`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(job_orders.contact_name)`, 'like', sql`${pattern} escape '\\'`),
        ]),
      );
    }
  }
  return query;
}

const SORT_COLUMNS = {
  created: 'job_orders.created_at',
  start: 'job_orders.start_date',
  company: 'job_orders.company_key',
  headcount: 'job_orders.headcount',
  status: 'job_orders.status',
} as const satisfies Record<JobOrderSort, string>;

// The board's version: the newest change to any order (every write to an order sets its
// updated_at), read from its index in one step. A total shared under it is never older than
// the last change, whichever instance made it (but for a second change within the same
// millisecond as one a total was already counted after, which waits out the cache's TTL).
export async function jobOrdersVersion(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('job_orders')
    .select((eb) => eb.fn.max('updated_at').as('version'))
    .executeTakeFirst();
  return row?.version ?? '';
}

export async function listJobOrders(
  db: Kysely<Database>,
  options: JobOrderFilters & {
    sort: JobOrderSort;
    dir: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
  // How the total is had: counted here, or shared by callers asking the same (the route's
  // cache, keyed by the filters).
  rememberTotal: (count: () => Promise<number>) => Promise<number> = (count) => count(),
): Promise<{ orders: JobOrderRecord[]; total: number }> {
  // Ties in the order they came, newest first, so pages never repeat a row. Not a second time
  // when the sort is already that: SQLite then sorted every order instead of reading the
  // created_at index (770 ms at 100,000 orders instead of 0.1).
  const ordered = <Q extends ReturnType<typeof selectOrders>>(query: Q): Q => {
    const sorted = query.orderBy(SORT_COLUMNS[options.sort], options.dir);
    return (
      options.sort === 'created' ? sorted : sorted.orderBy('job_orders.created_at', 'desc')
    ).orderBy('job_orders.id', 'desc') as Q;
  };
  // The page's ids first, from the sort's index alone, then only their rows and owners: a
  // deep page (the 5,000th order) otherwise read and joined every order it skipped.
  const pageIds = ordered(filtered(db, options, true))
    .clearSelect()
    .select('job_orders.id')
    .limit(options.limit)
    .offset(options.offset);
  const [rows, total] = await Promise.all([
    ordered(selectOrders(db).where('job_orders.id', 'in', pageIds)).execute(),
    rememberTotal(async () => {
      const counted = await filtered(db, options, true)
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return counted.count;
    }),
  ]);
  return { orders: rows.map(toRecord), total };
}

export async function listJobOrderEvents(
  db: Kysely<Database>,
  orderId: string,
): Promise<JobOrderEventRecord[]> {
  const rows = await db
    .selectFrom('job_order_events')
    .selectAll()
    .where('job_order_id', '=', orderId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    actorName: row.actor_name,
    kind: oneOf(['received', 'status', 'owner', 'filled', 'note', 'job'], row.kind, 'note'),
    fromStatus: row.from_status ? statusOf(row.from_status) : null,
    toStatus: row.to_status ? statusOf(row.to_status) : null,
    text: row.text,
  }));
}

// Moves the order from `from` to `to` only if it is still at `from` (another recruiter may
// have moved it meanwhile); false when it was not.
export async function moveJobOrder(
  db: Kysely<Database>,
  orderId: string,
  actor: Actor,
  move: { from: JobOrderStatus; to: JobOrderStatus; reason: string | null },
): Promise<boolean> {
  const at = nowIso();
  const result = await db
    .updateTable('job_orders')
    .set({ status: move.to, status_reason: move.reason, updated_at: at })
    .where('id', '=', orderId)
    .where('status', '=', move.from)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await addEvent(
    db,
    orderId,
    actor,
    { kind: 'status', fromStatus: move.from, toStatus: move.to, text: move.reason },
    at,
  );
  return true;
}

export async function setJobOrderOwner(
  db: Kysely<Database>,
  orderId: string,
  actor: Actor,
  owner: { id: string; name: string } | null,
): Promise<void> {
  const at = nowIso();
  await db
    .updateTable('job_orders')
    .set({ owner_user_id: owner?.id ?? null, updated_at: at })
    .where('id', '=', orderId)
    .execute();
  await addEvent(
    db,
    orderId,
    actor,
    { kind: 'owner', text: owner ? `Owner: ${owner.name}` : 'No owner' },
    at,
  );
}

export async function setJobOrderFilled(
  db: Kysely<Database>,
  orderId: string,
  actor: Actor,
  filledCount: number,
): Promise<void> {
  const at = nowIso();
  await db
    .updateTable('job_orders')
    .set({ filled_count: filledCount, updated_at: at })
    .where('id', '=', orderId)
    .execute();
  await addEvent(db, orderId, actor, { kind: 'filled', text: `Filled: ${filledCount}` }, at);
}

// A placement counts towards the order: one more filled, and the order becomes filled when
// that reaches its headcount. False when the order is closed or already full, checked in the
// same statement so two placements at once cannot overfill it.
export async function countPlacementOnOrder(
  db: Kysely<Database>,
  orderId: string,
  actor: Actor,
): Promise<boolean> {
  const at = nowIso();
  const updated = await db
    .updateTable('job_orders')
    .set((eb) => ({ filled_count: eb('filled_count', '+', 1), updated_at: at }))
    .where('id', '=', orderId)
    .where('status', 'not in', ['filled', 'cancelled', 'lost'])
    .whereRef('filled_count', '<', 'headcount')
    .returning(['filled_count', 'headcount', 'status'])
    .executeTakeFirst();
  if (!updated) return false;
  await addEvent(
    db,
    orderId,
    actor,
    { kind: 'filled', text: `Filled: ${updated.filled_count}` },
    at,
  );
  if (updated.filled_count >= updated.headcount) {
    await db
      .updateTable('job_orders')
      .set({ status: 'filled', status_reason: null, updated_at: at })
      .where('id', '=', orderId)
      .execute();
    await addEvent(
      db,
      orderId,
      actor,
      { kind: 'status', fromStatus: statusOf(updated.status), toStatus: 'filled', text: null },
      at,
    );
  }
  return true;
}

export async function addJobOrderNote(
  db: Kysely<Database>,
  orderId: string,
  actor: Actor,
  note: string,
): Promise<void> {
  await addEvent(db, orderId, actor, { kind: 'note', text: note }, nowIso());
}

// Links the job posted from the order; false when the order has a job already (or is gone).
export async function linkJobToOrder(
  db: Kysely<Database>,
  orderId: string,
  actor: Actor,
  job: { id: string; title: string },
): Promise<boolean> {
  const at = nowIso();
  const result = await db
    .updateTable('job_orders')
    .set({ job_id: job.id, updated_at: at })
    .where('id', '=', orderId)
    .where('job_id', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await addEvent(db, orderId, actor, { kind: 'job', text: `Posted as a job: ${job.title}` }, at);
  return true;
}

// Recruiters and admins with an account that works: who may own an order.
export async function listStaffOwners(
  db: Kysely<Database>,
): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('role', 'in', ['recruiter', 'admin'])
    .where('disabled_at', 'is', null)
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: `${row.first_name} ${row.last_name}`.trim() }));
}

// Orders sent from this address (as stored: lower-case), oldest first, for the data export.
export async function listJobOrdersSentBy(
  db: Kysely<Database>,
  email: string,
): Promise<JobOrderRecord[]> {
  const rows = await selectOrders(db)
    .where('job_orders.email', '=', email.trim().toLowerCase())
    .orderBy('job_orders.created_at')
    .orderBy('job_orders.id')
    .execute();
  return rows.map(toRecord);
}

// The right to erasure for the person who sent orders from this address: the agency keeps
// the order (the client's request, its history and its job), without the person's name,
// address, phone or notes.
export async function eraseJobOrderContact(db: Kysely<Database>, email: string): Promise<void> {
  const key = email.trim().toLowerCase();
  const orders = await db.selectFrom('job_orders').select('id').where('email', '=', key).execute();
  if (orders.length === 0) return;
  const ids = orders.map((order) => order.id);
  await db
    .updateTable('job_orders')
    .set({ contact_name: '', email: '', phone: '', notes: null, updated_at: nowIso() })
    .where('id', 'in', ids)
    .execute();
  await db
    .updateTable('job_order_events')
    .set({ actor_name: 'A contact who was erased' })
    .where('job_order_id', 'in', ids)
    .where('kind', '=', 'received')
    .execute();
}
