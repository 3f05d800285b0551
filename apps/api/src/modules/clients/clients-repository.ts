import { sql, type Kysely } from 'kysely';
import { INDUSTRIES, type Industry } from '@staffing/shared/constants';
import { JOB_ORDER_STATUSES, type JobOrderStatus } from '@staffing/shared/job-order-constants';
import type { ContactAccess } from '@staffing/shared/client-schemas';
import type { Database } from '../../db/schema.ts';
import { isoIn, nowIso } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';

// Client companies, their contacts and the contacts' invitations. Rows stay here; callers get
// records.

export type ClientCompanyRecord = {
  id: string;
  createdAt: string;
  name: string;
  industry: Industry;
  locations: string[];
  notes: string | null;
  emailDomain: string | null;
  contactCount: number;
  orderCount: number;
};

export type ClientContactRecord = {
  id: string;
  companyId: string;
  name: string;
  email: string;
  phone: string | null;
  title: string | null;
  userId: string | null;
  invitedAt: string | null;
  access: ContactAccess;
};

export type ClientOrderRecord = {
  id: string;
  createdAt: string;
  position: string;
  status: JobOrderStatus;
  headcount: number;
  filledCount: number;
  startDate: string;
  city: string;
  state: string;
};

export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

export const domainOf = (email: string): string =>
  email.slice(email.lastIndexOf('@') + 1).toLowerCase();

function parseLocations(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
}

function selectCompanies(db: Kysely<Database>) {
  return db
    .selectFrom('client_companies')
    .selectAll('client_companies')
    .select((eb) => [
      eb
        .selectFrom('client_contacts')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('client_contacts.company_id', '=', 'client_companies.id')
        .as('contact_count'),
      eb
        .selectFrom('job_orders')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('job_orders.client_company_id', '=', 'client_companies.id')
        .as('order_count'),
    ]);
}

type CompanyRow = Awaited<
  ReturnType<ReturnType<typeof selectCompanies>['executeTakeFirstOrThrow']>
>;

function toCompany(row: CompanyRow): ClientCompanyRecord {
  return {
    id: row.id,
    createdAt: row.created_at,
    name: row.name,
    industry: oneOf(INDUSTRIES, row.industry, 'Business'),
    locations: parseLocations(row.locations),
    notes: row.notes,
    emailDomain: row.email_domain,
    contactCount: Number(row.contact_count ?? 0),
    orderCount: Number(row.order_count ?? 0),
  };
}

