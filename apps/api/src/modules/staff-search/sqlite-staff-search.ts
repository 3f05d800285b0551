import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  CLIENT_MATCHES_MAX,
  type CandidateRow,
  type ClientRow,
  type JobRow,
  type OrderRow,
  type StaffSearchQueries,
  type StaffSearchRows,
} from './staff-search-queries.ts';
import {
  fts5Prefixes,
  fts5Words,
  hasLongPrefix,
  type StaffSearchWords,
} from './staff-search-words.ts';

// The search box on SQLite: each kind's own FTS5 table (migration 0098; the talent pool's
// candidates_fts for resume words), walked newest first (descending rowid, the insertion
// order) and stopped after `limit` matches, so a word in every tenth record costs what a rare
// one does: 0.1–0.7 ms a kind among 100,000 candidates and orders and 1,000,000 jobs.

const CANDIDATE_COLUMNS = sql`candidates.id, candidates.first_name, candidates.last_name,
  candidates.email, candidates.phone, candidates.city, candidates.region`;

async function newest<Row>(
  db: Kysely<Database>,
  source: { fts: string; table: string; key: 'seq' | 'search_seq'; columns: RawBuilder<unknown> },
  match: string,
  limit: number,
): Promise<Row[]> {
  const { fts, table, key, columns } = source;
  const result = await sql<Row>`select ${columns}
    from ${sql.table(fts)} join ${sql.table(table)}
      on ${sql.ref(`${table}.${key}`)} = ${sql.ref(`${fts}.rowid`)}
    where ${sql.ref(fts)} match ${match}
    order by ${sql.ref(`${fts}.rowid`)} desc limit ${limit}`.execute(db);
  return result.rows;
}

// FTS5 keeps posting lists for prefixes of up to six characters; a longer one is read by
// gathering every word it starts, which for a common word among a million titles costs
// milliseconds (staff-search-words.ts). Such a word is first asked whole, read lazily, and as
// a prefix only when that finds fewer than `limit`.
async function byPrefixes<T>(
  prefixes: readonly string[],
  limit: number,
  find: (match: string) => Promise<T[]>,
): Promise<T[]> {
  if (hasLongPrefix(prefixes)) {
    const whole = await find(fts5Prefixes(prefixes, { wholeLongWords: true }));
    if (whole.length >= limit) return whole;
  }
  return find(fts5Prefixes(prefixes));
}

const CANDIDATE_CONTACTS = {
  fts: 'candidates_contact_fts',
  table: 'candidates',
  key: 'seq',
  columns: CANDIDATE_COLUMNS,
} as const;
const CANDIDATE_DOCUMENTS = { ...CANDIDATE_CONTACTS, fts: 'candidates_fts' } as const;
const JOBS = {
  fts: 'job_titles_fts',
  table: 'jobs',
  key: 'seq',
  columns: sql`jobs.id, jobs.title, jobs.status, jobs.location`,
} as const;
const ORDERS = {
  fts: 'job_orders_fts',
  table: 'job_orders',
  key: 'search_seq',
  columns: sql`job_orders.id, job_orders.position, job_orders.company, job_orders.contact_name,
    job_orders.status, job_orders.city, job_orders.state`,
} as const;

// The newest CLIENT_MATCHES_MAX companies by name and contacts by name or address, each
// company once with its newest matching contact when its own name did not match, by name.
async function clients(db: Kysely<Database>, match: string, limit: number): Promise<ClientRow[]> {
  const result = await sql<ClientRow>`with
    named as (
      select client_companies.id from client_companies_fts join client_companies
        on client_companies.search_seq = client_companies_fts.rowid
      where client_companies_fts match ${match}
      order by client_companies_fts.rowid desc limit ${CLIENT_MATCHES_MAX}
    ),
    contacts as (
      select client_contacts.company_id, client_contacts.name, client_contacts.email,
        client_contacts_fts.rowid as position
      from client_contacts_fts join client_contacts
        on client_contacts.search_seq = client_contacts_fts.rowid
      where client_contacts_fts match ${match}
      order by client_contacts_fts.rowid desc limit ${CLIENT_MATCHES_MAX}
    ),
    found as (select id from named union select company_id from contacts)
    select client_companies.id, client_companies.name, client_companies.industry,
      contact.name as contact_name, contact.email as contact_email
    from found join client_companies on client_companies.id = found.id
    left join contacts as contact on contact.company_id = client_companies.id
      and client_companies.id not in (select id from named)
      and contact.position = (select max(position) from contacts
        where contacts.company_id = client_companies.id)
    order by client_companies.name_key, client_companies.id limit ${limit}`.execute(db);
  return result.rows;
}

// Names and contacts first; then, while there is room, people whose resume or applications
// hold the words.
async function candidates(
  db: Kysely<Database>,
  words: StaffSearchWords,
  limit: number,
): Promise<CandidateRow[]> {
  const byContact =
    words.prefixes.length > 0
      ? await byPrefixes(words.prefixes, limit, (match) =>
          newest<Omit<CandidateRow, 'by_words'>>(db, CANDIDATE_CONTACTS, match, limit),
        )
      : [];
  const rows: CandidateRow[] = byContact.map((row) => ({ ...row, by_words: false }));
  if (rows.length < limit && words.words.length > 0) {
    const byWords = await newest<Omit<CandidateRow, 'by_words'>>(
      db,
      CANDIDATE_DOCUMENTS,
      fts5Words(words.words),
      limit + rows.length,
    );
    const seen = new Set(rows.map((row) => row.id));
    for (const row of byWords) if (!seen.has(row.id)) rows.push({ ...row, by_words: true });
  }
  return rows.slice(0, limit);
}

export const sqliteStaffSearch: StaffSearchQueries = async (db, kinds, words, limit) => {
  const { prefixes } = words;
  const rows: StaffSearchRows = {};
  for (const kind of kinds) {
    if (kind === 'candidates') {
      rows.candidates = await candidates(db, words, limit);
    } else if (prefixes.length === 0) {
      rows[kind] = [];
    } else if (kind === 'jobs') {
      rows.jobs = await byPrefixes(prefixes, limit, (match) =>
        newest<JobRow>(db, JOBS, match, limit),
      );
    } else if (kind === 'orders') {
      rows.orders = await byPrefixes(prefixes, limit, (match) =>
        newest<OrderRow>(db, ORDERS, match, limit),
      );
    } else {
      rows.clients = await byPrefixes(prefixes, limit, (match) => clients(db, match, limit));
    }
  }
  return rows;
};
