import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/schema.ts';
import { anonymiseApplications } from '../applications/applications-repository.ts';
import { scrubOutboxAboutCandidates } from '../email/outbox-repository.ts';
import { eraseInterviewsOfCandidates } from '../interviews/interview-data.ts';
import { erasePlacementsOfCandidates } from '../placements/placements-repository.ts';
import { deleteCandidateRow, lockCandidate } from './candidate-sync.ts';

export type EraseOutcome = 'erased' | 'not-found' | 'has-account';

// Erases a candidate who has no account (the right to erasure for someone who only ever
// applied): their applications keep their job, status history and knock-out mark for the
// counts, and lose the name, address, resume, screening answers and private notes; their
// resumes (file and read text), the mail to their address, tags, notes and the candidate row
// go. A candidate with an account is 'has-account': that goes through account deletion
// (my-data.ts), which also removes the candidate (forgetAccountCandidate). Their interviews
// still to come are called off with the client, and the mail to others that names them (the
// agency's copy of an application, the client's invitations, the owner's notices) is scrubbed.
// Run it in a transaction.
export async function eraseCandidate(
  db: Kysely<Database>,
  config: AppConfig,
  id: string,
): Promise<EraseOutcome> {
  if (!(await lockCandidate(db, id))) return 'not-found';
  const candidate = await db
    .selectFrom('candidates')
    .select(['id', 'user_id', 'email_key'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!candidate) return 'not-found';
  if (candidate.user_id) return 'has-account';
  const applications = await db
    .selectFrom('applications')
    .select(['id', 'resume_id'])
    .where('candidate_id', '=', id)
    .execute();
  const applicationIds = applications.map((row) => row.id);
  // Placements stay for the orders' counts, without who, when or what pay.
  await erasePlacementsOfCandidates(db, [id]);
  // Interviews go, those still to come cancelled with the client (a message naming nobody).
  await eraseInterviewsOfCandidates(db, config, [id]);
  // Mail to others naming the candidate: waiting, deleted; kept, emptied.
  await scrubOutboxAboutCandidates(db, [id]);
  const resumeIds = [
    ...new Set(applications.flatMap((row) => (row.resume_id ? [row.resume_id] : []))),
  ];
  await anonymiseApplications(db, applicationIds, {
    firstName: 'Erased',
    lastName: 'candidate',
    logSummary: 'An application from a candidate who was erased',
  });
  if (resumeIds.length > 0) {
    await db
      .updateTable('email_outbox')
      .set({ attachment_resume_id: null })
      .where('attachment_resume_id', 'in', resumeIds)
      .execute();
    await db.deleteFrom('resumes').where('id', 'in', resumeIds).execute();
  }
  await db.deleteFrom('email_outbox').where('to_address', '=', candidate.email_key).execute();
  await deleteCandidateRow(db, id);
  return 'erased';
}
