import type { Kysely } from 'kysely';
import { presentScreeningAnswers } from '@staffing/shared/screening-schemas';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/schema.ts';
import { logActivity } from '../activity/activity-repository.ts';
import { deleteAlertsOfUser, listLiveAlerts } from '../alerts/alerts-repository.ts';
import { presentAlert } from '../alerts/alerts-routes.ts';
import {
  anonymiseApplicationsOf,
  listApplicationResumeIdsOfUser,
  listApplicationScreeningOfUser,
  listApplicationsOfUser,
} from '../applications/applications-repository.ts';
import { presentMyApplication } from '../applications/my-applications-routes.ts';
import { forgetAccountCandidate } from '../candidates/candidate-sync.ts';
import { eraseJobOrderContactOf, jobOrdersExportSection } from '../job-orders/job-order-data.ts';
import { presentJob } from '../jobs/job-presenter.ts';
import { isJobOpen } from '../jobs/open-jobs.ts';
import { findResume } from '../resumes/resumes-repository.ts';
import { deleteSavedJobsOf, listSavedJobs } from '../saved-jobs/saved-jobs-repository.ts';
import { eraseShortlistsOf, shortlistExportSection } from '../shortlists/shortlist-data.ts';
import { erasePlacementsOf, placementExportSection } from '../placements/placement-data.ts';
import { eraseInterviewsOf, interviewExportSection } from '../interviews/interview-data.ts';
import {
  clientContactExportSection,
  eraseClientContactOf,
} from '../clients/client-contact-data.ts';
import type { UserRecord } from '../users/users-repository.ts';
import {
  eraseAddressCandidate,
  scrubMailNamingAccount,
  talentPoolExportSection,
} from './candidate-data.ts';
import type { ErasureStep, ExportFile, ExportSection } from './data-rights.ts';

// The right of access and the right to erasure (GDPR articles 15 and 17) in one place. Each
// feature that keeps personal data adds one entry to EXPORT_SECTIONS and, if it stores
// rows of its own, one step to ERASURE_STEPS; the routes do not change.

// A resume's file name as it was uploaded, made safe as a path inside the archive.
function archiveName(fileName: string): string {
  return fileName.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').slice(-120) || 'resume';
}

export const EXPORT_SECTIONS: ExportSection[] = [
  {
    key: 'account',
    async collect(db, user) {
      const resume = user.resumeId ? await findResume(db, user.resumeId) : undefined;
      return {
        data: {
          id: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          emailVerifiedAt: user.emailVerifiedAt,
          role: user.role,
          createdAt: user.createdAt,
          lastLoginAt: user.lastLoginAt,
          resume: resume ? `resumes/profile/${archiveName(resume.fileName)}` : null,
        },
        files: resume
          ? [{ path: `resumes/profile/${archiveName(resume.fileName)}`, content: resume.content }]
          : [],
      };
    },
  },
  {
    key: 'applications',
    async collect(db, user) {
      const [applications, resumeIds, screening] = await Promise.all([
        listApplicationsOfUser(db, user.id),
        listApplicationResumeIdsOfUser(db, user.id),
        listApplicationScreeningOfUser(db, user.id),
      ]);
      const files: ExportFile[] = [];
      const resumePaths = new Map<string, string>();
      for (const { applicationId, resumeId } of resumeIds) {
        const resume = await findResume(db, resumeId);
        if (!resume) continue;
        const path = `resumes/applications/${applicationId}/${archiveName(resume.fileName)}`;
        resumePaths.set(applicationId, path);
        files.push({ path, content: resume.content });
      }
      return {
        data: applications.map((application) => ({
          ...presentMyApplication(application),
          resumeFile: resumePaths.get(application.id) ?? null,
          // The screening questions as asked, with the answers given.
          answers: presentScreeningAnswers(
            screening.get(application.id) ?? { questions: [], answers: {} },
          ).map((entry) => ({ question: entry.label, answer: entry.answer })),
        })),
        files,
      };
    },
  },
  {
    key: 'savedJobs',
    async collect(db, user) {
      const saved = await listSavedJobs(db, user.id);
      return {
        data: saved.map((entry) => ({
          savedAt: entry.savedAt,
          open: isJobOpen(entry.job),
          job: presentJob(entry.job),
        })),
      };
    },
  },
  {
    key: 'jobAlerts',
    async collect(db, user) {
      const alerts = await listLiveAlerts(db, { userId: user.id });
      return {
        data: alerts.map((alert) => ({ ...presentAlert(alert), email: alert.email })),
      };
    },
  },
  // The talent pool's record: tags and notes staff wrote, resume texts, contact details.
  talentPoolExportSection,
  shortlistExportSection,
  interviewExportSection,
  placementExportSection,
  // A client company's contact: who they are at which company.
  clientContactExportSection,
  // Requests for staff sent from the account's verified address.
  jobOrdersExportSection,
];

