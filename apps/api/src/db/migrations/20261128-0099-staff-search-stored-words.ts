import { sql } from 'kysely';
import type { Migration } from '../migration-types.ts';
import { POSTGRES_SEARCH_DOCUMENTS } from './20261128-0098-staff-search.ts';

// PostgreSQL: the search box's words of candidates, orders, client companies and contacts as
// stored columns, instead of computed from the row each time one is checked. The search looks
// through the newest rows first (modules/staff-search/postgres-staff-search.ts), and with the
// words an expression of the row, each row looked at cost its to_tsvector: 3–6 ms of the
// database per search at 10,000 of each (a first name in one candidate of fifty is some 300
// rows to look at), where reading a stored tsvector costs under a microsecond. The GIN indexes
// move from the expressions (migration 0098) to the columns. Adding a stored column rewrites
// the table: about a minute for 100,000 candidates, whose resume texts are copied with it.
// Jobs keep their title expression: a title is short to read, and a million jobs would be
// minutes to rewrite.
//
// SQLite: nothing; its FTS5 tables hold the words already.
const STORED = [
  {
    table: 'candidates',
    column: 'contact_words',
    document: POSTGRES_SEARCH_DOCUMENTS.candidates,
    replaces: 'candidates_contact_search_idx',
  },
  {
    table: 'job_orders',
    column: 'search_words',
    document: POSTGRES_SEARCH_DOCUMENTS.jobOrders,
    replaces: 'job_orders_search_idx',
  },
  {
    table: 'client_companies',
    column: 'search_words',
    document: POSTGRES_SEARCH_DOCUMENTS.clientCompanies,
    replaces: 'client_companies_search_idx',
  },
  {
    table: 'client_contacts',
    column: 'search_words',
    document: POSTGRES_SEARCH_DOCUMENTS.clientContacts,
    replaces: 'client_contacts_search_idx',
  },
] as const;

export const migration: Migration = {
  analyzes: STORED.map(({ table }) => table),
  async up(db, dialect) {
    if (dialect !== 'postgres') return;
    for (const { table, column, document, replaces } of STORED) {
      const unqualified = document.replaceAll(`${table}.`, '');
      await sql.raw(`drop index ${replaces}`).execute(db);
      await sql
        .raw(
          `alter table ${table} add column ${column} tsvector
          generated always as (${unqualified}) stored`,
        )
        .execute(db);
      await sql
        .raw(`create index ${table}_${column}_idx on ${table} using gin (${column})`)
        .execute(db);
    }
  },
};
