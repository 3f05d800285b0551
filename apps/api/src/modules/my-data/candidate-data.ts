import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { normaliseEmail } from '../candidates/candidate-sync.ts';
import { loadCandidateDetail } from '../candidates/candidate-detail.ts';
import { eraseCandidate } from '../candidates/candidate-erasure.ts';
import { listCandidateResumeIds } from '../candidates/candidate-resumes.ts';
import { findCandidate, type CandidateRecord } from '../candidates/candidates-repository.ts';
import { scrubOutboxAboutCandidates } from '../email/outbox-repository.ts';
import type { UserRecord } from '../users/users-repository.ts';
import type { ErasureStep, ExportSection } from './data-rights.ts';

// What the talent pool holds about an account's person, for the data export and the account
// deletion (my-data.ts): the candidate record (contact details read from resumes or set by
// staff), the tags and notes staff wrote about them (a person may see what is recorded about
// them, GDPR article 15), the staff's notes on their applications, the text read out of
// each of their resumes, and the applications the same address sent signed out.
//
// The candidate is keyed by the address, so it may hold applications sent signed out
// before the account existed. Until the account's address is verified, nothing proves those
// are this person's: the export then leaves out what they brought (their applications and
// resumes, and the candidate's tags and notes, which may be about them) and says so, and the
// deletion leaves them with the candidate (forgetAccountCandidate). Once it is verified,
// both cover everything recorded under the address.

export const TALENT_POOL_WITHHELD =
  'Part of what we hold under your email address came from applications sent without signing in. ' +
  'Verify your email address (Profile) and export again to include it.';

async function accountCandidate(
  db: Kysely<Database>,
  userId: string,
): Promise<CandidateRecord | undefined> {
  const row = await db
    .selectFrom('candidates')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? findCandidate(db, row.id) : undefined;
}

// The resumes the account itself holds: its profile resume, those it owns, and those of the
// applications it sent signed in.
async function ownResumeIds(db: Kysely<Database>, user: UserRecord): Promise<string[]> {
  const [owned, applied] = await Promise.all([
    db.selectFrom('resumes').select('id').where('owner_user_id', '=', user.id).execute(),
    db
      .selectFrom('applications')
      .select('resume_id')
      .where('user_id', '=', user.id)
      .where('resume_id', 'is not', null)
      .execute(),
  ]);
  return [
    ...(user.resumeId ? [user.resumeId] : []),
    ...owned.map((row) => row.id),
    ...applied.flatMap((row) => (row.resume_id ? [row.resume_id] : [])),
  ];
}

async function resumeTexts(db: Kysely<Database>, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('resumes')
    .select(['id', 'file_name', 'created_at', 'text_status', 'text'])
    .where('id', 'in', ids)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    resumeId: row.id,
    fileName: row.file_name,
    uploadedAt: row.created_at,
    textStatus: row.text_status,
    text: row.text,
  }));
}

// Staff's notes on these applications' hiring pipeline, oldest first, in full.
async function pipelineNotes(db: Kysely<Database>, applicationIds: string[]) {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .selectFrom('application_events')
    .innerJoin('applications', 'applications.id', 'application_events.application_id')
    .select([
      'application_events.application_id',
      'applications.job_title',
      'application_events.created_at',
      'application_events.actor_name',
      'application_events.note',
    ])
    .where('application_events.application_id', 'in', applicationIds)
    .where('application_events.note', 'is not', null)
    .orderBy('application_events.created_at')
    .execute();
  return rows.map((row) => ({
    applicationId: row.application_id,
    jobTitle: row.job_title,
    createdAt: row.created_at,
    author: row.actor_name,
    note: row.note,
  }));
}

