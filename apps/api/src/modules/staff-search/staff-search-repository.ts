import type { Kysely } from 'kysely';
import type { StaffSearchKind } from '@staffing/shared/staff-search-schemas';
import type { DialectName } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';
import { postgresStaffSearch } from './postgres-staff-search.ts';
import { sqliteStaffSearch } from './sqlite-staff-search.ts';
import type { StaffSearchWords } from './staff-search-words.ts';

// The search box's matches of each kind as records, found through each database's own indexes
// (sqlite-/postgres-staff-search.ts).

export type CandidateHit = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  city: string | null;
  region: string | null;
  // Found by a word of the resume or the titles applied to, not by their names or contacts.
  byWords: boolean;
};
export type JobHit = { id: string; title: string; status: string; location: string };
export type OrderHit = {
  id: string;
  position: string;
  company: string;
  contactName: string;
  status: string;
  city: string;
  state: string;
};
export type ClientHit = {
  id: string;
  name: string;
  industry: string;
  // The contact whose name or address matched, when the company's own name did not.
  contact: { name: string; email: string } | null;
};

export type Found<T> = { hits: T[]; more: boolean };
export type StaffSearchHits = {
  candidates: Found<CandidateHit>;
  jobs: Found<JobHit>;
  orders: Found<OrderHit>;
  clients: Found<ClientHit>;
};

const found = <T>(hits: T[], limit: number): Found<T> => ({
  hits: hits.slice(0, limit),
  more: hits.length > limit,
});

// Each database answers every kind asked for at once: on SQLite one after another on its one
// connection, on PostgreSQL in one statement (postgres-staff-search.ts).
export async function searchStaffRecords(
  db: Kysely<Database>,
  dialect: DialectName,
  kinds: readonly StaffSearchKind[],
  words: StaffSearchWords,
  limit: number,
): Promise<Partial<StaffSearchHits>> {
  const search = dialect === 'sqlite' ? sqliteStaffSearch : postgresStaffSearch;
  // One more of each than shown says whether there are more.
  const rows = await search(db, kinds, words, limit + 1);
  const hits: Partial<StaffSearchHits> = {};
  if (rows.candidates) {
    hits.candidates = found(
      rows.candidates.map((row) => ({
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        phone: row.phone,
        city: row.city,
        region: row.region,
        byWords: row.by_words,
      })),
      limit,
    );
  }
  if (rows.jobs) hits.jobs = found(rows.jobs, limit);
  if (rows.orders) {
    hits.orders = found(
      rows.orders.map((row) => ({
        id: row.id,
        position: row.position,
        company: row.company,
        contactName: row.contact_name,
        status: row.status,
        city: row.city,
        state: row.state,
      })),
      limit,
    );
  }
  if (rows.clients) {
    hits.clients = found(
      rows.clients.map((row) => ({
        id: row.id,
        name: row.name,
        industry: row.industry,
        contact:
          row.contact_name === null
            ? null
            : { name: row.contact_name, email: row.contact_email ?? '' },
      })),
      limit,
    );
  }
  return hits;
}