export async function listClientCompanies(
  db: Kysely<Database>,
  filters: { q?: string | undefined },
): Promise<ClientCompanyRecord[]> {
  let query = selectCompanies(db);
  if (filters.q) {
    const pattern = `%${filters.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`client_companies.name_key like ${pattern} escape '\\'`);
  }
  const rows = await query.orderBy('name_key').orderBy('id').limit(500).execute();
  return rows.map(toCompany);
}

export async function findClientCompany(
  db: Kysely<Database>,
  id: string,
): Promise<ClientCompanyRecord | undefined> {
  const row = await selectCompanies(db).where('client_companies.id', '=', id).executeTakeFirst();
  return row ? toCompany(row) : undefined;
}

export type CompanyInput = {
  name: string;
  industry: Industry;
  locations: string[];
  notes?: string | undefined;
  emailDomain?: string | undefined;
};

export async function insertClientCompany(
  db: Kysely<Database>,
  input: CompanyInput,
): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('client_companies')
    .values({
      id,
      created_at: now,
      updated_at: now,
      name: input.name,
      name_key: input.name.toLowerCase(),
      industry: input.industry,
      locations: JSON.stringify(input.locations),
      notes: input.notes ?? null,
      email_domain: input.emailDomain ?? null,
    })
    .execute();
  return id;
}

export async function updateClientCompany(
  db: Kysely<Database>,
  id: string,
  change: {
    name?: string | undefined;
    industry?: Industry | undefined;
    locations?: string[] | undefined;
    notes?: string | null | undefined;
    emailDomain?: string | null | undefined;
  },
): Promise<void> {
  await db
    .updateTable('client_companies')
    .set({
      updated_at: nowIso(),
      ...(change.name !== undefined
        ? { name: change.name, name_key: change.name.toLowerCase() }
        : {}),
      ...(change.industry !== undefined ? { industry: change.industry } : {}),
      ...(change.locations !== undefined ? { locations: JSON.stringify(change.locations) } : {}),
      ...(change.notes !== undefined ? { notes: change.notes } : {}),
      ...(change.emailDomain !== undefined ? { email_domain: change.emailDomain } : {}),
    })
    .where('id', '=', id)
    .execute();
}

// Companies an order's sender may belong to: the same address domain on the company or on one
// of its contacts, or the same company name. Only ever offered to staff, never applied.
export async function findCompanyMatches(
  db: Kysely<Database>,
  sender: { email: string; company: string },
  ignoreDomains: ReadonlySet<string>,
): Promise<{ company: ClientCompanyRecord; reason: 'domain' | 'name' | 'contact' }[]> {
  const domain = domainOf(sender.email);
  const found = new Map<string, 'domain' | 'name' | 'contact'>();
  const contact = await db
    .selectFrom('client_contacts')
    .select('company_id')
    .where('email', '=', sender.email.trim().toLowerCase())
    .executeTakeFirst();
  if (contact) found.set(contact.company_id, 'contact');
  if (!ignoreDomains.has(domain)) {
    const byDomain = await db
      .selectFrom('client_companies')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('email_domain', '=', domain),
          eb(
            'id',
            'in',
            eb
              .selectFrom('client_contacts')
              .select('company_id')
              .where('email_domain', '=', domain),
          ),
        ]),
      )
      .limit(10)
      .execute();
    for (const row of byDomain) if (!found.has(row.id)) found.set(row.id, 'domain');
  }
  const byName = await db
    .selectFrom('client_companies')
    .select('id')
    .where('name_key', '=', sender.company.trim().toLowerCase())
    .limit(10)
    .execute();
  for (const row of byName) if (!found.has(row.id)) found.set(row.id, 'name');
  const matches: { company: ClientCompanyRecord; reason: 'domain' | 'name' | 'contact' }[] = [];
  for (const [id, reason] of found) {
    const company = await findClientCompany(db, id);
    if (company) matches.push({ company, reason });
  }
  return matches;
}

function selectContacts(db: Kysely<Database>) {
  return db
    .selectFrom('client_contacts')
    .selectAll('client_contacts')
    .select((eb) =>
      eb
        .selectFrom('client_invitations')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('client_invitations.contact_id', '=', 'client_contacts.id')
        .where('client_invitations.used_at', 'is', null)
        .where('client_invitations.expires_at', '>', nowIso())
        .as('open_invitations'),
    );
}

type ContactRow = Awaited<ReturnType<ReturnType<typeof selectContacts>['executeTakeFirstOrThrow']>>;

function toContact(row: ContactRow): ClientContactRecord {
  return {
    id: row.id,
    companyId: row.company_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    title: row.title,
    userId: row.user_id,
    invitedAt: row.invited_at,
    access: row.user_id ? 'active' : Number(row.open_invitations ?? 0) > 0 ? 'invited' : 'none',
  };
}

export async function listCompanyContacts(
  db: Kysely<Database>,
  companyId: string,
): Promise<ClientContactRecord[]> {
  const rows = await selectContacts(db)
    .where('company_id', '=', companyId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toContact);
}

export async function findClientContact(
  db: Kysely<Database>,
  id: string,
): Promise<ClientContactRecord | undefined> {
  const row = await selectContacts(db).where('id', '=', id).executeTakeFirst();
  return row ? toContact(row) : undefined;
}

export async function findClientContactByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<ClientContactRecord | undefined> {
  const row = await selectContacts(db)
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row ? toContact(row) : undefined;
}

export async function findClientContactOfUser(
  db: Kysely<Database>,
  userId: string,
): Promise<ClientContactRecord | undefined> {
  const row = await selectContacts(db).where('user_id', '=', userId).executeTakeFirst();
  return row ? toContact(row) : undefined;
}

export async function insertClientContact(
  db: Kysely<Database>,
  companyId: string,
  input: { name: string; email: string; phone?: string | undefined; title?: string | undefined },
): Promise<string> {
  const id = newId();
  const now = nowIso();
  const email = input.email.trim().toLowerCase();
  await db
    .insertInto('client_contacts')
    .values({
      id,
      company_id: companyId,
      created_at: now,
      updated_at: now,
      name: input.name,
      email,
      email_domain: domainOf(email),
      phone: input.phone ?? null,
      title: input.title ?? null,
    })
    .execute();
  return id;
}

// A new link replaces any older one still out for the same contact.
export async function insertInvitation(
  db: Kysely<Database>,
  contactId: string,
  tokenHash: string,
): Promise<string> {
  const now = nowIso();
  await db.deleteFrom('client_invitations').where('contact_id', '=', contactId).execute();
  await db
    .insertInto('client_invitations')
    .values({
      token_hash: tokenHash,
      contact_id: contactId,
      created_at: now,
      expires_at: isoIn(INVITATION_LIFETIME_MS),
      used_at: null,
    })
    .execute();
  await db
    .updateTable('client_contacts')
    .set({ invited_at: now, updated_at: now })
    .where('id', '=', contactId)
    .execute();
  return now;
}

// The contact a live (unused, unexpired) invitation is for.
export async function findInvitedContact(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<ClientContactRecord | undefined> {
  const row = await db
    .selectFrom('client_invitations')
    .select('contact_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return row ? findClientContact(db, row.contact_id) : undefined;
}

// Marks the invitation used in one conditional update, so a link followed twice at the same
// moment makes one account.
export async function consumeInvitation(db: Kysely<Database>, tokenHash: string): Promise<boolean> {
  const result = await db
    .updateTable('client_invitations')
    .set({ used_at: nowIso() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function linkContactUser(
  db: Kysely<Database>,
  contactId: string,
  userId: string,
): Promise<void> {
  await db
    .updateTable('client_contacts')
    .set({ user_id: userId, updated_at: nowIso() })
    .where('id', '=', contactId)
    .execute();
}

export async function listCompanyOrders(
  db: Kysely<Database>,
  companyId: string,
): Promise<ClientOrderRecord[]> {
  const rows = await db
    .selectFrom('job_orders')
    .select([
      'id',
      'created_at',
      'position',
      'status',
      'headcount',
      'filled_count',
      'start_date',
      'city',
      'state',
    ])
    .where('client_company_id', '=', companyId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    position: row.position,
    status: oneOf(JOB_ORDER_STATUSES, row.status, 'new'),
    headcount: row.headcount,
    filledCount: row.filled_count,
    startDate: row.start_date,
    city: row.city,
    state: row.state,
  }));
}

export async function findOrderClientIds(
  db: Kysely<Database>,
  orderId: string,
): Promise<{ companyId: string | null; contactId: string | null } | undefined> {
  const row = await db
    .selectFrom('job_orders')
    .select(['client_company_id', 'client_contact_id'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  return row ? { companyId: row.client_company_id, contactId: row.client_contact_id } : undefined;
}

export async function linkOrderToClient(
  db: Kysely<Database>,
  orderId: string,
  link: { companyId: string; contactId: string },
  event: { actorId: string; actorName: string; text: string },
): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('job_orders')
    .set({ client_company_id: link.companyId, client_contact_id: link.contactId, updated_at: now })
    .where('id', '=', orderId)
    .execute();
  // The order's history reads it as a note by the person who linked it.
  await db
    .insertInto('job_order_events')
    .values({
      id: newId(),
      job_order_id: orderId,
      created_at: now,
      actor_user_id: event.actorId,
      actor_name: event.actorName,
      kind: 'note',
      from_status: null,
      to_status: null,
      text: event.text,
    })
    .execute();
}
