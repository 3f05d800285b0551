import { sql, type RawBuilder } from 'kysely';
import { POSTGRES_SEARCH_DOCUMENTS } from '../../db/migrations/20261128-0098-staff-search.ts';
import {
  CLIENT_MATCHES_MAX,
  type CandidateRow,
  type ClientRow,
  type JobRow,
  type OrderRow,
  type StaffSearchQueries,
  type StaffSearchRows,
} from './staff-search-queries.ts';
import { tsqueryPrefixes, tsqueryWords } from './staff-search-words.ts';

// The search box on PostgreSQL, through the GIN indexes of migrations 0098 and 0099 (and the
// talent pool's search_vector for resume words). A GIN index gives its matches in no useful
// order: sorting a common word's matches newest first reads every one (half a second for
// "forklift" among 100,000 candidates, cold), while the planner walking the newest rows for a
// word it wrongly guesses is common reads every row (0.67 s for a word nobody has). So each kind
// asks first among its newest rows (a window), where the planner may walk them or take the
// index's matches, either way a bounded read, and only when they hold too few does it take
// every match and sort them, which are then few (as the job board does, postgres-job-search.ts).
//
// A window row costs its match: under a microsecond for stored words (candidates' names and
// contacts, orders, clients: migration 0099), a few for a title's words computed from the row,
// 10–25 for a candidate's search document, read out of its TOAST table.
export const POSTGRES_SEARCH_WINDOWS = { stored: 1000, titles: 300, documents: 200 } as const;

// The whole search is one statement (each kind's window, the index's matches only when the
// window held too few, and the rows), in a transaction for these settings: a round trip costs
// more than any of this work (twelve statements a search took 2.5–3.8 ms of the database).
// A bitmap of two common prefixes' matches fits in 16 MB where at the default 4 MB it went lossy
// and every row of its pages was checked again (1.3 s for "senior nurse" among a million titles,
// 2 ms exact); no parallel workers, whose start cost 5 ms for sorts that find nothing; and no
// sequential scan, which the planner would take for a LIMIT it guesses the first rows fill and
// read a whole table for a word nobody has (every part here has an index to walk instead).
const SETTINGS = sql`select set_config('work_mem', '16MB', true),
  set_config('max_parallel_workers_per_gather', '0', true),
  set_config('enable_seqscan', 'off', true)`;

type Source = {
  table: 'candidates' | 'jobs' | 'job_orders' | 'client_companies' | 'client_contacts';
  // What a match carries on: its id, `newest` (the newest-first key) and any more.
  keys: RawBuilder<unknown>;
  // Newest first, and the same as an expression no index has.
  order: RawBuilder<unknown>;
  orderByMatches: RawBuilder<unknown>;
  // Where the window starts: the key of its oldest row.
  windowStart: RawBuilder<unknown>;
};

function byCreated(
  table: Exclude<Source['table'], 'candidates'>,
  window: number,
  more: RawBuilder<unknown> = sql``,
): Source {
  const ref = (column: string) => sql.ref(`${table}.${column}`);
  return {
    table,
    keys: sql`${ref('id')} as id, ${ref('created_at')} as newest${more}`,
    order: sql`${ref('created_at')} desc, ${ref('id')} desc`,
    orderByMatches: sql`${ref('created_at')} + interval '0 seconds' desc, ${ref('id')} desc`,
    windowStart: sql`${ref('created_at')} >= coalesce((select created_at from ${sql.table(table)}
      order by created_at desc, id desc offset ${window - 1} limit 1), '-infinity')`,
  };
}

const candidates = (window: number): Source => ({
  table: 'candidates',
  keys: sql`candidates.id as id, candidates.seq as newest`,
  order: sql`candidates.seq desc`,
  orderByMatches: sql`candidates.seq + 0 desc`,
  windowStart: sql`candidates.seq >= coalesce((select seq from candidates
    order by seq desc offset ${window - 1} limit 1), 0)`,
});

