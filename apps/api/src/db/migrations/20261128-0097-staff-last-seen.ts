import { columnTypes, type Migration } from '../migration-types.ts';

// Today, the staff home (modules/today), lists what arrived since each staff member last
// looked: `staff_last_seen` holds, per person and area ('applications' so far), when they last
// opened it. One row per person and area, rewritten on each visit; it goes with the account.
export const migration: Migration = {
  async up(db, dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createTable('staff_last_seen')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('area', 'text', (c) => c.notNull())
      .addColumn('seen_at', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('staff_last_seen_pk', ['user_id', 'area'])
      .execute();
  },
};
