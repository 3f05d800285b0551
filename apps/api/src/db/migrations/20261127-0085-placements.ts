import { columnTypes, type Migration } from '../migration-types.ts';

// Placements (modules/placements): a shared candidate hired on a job order, with the start
// date, the pay rate and the bill rate (in cents). One per candidate and order. Erasing the
// candidate clears the personal columns (candidate, name, dates and rates) but keeps the row,
// so the order's filled count and the dashboard's fill figures stay true.
export const migration: Migration = {
  async up(db, dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createTable('placements')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('job_order_id', 'text', (c) =>
        c.notNull().references('job_orders.id').onDelete('cascade'),
      )
      .addColumn('candidate_id', 'text', (c) => c.references('candidates.id').onDelete('set null'))
      .addColumn('shortlist_entry_id', 'text', (c) =>
        c.references('shortlist_entries.id').onDelete('set null'),
      )
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('candidate_name', 'text')
      .addColumn('start_date', 'text')
      .addColumn('pay_rate_cents', 'integer')
      .addColumn('bill_rate_cents', 'integer')
      .addColumn('placed_by_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('placed_by_name', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('placements_order_candidate_idx')
      .on('placements')
      .columns(['job_order_id', 'candidate_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('placements_candidate_idx')
      .on('placements')
      .column('candidate_id')
      .execute();
  },
};