const SOURCES = {
  candidateContacts: candidates(POSTGRES_SEARCH_WINDOWS.stored),
  candidateDocuments: candidates(POSTGRES_SEARCH_WINDOWS.documents),
  jobs: byCreated('jobs', POSTGRES_SEARCH_WINDOWS.titles),
  orders: byCreated('job_orders', POSTGRES_SEARCH_WINDOWS.stored),
  companies: byCreated('client_companies', POSTGRES_SEARCH_WINDOWS.stored),
  contacts: byCreated(
    'client_contacts',
    POSTGRES_SEARCH_WINDOWS.stored,
    sql`, client_contacts.company_id as company_id`,
  ),
};

// The common table expressions `<name>_recent` (the window's newest `limit` matches),
// `<name>_older` (every match's newest, only asked when the window held too few) and `<name>`
// (both), asked only when `when` holds.
function newestMatches(
  name: string,
  source: Source,
  match: RawBuilder<boolean>,
  limit: number,
  when: RawBuilder<boolean> = sql`true`,
): RawBuilder<unknown> {
  const table = sql.table(source.table);
  const recent = sql.raw(`${name}_recent`);
  return sql`${recent} as materialized (
      select ${source.keys} from ${table}
      where ${when} and ${match} and ${source.windowStart}
      order by ${source.order} limit ${limit}
    ),
    ${sql.raw(`${name}_older`)} as materialized (
      select ${source.keys} from ${table}
      where ${when} and (select count(*) from ${recent}) < ${limit} and ${match}
      order by ${source.orderByMatches} limit ${limit}
    ),
    ${sql.raw(name)} as (select * from ${recent} union select * from ${sql.raw(`${name}_older`)})`;
}

// One row shape for every kind: its text columns by position.
type ResultRow = {
  kind: 'candidates' | 'jobs' | 'orders' | 'clients';
  id: string;
  c1: string | null;
  c2: string | null;
  c3: string | null;
  c4: string | null;
  c5: string | null;
  c6: string | null;
  by_words: boolean;
};

