import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { INDUSTRIES, type Industry } from '@staffing/shared/constants';
import {
  ASSIGNMENT_TYPES,
  SHIFTS,
  type JobOrderStatus,
} from '@staffing/shared/job-order-constants';
import type { ConsentState } from '@staffing/shared/shortlist-schemas';
import type {
  ClientCompaniesTable,
  ClientContactsTable,
  Database,
  JobOrderEventsTable,
  JobOrdersTable,
  PlacementsTable,
  ShortlistEntriesTable,
  ShortlistEventsTable,
} from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import { INDUSTRY_WORDS, pick, seededRandom, type Random } from './demo-resumes.ts';

// `npm run db:seed -- --orders N`: synthetic job orders for the order board's and the client
// portal's benchmarks and demos, with the client companies and contacts that sent them, the
// shortlists recruiters made from the talent pool (each candidate's consent answered or not),
// and the placements that filled them. Written straight into the tables in batches (one
// transaction each), as --candidates does, with every column the repositories would set
// (filled counts that match the placements, the client's latest answer on each entry, the
// history events), so 100,000 orders take a minute or two instead of the hours a few
// repository calls per row would. Shortlists need people: the newest 20,000 stored
// candidates are drawn from. Addresses are at subdomains of example.com, which reach nobody.

const SEED_SALT = 0x0d3e5;
const DAY_MS = 86_400_000;
// Within 20 months, as the candidate seed: older than the retention period would be erased.
const SPAN_DAYS = 600;
// About 40 orders per client company, whatever the total, so a client's own list (the
// portal's first page) is as long at 100,000 orders as at 10,000, as it would be at a real
// agency that grows by winning clients.
const ORDERS_PER_COMPANY = 40;
const CANDIDATE_POOL = 20_000;
// Under SQLite's 32,766 bound parameters per statement for the widest table (job_orders, 34
// columns).
const MAX_PARAMETERS = 30_000;

// Half the board has ended, as on a board a year old; the rest is being worked.
const STATUS_WEIGHTS: JobOrderStatus[] = [
  'new',
  'new',
  'qualified',
  'qualified',
  'open',
  'open',
  'open',
  'open',
  'open',
  'filled',
  'filled',
  'filled',
  'filled',
  'filled',
  'filled',
  'cancelled',
  'cancelled',
  'lost',
  'lost',
  'lost',
];
const PATH: Record<JobOrderStatus, JobOrderStatus[]> = {
  new: [],
  qualified: ['qualified'],
  open: ['qualified', 'open'],
  filled: ['qualified', 'open', 'filled'],
  cancelled: ['qualified', 'cancelled'],
  lost: ['lost'],
};
const CONSENT_WEIGHTS: ConsentState[] = [
  'granted',
  'granted',
  'granted',
  'granted',
  'granted',
  'pending',
  'pending',
  'declined',
  'withdrawn',
];
const REASONS: Partial<Record<JobOrderStatus, string[]>> = {
  cancelled: ['The client filled it themselves', 'Project postponed', 'Budget cut'],
  lost: ['Another agency was faster', 'Rate too high for the client', 'No answer from client'],
};
const NAME_FIRST = [
  'Lakeshore',
  'Prairie',
  'Midway',
  'Northern',
  'Great Lakes',
  'Riverbend',
  'Summit',
  'Harbor',
  'Keystone',
  'Cardinal',
  'Heartland',
  'Union',
];
const NAME_LAST: Record<Industry, string[]> = {
  Drivers: ['Logistics', 'Distribution', 'Freight', 'Fulfillment'],
  Healthcare: ['Health', 'Medical Center', 'Care Homes', 'Clinics'],
  Construction: ['Builders', 'Electric', 'Contracting', 'Mechanical'],
  ItTech: ['Software', 'Analytics', 'Systems', 'Digital'],
  Business: ['Financial Group', 'Insurance', 'Partners', 'Services'],
};
const PEOPLE = [
  'Dana Brooks',
  'Ray Alvarez',
  'Kim Osei',
  'Pat Novak',
  'Sam Whitfield',
  'Lee Moreno',
  'Alex Chen',
  'Jordan Price',
  'Morgan Reyes',
  'Casey Walsh',
];
const CONTACT_TITLES = ['HR Manager', 'Operations Manager', 'Site Supervisor', 'Talent Lead'];
const PLACES = [
  ['Chicago', 'IL', '60601'],
  ['Aurora', 'IL', '60505'],
  ['Joliet', 'IL', '60432'],
  ['Milwaukee', 'WI', '53202'],
  ['Gary', 'IN', '46402'],
  ['Indianapolis', 'IN', '46204'],
  ['Detroit', 'MI', '48226'],
  ['St. Louis', 'MO', '63101'],
  ['Minneapolis', 'MN', '55401'],
  ['Columbus', 'OH', '43215'],
] as const;

