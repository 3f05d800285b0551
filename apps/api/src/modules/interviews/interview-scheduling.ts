import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import type { Kysely } from 'kysely';
import { INTERVIEW_MESSAGES } from '@staffing/shared/interview-schemas';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/schema.ts';
import { validationFailed } from '../../lib/http-errors.ts';
import { findOrderClientIds, listCompanyContacts } from '../clients/clients-repository.ts';
import { logActivity } from '../activity/activity-repository.ts';
import { enqueueEmail } from '../email/outbox-repository.ts';
import type { CalendarPerson } from './calendar-invitation.ts';
import { zonedTimeToInstant } from './calendar-invitation.ts';
import {
  erasedInterviewCancellationEmails,
  interviewChangeEmails,
  interviewReminderEmails,
  whenText,
  type InterviewChange,
} from './interview-emails.ts';
import {
  addInterviewEvent,
  cancelInterview,
  findInterview,
  listDueReminders,
  listUpcomingInterviewsOfCandidates,
  listUpcomingInterviewsOfEntry,
  markReminderSent,
  type InterviewRecord,
  type InterviewSlot,
} from './interviews-repository.ts';

// What scheduling, moving, cancelling and reminding share: the instant of an agreed time, whom
// the client side of the mail goes to, a change's mail, event and activity entry, and the
// day-before reminder pass.

export const REMINDER_LEAD_MS = 24 * 60 * 60_000;

// The agreed wall-clock time as an instant, refused (400) when the zone has no rules for the
// calendar file or the time has passed. The reminder is due a day before, unless that moment
// has passed already: then the invitation itself is the reminder.
export function slotOf(
  input: {
    date: string;
    time: string;
    timeZone: string;
    durationMinutes: number;
    location: string | null;
    videoUrl: string | null;
    interviewer: string;
    notes: string | null;
  },
  now: Date = new Date(),
): InterviewSlot {
  if (!getVtimezoneComponent(input.timeZone)) {
    throw validationFailed({ timeZone: INTERVIEW_MESSAGES.unknownTimeZone });
  }
  if (input.location === null && input.videoUrl === null) {
    throw validationFailed({ location: INTERVIEW_MESSAGES.placeRequired });
  }
  const startsAt = zonedTimeToInstant(input.date, input.time, input.timeZone);
  if (startsAt.getTime() <= now.getTime()) {
    throw validationFailed({ date: INTERVIEW_MESSAGES.inThePast });
  }
  const remindAt = startsAt.getTime() - REMINDER_LEAD_MS;
  return {
    ...input,
    startsAt: startsAt.toISOString(),
    remindAt: remindAt > now.getTime() ? new Date(remindAt).toISOString() : null,
  };
}

// The client side of an order's interview mail: the order's own contact when it has one,
// else every contact of its company.
export async function orderContacts(
  db: Kysely<Database>,
  orderId: string,
): Promise<CalendarPerson[]> {
  const ids = await findOrderClientIds(db, orderId);
  if (!ids?.companyId) return [];
  const contacts = await listCompanyContacts(db, ids.companyId);
  const own = contacts.filter((contact) => contact.id === ids.contactId);
  return (own.length > 0 ? own : contacts).map((contact) => ({
    name: contact.name,
    email: contact.email,
  }));
}

// The order's owner, to be told of a change someone else made (nobody when the owner made it,
// there is none, or the account is disabled).
export async function ownerToTell(
  db: Kysely<Database>,
  ownerUserId: string | null,
  actorId: string | null,
): Promise<{ email: string } | null> {
  if (!ownerUserId || ownerUserId === actorId) return null;
  const owner = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', ownerUserId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return owner ?? null;
}

