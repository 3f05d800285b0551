import type { Kysely } from 'kysely';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
} from '@staffing/shared/account-schemas';
import type { CandidateTimelineEntry, ResumeTextStatus } from '@staffing/shared/candidate-schemas';
import { RESUME_TEXT_STATUSES } from '@staffing/shared/candidate-schemas';
import type { ApplicationKind } from '@staffing/shared/constants';
import {
  presentScreeningAnswers,
  screeningSnapshotSchema,
  type ApplicationAnswer,
  type ScreeningSnapshot,
} from '@staffing/shared/screening-schemas';
import type { Database } from '../../db/schema.ts';
import { parseApplicationStatus } from '../applications/applications-repository.ts';
import { normaliseEmail } from './candidate-sync.ts';
import { listCandidateNotes, type CandidateNoteRecord } from './candidate-notes.ts';
import { listCandidateResumeIds } from './candidate-resumes.ts';
import type { CandidateRecord } from './candidates-repository.ts';
import {
  listCandidateShortlistEvents,
  type ShortlistEventRecord,
} from '../shortlists/shortlists-repository.ts';
import {
  listCandidateInterviewEvents,
  type InterviewEventRecord,
} from '../interviews/interviews-repository.ts';
import { listCandidatePlacements } from '../placements/placements-repository.ts';

// Everything the candidate page shows beyond the list's summary: resumes, applications with
// their screening answers, notes, and one timeline gathered from applications, the hiring
// pipeline, notes, mail sent to them, their account and resumes.

export type CandidateResumeRecord = {
  id: string;
  name: string;
  size: number;
  createdAt: string;
  textStatus: ResumeTextStatus;
  source: 'application' | 'account';
};

export type CandidateApplicationRecord = {
  id: string;
  createdAt: string;
  kind: ApplicationKind;
  jobId: string | null;
  jobTitle: string;
  status: ApplicationStatus;
  // The answers keyed by question id, as stored (the data export's).
  answers: Record<string, string | number>;
  // The questions as they were asked, each with its answer, as staff read them.
  screeningAnswers: ApplicationAnswer[];
  knockedOut: boolean;
};

export type CandidateDetailRecord = {
  resumes: CandidateResumeRecord[];
  resumeText: string | null;
  applications: CandidateApplicationRecord[];
  timeline: CandidateTimelineEntry[];
  notes: CandidateNoteRecord[];
};

// The mail the timeline lists: the newest this many (a long-time candidate's alerts add up).
const TIMELINE_EMAILS = 100;
const NOTE_PREVIEW_CHARACTERS = 200;

const textStatus = (value: string): ResumeTextStatus =>
  RESUME_TEXT_STATUSES.find((status) => status === value) ?? 'pending';

// The screening snapshot an application stored (the questions as asked and the answers);
// none asked when nothing was stored or the stored value does not read.
function snapshotOf(value: string | null): ScreeningSnapshot {
  const none: ScreeningSnapshot = { questions: [], answers: {} };
  if (!value) return none;
  try {
    const parsed = screeningSnapshotSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : none;
  } catch {
    return none;
  }
}

// A shortlist event as the timeline reads it.
function shortlistSummary(event: ShortlistEventRecord): string {
  const where = `${event.company}'s order (“${event.position}”)`;
  const text = event.text ? `: ${preview(event.text)}` : '';
  switch (event.kind) {
    case 'added':
      return `Shortlisted for ${where}${text}`;
    case 'consent-asked-again':
      return `Asked again to share their profile with ${where}`;
    case 'consent-granted':
      return `Agreed to share their profile with ${where}`;
    case 'consent-declined':
      return `Declined to share their profile with ${where}`;
    case 'consent-withdrawn':
      return `Withdrew their profile from ${where}`;
    case 'interview-requested':
      return `The client asked for an interview for ${where}${text}`;
    case 'client-declined':
      return `The client declined them for ${where}${text}`;
    // Only the client's wish: staff record the placement.
    case 'hired':
      return `The client wants to hire them for ${where}`;
  }
}

// An interview event as the timeline reads it; the text is the agreed time (or the reason).
function interviewSummary(event: InterviewEventRecord): string {
  const where = `${event.company}'s order (“${event.position}”)`;
  switch (event.kind) {
    case 'scheduled':
      return `Interview scheduled for ${where}${event.text ? `: ${event.text}` : ''}`;
    case 'rescheduled':
      return `Interview for ${where} moved${event.text ? ` to ${event.text}` : ''}`;
    case 'cancelled':
      return `Interview for ${where} cancelled${event.text ? `: ${preview(event.text)}` : ''}`;
    case 'reminded':
      return `Reminded of the interview for ${where}`;
  }
}

const preview = (text: string) =>
  text.length > NOTE_PREVIEW_CHARACTERS ? `${text.slice(0, NOTE_PREVIEW_CHARACTERS - 1)}…` : text;

