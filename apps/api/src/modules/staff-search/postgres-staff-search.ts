import { sql, type Kysely, type RawBuilder } from 'kysely';
import { POSTGRES_SEARCH_DOCUMENTS } from '../../db/migrations/20261128-0098-staff-search.ts';
import type { Database } from '../../db/schema.ts';
import {
  CLIENT_MATCHES_MAX,
  type CandidateRow,
  type ClientRow,
  type JobRow,
  type OrderRow,
  type StaffSearchQueries,
} from './staff-search-queries.ts';
import { tsqueryPrefixes, tsqueryWords } from './staff-search-words.ts';

// The search box on PostgreSQL, through the GIN indexes of migrations 0098 and 0099 (and the
// talent pool's search_vector for resume words). A GIN index gives its matches in no useful order:
// sorting a common word's matches newest first reads every one (half a second for "forklift"
// among 100,000 candidates, cold), while the planner walking the newest rows for a word it
// wrongly guesses is common reads every row (0.67 s for a word nobody has). So each kind asks
// first among its newest rows (a window), where the planner may walk them or take the index's
// matches, either way a bounded read, and only when they hold too few does it take every match
// and sort them, which are then few (as the job board does, postgres-job-search.ts).
//
// A window row costs its match: under a microsecond for stored words (candidates' names and
// contacts, orders, clients: migration 0099), a few for a title's words computed from the row,
// 10–25 for a candidate's search document, read out of its TOAST table.
export const POSTGRES_SEARCH_WINDOWS = { stored: 1000, titles: 300, documents: 200 } as const;

// For the statements of one search (the transaction's own settings): a bitmap of two common
// prefixes' matches fits in 16 MB where at the default 4 MB it went lossy and every row of its
// pages was checked again (1.3 s for "senior nurse" among a million titles, 2 ms exact); no
// parallel workers, whose start cost 5 ms for sorts that find nothing; and no sequential scan,
// which the planner would take for a LIMIT it guesses the first rows fill and read a whole
// table for a word nobody has (every query here has an index to walk instead).
export const POSTGRES_SEARCH_SETTINGS = sql`select set_config('work_mem', '16MB', true),
  set_config('max_parallel_workers_per_gather', '0', true),
  set_config('enable_seqscan', 'off', true)`;

type Source = {
  table: 'candidates' | 'jobs' | 'job_orders' | 'client_companies' | 'client_contacts';
  // The newest-first order, and the same as an expression no index has.
  order: (table: string) => RawBuilder<unknown>;
  orderByMatches: RawBuilder<unknown>;
  // Where the window starts: the key of its oldest row.
  windowStart: RawBuilder<unknown>;
  columns: RawBuilder<unknown>;
};

function byCreated(
  table: Exclude<Source['table'], 'candidates'>,
  columns: RawBuilder<unknown>,
  window: number = POSTGRES_SEARCH_WINDOWS.stored,
): Source {
  const ref = (column: string) => sql.ref(`${table}.${column}`);
  return {
    table,
    order: (from) => sql`${sql.ref(`${from}.created_at`)} desc, ${sql.ref(`${from}.id`)} desc`,
    orderByMatches: sql`${ref('created_at')} + interval '0 seconds' desc, ${ref('id')} desc`,
    windowStart: sql`${ref('created_at')} >= coalesce((select created_at from ${sql.table(table)}
      order by created_at desc, id desc offset ${window - 1} limit 1),
      '-infinity')`,
    columns,
  };
}

const candidates = (window: number): Source => ({
  table: 'candidates',
  order: (from) => sql`${sql.ref(`${from}.seq`)} desc`,
  orderByMatches: sql`candidates.seq + 0 desc`,
  windowStart: sql`candidates.seq >= coalesce((select seq from candidates
    order by seq desc offset ${window - 1} limit 1), 0)`,
  columns: sql`candidates.id, candidates.first_name, candidates.last_name, candidates.email,
    candidates.phone, candidates.city, candidates.region`,
});
const CANDIDATE_CONTACTS = candidates(POSTGRES_SEARCH_WINDOWS.stored);
const CANDIDATE_DOCUMENTS = candidates(POSTGRES_SEARCH_WINDOWS.documents);
const JOBS = byCreated(
  'jobs',
  sql`jobs.id, jobs.title, jobs.status, jobs.location`,
  POSTGRES_SEARCH_WINDOWS.titles,
);
const ORDERS = byCreated(
  'job_orders',
  sql`job_orders.id, job_orders.position, job_orders.company, job_orders.contact_name,
    job_orders.status, job_orders.city, job_orders.state`,
);

