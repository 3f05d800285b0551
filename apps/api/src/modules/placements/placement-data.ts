import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ErasureStep, ExportSection } from '../my-data/data-rights.ts';
import type { UserRecord } from '../users/users-repository.ts';
import { erasePlacementsOfCandidates, listCandidatePlacements } from './placements-repository.ts';

// The talent-pool candidates that are this person: the account's own, and the one of its
// address once that address is proven (the same rule as the shortlists' export).
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

// The data export: every order the person was placed on, with the start date and the rates.
export const placementExportSection: ExportSection = {
  key: 'placements',
  async collect(db, user) {
    const placements = await listCandidatePlacements(db, await candidateIdsOf(db, user));
    return {
      data: placements.map((placement) => ({
        company: placement.company,
        position: placement.position,
        placedAt: placement.createdAt,
        startDate: placement.startDate,
        payRate: placement.payRateCents === null ? null : placement.payRateCents / 100,
        billRate: placement.billRateCents === null ? null : placement.billRateCents / 100,
      })),
    };
  },
};

// Account deletion: the placements stay for the orders' counts, without anything personal.
// Runs while the account still names its candidate.
export const erasePlacementsOf: ErasureStep = async (db, user) => {
  await erasePlacementsOfCandidates(db, await candidateIdsOf(db, user));
};
