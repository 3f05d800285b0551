import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migration-types.ts';

// Staff's search box (modules/staff-search) finds candidates by their name, address and phone,
// jobs by title, orders by position, company and contact, and client companies by name or a
// contact, each word as the start of a word ("mar" finds Maria and Martinez), as staff type.
// The lists' own searches read a LIKE '%…%' over every row, and the talent pool's and the job
// board's full-text indexes also hold resumes and descriptions, where a two-letter prefix
// gathers a posting list of nearly every row (150 ms for "co" among 100,000 resumes on SQLite).
// So each searched field set gets a small index of its own:
//
// SQLite: an FTS5 table per set, kept in step by triggers as jobs_fts and candidates_fts are,
// with prefix indexes for two to six characters (a short prefix is then one posting list,
// read newest first and stopped after a handful: 0.1 ms for "ma" among 100,000 names, 6 ms
// without; 62 MB for a million titles). Words are not stemmed (names are names; a prefix finds "nurses" from "nurse").
// An external-content table is keyed by an integer that VACUUM never renumbers: candidates and
// jobs have `seq`; job orders, client companies and their contacts have a text id only, so they
// get `search_seq`, numbered in insertion order by their insert trigger.
//
// PostgreSQL: a GIN index on each set's tsvector expression ('simple': no stemming, no
// stop-words; punctuation made space first, as the talent pool's search document does, so an
// address or a phone number is words), and an index of contacts and of companies by age. The
// module writes the same expressions (the exports below), which is what lets the planner use
// these indexes. (Migration 0099 stores the words of all but jobs' titles in columns.)

const PREFIXES = `prefix='2 3 4 5 6'`;
const TOKENIZE = `tokenize='unicode61 remove_diacritics 2'`;

type SearchIndex = {
  name: string;
  table: string;
  columns: readonly string[];
  // The content table's integer key, the index's rowid.
  key: 'seq' | 'search_seq';
};

const SEARCH_INDEXES: readonly SearchIndex[] = [
  {
    name: 'candidates_contact_fts',
    table: 'candidates',
    columns: ['first_name', 'last_name', 'email', 'phone', 'phone_digits'],
    key: 'seq',
  },
  { name: 'job_titles_fts', table: 'jobs', columns: ['title'], key: 'seq' },
  {
    name: 'job_orders_fts',
    table: 'job_orders',
    columns: ['position', 'company', 'contact_name', 'email'],
    key: 'search_seq',
  },
  { name: 'client_companies_fts', table: 'client_companies', columns: ['name'], key: 'search_seq' },
  {
    name: 'client_contacts_fts',
    table: 'client_contacts',
    columns: ['name', 'email'],
    key: 'search_seq',
  },
];

// A table without an integer key gets `search_seq`: the existing rows in their rowid order
// (insertion order), each new one the next number.
async function addSearchSeq(db: Kysely<unknown>, table: string): Promise<void> {
  await sql.raw(`alter table ${table} add column search_seq integer`).execute(db);
  await sql.raw(`update ${table} set search_seq = rowid`).execute(db);
  await sql.raw(`create unique index ${table}_search_seq_idx on ${table} (search_seq)`).execute(db);
}

async function createSqliteIndex(db: Kysely<unknown>, index: SearchIndex): Promise<void> {
  const { name, table, key } = index;
  const columns = index.columns.join(', ');
  const values = (row: 'new' | 'old') => index.columns.map((c) => `${row}.${c}`).join(', ');
  await sql
    .raw(
      `create virtual table ${name} using fts5(${columns},
        content='${table}', content_rowid='${key}', ${TOKENIZE}, ${PREFIXES})`,
    )
    .execute(db);
  const insertNew =
    key === 'seq'
      ? `insert into ${name}(rowid, ${columns}) values (new.seq, ${values('new')});`
      : `update ${table} set search_seq = (select coalesce(max(search_seq), 0) + 1 from ${table})
           where rowid = new.rowid;
         insert into ${name}(rowid, ${columns})
           select search_seq, ${columns} from ${table} where rowid = new.rowid;`;
  await sql
    .raw(`create trigger ${name}_after_insert after insert on ${table} begin ${insertNew} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger ${name}_after_delete after delete on ${table} begin
        insert into ${name}(${name}, rowid, ${columns}) values ('delete', old.${key}, ${values('old')});
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${name}_after_update after update of ${columns} on ${table} begin
        insert into ${name}(${name}, rowid, ${columns}) values ('delete', old.${key}, ${values('old')});
        insert into ${name}(rowid, ${columns}) values (new.${key}, ${values('new')});
      end`,
    )
    .execute(db);
  await sql.raw(`insert into ${name}(${name}) values ('rebuild')`).execute(db);
}

// PostgreSQL: the words of a row's searched fields, as the GIN indexes hold them.
const words = (...columns: string[]) =>
  `to_tsvector('simple', regexp_replace(${columns.join(` || ' ' || `)}, '[[:punct:]]+', ' ', 'g'))`;

export const POSTGRES_SEARCH_DOCUMENTS = {
  candidates: words(
    'candidates.first_name',
    'candidates.last_name',
    'candidates.email',
    "coalesce(candidates.phone, '')",
    "coalesce(candidates.phone_digits, '')",
  ),
  jobs: words('jobs.title'),
  jobOrders: words(
    'job_orders.position',
    'job_orders.company',
    'job_orders.contact_name',
    'job_orders.email',
  ),
  clientCompanies: words('client_companies.name'),
  clientContacts: words('client_contacts.name', 'client_contacts.email'),
} as const;

// An index expression names the table's columns without the table.
const unqualified = (expression: string) =>
  expression.replace(/\b(candidates|jobs|job_orders|client_companies|client_contacts)\./g, '');

export const migration: Migration = {
  analyzes: ['candidates', 'jobs', 'job_orders', 'client_companies', 'client_contacts'],
  async up(db, dialect) {
    // Client companies and their contacts newest first, as the other kinds are.
    for (const table of ['client_companies', 'client_contacts']) {
      await db.schema
        .createIndex(`${table}_created_idx`)
        .on(table)
        .columns(['created_at', 'id'])
        .execute();
    }
    if (dialect === 'sqlite') {
      for (const table of ['job_orders', 'client_companies', 'client_contacts']) {
        await addSearchSeq(db, table);
      }
      for (const index of SEARCH_INDEXES) await createSqliteIndex(db, index);
      return;
    }
    const gin = async (name: string, table: string, expression: string) => {
      await sql
        .raw(`create index ${name} on ${table} using gin ((${unqualified(expression)}))`)
        .execute(db);
    };
    await gin('candidates_contact_search_idx', 'candidates', POSTGRES_SEARCH_DOCUMENTS.candidates);
    await gin('jobs_title_search_idx', 'jobs', POSTGRES_SEARCH_DOCUMENTS.jobs);
    await gin('job_orders_search_idx', 'job_orders', POSTGRES_SEARCH_DOCUMENTS.jobOrders);
    await gin(
      'client_companies_search_idx',
      'client_companies',
      POSTGRES_SEARCH_DOCUMENTS.clientCompanies,
    );
    await gin(
      'client_contacts_search_idx',
      'client_contacts',
      POSTGRES_SEARCH_DOCUMENTS.clientContacts,
    );
  },
};
