import { columnTypes, type Migration } from '../migration-types.ts';

// The client portal (modules/clients, modules/shortlists): a client company's contact answers
// on each candidate shared with them: an interview (with times that suit), a decline (with a
// reason) or a hire. The latest answer is on the entry; every answer is also a row of
// shortlist_events, read into the candidate's timeline.
export const migration: Migration = {
  async up(db, dialect) {
    const t = columnTypes(dialect);
    await db.schema.alterTable('shortlist_entries').addColumn('client_decision', 'text').execute();
    await db.schema
      .alterTable('shortlist_entries')
      .addColumn('client_decision_at', t.timestamp)
      .execute();
    await db.schema
      .alterTable('shortlist_entries')
      .addColumn('client_decision_text', 'text')
      .execute();
  },
};
