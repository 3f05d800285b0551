import type { Migration } from '../migration-types.ts';

// The agency's interviews by day (GET /api/admin/interviews): a range of days, each
// interview on its own date (the agreed wall-clock date in its zone), then by start. The
// index holds the list's order, so a week is read from it instead of from every interview
// the agency ever held.
export const migration: Migration = {
  analyzes: ['interviews'],
  async up(db) {
    await db.schema
      .createIndex('interviews_day_idx')
      .on('interviews')
      .columns(['date', 'starts_at', 'id'])
      .execute();
  },
};