type Company = {
  id: string;
  name: string;
  industry: Industry;
  domain: string;
  contacts: { id: string; name: string; email: string; phone: string }[];
};
type Person = { id: string; name: string };

type Batch = {
  companies: Insertable<ClientCompaniesTable>[];
  contacts: Insertable<ClientContactsTable>[];
  orders: Insertable<JobOrdersTable>[];
  orderEvents: Insertable<JobOrderEventsTable>[];
  entries: Insertable<ShortlistEntriesTable>[];
  entryEvents: Insertable<ShortlistEventsTable>[];
  placements: Insertable<PlacementsTable>[];
};

const iso = (ms: number) => new Date(ms).toISOString();
const day = (ms: number) => iso(ms).slice(0, 10);

// `count` distinct items drawn from a long list without copying it.
function sample<T>(random: Random, list: readonly T[], count: number): T[] {
  const chosen = new Set<number>();
  const wanted = Math.min(count, list.length);
  while (chosen.size < wanted) chosen.add(Math.floor(random() * list.length));
  return [...chosen].map((index) => list[index] as T);
}

function makeCompany(batch: Batch, number: number, now: number): Company {
  const random = seededRandom(number * 2_246_822_519 + SEED_SALT);
  const industry = pick(random, INDUSTRIES);
  const name = `${pick(random, NAME_FIRST)} ${pick(random, NAME_LAST[industry])} ${number}`;
  const domain = `client${number}.example.com`;
  const createdAt = iso(now - SPAN_DAYS * DAY_MS - Math.floor(random() * 30 * DAY_MS));
  const id = newId();
  const [city, state] = pick(random, PLACES);
  batch.companies.push({
    id,
    created_at: createdAt,
    updated_at: createdAt,
    name,
    name_key: name.toLowerCase(),
    industry,
    locations: JSON.stringify([`${city}, ${state}`]),
    notes: null,
    email_domain: domain,
  });
  const contacts = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, index) => {
    const person = pick(random, PEOPLE);
    const email = `${person.toLowerCase().replace(' ', '.')}${index}@${domain}`;
    const phone = `(312) 555-01${String(Math.floor(random() * 100)).padStart(2, '0')}`;
    const contact = { id: newId(), name: person, email, phone };
    batch.contacts.push({
      id: contact.id,
      company_id: id,
      created_at: createdAt,
      updated_at: createdAt,
      name: person,
      email,
      email_domain: domain,
      phone,
      title: pick(random, CONTACT_TITLES),
    });
    return contact;
  });
  return { id, name, industry, domain, contacts };
}

