import { columnTypes, type Migration } from '../migration-types.ts';

// Interviews (modules/interviews): one scheduled for a shortlisted candidate whose profile is
// shared with the order's client. The row hangs off the shortlist entry (and so off the order,
// the candidate and the company) and goes with it. `uid` and `sequence` are the calendar
// file's UID and SEQUENCE (ADR 0022): the UID never changes, every change raises the sequence.
// The agreed wall-clock time is kept as given (date, time, zone) beside the instant it stands
// for (`starts_at`, UTC), which the lists sort by and the reminder scan reads.
export const migration: Migration = {
  async up(db, dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createTable('interviews')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('shortlist_entry_id', 'text', (c) =>
        c.notNull().references('shortlist_entries.id').onDelete('cascade'),
      )
      // Copied from the entry so the order page, the client's list and erasure need no join.
      .addColumn('job_order_id', 'text', (c) =>
        c.notNull().references('job_orders.id').onDelete('cascade'),
      )
      .addColumn('candidate_id', 'text', (c) =>
        c.notNull().references('candidates.id').onDelete('cascade'),
      )
      .addColumn('client_company_id', 'text', (c) =>
        c.references('client_companies.id').onDelete('set null'),
      )
      .addColumn('uid', 'text', (c) => c.notNull().unique())
      .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('scheduled'))
      .addColumn('starts_at', t.timestamp, (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('time', 'text', (c) => c.notNull())
      .addColumn('time_zone', 'text', (c) => c.notNull())
      .addColumn('duration_minutes', 'integer', (c) => c.notNull())
      .addColumn('location', 'text')
      .addColumn('video_url', 'text')
      .addColumn('interviewer', 'text', (c) => c.notNull())
      .addColumn('notes', 'text')
      .addColumn('cancel_reason', 'text')
      // When the day-before reminder is due (a day before the start); null when the invitation
      // itself went out less than a day before, so nobody gets the same news twice.
      .addColumn('remind_at', t.timestamp)
      .addColumn('reminder_sent_at', t.timestamp)
      .addColumn('created_by_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_by_name', 'text', (c) => c.notNull())
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull())
      .execute();
    // The order page's list, by time.
    await db.schema
      .createIndex('interviews_order_idx')
      .on('interviews')
      .columns(['job_order_id', 'starts_at'])
      .execute();
    // The client portal's list, by time.
    await db.schema
      .createIndex('interviews_company_idx')
      .on('interviews')
      .columns(['client_company_id', 'starts_at'])
      .execute();
    await db.schema
      .createIndex('interviews_entry_idx')
      .on('interviews')
      .column('shortlist_entry_id')
      .execute();
    await db.schema
      .createIndex('interviews_candidate_idx')
      .on('interviews')
      .column('candidate_id')
      .execute();
    // The reminder scan: scheduled interviews whose reminder is due.
    await db.schema
      .createIndex('interviews_reminder_idx')
      .on('interviews')
      .columns(['status', 'remind_at'])
      .execute();
    // Each schedule, move and cancellation (and the reminder): the candidate's timeline and
    // data export read them.
    await db.schema
      .createTable('interview_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('interview_id', 'text', (c) =>
        c.notNull().references('interviews.id').onDelete('cascade'),
      )
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('actor_name', 'text')
      .addColumn('text', 'text')
      .execute();
    await db.schema
      .createIndex('interview_events_interview_idx')
      .on('interview_events')
      .column('interview_id')
      .execute();
    // The candidate a queued or kept message is about, when it goes to someone else (the
    // client's invitation names the candidate): erasing the candidate scrubs those rows.
    await db.schema.alterTable('email_outbox').addColumn('about_candidate_id', 'text').execute();
    await db.schema
      .createIndex('email_outbox_about_candidate_idx')
      .on('email_outbox')
      .column('about_candidate_id')
      .execute();
  },
};
