import type { Kysely } from 'kysely';
import { CONSENT_STATES, type ConsentState } from '@staffing/shared/shortlist-schemas';
import type { InterviewStatus } from '@staffing/shared/interview-schemas';
import type { Locale } from '@staffing/shared/i18n/locales';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';

// Interviews and their history. Rows stay here; callers get records.

export type InterviewRecord = {
  id: string;
  entryId: string;
  orderId: string;
  position: string;
  // The client company's name when the order is linked to one, else the name sent with it.
  company: string;
  companyId: string | null;
  ownerUserId: string | null;
  // The order owner's name, null when nobody owns the order.
  ownerName: string | null;
  candidateId: string;
  candidateName: string;
  candidateEmail: string;
  // The language the candidate's mail and calendar file are written in (candidates.locale).
  candidateLocale: Locale;
  consent: ConsentState;
  uid: string;
  sequence: number;
  status: InterviewStatus;
  startsAt: string;
  date: string;
  time: string;
  timeZone: string;
  durationMinutes: number;
  location: string | null;
  videoUrl: string | null;
  interviewer: string;
  notes: string | null;
  cancelReason: string | null;
  remindAt: string | null;
  reminderSentAt: string | null;
  createdByName: string;
  createdAt: string;
  updatedAt: string;
};

export type InterviewEventKind = 'scheduled' | 'rescheduled' | 'cancelled' | 'reminded';

export type InterviewEventRecord = {
  interviewId: string;
  at: string;
  kind: InterviewEventKind;
  actorName: string | null;
  text: string | null;
  position: string;
  company: string;
};

// The wall-clock time, place and people of an interview as scheduled or moved.
export type InterviewSlot = {
  date: string;
  time: string;
  timeZone: string;
  startsAt: string;
  durationMinutes: number;
  location: string | null;
  videoUrl: string | null;
  interviewer: string;
  notes: string | null;
  remindAt: string | null;
};

function selectInterviews(db: Kysely<Database>) {
  return db
    .selectFrom('interviews as i')
    .innerJoin('shortlist_entries as e', 'e.id', 'i.shortlist_entry_id')
    .innerJoin('job_orders as o', 'o.id', 'i.job_order_id')
    .innerJoin('candidates as c', 'c.id', 'i.candidate_id')
    .leftJoin('client_companies as cc', 'cc.id', 'o.client_company_id')
    .leftJoin('users as owner', 'owner.id', 'o.owner_user_id')
    .select([
      'i.id',
      'i.shortlist_entry_id',
      'i.job_order_id',
      'i.candidate_id',
      'i.uid',
      'i.sequence',
      'i.status',
      'i.starts_at',
      'i.date',
      'i.time',
      'i.time_zone',
      'i.duration_minutes',
      'i.location',
      'i.video_url',
      'i.interviewer',
      'i.notes',
      'i.cancel_reason',
      'i.remind_at',
      'i.reminder_sent_at',
      'i.created_by_name',
      'i.created_at',
      'i.updated_at',
      'e.consent',
      'o.position',
      'o.company',
      'o.client_company_id',
      'o.owner_user_id',
      'cc.name as client_name',
      'owner.first_name as owner_first_name',
      'owner.last_name as owner_last_name',
      'owner.email as owner_email',
      'c.first_name',
      'c.last_name',
      'c.email',
      'c.locale as candidate_locale',
    ]);
}

type InterviewRow = Awaited<
  ReturnType<ReturnType<typeof selectInterviews>['executeTakeFirstOrThrow']>
>;