// One order, its history, and for orders being worked or ended its shortlist (consent asked,
// answered or not) and, when filled or partly filled, its placements.
function addOrder(
  batch: Batch,
  number: number,
  at: number,
  company: Company,
  staff: Person[],
  candidates: Person[],
  now: number,
): void {
  const random = seededRandom(number * 2_654_435_761 + SEED_SALT);
  const status = pick(random, STATUS_WEIGHTS);
  const contact = pick(random, company.contacts);
  const [city, state, zip] = pick(random, PLACES);
  const headcount =
    status === 'filled' ? 1 + Math.floor(random() * 3) : 1 + Math.floor(random() * 8);
  const hourly = random() < 0.8;
  const payMin = hourly
    ? 1600 + Math.floor(random() * 3000)
    : 4_000_000 + Math.floor(random() * 60) * 100_000;
  const payMax = payMin + (hourly ? 400 : 1_000_000);
  const assignmentType = pick(random, ASSIGNMENT_TYPES);
  const ongoing = assignmentType !== 'temporary' || random() < 0.3;
  const owner = status === 'new' || staff.length === 0 ? null : pick(random, staff);
  const id = newId();
  // Statuses move a few days apart, never past now.
  const steps = PATH[status].map((to, index) => ({
    to,
    at: Math.min(now, at + (index + 1) * (1 + Math.floor(random() * 6)) * DAY_MS),
  }));
  const lastAt = steps.at(-1)?.at ?? at;
  const reasons = REASONS[status];
  const order: Insertable<JobOrdersTable> = {
    id,
    created_at: iso(at),
    updated_at: iso(lastAt),
    status,
    status_reason: reasons ? pick(random, reasons) : null,
    owner_user_id: owner?.id ?? null,
    position: pick(random, INDUSTRY_WORDS[company.industry].titles),
    industry: company.industry,
    headcount,
    filled_count: 0,
    start_date: day(at + (7 + Math.floor(random() * 30)) * DAY_MS),
    assignment_type: assignmentType,
    end_date: ongoing ? null : day(at + (60 + Math.floor(random() * 120)) * DAY_MS),
    ongoing: ongoing ? 1 : 0,
    shift: pick(random, SHIFTS),
    pay_min_cents: payMin,
    pay_max_cents: payMax,
    pay_period: hourly ? 'hour' : 'year',
    city,
    state,
    zip,
    licences: null,
    certifications: null,
    languages: null,
    contact_name: contact.name,
    company: company.name,
    company_key: company.name.toLowerCase(),
    email: contact.email,
    phone: contact.phone,
    notes: null,
    // Orders still new are partly not yet linked to their company, as staff find them.
    client_company_id: status === 'new' && random() < 0.5 ? null : company.id,
    client_contact_id: null,
    job_id: null,
  };
  if (order.client_company_id) order.client_contact_id = contact.id;
  batch.orders.push(order);
  batch.orderEvents.push({
    id: newId(),
    job_order_id: id,
    created_at: iso(at),
    actor_user_id: null,
    actor_name: contact.name,
    kind: 'received',
    from_status: null,
    to_status: 'new',
    text: `Sent from the website by ${company.name}`,
  });
  let from: JobOrderStatus = 'new';
  for (const step of steps) {
    batch.orderEvents.push({
      id: newId(),
      job_order_id: id,
      created_at: iso(step.at),
      actor_user_id: owner?.id ?? null,
      actor_name: owner?.name ?? 'Seeded recruiter',
      kind: 'status',
      from_status: from,
      to_status: step.to,
      text: step.to === status ? (order.status_reason ?? null) : null,
    });
    from = step.to;
  }

  if (!['open', 'filled', 'cancelled'].includes(status) || candidates.length === 0) return;
  // Those hired on a filled order, then a few more who were asked.
  const placed =
    status === 'filled' ? headcount : status === 'open' ? Math.floor(random() * headcount) : 0;
  const people = sample(random, candidates, placed + Math.floor(random() * 4));
  const by = owner ?? { id: null, name: 'Seeded recruiter' };
  const shortlistedAt = Math.min(now, at + 2 * DAY_MS);
  people.forEach((person, index) => {
    const hired = index < placed;
    const consent: ConsentState = hired ? 'granted' : pick(random, CONSENT_WEIGHTS);
    const consentAt = consent === 'pending' ? null : Math.min(now, shortlistedAt + DAY_MS);
    const decidedAt = consentAt === null ? null : Math.min(now, consentAt + 2 * DAY_MS);
    const decision = hired
      ? 'hire'
      : consent === 'granted' && random() < 0.5
        ? pick(random, ['interview', 'decline'])
        : null;
    const entryId = newId();
    const pitch = `${person.name} has done this work before and can start on time.`;
    batch.entries.push({
      id: entryId,
      job_order_id: id,
      candidate_id: person.id,
      created_at: iso(shortlistedAt),
      updated_at: iso(decidedAt ?? consentAt ?? shortlistedAt),
      added_by_user_id: owner?.id ?? null,
      added_by_name: by.name,
      pitch,
      consent,
      consent_at: consentAt === null ? null : iso(consentAt),
      // The hash of a token nobody holds: a seeded candidate's links lead nowhere.
      token_hash: randomBytes(32).toString('base64url'),
      client_decision: decision,
      client_decision_at: decision && decidedAt !== null ? iso(decidedAt) : null,
      client_decision_text:
        decision === 'interview'
          ? 'Tuesday or Wednesday morning'
          : decision === 'decline'
            ? 'Not enough experience'
            : null,
    });
    batch.entryEvents.push({
      id: newId(),
      entry_id: entryId,
      created_at: iso(shortlistedAt),
      kind: 'added',
      actor_name: by.name,
      text: pitch,
    });
    if (consentAt !== null) {
      batch.entryEvents.push({
        id: newId(),
        entry_id: entryId,
        created_at: iso(consentAt),
        kind: `consent-${consent}`,
        actor_name: null,
        text: null,
      });
    }
    if (decision && decidedAt !== null) {
      batch.entryEvents.push({
        id: newId(),
        entry_id: entryId,
        created_at: iso(decidedAt),
        kind:
          decision === 'hire'
            ? 'hired'
            : decision === 'interview'
              ? 'interview-requested'
              : 'client-declined',
        actor_name: contact.name,
        text: null,
      });
    }
    if (hired) {
      batch.placements.push({
        id: newId(),
        job_order_id: id,
        candidate_id: person.id,
        shortlist_entry_id: entryId,
        created_at: iso(decidedAt ?? lastAt),
        candidate_name: person.name,
        start_date: order.start_date,
        pay_rate_cents: hourly ? payMin + 100 : payMin,
        bill_rate_cents: hourly ? Math.round(payMin * 1.4) : null,
        placed_by_user_id: owner?.id ?? null,
        placed_by_name: by.name,
      });
    }
  });
  order.filled_count = Math.min(placed, people.length);
}

