import type { Kysely } from 'kysely';
import type { StaffSearchKind } from '@staffing/shared/staff-search-schemas';
import type { Database } from '../../db/schema.ts';
import type { StaffSearchWords } from './staff-search-words.ts';

// What each database answers for the search box: for each kind asked, at most `limit` matching
// rows, newest first (client companies by name). The rows stay in this module
// (staff-search-repository.ts turns them into records).

export type CandidateRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  city: string | null;
  region: string | null;
  // Found by a word of the resume or the titles applied to, not by names or contacts.
  by_words: boolean;
};
export type JobRow = { id: string; title: string; status: string; location: string };
export type OrderRow = {
  id: string;
  position: string;
  company: string;
  contact_name: string;
  status: string;
  city: string;
  state: string;
};
export type ClientRow = {
  id: string;
  name: string;
  industry: string;
  // The newest contact whose name or address matched, when the company's name did not.
  contact_name: string | null;
  contact_email: string | null;
};

export type StaffSearchRows = {
  candidates?: CandidateRow[];
  jobs?: JobRow[];
  orders?: OrderRow[];
  clients?: ClientRow[];
};

// Candidates: every prefix starts a word of their names, address or phone (newest first);
// then, while there is room, every word is in their search document (the newest resume's
// text, the titles applied to), in its word forms. Jobs: every prefix starts a word of the
// title. Orders: … of the position, company, contact's name or address. Clients: … of the
// company's name, or of one of its contacts' names or addresses.
export type StaffSearchQueries = (
  db: Kysely<Database>,
  kinds: readonly StaffSearchKind[],
  words: StaffSearchWords,
  limit: number,
) => Promise<StaffSearchRows>;

// A company's name or its contacts: the newest this many matches of each are gathered, then
// ordered by name, so a prefix in thousands of names costs what a rarer one does.
export const CLIENT_MATCHES_MAX = 50;