export const postgresStaffSearch: StaffSearchQueries = async (db, kinds, words, limit) => {
  const { prefixes } = words;
  const simple = (column: string) =>
    sql<boolean>`${sql.raw(column)} @@ to_tsquery('simple', ${tsqueryPrefixes(prefixes)})`;
  const tables: RawBuilder<unknown>[] = [];
  const results: RawBuilder<unknown>[] = [];
  const rows: StaffSearchRows = {};
  const row = (kind: ResultRow['kind'], columns: RawBuilder<unknown>, from: RawBuilder<unknown>) =>
    sql`(select ${sql.lit(kind)} as kind, ${columns} ${from} limit ${limit})`;

  if (kinds.includes('candidates') && (prefixes.length > 0 || words.words.length > 0)) {
    const hits: RawBuilder<unknown>[] = [];
    if (prefixes.length > 0) {
      tables.push(
        newestMatches('cc', SOURCES.candidateContacts, simple('candidates.contact_words'), limit),
      );
      hits.push(sql`select id, newest, 0 as tier from cc`);
    }
    if (words.words.length > 0) {
      const match = sql<boolean>`candidates.search_vector
        @@ to_tsquery('candidate_search', ${tsqueryWords(words.words)})`;
      const room =
        prefixes.length > 0 ? sql<boolean>`(select count(*) from cc) < ${limit}` : undefined;
      tables.push(newestMatches('cw', SOURCES.candidateDocuments, match, 2 * limit, room));
      hits.push(
        prefixes.length > 0
          ? sql`select id, newest, 1 as tier from cw where id not in (select id from cc)`
          : sql`select id, newest, 1 as tier from cw`,
      );
    }
    results.push(
      row(
        'candidates',
        sql`candidates.id, candidates.first_name as c1, candidates.last_name as c2,
          candidates.email as c3, candidates.phone as c4, candidates.city as c5,
          candidates.region as c6, hits.tier = 1 as by_words`,
        sql`from (${sql.join(hits, sql` union all `)}) as hits
          join candidates on candidates.id = hits.id
          order by hits.tier, hits.newest desc, hits.id desc`,
      ),
    );
  } else if (kinds.includes('candidates')) {
    rows.candidates = [];
  }

  for (const kind of ['jobs', 'orders', 'clients'] as const) {
    if (kinds.includes(kind) && prefixes.length === 0) rows[kind] = [];
  }
  if (prefixes.length > 0 && kinds.includes('jobs')) {
    tables.push(newestMatches('jb', SOURCES.jobs, simple(POSTGRES_SEARCH_DOCUMENTS.jobs), limit));
    results.push(
      row(
        'jobs',
        sql`jobs.id, jobs.title as c1, jobs.status as c2, jobs.location as c3, null as c4,
          null as c5, null as c6, false as by_words`,
        sql`from jb join jobs on jobs.id = jb.id order by jb.newest desc, jb.id desc`,
      ),
    );
  }
  if (prefixes.length > 0 && kinds.includes('orders')) {
    tables.push(newestMatches('jo', SOURCES.orders, simple('job_orders.search_words'), limit));
    results.push(
      row(
        'orders',
        sql`job_orders.id, job_orders.position as c1, job_orders.company as c2,
          job_orders.contact_name as c3, job_orders.status as c4, job_orders.city as c5,
          job_orders.state as c6, false as by_words`,
        sql`from jo join job_orders on job_orders.id = jo.id order by jo.newest desc, jo.id desc`,
      ),
    );
  }
  if (prefixes.length > 0 && kinds.includes('clients')) {
    tables.push(
      newestMatches(
        'kn',
        SOURCES.companies,
        simple('client_companies.search_words'),
        CLIENT_MATCHES_MAX,
      ),
      newestMatches(
        'kc',
        SOURCES.contacts,
        simple('client_contacts.search_words'),
        CLIENT_MATCHES_MAX,
      ),
    );
    // Each company once, by name, with its newest matching contact when its name did not match.
    // The name as an expression no index has: walking the names' index for the few found took
    // 5 ms of 7 for a name in one company of fifty.
    results.push(
      row(
        'clients',
        sql`client_companies.id, client_companies.name as c1, client_companies.industry as c2,
          contact.name as c3, contact.email as c4, null as c5, null as c6, false as by_words`,
        sql`from (select id from kn union select company_id from kc) as found
          join client_companies on client_companies.id = found.id
          left join lateral (
            select client_contacts.name, client_contacts.email from kc
            join client_contacts on client_contacts.id = kc.id
            where kc.company_id = client_companies.id
              and client_companies.id not in (select id from kn)
            order by kc.newest desc, kc.id desc limit 1
          ) as contact on true
          order by client_companies.name_key || '', client_companies.id`,
      ),
    );
  }
  if (results.length === 0) return rows;

  const found = await db.transaction().execute(async (trx) => {
    await SETTINGS.execute(trx);
    const answer = await sql<ResultRow>`with ${sql.join(tables)}
      ${sql.join(results, sql` union all `)}`.execute(trx);
    return answer.rows;
  });
  const of = (kind: ResultRow['kind']) => found.filter((result) => result.kind === kind);
  const text = (value: string | null) => value ?? '';
  if (kinds.includes('candidates') && !rows.candidates) {
    rows.candidates = of('candidates').map((result): CandidateRow => ({
      id: result.id,
      first_name: text(result.c1),
      last_name: text(result.c2),
      email: text(result.c3),
      phone: result.c4,
      city: result.c5,
      region: result.c6,
      by_words: result.by_words,
    }));
  }
  if (kinds.includes('jobs') && !rows.jobs) {
    rows.jobs = of('jobs').map((result): JobRow => ({
      id: result.id,
      title: text(result.c1),
      status: text(result.c2),
      location: text(result.c3),
    }));
  }
  if (kinds.includes('orders') && !rows.orders) {
    rows.orders = of('orders').map((result): OrderRow => ({
      id: result.id,
      position: text(result.c1),
      company: text(result.c2),
      contact_name: text(result.c3),
      status: text(result.c4),
      city: text(result.c5),
      state: text(result.c6),
    }));
  }
  if (kinds.includes('clients') && !rows.clients) {
    rows.clients = of('clients').map((result): ClientRow => ({
      id: result.id,
      name: text(result.c1),
      industry: text(result.c2),
      contact_name: result.c3,
      contact_email: result.c4,
    }));
  }
  return rows;
};
