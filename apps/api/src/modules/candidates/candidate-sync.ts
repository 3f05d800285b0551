import { sql, type Kysely, type Updateable } from 'kysely';
import type { Locale } from '@staffing/shared/i18n/locales';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { retagOutboxCandidate } from '../email/outbox-repository.ts';
import { moveInterviewsOfCandidate } from '../interviews/interviews-repository.ts';
import { addJobOrderNote } from '../job-orders/job-orders-repository.ts';
import { cityKey } from '../jobs/job-facts.ts';
import { movePlacementsOfCandidate } from '../placements/placements-repository.ts';
import { moveShortlistEntries, planShortlistMerge } from '../shortlists/shortlists-repository.ts';
import { phoneDigits, readPhone, readPlace } from './candidate-contact.ts';

// Keeps the talent pool's candidate records in step with what the rest of the site stores:
// every application, sign-up, profile change, resume and read resume text lands here. Each
// writer calls one of these in its own transaction:
//   recordCandidate + refreshCandidate  an application received (applications-routes.ts)
//   syncCandidateForApplication         an application's status moved (hiring pipeline)
//   syncCandidateForAccount             sign-up, profile change (names, email, resume)
//   syncCandidatesForResume             a resume's text read (or found unreadable)
//   forgetAccountCandidate              account deletion (my-data.ts ERASURE_STEPS)
// A candidate without an account is erased by eraseCandidate (candidates-repository.ts).

export type CandidateActivity = {
  email: string;
  firstName: string;
  lastName: string;
  userId?: string | null;
  at?: string;
  // The language of the page it came from: Spanish makes the candidate's language Spanish
  // (candidates.locale); English leaves it as it was, since a person who once wrote to us in
  // Spanish may still read an English page, and staff may have set it.
  locale?: Locale | null | undefined;
};

const spanishOrNull = (locale: Locale | null | undefined) => (locale === 'es' ? 'es' : null);

// The search document holds at most this much of a resume: PostgreSQL refuses a tsvector
// over 1 MB, and a resume's first pages say what a search needs.
export const RESUME_TEXT_SEARCH_LIMIT = 100_000;

// The one key a person is found by: the address trimmed and lower-cased.
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

