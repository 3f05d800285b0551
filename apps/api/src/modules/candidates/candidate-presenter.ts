import type {
  CandidateDetail,
  CandidateListItem,
  CandidateNote,
} from '@staffing/shared/candidate-schemas';
import type { CandidateDetailRecord } from './candidate-detail.ts';
import type { CandidateNoteRecord } from './candidate-notes.ts';
import type { CandidateRecord } from './candidates-repository.ts';

// Candidate records as the staff API answers them (packages/shared/src/candidate-schemas.ts).

const RECENT_JOB_TITLES = 5;

export function presentCandidateListItem(candidate: CandidateRecord): CandidateListItem {
  return {
    _id: candidate.id,
    name: `${candidate.firstName} ${candidate.lastName}`.trim(),
    email: candidate.email,
    phone: candidate.phone,
    city: candidate.city,
    region: candidate.region,
    lastActivityAt: candidate.lastActivityAt,
    latestStatus: candidate.latestStatus,
    tags: candidate.tags,
    resumeReadable: candidate.resumeReadable,
    resumeStatus: candidate.resumeStatus,
    applicationCount: candidate.applicationCount,
    recentJobTitles: candidate.jobTitles.slice(0, RECENT_JOB_TITLES),
    locale: candidate.locale,
  };
}

export function presentCandidateNote(note: CandidateNoteRecord): CandidateNote {
  return {
    _id: note.id,
    createdAt: note.createdAt,
    authorName: note.authorName,
    body: note.body,
  };
}

export function presentCandidateDetail(
  candidate: CandidateRecord,
  detail: CandidateDetailRecord,
): CandidateDetail {
  return {
    ...presentCandidateListItem(candidate),
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    createdAt: candidate.createdAt,
    hasAccount: candidate.userId !== null,
    resumes: detail.resumes.map((resume) => ({
      _id: resume.id,
      name: resume.name,
      size: resume.size,
      createdAt: resume.createdAt,
      textStatus: resume.textStatus,
      source: resume.source,
    })),
    resumeText: detail.resumeText,
    applications: detail.applications.map((application) => ({
      _id: application.id,
      createdAt: application.createdAt,
      kind: application.kind,
      jobId: application.jobId,
      jobTitle: application.jobTitle,
      status: application.status,
      answers: application.screeningAnswers,
      knockedOut: application.knockedOut,
    })),
    timeline: detail.timeline,
    notes: detail.notes.map(presentCandidateNote),
  };
}
