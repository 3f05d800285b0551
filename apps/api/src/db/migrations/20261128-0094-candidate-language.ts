import type { Migration } from '../migration-types.ts';

// The language a candidate prefers ('es' once they applied or signed up on the Spanish pages,
// or staff said so; null for English and every candidate before): the shortlist's consent
// request and the interview mails are written in it, and staff see "Prefers Spanish".
export const migration: Migration = {
  async up(db) {
    await db.schema.alterTable('candidates').addColumn('locale', 'text').execute();
  },
};
