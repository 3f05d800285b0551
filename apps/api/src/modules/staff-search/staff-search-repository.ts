import type { Kysely } from 'kysely';
import type { StaffSearchKind } from '@staffing/shared/staff-search-schemas';
import type { DialectName } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';
import { POSTGRES_SEARCH_SETTINGS, postgresStaffSearch } from './postgres-staff-search.ts';
import { sqliteStaffSearch } from './sqlite-staff-search.ts';
import type { CandidateRow, StaffSearchQueries } from './staff-search-queries.ts';
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

const candidateHit = (row: CandidateRow, byWords: boolean): CandidateHit => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  city: row.city,
  region: row.region,
  byWords,
});

// Names and contacts first; then, while there is room, people whose resume or applications
// hold the words.
async function searchCandidates(
  db: Kysely<Database>,
  queries: StaffSearchQueries,
  words: StaffSearchWords,
  limit: number,
): Promise<Found<CandidateHit>> {
  const byContact =
    words.prefixes.length > 0
      ? await queries.candidatesByContact(db, words.prefixes, limit + 1)
      : [];
  const hits = byContact.map((row) => candidateHit(row, false));
  if (hits.length <= limit && words.words.length > 0) {
    const byWords = await queries.candidatesByWords(db, words.words, limit + 1 + hits.length);
    const seen = new Set(hits.map((hit) => hit.id));
    for (const row of byWords) if (!seen.has(row.id)) hits.push(candidateHit(row, true));
  }
  return found(hits, limit);
}

const none = { hits: [], more: false };

// Each kind asked for, one after another: SQLite answers on one connection anyway, and on
// PostgreSQL four at once would take four of the pool's connections for one keystroke; there
// they share one transaction, for its settings (postgres-staff-search.ts).
export async function searchStaffRecords(
  db: Kysely<Database>,
  dialect: DialectName,
  kinds: readonly StaffSearchKind[],
  words: StaffSearchWords,
  limit: number,
): Promise<Partial<StaffSearchHits>> {
  if (dialect === 'sqlite') return searchKinds(db, sqliteStaffSearch, kinds, words, limit);
  return db.transaction().execute(async (trx) => {
    await POSTGRES_SEARCH_SETTINGS.execute(trx);
    return searchKinds(trx, postgresStaffSearch, kinds, words, limit);
  });
}

async function searchKinds(
  db: Kysely<Database>,
  queries: StaffSearchQueries,
  kinds: readonly StaffSearchKind[],
  words: StaffSearchWords,
  limit: number,
): Promise<Partial<StaffSearchHits>> {
  const { prefixes } = words;
  const hits: Partial<StaffSearchHits> = {};
  for (const kind of kinds) {
    if (kind === 'candidates') hits.candidates = await searchCandidates(db, queries, words, limit);
    if (prefixes.length === 0) {
      if (kind !== 'candidates') hits[kind] = none;
      continue;
    }
    if (kind === 'jobs') {
      const rows = await queries.jobs(db, prefixes, limit + 1);
      hits.jobs = found(rows, limit);
    }
    if (kind === 'orders') {
      const rows = await queries.orders(db, prefixes, limit + 1);
      hits.orders = found(
        rows.map((row) => ({
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
    if (kind === 'clients') {
      const rows = await queries.clients(db, prefixes, limit + 1);
      hits.clients = found(
        rows.map((row) => ({
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
  }
  return hits;
}