export const talentPoolExportSection: ExportSection = {
  key: 'talentPool',
  async collect(db, user) {
    const candidate = await accountCandidate(db, user.id);
    const detail = candidate ? await loadCandidateDetail(db, candidate) : undefined;
    const ownApplications = await db
      .selectFrom('applications')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    const ownIds = new Set(ownApplications.map((row) => row.id));
    const signedOut = (detail?.applications ?? []).filter((entry) => !ownIds.has(entry.id));
    const complete = user.emailVerifiedAt !== null || signedOut.length === 0;
    const shown = complete ? candidate : undefined;
    const resumeIds = new Set([
      ...(await ownResumeIds(db, user)),
      ...(shown ? await listCandidateResumeIds(db, shown) : []),
    ]);
    return {
      data: {
        candidate: candidate
          ? {
              // As last given; the account's own until the address is verified.
              firstName: shown ? shown.firstName : user.firstName,
              lastName: shown ? shown.lastName : user.lastName,
              email: shown ? shown.email : user.email,
              // Read out of a resume, or set by staff.
              phone: shown ? shown.phone : null,
              city: shown ? shown.city : null,
              region: shown ? shown.region : null,
              // The language their emails are written in ('en' or 'es').
              preferredLanguage: shown ? shown.locale : null,
              createdAt: candidate.createdAt,
              lastActivityAt: candidate.lastActivityAt,
              tags: shown ? shown.tags : [],
              notes: shown
                ? (detail?.notes ?? []).map((note) => ({
                    createdAt: note.createdAt,
                    author: note.authorName,
                    body: note.body,
                  }))
                : [],
              applicationsSentSignedOut: shown
                ? signedOut.map((entry) => ({
                    id: entry.id,
                    createdAt: entry.createdAt,
                    jobTitle: entry.jobTitle,
                    status: entry.status,
                    answers: entry.answers,
                  }))
                : [],
            }
          : null,
        applicationNotes: await pipelineNotes(db, [
          ...ownIds,
          ...(shown ? signedOut.map((entry) => entry.id) : []),
        ]),
        resumeTexts: await resumeTexts(db, [...resumeIds]),
        withheld: candidate && !complete ? TALENT_POOL_WITHHELD : null,
      },
    };
  },
};

// The outbox's mail that names the person, while the account still names its candidate (the
// account's own, and the one of its address once that address is proven: the rule of the
// shortlists' and interviews' steps). What went to one of their own addresses (the account's,
// or one they applied from, which may have changed since) goes whatever its state; mail to
// others (the agency's copy of their applications, the client's invitations and answers, the
// owner's notices) is scrubbed: waiting, deleted; kept, emptied.
export const scrubMailNamingAccount: ErasureStep = async (db, user) => {
  const candidates = await db
    .selectFrom('candidates')
    .select(['id', 'email_key'])
    .where((eb) =>
      eb.or([
        eb('user_id', '=', user.id),
        ...(user.emailVerifiedAt ? [eb('email_key', '=', normaliseEmail(user.email))] : []),
      ]),
    )
    .execute();
  const ids = candidates.map((row) => row.id);
  if (ids.length === 0) return;
  const applied = await db
    .selectFrom('applications')
    .select('email')
    .distinct()
    .where((eb) => eb.or([eb('user_id', '=', user.id), eb('candidate_id', 'in', ids)]))
    .execute();
  const ownAddresses = [
    ...new Set([
      normaliseEmail(user.email),
      ...candidates.map((row) => row.email_key),
      ...applied.map((row) => row.email),
    ]),
  ];
  await db
    .deleteFrom('email_outbox')
    .where('about_candidate_id', 'in', ids)
    .where('to_address', 'in', ownAddresses)
    .execute();
  await scrubOutboxAboutCandidates(db, ids);
};

// Run after forgetAccountCandidate has taken the account's own applications off its
// candidate: with a verified address, whatever is still recorded under it (applications
// sent signed out, their resumes and answers, tags, notes) is erased as staff erase a
// candidate; with an unverified one it stays, as forgetAccountCandidate left it.
export const eraseAddressCandidate: ErasureStep = async (db, user, config) => {
  if (user.emailVerifiedAt === null) return;
  const row = await db
    .selectFrom('candidates')
    .select('id')
    .where('email_key', '=', normaliseEmail(user.email))
    .where('user_id', 'is', null)
    .executeTakeFirst();
  if (row) await eraseCandidate(db, config, row.id);
};
