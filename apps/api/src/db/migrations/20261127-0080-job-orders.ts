import { columnTypes, type Migration } from '../migration-types.ts';

// Job orders: employers' requests for staff from the public site, worked by recruiters on
// the order board (modules/job-orders). The employer is written on the order as sent
// (company, contact name, email, phone); client companies and their contacts will come as
// their own tables, and an order then points at them through the nullable
// `client_company_id` and `client_contact_id` added beside these columns, the columns here
// staying what was sent. `job_id` is the job posting made from the order ("Post as a job"),
// the link both ways: the order names its job, a job's order is found by it (an index).
//
// Every change is a row of job_order_events (received, status moves with their reason,
// owner, filled count, notes, the job posted), read as the order's history; shortlists,
// interviews and placements will add their own kinds of event.
export const migration: Migration = {
  async up(db, dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createTable('job_orders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
      .addColumn('status_reason', 'text')
      .addColumn('owner_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('position', 'text', (c) => c.notNull())
      .addColumn('industry', 'text', (c) => c.notNull())
      .addColumn('headcount', 'integer', (c) => c.notNull())
      .addColumn('filled_count', 'integer', (c) => c.notNull().defaultTo(0))
      // Calendar dates, YYYY-MM-DD: they sort as text on both databases.
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('assignment_type', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text')
      .addColumn('ongoing', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('shift', 'text', (c) => c.notNull())
      // Whole cents, so a rate like $18.50 is exact on both databases (at most $10M: an integer).
      .addColumn('pay_min_cents', 'integer')
      .addColumn('pay_max_cents', 'integer')
      .addColumn('pay_period', 'text')
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('zip', 'text', (c) => c.notNull())
      .addColumn('licences', 'text')
      .addColumn('certifications', 'text')
      .addColumn('languages', 'text')
      .addColumn('contact_name', 'text', (c) => c.notNull())
      .addColumn('company', 'text', (c) => c.notNull())
      // Lower-case for sorting and searching by company.
      .addColumn('company_key', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('notes', 'text')
      .addColumn('client_company_id', 'text')
      .addColumn('client_contact_id', 'text')
      .addColumn('job_id', 'text', (c) => c.references('jobs.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('job_orders_created_idx')
      .on('job_orders')
      .columns(['created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('job_orders_status_created_idx')
      .on('job_orders')
      .columns(['status', 'created_at'])
      .execute();
    await db.schema
      .createIndex('job_orders_owner_idx')
      .on('job_orders')
      .columns(['owner_user_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('job_orders_job_idx')
      .on('job_orders')
      .column('job_id')
      .unique()
      .execute();

    await db.schema
      .createTable('job_order_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('job_order_id', 'text', (c) =>
        c.notNull().references('job_orders.id').onDelete('cascade'),
      )
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('actor_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      // As written then, so the history reads right after an account goes.
      .addColumn('actor_name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('from_status', 'text')
      .addColumn('to_status', 'text')
      .addColumn('text', 'text')
      .execute();
    await db.schema
      .createIndex('job_order_events_order_idx')
      .on('job_order_events')
      .columns(['job_order_id', 'created_at'])
      .execute();
  },
};
