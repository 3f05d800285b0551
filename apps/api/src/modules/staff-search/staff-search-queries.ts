import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// What each database answers for the search box: at most `limit` matching rows of a kind,
// newest first (client companies by name), each kind in one statement where it can be, since
// on PostgreSQL a round trip costs more than these queries' work. The rows stay in this
// module (staff-search-repository.ts turns them into records).

export type CandidateRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  city: string | null;
  region: string | null;
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

export type StaffSearchQueries = {
  // Every prefix starts a word of the candidate's names, address or phone.
  candidatesByContact(
    db: Kysely<Database>,
    prefixes: string[],
    limit: number,
  ): Promise<CandidateRow[]>;
  // Every word is in the candidate's search document (the newest resume's text, the titles
  // applied to, names, address, phone), in its word forms.
  candidatesByWords(db: Kysely<Database>, words: string[], limit: number): Promise<CandidateRow[]>;
  // Every prefix starts a word of the job's title.
  jobs(db: Kysely<Database>, prefixes: string[], limit: number): Promise<JobRow[]>;
  // … of the order's position, company, contact's name or address.
  orders(db: Kysely<Database>, prefixes: string[], limit: number): Promise<OrderRow[]>;
  // … of the company's name, or of one of its contacts' names or addresses; by name.
  clients(db: Kysely<Database>, prefixes: string[], limit: number): Promise<ClientRow[]>;
};

// A company's name or its contacts: the newest this many matches of each are gathered, then
// ordered by name, so a prefix in thousands of names costs what a rarer one does.
export const CLIENT_MATCHES_MAX = 50;