async function newest<Row>(
  db: Kysely<Database>,
  source: Source,
  match: RawBuilder<boolean>,
  limit: number,
): Promise<Row[]> {
  const table = sql.table(source.table);
  const recent = await sql<Row>`select ${source.columns} from ${table}
    where ${match} and ${source.windowStart}
    order by ${source.order(source.table)} limit ${limit}`.execute(db);
  if (recent.rows.length >= limit) return recent.rows;
  const all = await sql<Row>`select ${source.columns} from ${table} where ${match}
    order by ${source.orderByMatches} limit ${limit}`.execute(db);
  return all.rows;
}

// `words`: a stored tsvector column, or the expression an index was made on.
const prefixMatch = (words: string, prefixes: readonly string[]) =>
  sql<boolean>`${sql.raw(words)} @@ to_tsquery('simple', ${tsqueryPrefixes(prefixes)})`;

const COMPANIES = byCreated('client_companies', sql`client_companies.id`);
const CONTACTS = byCreated(
  'client_contacts',
  sql`client_contacts.id, client_contacts.company_id, client_contacts.name, client_contacts.email`,
);

// The newest CLIENT_MATCHES_MAX companies by name and contacts by name or address, each
// company once, with its newest matching contact when its own name did not match; by name.
async function clients(
  db: Kysely<Database>,
  prefixes: readonly string[],
  limit: number,
): Promise<ClientRow[]> {
  const named = await newest<{ id: string }>(
    db,
    COMPANIES,
    prefixMatch('client_companies.search_words', prefixes),
    CLIENT_MATCHES_MAX,
  );
  const contacts = await newest<{ id: string; company_id: string; name: string; email: string }>(
    db,
    CONTACTS,
    prefixMatch('client_contacts.search_words', prefixes),
    CLIENT_MATCHES_MAX,
  );
  const ids = [
    ...new Set([...named, ...contacts.map((c) => ({ id: c.company_id }))].map((row) => row.id)),
  ];
  if (ids.length === 0) return [];
  const companies = await sql<{ id: string; name: string; industry: string }>`select
      client_companies.id, client_companies.name, client_companies.industry
    from client_companies where client_companies.id in (${sql.join(ids)})
    order by client_companies.name_key, client_companies.id limit ${limit}`.execute(db);
  const byName = new Set(named.map((row) => row.id));
  return companies.rows.map((company) => {
    const contact = byName.has(company.id)
      ? undefined
      : contacts.find((candidate) => candidate.company_id === company.id);
    return {
      ...company,
      contact_name: contact?.name ?? null,
      contact_email: contact?.email ?? null,
    };
  });
}

export const postgresStaffSearch: StaffSearchQueries = {
  candidatesByContact: (db, prefixes, limit) =>
    newest<CandidateRow>(
      db,
      CANDIDATE_CONTACTS,
      prefixMatch('candidates.contact_words', prefixes),
      limit,
    ),
  candidatesByWords: (db, words, limit) =>
    newest<CandidateRow>(
      db,
      CANDIDATE_DOCUMENTS,
      sql<boolean>`candidates.search_vector @@ to_tsquery('candidate_search', ${tsqueryWords(words)})`,
      limit,
    ),
  jobs: (db, prefixes, limit) =>
    newest<JobRow>(db, JOBS, prefixMatch(POSTGRES_SEARCH_DOCUMENTS.jobs, prefixes), limit),
  orders: (db, prefixes, limit) =>
    newest<OrderRow>(db, ORDERS, prefixMatch('job_orders.search_words', prefixes), limit),
  clients,
};
