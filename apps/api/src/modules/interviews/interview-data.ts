import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppConfig } from '../../config/env.ts';
import type { ErasureStep, ExportSection } from '../my-data/data-rights.ts';
import type { UserRecord } from '../users/users-repository.ts';
import { cancelUpcomingInterviewsOfErased } from './interview-scheduling.ts';
import {
  deleteInterviewsOfCandidates,
  listCandidateInterviewEvents,
  listCandidateInterviews,
} from './interviews-repository.ts';

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

// The data export: every interview scheduled for the person, as it stands, with its history.
export const interviewExportSection: ExportSection = {
  key: 'interviews',
  async collect(db, user) {
    const ids = await candidateIdsOf(db, user);
    const [interviews, events] = await Promise.all([
      listCandidateInterviews(db, ids),
      listCandidateInterviewEvents(db, ids),
    ]);
    return {
      data: interviews.map((interview) => ({
        company: interview.company,
        position: interview.position,
        date: interview.date,
        time: interview.time,
        timeZone: interview.timeZone,
        startsAt: interview.startsAt,
        durationMinutes: interview.durationMinutes,
        location: interview.location,
        videoUrl: interview.videoUrl,
        interviewer: interview.interviewer,
        notes: interview.notes,
        status: interview.status,
        cancelReason: interview.cancelReason,
        reminderSentAt: interview.reminderSentAt,
        history: events
          .filter((event) => event.interviewId === interview.id)
          .map((event) => ({ at: event.at, what: event.kind, text: event.text })),
      })),
    };
  },
};

// Erasing candidates: their interviews still to come are called off with the client (a
// cancellation that does not name them), then all their interviews go with their history.
// The mail naming them is scrubbed by the erasure (scrubOutboxAboutCandidates). Run while the
// candidate rows still exist.
export async function eraseInterviewsOfCandidates(
  db: Kysely<Database>,
  config: AppConfig,
  candidateIds: readonly string[],
): Promise<void> {
  await cancelUpcomingInterviewsOfErased(db, config, candidateIds);
  await deleteInterviewsOfCandidates(db, candidateIds);
}

// Account deletion: runs while the account still names its candidate.
export const eraseInterviewsOf: ErasureStep = async (db, user, config) => {
  await eraseInterviewsOfCandidates(db, config, await candidateIdsOf(db, user));
};
