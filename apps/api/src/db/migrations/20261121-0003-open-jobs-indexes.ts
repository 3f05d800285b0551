import { sql } from 'kysely';
import type { Migration } from '../migration-types.ts';

// Public lists and counts only ever look at open jobs. Partial indexes over just those rows,
// carrying valid_through, let both the newest-first page and its total be answered from the
// index alone, overall and per industry.
export const migration: Migration = {
  async up(db) {
    await db.schema
      .createIndex('jobs_open_created_at_idx')
      .on('jobs')
      .columns(['created_at', 'id', 'valid_through'])
      .where(sql.ref('status'), '=', 'open')
      .execute();
    await db.schema
      .createIndex('jobs_open_industry_created_at_idx')
      .on('jobs')
      .columns(['industry', 'created_at', 'id', 'valid_through'])
      .where(sql.ref('status'), '=', 'open')
      .execute();
  },
};