export async function loadCandidateDetail(
  db: Kysely<Database>,
  candidate: CandidateRecord,
): Promise<CandidateDetailRecord> {
  const [applicationRows, resumeIds, notes, account, emails] = await Promise.all([
    db
      .selectFrom('applications')
      .select([
        'id',
        'created_at',
        'kind',
        'job_id',
        'job_title',
        'status',
        'resume_id',
        'answers',
        'knocked_out',
      ])
      .where('candidate_id', '=', candidate.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    listCandidateResumeIds(db, candidate),
    listCandidateNotes(db, candidate.id),
    candidate.userId
      ? db
          .selectFrom('users')
          .select(['created_at', 'resume_id'])
          .where('id', '=', candidate.userId)
          .executeTakeFirst()
      : Promise.resolve(undefined),
    db
      .selectFrom('email_outbox')
      .select(['created_at', 'sent_at', 'subject', 'status'])
      .where('to_address', '=', normaliseEmail(candidate.email))
      .orderBy('created_at', 'desc')
      .limit(TIMELINE_EMAILS)
      .execute(),
  ]);
  const applicationIds = applicationRows.map((row) => row.id);
  const [resumeRows, events] = await Promise.all([
    resumeIds.length > 0
      ? db
          .selectFrom('resumes')
          .select(['id', 'file_name', 'size_bytes', 'created_at', 'text_status'])
          .where('id', 'in', resumeIds)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute()
      : Promise.resolve([]),
    applicationIds.length > 0
      ? db
          .selectFrom('application_events')
          .innerJoin('applications', 'applications.id', 'application_events.application_id')
          .select([
            'application_events.created_at',
            'application_events.actor_name',
            'application_events.from_status',
            'application_events.to_status',
            'application_events.note',
            'applications.job_title',
          ])
          .where('application_events.application_id', 'in', applicationIds)
          .execute()
      : Promise.resolve([]),
  ]);
  const applicationResumes = new Set(applicationRows.map((row) => row.resume_id));
  const resumes = resumeRows.map((row): CandidateResumeRecord => ({
    id: row.id,
    name: row.file_name,
    size: row.size_bytes,
    createdAt: row.created_at,
    textStatus: textStatus(row.text_status),
    source: applicationResumes.has(row.id) ? 'application' : 'account',
  }));
  const newest = resumes[0];
  const resumeText =
    newest?.textStatus === 'readable'
      ? ((
          await db
            .selectFrom('resumes')
            .select('text')
            .where('id', '=', newest.id)
            .executeTakeFirst()
        )?.text ?? null)
      : null;

  const timeline: CandidateTimelineEntry[] = [];
  if (account) {
    timeline.push({
      at: account.created_at,
      kind: 'account',
      summary: 'Created an account',
      actorName: null,
    });
  }
  for (const row of applicationRows) {
    timeline.push({
      at: row.created_at,
      kind: 'application',
      summary: `Applied for “${row.job_title}”`,
      actorName: null,
    });
  }
  for (const event of events) {
    if (event.to_status !== null) {
      const from = event.from_status === null ? null : parseApplicationStatus(event.from_status);
      const to = parseApplicationStatus(event.to_status);
      timeline.push({
        at: event.created_at,
        kind: 'status',
        summary: from
          ? `“${event.job_title}” moved from ${APPLICATION_STATUS_LABELS[from]} to ${APPLICATION_STATUS_LABELS[to]}`
          : `“${event.job_title}” moved to ${APPLICATION_STATUS_LABELS[to]}`,
        actorName: event.actor_name,
      });
    }
    if (event.note !== null) {
      timeline.push({
        at: event.created_at,
        kind: 'pipeline-note',
        summary: `Note on “${event.job_title}”: ${preview(event.note)}`,
        actorName: event.actor_name,
      });
    }
  }
  for (const note of notes) {
    timeline.push({
      at: note.createdAt,
      kind: 'note',
      summary: preview(note.body),
      actorName: note.authorName,
    });
  }
  for (const row of emails) {
    const state = row.status === 'sent' ? '' : ` (${row.status})`;
    timeline.push({
      at: row.sent_at ?? row.created_at,
      kind: 'email',
      summary: `Email “${row.subject}”${state}`,
      actorName: null,
    });
  }
  for (const resume of resumes) {
    if (resume.source !== 'account') continue;
    timeline.push({
      at: resume.createdAt,
      kind: 'resume',
      summary: `Uploaded a resume (${resume.name})`,
      actorName: null,
    });
  }
  for (const event of await listCandidateShortlistEvents(db, [candidate.id])) {
    timeline.push({
      at: event.at,
      kind: 'shortlist',
      summary: shortlistSummary(event),
      actorName: event.actorName,
    });
  }
  for (const event of await listCandidateInterviewEvents(db, [candidate.id])) {
    timeline.push({
      at: event.at,
      kind: 'interview',
      summary: interviewSummary(event),
      actorName: event.actorName,
    });
  }
  for (const placement of await listCandidatePlacements(db, [candidate.id])) {
    timeline.push({
      at: placement.createdAt,
      kind: 'placement',
      summary: `Placed on ${placement.company}'s order (“${placement.position}”)${
        placement.startDate ? `, starting ${placement.startDate}` : ''
      }`,
      actorName: placement.placedByName,
    });
  }
  // Newest first; an application's own entries (applied, then its mail) keep their order.
  timeline.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));

  return {
    resumes,
    resumeText,
    applications: applicationRows.map((row) => {
      const snapshot = snapshotOf(row.answers);
      return {
        id: row.id,
        createdAt: row.created_at,
        kind: row.kind as ApplicationKind,
        jobId: row.job_id,
        jobTitle: row.job_title,
        status: parseApplicationStatus(row.status),
        answers: snapshot.answers,
        screeningAnswers: presentScreeningAnswers(snapshot),
        knockedOut: Boolean(row.knocked_out),
      };
    }),
    timeline,
    notes,
  };
}