// Finds or creates the candidate for this person and returns their id. An account's own
// candidate comes first (a signed-in applicant is that person, whatever address they typed);
// otherwise the normalised email decides. Names and the address as given are the newest
// activity's; an account once linked stays linked; a Spanish activity makes them prefer
// Spanish. Call refreshCandidate afterwards (in the same transaction) once the application or
// resume it concerns is stored.
export async function recordCandidate(
  db: Kysely<Database>,
  activity: CandidateActivity,
): Promise<string> {
  const at = activity.at ?? nowIso();
  const locale = spanishOrNull(activity.locale);
  if (activity.userId) {
    const linked = await db
      .selectFrom('candidates')
      .select(['id', 'last_activity_at'])
      .where('user_id', '=', activity.userId)
      .executeTakeFirst();
    if (linked) {
      if (at >= linked.last_activity_at || locale) {
        await db
          .updateTable('candidates')
          .set({
            ...(at >= linked.last_activity_at
              ? { first_name: activity.firstName, last_name: activity.lastName }
              : {}),
            ...(locale ? { locale } : {}),
          })
          .where('id', '=', linked.id)
          .execute();
      }
      return linked.id;
    }
  }
  const newer = sql<boolean>`excluded.last_activity_at >= candidates.last_activity_at`;
  const row = await db
    .insertInto('candidates')
    .values({
      id: newId(),
      email_key: normaliseEmail(activity.email),
      email: activity.email.trim(),
      first_name: activity.firstName,
      last_name: activity.lastName,
      user_id: activity.userId ?? null,
      created_at: at,
      last_activity_at: at,
      locale,
    })
    .onConflict((conflict) =>
      conflict.column('email_key').doUpdateSet({
        first_name: sql`case when ${newer} then excluded.first_name else candidates.first_name end`,
        last_name: sql`case when ${newer} then excluded.last_name else candidates.last_name end`,
        email: sql`case when ${newer} then excluded.email else candidates.email end`,
        user_id: sql`coalesce(candidates.user_id, excluded.user_id)`,
        locale: sql`coalesce(excluded.locale, candidates.locale)`,
        created_at: sql`case when excluded.created_at < candidates.created_at
          then excluded.created_at else candidates.created_at end`,
        last_activity_at: sql`case when ${newer}
          then excluded.last_activity_at else candidates.last_activity_at end`,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// Recomputes everything a candidate row derives from their applications, account and newest
// resume: status of the newest application, count, titles and industries applied to, last
// activity, the newest resume and its text, and phone and place from that text unless staff
// set them. Only the columns that changed are written, so the full-text index (an update
// trigger on SQLite, a generated column on PostgreSQL) is rebuilt only when the document
// changed.
export async function refreshCandidate(db: Kysely<Database>, candidateId: string): Promise<void> {
  const candidate = await db
    .selectFrom('candidates')
    .selectAll()
    .where('id', '=', candidateId)
    .executeTakeFirst();
  if (!candidate) return;
  const applications = await db
    .selectFrom('applications')
    .leftJoin('jobs', 'jobs.id', 'applications.job_id')
    .select([
      'applications.created_at',
      'applications.status',
      'applications.job_title',
      'applications.resume_id',
      'jobs.industry',
    ])
    .where('applications.candidate_id', '=', candidateId)
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.id', 'desc')
    .execute();
  const account = candidate.user_id
    ? await db
        .selectFrom('users')
        .select(['created_at', 'resume_id'])
        .where('id', '=', candidate.user_id)
        .executeTakeFirst()
    : undefined;
  const resumeIds = [
    ...new Set(
      [...applications.map((row) => row.resume_id), account?.resume_id ?? null].filter(
        (id): id is string => id !== null,
      ),
    ),
  ];
  const newest =
    resumeIds.length > 0
      ? await db
          .selectFrom('resumes')
          .select(['id', 'created_at', 'text', 'text_status'])
          .where('id', 'in', resumeIds)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst()
      : undefined;

  const latest = [
    candidate.created_at,
    applications[0]?.created_at,
    account?.created_at,
    newest?.created_at,
  ].reduce<string>((max, at) => (at && at > max ? at : max), candidate.created_at);
  const readable = newest?.text_status === 'readable' && newest.text !== null;
  const text = readable ? newest.text : null;
  const next = {
    latest_status: applications[0]?.status ?? null,
    application_count: applications.length,
    job_titles: [...new Set(applications.map((row) => row.job_title))].join('\n'),
    last_activity_at: latest,
    resume_id: newest?.id ?? null,
    resume_readable: readable ? 1 : 0,
    resume_text: text === null ? null : text.slice(0, RESUME_TEXT_SEARCH_LIMIT),
    phone: candidate.phone,
    phone_digits: candidate.phone_digits,
    city: candidate.city,
    city_key: candidate.city_key,
    region: candidate.region,
  };
  if (text !== null) {
    const phone = candidate.phone_from_staff ? null : readPhone(text);
    if (phone) Object.assign(next, { phone, phone_digits: phoneDigits(phone) });
    const place = candidate.place_from_staff ? null : readPlace(text);
    if (place) Object.assign(next, { ...place, city_key: cityKey(place.city) });
  }
  const changes: Updateable<Database['candidates']> = {};
  for (const column of Object.keys(next) as (keyof typeof next)[]) {
    if (candidate[column] !== next[column]) Object.assign(changes, { [column]: next[column] });
  }
  if (Object.keys(changes).length > 0) {
    await db.updateTable('candidates').set(changes).where('id', '=', candidateId).execute();
  }

  const industries = new Set(
    applications.flatMap((row) => (row.industry === null ? [] : [row.industry])),
  );
  const stored = await db
    .selectFrom('candidate_industries')
    .select('industry')
    .where('candidate_id', '=', candidateId)
    .execute();
  const gone = stored.map((row) => row.industry).filter((industry) => !industries.has(industry));
  for (const row of stored) industries.delete(row.industry);
  if (gone.length > 0) {
    await db
      .deleteFrom('candidate_industries')
      .where('candidate_id', '=', candidateId)
      .where('industry', 'in', gone)
      .execute();
  }
  if (industries.size > 0) {
    await db
      .insertInto('candidate_industries')
      .values([...industries].map((industry) => ({ candidate_id: candidateId, industry })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

// After an application's status moved (or anything else about one application changed).
export async function syncCandidateForApplication(
  db: Kysely<Database>,
  applicationId: string,
): Promise<void> {
  const row = await db
    .selectFrom('applications')
    .select('candidate_id')
    .where('id', '=', applicationId)
    .executeTakeFirst();
  if (row?.candidate_id) await refreshCandidate(db, row.candidate_id);
}

// Called once a resume's text has been read (or found unreadable): refreshes the search
// document of every candidate the resume belongs to (through an application or an account).
export async function syncCandidatesForResume(
  db: Kysely<Database>,
  resumeId: string,
): Promise<void> {
  const rows = await db
    .selectFrom('candidates')
    .select('candidates.id')
    .where((eb) =>
      eb.or([
        eb('candidates.resume_id', '=', resumeId),
        eb(
          'candidates.id',
          'in',
          eb
            .selectFrom('applications')
            .select('applications.candidate_id')
            .where('applications.resume_id', '=', resumeId)
            .where('applications.candidate_id', 'is not', null)
            .$narrowType<{ candidate_id: string }>(),
        ),
        eb(
          'candidates.user_id',
          'in',
          eb.selectFrom('users').select('users.id').where('users.resume_id', '=', resumeId),
        ),
      ]),
    )
    .execute();
  for (const row of rows) await refreshCandidate(db, row.id);
}

// An account's candidate after sign-up or a profile change: created for a job seeker who has
// none, renamed, given the account's address (taking over, merged, the candidate that address
// already had) and refreshed for a new resume. Staff accounts get no candidate of their own.
// Returns the candidate's id, if any.
export async function syncCandidateForAccount(
  db: Kysely<Database>,
  userId: string,
): Promise<string | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'role', 'locale'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const key = normaliseEmail(user.email);
  const linked = await db
    .selectFrom('candidates')
    .select(['id', 'email_key'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  let candidateId: string;
  if (linked) {
    candidateId = linked.id;
    if (linked.email_key !== key) {
      const holder = await db
        .selectFrom('candidates')
        .select('id')
        .where('email_key', '=', key)
        .executeTakeFirst();
      if (holder) await mergeCandidates(db, { from: holder.id, into: linked.id });
    }
    await db
      .updateTable('candidates')
      .set({
        email_key: key,
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
      })
      .where('id', '=', linked.id)
      .execute();
  } else {
    if (user.role !== 'user') return undefined;
    candidateId = await recordCandidate(db, {
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      userId: user.id,
      // Signed up on the Spanish pages (users.locale).
      locale: user.locale === 'es' ? 'es' : null,
    });
  }
  await refreshCandidate(db, candidateId);
  return candidateId;
}

// The order's history when one person turns out to have been placed on it twice.
const PLACED_TWICE_NOTE =
  'Two placements on this order were found to be one person (two addresses of theirs were ' +
  'merged into one candidate). The later placement no longer names them but still counts ' +
  'towards the filled count: correct the count if it should not.';

// One person found under two candidates (an account took an address that had applied on
// its own): applications, tags, notes, the staff's contact corrections, the mail naming them
// and everything the agency and its clients did with them (shortlist entries with their
// consent, history and the client's answers, interviews with their history, placements) move
// to `into`, and `from` goes. Deleting `from` would otherwise take its shortlist entries and
// interviews with it (foreign keys cascade) and leave its placements saying nobody: the
// client's shared candidate, the interview on both calendars and the hire would vanish.
// Industries are not moved: refreshCandidate derives them from the applications. Runs in the
// caller's transaction (the profile change that took the address), so nothing is half-moved.
async function mergeCandidates(
  db: Kysely<Database>,
  { from, into }: { from: string; into: string },
): Promise<void> {
  const [source, target] = await Promise.all([
    db.selectFrom('candidates').selectAll().where('id', '=', from).executeTakeFirst(),
    db.selectFrom('candidates').selectAll().where('id', '=', into).executeTakeFirst(),
  ]);
  if (!source || !target) return;
  await db
    .updateTable('applications')
    .set({ candidate_id: into })
    .where('candidate_id', '=', from)
    .execute();
  await db
    .insertInto('candidate_tags')
    .columns(['candidate_id', 'tag', 'created_at', 'created_by'])
    .expression((eb) =>
      eb
        .selectFrom('candidate_tags')
        .select([
          sql<string>`cast(${into} as text)`.as('candidate_id'),
          'tag',
          'created_at',
          'created_by',
        ])
        .where('candidate_id', '=', from),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await db
    .updateTable('candidate_notes')
    .set({ candidate_id: into })
    .where('candidate_id', '=', from)
    .execute();
  await db
    .updateTable('activity_log')
    .set({ subject_id: into })
    .where('subject_type', '=', 'candidate')
    .where('subject_id', '=', from)
    .execute();
  await retagOutboxCandidate(db, from, into);
  // Both on one order's shortlist: one entry stays (planShortlistMerge says which and why),
  // and the interviews and placements of the other move onto it before it goes.
  const entries = await planShortlistMerge(db, from, into);
  await moveInterviewsOfCandidate(db, { from, into, entries });
  const placedTwice = await movePlacementsOfCandidate(db, { from, into, entries });
  await moveShortlistEntries(db, { from, into, entries });
  // Said without a name: the order's history is not scrubbed when a candidate is erased.
  for (const orderId of placedTwice) {
    await addJobOrderNote(db, orderId, { id: null, name: 'Talent pool' }, PLACED_TWICE_NOTE);
  }
  await db.deleteFrom('candidates').where('id', '=', from).execute();
  await db
    .updateTable('candidates')
    .set({
      created_at: source.created_at < target.created_at ? source.created_at : target.created_at,
      // Spanish if either of the two was.
      locale: target.locale ?? source.locale,
      ...(source.phone_from_staff && !target.phone_from_staff
        ? { phone: source.phone, phone_digits: source.phone_digits, phone_from_staff: 1 }
        : {}),
      ...(source.place_from_staff && !target.place_from_staff
        ? {
            city: source.city,
            city_key: source.city_key,
            region: source.region,
            place_from_staff: 1,
          }
        : {}),
    })
    .where('id', '=', into)
    .execute();
}

// Account deletion (a step of ERASURE_STEPS, run before the account's applications are
// anonymised): the account's applications leave its candidate. A candidate with nothing
// else goes, with its tags and notes; one that also holds applications sent signed out
// from the same address stays, for those, without the account.
export async function forgetAccountCandidate(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('applications')
    .set({ candidate_id: null })
    .where('user_id', '=', userId)
    .execute();
  const candidate = await db
    .selectFrom('candidates')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!candidate) return;
  const remaining = await db
    .selectFrom('applications')
    .select('id')
    .where('candidate_id', '=', candidate.id)
    .limit(1)
    .executeTakeFirst();
  if (!remaining) {
    await deleteCandidateRow(db, candidate.id);
    return;
  }
  await db
    .updateTable('candidates')
    .set({ user_id: null })
    .where('id', '=', candidate.id)
    .execute();
  await refreshCandidate(db, candidate.id);
}

// The first statement of a staff change that reads the candidate before it writes: on
// PostgreSQL it holds the row against a concurrent change of the same candidate (SQLite's
// transactions take the write lock when they begin, db/sqlite-dialect.ts). False when there is
// no such candidate.
export async function lockCandidate(db: Kysely<Database>, candidateId: string): Promise<boolean> {
  const result = await db
    .updateTable('candidates')
    .set((eb) => ({ user_id: eb.ref('user_id') }))
    .where('id', '=', candidateId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// The candidate row with its tags, notes and industries (foreign keys cascade); the activity
// log keeps that staff did something, not to whom.
export async function deleteCandidateRow(db: Kysely<Database>, candidateId: string): Promise<void> {
  await db
    .updateTable('activity_log')
    .set({ summary: 'A change to a candidate who was erased', subject_id: null })
    .where('subject_type', '=', 'candidate')
    .where('subject_id', '=', candidateId)
    .execute();
  await db.deleteFrom('candidates').where('id', '=', candidateId).execute();
}
