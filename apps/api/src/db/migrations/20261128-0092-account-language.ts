import type { Migration } from '../migration-types.ts';

// The language of a job seeker's account ('es' when they signed up on the Spanish pages;
// null for English and every account before): the emails the account gets (its address's
// confirmation, a password reset) are written in it.
export const migration: Migration = {
  async up(db) {
    await db.schema.alterTable('users').addColumn('locale', 'text').execute();
  },
};
