import type { Migration } from '../migration-types.ts';

// SQLite: a keyword search walks its FTS5 matches and, for each, looks the job up by rowid to
// check status, closing date and the filters, reading the whole row (a job's text makes a
// million jobs a 1.2 GB table) for a few short columns. This index holds exactly those
// columns keyed by seq, so the walk reads a compact index instead (about 6% of the database):
// at 1,000,000 jobs the grouped facets pass over the 83,000 matches of "nurse" took 80 ms
// instead of 138, and the capped count of a search with two filters 2.7 ms instead of 6.7.
// Searches name it with INDEXED BY (modules/jobs/sqlite-job-search.ts), as the planner prefers the rowid.
// PostgreSQL searches through its GIN index and needs nothing here.
export const migration: Migration = {
  async up(db, dialect) {
    if (dialect !== 'sqlite') return;
    await db.schema
      .createIndex('jobs_search_filter_idx')
      .on('jobs')
      .columns([
        'seq',
        'status',
        'valid_through',
        'industry',
        'type',
        'workplace',
        'created_at',
        'annual_pay_max',
        'region',
        'city_key',
        'postal_code',
      ])
      .execute();
  },
};
