import type { Migration } from '../migration-types.ts';

// A job's optional Spanish version, written by staff beside the English ad: its title,
// description, responsibilities, skills and what we offer, each null when not given (every
// job before has none). Only a single job's read (findJob) selects them, for the Spanish job
// page; the lists, searches and feeds never do. Nullable columns without a default are a
// change of the catalogue only, on SQLite as on PostgreSQL, however many jobs there are.
export const migration: Migration = {
  async up(db) {
    for (const column of [
      'title_es',
      'description_es',
      'responsibilities_es',
      'skills_es',
      'what_we_offer_es',
    ]) {
      await db.schema.alterTable('jobs').addColumn(column, 'text').execute();
    }
  },
};
