import type { Migration } from '../migration-types.ts';

// The language an application was sent in ('es' from the Spanish pages; null for English and
// for every application before): its receipt is mailed in it, and staff see "Prefers
// Spanish" beside it, so a recruiter knows to call in Spanish.
export const migration: Migration = {
  async up(db) {
    await db.schema.alterTable('applications').addColumn('locale', 'text').execute();
  },
};