// A change's mail (the candidate and the client's contacts with the calendar file, the order's
// owner when someone else acted), its event and its activity entry, in the caller's
// transaction. `actor.id` is null when the candidate's own answer made the change.
export async function announceInterviewChange(
  db: Kysely<Database>,
  config: AppConfig,
  interview: InterviewRecord,
  change: InterviewChange,
  actor: { id: string | null; name: string },
): Promise<void> {
  const [contacts, owner] = await Promise.all([
    orderContacts(db, interview.orderId),
    ownerToTell(db, interview.ownerUserId, actor.id),
  ]);
  for (const email of interviewChangeEmails(config, interview, change, {
    contacts,
    owner,
    actorName: actor.name,
  })) {
    await enqueueEmail(db, email);
  }
  const when = whenText(interview);
  await addInterviewEvent(db, interview.id, {
    kind: change,
    actorName: actor.name,
    text: change === 'cancelled' ? interview.cancelReason : when,
  });
  const where = `${interview.company}'s order (“${interview.position}”)`;
  await logActivity(db, {
    actorUserId: actor.id,
    action: `interview.${change}`,
    subjectType: 'candidate',
    subjectId: interview.candidateId,
    summary:
      change === 'scheduled'
        ? `${actor.name} scheduled an interview with ${interview.candidateName} for ${where} on ${when}`
        : change === 'rescheduled'
          ? `${actor.name} moved the interview with ${interview.candidateName} for ${where} to ${when}`
          : `${actor.name} cancelled the interview with ${interview.candidateName} for ${where}`,
  });
}

// The candidate withdrew their consent, or staff took them off the shortlist: the entry's
// interviews still to come are cancelled with `reason`, each with its METHOD:CANCEL file to the
// candidate and the client, so no calendar keeps an interview that will not happen.
export async function cancelUpcomingInterviewsOfEntry(
  db: Kysely<Database>,
  config: AppConfig,
  entryId: string,
  actor: { id: string | null; name: string },
  reason: string,
): Promise<number> {
  let cancelled = 0;
  for (const interview of await listUpcomingInterviewsOfEntry(db, entryId)) {
    if (!(await cancelInterview(db, interview.id, interview.sequence, reason))) continue;
    const current = await findInterview(db, interview.id);
    if (!current) continue;
    await announceInterviewChange(db, config, current, 'cancelled', actor);
    cancelled += 1;
  }
  return cancelled;
}

// Erasing candidates: their interviews still to come are called off on the client's side
// (METHOD:CANCEL, SEQUENCE + 1, to the order's contacts) by a message that does not name the
// candidate, so it is kept as it is; the candidate hears nothing more (their mail goes with
// the erasure), and nobody else is told. The rows themselves go afterwards.
export async function cancelUpcomingInterviewsOfErased(
  db: Kysely<Database>,
  config: AppConfig,
  candidateIds: readonly string[],
): Promise<number> {
  let cancelled = 0;
  for (const interview of await listUpcomingInterviewsOfCandidates(db, candidateIds)) {
    if (!(await cancelInterview(db, interview.id, interview.sequence, null))) continue;
    const current = await findInterview(db, interview.id);
    if (!current) continue;
    const contacts = await orderContacts(db, current.orderId);
    for (const email of erasedInterviewCancellationEmails(config, current, contacts)) {
      await enqueueEmail(db, email);
    }
    cancelled += 1;
  }
  return cancelled;
}

export type ReminderRun = { due: number; sent: number };

// One pass of the day-before reminders at `now`: each due interview's reminder is claimed
// (reminder_sent_at) and its mail queued in one transaction, so it goes once however many
// instances scan; a cancelled or moved interview is not due (moving it makes it due again).
export async function sendDueReminders(
  db: Kysely<Database>,
  config: AppConfig,
  now: Date = new Date(),
  batch = 100,
): Promise<ReminderRun> {
  const due = await listDueReminders(db, now, batch);
  let sent = 0;
  for (const interview of due) {
    const contacts = await orderContacts(db, interview.orderId);
    const claimed = await db.transaction().execute(async (trx) => {
      const at = now.toISOString();
      if (!(await markReminderSent(trx, interview.id, interview.sequence, at))) return false;
      for (const email of interviewReminderEmails(config, interview, contacts)) {
        await enqueueEmail(trx, email);
      }
      await addInterviewEvent(trx, interview.id, { kind: 'reminded', actorName: null }, at);
      return true;
    });
    if (claimed) sent += 1;
  }
  return { due: due.length, sent };
}