function toRecord(row: InterviewRow): InterviewRecord {
  return {
    id: row.id,
    entryId: row.shortlist_entry_id,
    orderId: row.job_order_id,
    position: row.position,
    company: row.client_name ?? row.company,
    companyId: row.client_company_id,
    ownerUserId: row.owner_user_id,
    ownerName:
      row.owner_user_id && row.owner_email !== null
        ? `${row.owner_first_name ?? ''} ${row.owner_last_name ?? ''}`.trim() || row.owner_email
        : null,
    candidateId: row.candidate_id,
    candidateName: `${row.first_name} ${row.last_name}`.trim() || row.email,
    candidateEmail: row.email,
    candidateLocale: row.candidate_locale === 'es' ? 'es' : 'en',
    consent: (CONSENT_STATES as readonly string[]).includes(row.consent)
      ? (row.consent as ConsentState)
      : 'pending',
    uid: row.uid,
    sequence: row.sequence,
    status: row.status === 'cancelled' ? 'cancelled' : 'scheduled',
    startsAt: new Date(row.starts_at).toISOString(),
    date: row.date,
    time: row.time,
    timeZone: row.time_zone,
    durationMinutes: row.duration_minutes,
    location: row.location,
    videoUrl: row.video_url,
    interviewer: row.interviewer,
    notes: row.notes,
    cancelReason: row.cancel_reason,
    remindAt: row.remind_at,
    reminderSentAt: row.reminder_sent_at,
    createdByName: row.created_by_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function findInterview(
  db: Kysely<Database>,
  id: string,
): Promise<InterviewRecord | undefined> {
  const row = await selectInterviews(db).where('i.id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

// An order's interviews by time (the order page).
export async function listOrderInterviews(
  db: Kysely<Database>,
  orderId: string,
): Promise<InterviewRecord[]> {
  const rows = await selectInterviews(db)
    .where('i.job_order_id', '=', orderId)
    .orderBy('i.starts_at')
    .orderBy('i.id')
    .execute();
  return rows.map(toRecord);
}

// A client company's interviews by time, only of candidates who still agree to be shared
// with it; one order's when orderId is given.
export async function listCompanyInterviews(
  db: Kysely<Database>,
  companyId: string,
  filter: { orderId?: string | undefined; id?: string | undefined } = {},
): Promise<InterviewRecord[]> {
  let query = selectInterviews(db)
    .where('i.client_company_id', '=', companyId)
    .where('o.client_company_id', '=', companyId)
    .where('e.consent', '=', 'granted');
  if (filter.orderId !== undefined) query = query.where('i.job_order_id', '=', filter.orderId);
  if (filter.id !== undefined) query = query.where('i.id', '=', filter.id);
  const rows = await query.orderBy('i.starts_at').orderBy('i.id').execute();
  return rows.map(toRecord);
}

// The agency's interviews on the days from `from` to `to` (YYYY-MM-DD, both included). An
// interview's day is its `date`, the calendar date of the agreed wall-clock time in its own
// zone (what the invitation says), so the list groups by the day people were told. By day,
// then by start; `limit` rows at most.
export async function listInterviewsByDay(
  db: Kysely<Database>,
  filter: {
    from: string;
    to: string;
    // The order's owner; null: orders nobody owns.
    ownerId?: string | null | undefined;
    orderId?: string | undefined;
    // The order's client company.
    companyId?: string | undefined;
    status?: InterviewStatus | undefined;
    limit: number;
  },
): Promise<InterviewRecord[]> {
  let query = selectInterviews(db)
    .where('i.date', '>=', filter.from)
    .where('i.date', '<=', filter.to);
  if (filter.ownerId === null) query = query.where('o.owner_user_id', 'is', null);
  else if (filter.ownerId !== undefined)
    query = query.where('o.owner_user_id', '=', filter.ownerId);
  if (filter.orderId !== undefined) query = query.where('i.job_order_id', '=', filter.orderId);
  if (filter.companyId !== undefined) {
    query = query.where('o.client_company_id', '=', filter.companyId);
  }
  if (filter.status !== undefined) query = query.where('i.status', '=', filter.status);
  const rows = await query
    .orderBy('i.date')
    .orderBy('i.starts_at')
    .orderBy('i.id')
    .limit(filter.limit)
    .execute();
  return rows.map(toRecord);
}

export async function listCandidateInterviews(
  db: Kysely<Database>,
  candidateIds: readonly string[],
): Promise<InterviewRecord[]> {
  if (candidateIds.length === 0) return [];
  const rows = await selectInterviews(db)
    .where('i.candidate_id', 'in', candidateIds)
    .orderBy('i.starts_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
  return rows.map(toRecord);
}

// An entry's interviews still to come (a withdrawal or the entry's removal cancels them).
export async function listUpcomingInterviewsOfEntry(
  db: Kysely<Database>,
  entryId: string,
  now: Date = new Date(),
): Promise<InterviewRecord[]> {
  const rows = await selectInterviews(db)
    .where('i.shortlist_entry_id', '=', entryId)
    .where('i.status', '=', 'scheduled')
    .where('i.starts_at', '>', now.toISOString())
    .orderBy('i.starts_at')
    .orderBy('i.id')
    .execute();
  return rows.map(toRecord);
}

// The candidates' interviews still to come, on any order (their erasure cancels them).
export async function listUpcomingInterviewsOfCandidates(
  db: Kysely<Database>,
  candidateIds: readonly string[],
  now: Date = new Date(),
): Promise<InterviewRecord[]> {
  if (candidateIds.length === 0) return [];
  const rows = await selectInterviews(db)
    .where('i.candidate_id', 'in', candidateIds)
    .where('i.status', '=', 'scheduled')
    .where('i.starts_at', '>', now.toISOString())
    .orderBy('i.starts_at')
    .orderBy('i.id')
    .execute();
  return rows.map(toRecord);
}

// A new interview, sequence 0. The UID is the calendar's key for it and never changes.
export async function insertInterview(
  db: Kysely<Database>,
  input: InterviewSlot & {
    entryId: string;
    orderId: string;
    candidateId: string;
    companyId: string | null;
    uidHost: string;
    createdBy: { id: string; name: string };
  },
): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('interviews')
    .values({
      id,
      shortlist_entry_id: input.entryId,
      job_order_id: input.orderId,
      candidate_id: input.candidateId,
      client_company_id: input.companyId,
      uid: `${id}@${input.uidHost}`,
      sequence: 0,
      status: 'scheduled',
      ...slotColumns(input),
      created_by_user_id: input.createdBy.id,
      created_by_name: input.createdBy.name,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

function slotColumns(slot: InterviewSlot) {
  return {
    starts_at: slot.startsAt,
    date: slot.date,
    time: slot.time,
    time_zone: slot.timeZone,
    duration_minutes: slot.durationMinutes,
    location: slot.location,
    video_url: slot.videoUrl,
    interviewer: slot.interviewer,
    notes: slot.notes,
    remind_at: slot.remindAt,
  };
}

// A new time (and place): the sequence rises and the reminder is due again. Only from the
// sequence the caller read, so two staff moving it at once cannot both win; false otherwise.
export async function rescheduleInterview(
  db: Kysely<Database>,
  id: string,
  fromSequence: number,
  slot: InterviewSlot,
): Promise<boolean> {
  const result = await db
    .updateTable('interviews')
    .set({
      ...slotColumns(slot),
      sequence: fromSequence + 1,
      reminder_sent_at: null,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .where('sequence', '=', fromSequence)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function cancelInterview(
  db: Kysely<Database>,
  id: string,
  fromSequence: number,
  reason: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('interviews')
    .set({
      status: 'cancelled',
      cancel_reason: reason,
      sequence: fromSequence + 1,
      remind_at: null,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .where('sequence', '=', fromSequence)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function addInterviewEvent(
  db: Kysely<Database>,
  interviewId: string,
  event: { kind: InterviewEventKind; actorName: string | null; text?: string | null },
  at: string = nowIso(),
): Promise<void> {
  await db
    .insertInto('interview_events')
    .values({
      id: newId(),
      interview_id: interviewId,
      created_at: at,
      kind: event.kind,
      actor_name: event.actorName,
      text: event.text ?? null,
    })
    .execute();
}

export async function listCandidateInterviewEvents(
  db: Kysely<Database>,
  candidateIds: readonly string[],
): Promise<InterviewEventRecord[]> {
  if (candidateIds.length === 0) return [];
  const rows = await db
    .selectFrom('interview_events as ev')
    .innerJoin('interviews as i', 'i.id', 'ev.interview_id')
    .innerJoin('job_orders as o', 'o.id', 'i.job_order_id')
    .leftJoin('client_companies as cc', 'cc.id', 'o.client_company_id')
    .select([
      'ev.interview_id',
      'ev.created_at',
      'ev.kind',
      'ev.actor_name',
      'ev.text',
      'o.position',
      'o.company',
      'cc.name as client_name',
    ])
    .where('i.candidate_id', 'in', candidateIds)
    .orderBy('ev.created_at', 'desc')
    .orderBy('ev.id', 'desc')
    .execute();
  return rows.map((row) => ({
    interviewId: row.interview_id,
    at: row.created_at,
    kind: row.kind as InterviewEventKind,
    actorName: row.actor_name,
    text: row.text,
    position: row.position,
    company: row.client_name ?? row.company,
  }));
}

// The reminder scan: scheduled interviews whose reminder is due at `now` and that have not
// started yet, of candidates who still agree to be shared (a withdrawal stops the mail naming
// them to the client), oldest due first.
export async function listDueReminders(
  db: Kysely<Database>,
  now: Date,
  limit: number,
): Promise<InterviewRecord[]> {
  const at = now.toISOString();
  const rows = await selectInterviews(db)
    .where('i.status', '=', 'scheduled')
    .where('i.remind_at', '<=', at)
    .where('i.reminder_sent_at', 'is', null)
    .where('i.starts_at', '>', at)
    .where('e.consent', '=', 'granted')
    .orderBy('i.remind_at')
    .orderBy('i.id')
    .limit(limit)
    .execute();
  return rows.map(toRecord);
}

// Claims the reminder of this version of the interview: true for exactly one caller, so two
// instances scanning at once send it once.
export async function markReminderSent(
  db: Kysely<Database>,
  id: string,
  sequence: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('interviews')
    .set({ reminder_sent_at: at })
    .where('id', '=', id)
    .where('sequence', '=', sequence)
    .where('status', '=', 'scheduled')
    .where('reminder_sent_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

// Erasure: the candidates' interviews go with their history (the shortlist entries they hang
// off go too, but an erasure must not depend on the order it deletes in).
export async function deleteInterviewsOfCandidates(
  db: Kysely<Database>,
  candidateIds: readonly string[],
): Promise<void> {
  if (candidateIds.length === 0) return;
  await db.deleteFrom('interviews').where('candidate_id', 'in', candidateIds).execute();
}

// Two candidates found to be one person (candidate-sync.ts mergeCandidates): the interviews
// of the one that goes are the kept one's, as they were (same row, UID and SEQUENCE: nothing
// changed on anyone's calendar, so no file is sent). `entries` maps a shortlist entry that is
// folded into another on the same order to the entry kept.
export async function moveInterviewsOfCandidate(
  db: Kysely<Database>,
  { from, into, entries }: { from: string; into: string; entries: ReadonlyMap<string, string> },
): Promise<void> {
  for (const [dropped, kept] of entries) {
    await db
      .updateTable('interviews')
      .set({ shortlist_entry_id: kept })
      .where('shortlist_entry_id', '=', dropped)
      .execute();
  }
  await db
    .updateTable('interviews')
    .set({ candidate_id: into })
    .where('candidate_id', '=', from)
    .execute();
}