// Run in order, in one transaction, before the account row itself goes. Sessions and
// one-time tokens go with the account row (foreign keys cascade on both databases).
export const ERASURE_STEPS: ErasureStep[] = [
  // Interviews go, those still to come called off with the client, while the account still
  // names its candidate.
  eraseInterviewsOf,
  // The mail to others naming the person is scrubbed, while the account still names its
  // candidate.
  scrubMailNamingAccount,
  // Placements keep their rows for the orders' counts and lose the personal fields, while the
  // account still names its candidate.
  erasePlacementsOf,
  // Shares with client companies go before anything else, while the account still names its
  // candidate.
  eraseShortlistsOf,
  // A client company's contact leaves its contacts.
  eraseClientContactOf,
  // First, while the account's applications still name it: they leave its talent-pool
  // candidate, which goes with its tags and notes unless it also holds applications sent
  // signed out from the same address.
  async (db, user) => {
    await forgetAccountCandidate(db, user.id);
  },
  // Then, if the address is verified, what it sent signed out, with the candidate left for it.
  eraseAddressCandidate,
  async (db, user) => {
    await deleteResumes(db, await anonymiseApplicationsOf(db, user.id));
  },
  async (db, user) => {
    await deleteSavedJobsOf(db, user.id);
  },
  // Job orders sent from the verified address keep the client's request, not the person.
  eraseJobOrderContactOf,
  async (db, user) => {
    // The account's alerts, and those made signed out for the same address (the person's too).
    await deleteAlertsOfUser(db, user.id, user.email);
  },
  async (db, user) => {
    await db
      .updateTable('activity_log')
      .set({ summary: 'An account that was deleted' })
      .where('subject_type', '=', 'user')
      .where('subject_id', '=', user.id)
      .execute();
    // Mail to the person that is still waiting or kept as sent carries their name.
    await db.deleteFrom('email_outbox').where('to_address', '=', user.email).execute();
  },
];

// Queued mail that would have attached one of these resumes goes without it.
async function deleteResumes(db: Kysely<Database>, resumeIds: string[]): Promise<void> {
  if (resumeIds.length === 0) return;
  await db
    .updateTable('email_outbox')
    .set({ attachment_resume_id: null })
    .where('attachment_resume_id', 'in', resumeIds)
    .execute();
  await db.deleteFrom('resumes').where('id', 'in', resumeIds).execute();
}

export async function eraseAccount(
  db: Kysely<Database>,
  config: AppConfig,
  user: UserRecord,
): Promise<void> {
  for (const step of ERASURE_STEPS) await step(db, user, config);
  const ownResumes = await db
    .selectFrom('resumes')
    .select('id')
    .where('owner_user_id', '=', user.id)
    .execute();
  await db.deleteFrom('users').where('id', '=', user.id).execute();
  await deleteResumes(db, [
    ...new Set([...ownResumes.map((row) => row.id), ...(user.resumeId ? [user.resumeId] : [])]),
  ]);
  await logActivity(db, {
    actorUserId: null,
    action: 'user.deleted_account',
    subjectType: 'user',
    subjectId: null,
    summary: 'Someone deleted their account; their applications were anonymised',
  });
}
