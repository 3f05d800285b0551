import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ErasureStep, ExportSection } from '../my-data/data-rights.ts';
import type { UserRecord } from '../users/users-repository.ts';
import {
  deleteShortlistsOfAccount,
  listCandidateShortlistEvents,
  listCandidateShortlists,
} from './shortlists-repository.ts';

// The talent-pool candidates that are this person: the account's own, and the one of its
// address once that address is proven (the same rule as the talent pool's export).
async function candidateIdsOf(db: Kysely<Database>, user: UserRecord): Promise<string[]> {
  const rows = await db
    .selectFrom('candidates')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('user_id', '=', user.id),
        ...(user.emailVerifiedAt ? [eb('email_key', '=', user.email.toLowerCase())] : []),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

// The data export: every shortlist the person was put on, the pitch, their consent and its
// history (the consent's answers with their times, the client's answers).
export const shortlistExportSection: ExportSection = {
  key: 'shortlists',
  async collect(db, user) {
    const ids = await candidateIdsOf(db, user);
    const [entries, events] = await Promise.all([
      listCandidateShortlists(db, ids),
      listCandidateShortlistEvents(db, ids),
    ]);
    return {
      data: entries.map((entry) => ({
        company: entry.company,
        position: entry.position,
        addedAt: entry.createdAt,
        pitch: entry.pitch,
        consent: entry.consent,
        consentAt: entry.consentAt,
        history: events
          .filter((event) => event.entryId === entry.id)
          .map((event) => ({ at: event.at, what: event.kind, text: event.text })),
      })),
    };
  },
};

// Account deletion: the shares go at once, before the account's candidate is unlinked (the
// address's candidate, erased with its rows, takes its own shares along).
export const eraseShortlistsOf: ErasureStep = async (db, user) => {
  await deleteShortlistsOfAccount(db, user.id);
};