async function insertChunked<T extends object>(
  rows: T[],
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(rows[0] ?? {}).length));
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
  }
}

export async function seedOrders(options: {
  db: Kysely<Database>;
  total: number;
  batchSize: number;
  onProgress?: (done: number) => void;
}): Promise<{ orders: number; companies: number; entries: number; placements: number }> {
  const { db, total } = options;
  const candidateRows = await db
    .selectFrom('candidates')
    .select(['id', 'first_name', 'last_name', 'email'])
    .orderBy('seq', 'desc')
    .limit(CANDIDATE_POOL)
    .execute();
  if (candidateRows.length === 0) {
    throw new Error('Orders shortlist candidates: seed some candidates first.');
  }
  const candidates = candidateRows.map((row) => ({
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim() || row.email,
  }));
  const staffRows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('role', 'in', ['recruiter', 'admin'])
    .execute();
  const staff = staffRows.map((row) => ({
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
  }));
  // Company numbers start past every stored company, so a second seed adds new names and
  // addresses rather than repeating the first's.
  const stored = await db
    .selectFrom('client_companies')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  const firstCompany = Number(stored.count) + 1;
  const companyCount = Math.max(1, Math.ceil(total / ORDERS_PER_COMPANY));
  const now = Date.now();
  // Orders arrive evenly over the span, oldest first, so insertion order is creation order.
  const spanMs = SPAN_DAYS * DAY_MS;
  const companies: Company[] = [];
  const counts = { entries: 0, placements: 0 };
  for (let done = 0; done < total;) {
    const size = Math.min(options.batchSize, total - done);
    const batch: Batch = {
      companies: [],
      contacts: [],
      orders: [],
      orderEvents: [],
      entries: [],
      entryEvents: [],
      placements: [],
    };
    for (let index = 0; index < size; index++) {
      const number = done + index;
      // Companies are made as their first order comes, so each batch brings its own.
      const companyIndex = Math.floor(
        seededRandom(number * 40_503 + SEED_SALT)() * Math.min(companyCount, 1 + number),
      );
      while (companies.length <= companyIndex) {
        companies.push(makeCompany(batch, firstCompany + companies.length, now));
      }
      const company = companies[companyIndex];
      if (!company) throw new Error(`No company ${companyIndex}`);
      const at = now - spanMs + Math.floor((number / total) * spanMs);
      addOrder(batch, number, at, company, staff, candidates, now);
    }
    await db.transaction().execute(async (trx) => {
      await insertChunked(batch.companies, (rows) =>
        trx.insertInto('client_companies').values(rows).execute(),
      );
      await insertChunked(batch.contacts, (rows) =>
        trx.insertInto('client_contacts').values(rows).execute(),
      );
      await insertChunked(batch.orders, (rows) =>
        trx.insertInto('job_orders').values(rows).execute(),
      );
      await insertChunked(batch.orderEvents, (rows) =>
        trx.insertInto('job_order_events').values(rows).execute(),
      );
      await insertChunked(batch.entries, (rows) =>
        trx.insertInto('shortlist_entries').values(rows).execute(),
      );
      await insertChunked(batch.entryEvents, (rows) =>
        trx.insertInto('shortlist_events').values(rows).execute(),
      );
      await insertChunked(batch.placements, (rows) =>
        trx.insertInto('placements').values(rows).execute(),
      );
    });
    counts.entries += batch.entries.length;
    counts.placements += batch.placements.length;
    done += size;
    options.onProgress?.(done);
  }
  return { orders: total, companies: companies.length, ...counts };
}

// The tables an order seed fills, for PostgreSQL's VACUUM ANALYZE afterwards.
export const ORDER_SEED_TABLES = [
  'client_companies',
  'client_contacts',
  'job_orders',
  'job_order_events',
  'shortlist_entries',
  'shortlist_events',
  'placements',
] as const;
