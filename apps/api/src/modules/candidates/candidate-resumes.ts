import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findResume, type ResumeFile } from '../resumes/resumes-repository.ts';

// The resumes a candidate holds: those of their applications and of their account.

type CandidateKeys = { id: string; userId: string | null };

// The resume ids a candidate's applications and account hold, newest first.
export async function listCandidateResumeIds(
  db: Kysely<Database>,
  candidate: CandidateKeys,
): Promise<string[]> {
  const rows = await db
    .selectFrom('resumes')
    .select('resumes.id')
    .where((eb) =>
      eb.or([
        eb(
          'resumes.id',
          'in',
          eb
            .selectFrom('applications')
            .select('applications.resume_id')
            .where('applications.candidate_id', '=', candidate.id)
            .where('applications.resume_id', 'is not', null)
            .$narrowType<{ resume_id: string }>(),
        ),
        ...(candidate.userId
          ? [
              eb(
                'resumes.id',
                'in',
                eb
                  .selectFrom('users')
                  .select('users.resume_id')
                  .where('users.id', '=', candidate.userId)
                  .where('users.resume_id', 'is not', null)
                  .$narrowType<{ resume_id: string }>(),
              ),
            ]
          : []),
      ]),
    )
    .orderBy('resumes.created_at', 'desc')
    .orderBy('resumes.id', 'desc')
    .execute();
  return rows.map((row) => row.id);
}

// A resume's file, only if it is one of this candidate's.
export async function findCandidateResume(
  db: Kysely<Database>,
  candidate: CandidateKeys,
  resumeId: string,
): Promise<ResumeFile | undefined> {
  const ids = await listCandidateResumeIds(db, candidate);
  return ids.includes(resumeId) ? findResume(db, resumeId) : undefined;
}
