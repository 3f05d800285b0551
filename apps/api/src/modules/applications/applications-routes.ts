import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  applicationFieldsSchema,
  contactFormSchema,
  quickApplyFieldsSchema,
} from '@staffing/shared/application-schemas';
import { HONEYPOT_FIELD, type ApplicationKind } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import type { ScreeningQuestion } from '@staffing/shared/screening-schemas';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { logActivity } from '../activity/activity-repository.ts';
import { recordCandidate, refreshCandidate } from '../candidates/candidate-sync.ts';
import { insertContactMessage } from '../contact/contact-repository.ts';
import { findOpeningQuestions } from '../openings/opening-questions-repository.ts';
import { enqueueEmail } from '../email/outbox-repository.ts';
import { findJob } from '../jobs/job-writes.ts';
import { isJobOpen } from '../jobs/open-jobs.ts';
import { readResumeForm } from '../resumes/resume-upload.ts';
import { insertResume } from '../resumes/resumes-repository.ts';
import { applicationEmails } from './application-emails.ts';
import { readScreeningAnswers } from './screening-answers.ts';
import { insertApplication } from './applications-repository.ts';

// The two standing openings have their own pages and endpoints (spec section 7).
const FIXED_OPENINGS = {
  'sales-rep': { title: 'Sales Representative', path: '/sales-rep' },
  internship: { title: 'Project Manager Internship', path: '/project-manager-internship' },
} as const;

export const applicationsRoutes: FastifyPluginAsync = async (app) => {
  const formLimit = {
    rateLimit: { max: app.config.limits.formsPerIp, timeWindow: app.config.limits.formsWindowMs },
  };

  // Validate, then store the application and its resume and queue both emails in one
  // transaction, and only then answer 201: a 201 always means it is in the database.
  async function receiveApplication(
    request: FastifyRequest,
    kind: ApplicationKind,
  ): Promise<{ message: string }> {
    const form = await readResumeForm(request);
    // Bots that fill the invisible field get the same answer and leave no trace.
    if (form.fields[HONEYPOT_FIELD]) {
      request.log.info({ kind }, 'honeypot submission dropped');
      return { message: MESSAGES.applicationReceived };
    }
    const applicant = parseOrThrow(applicationFieldsSchema, form.fields);

    // titleInSpanish: the job's Spanish title, which a Spanish receipt names it by.
    let job: { id: string | null; title: string; titleInSpanish?: string; link: string };
    let questions: ScreeningQuestion[];
    if (kind === 'job') {
      const { jobId } = parseOrThrow(quickApplyFieldsSchema, form.fields);
      const record = isUuid(jobId) ? await findJob(app.db, jobId) : undefined;
      if (!record) throw notFound(MESSAGES.jobNotFound);
      if (!isJobOpen(record)) throw conflict(MESSAGES.positionClosed);
      // Never the client's jobTitle or jobLink: both are rebuilt from the stored job.
      job = {
        id: record.id,
        title: record.title,
        ...(record.spanish ? { titleInSpanish: record.spanish.title } : {}),
        link: `${app.config.publicUrl}/jobs/${record.id}`,
      };
      questions = record.screeningQuestions ?? [];
    } else {
      const opening = FIXED_OPENINGS[kind];
      job = { id: null, title: opening.title, link: `${app.config.publicUrl}${opening.path}` };
      questions = (await findOpeningQuestions(app.db, kind)).questions;
    }
    // Checked against the questions asked now; a knock-out only marks the application.
    const screening = readScreeningAnswers(questions, form.fields.answers);
    const resume = form.resume;
    if (!resume) throw badRequest(MESSAGES.resumeRequired, { resume: MESSAGES.resumeRequired });

    await app.db.transaction().execute(async (trx) => {
      const resumeId = await insertResume(trx, { ...resume, ownerUserId: null });
      // The talent pool's record of this person (an account's own when signed in).
      const candidateId = await recordCandidate(trx, {
        email: applicant.email,
        firstName: applicant.firstName,
        lastName: applicant.lastName,
        userId: request.user?.id ?? null,
        locale: applicant.locale,
      });
      const applicationId = await insertApplication(trx, {
        kind,
        jobId: job.id,
        jobTitle: job.title,
        firstName: applicant.firstName,
        lastName: applicant.lastName,
        email: applicant.email,
        userId: request.user?.id ?? null,
        resumeId,
        ...screening,
        candidateId,
        locale: applicant.locale,
      });
      await refreshCandidate(trx, candidateId);
      for (const email of applicationEmails(app.config, {
        ...applicant,
        jobTitle: job.title,
        ...(job.titleInSpanish ? { jobTitleInSpanish: job.titleInSpanish } : {}),
        jobLink: job.link,
        resumeId,
        resumeName: resume.fileName,
        candidateId,
        locale: applicant.locale ?? 'en',
      })) {
        await enqueueEmail(trx, email);
      }
      await logActivity(trx, {
        actorUserId: request.user?.id ?? null,
        action: 'application.received',
        subjectType: 'application',
        subjectId: applicationId,
        summary: `${applicant.firstName} ${applicant.lastName} applied for “${job.title}”`,
      });
    });
    // Staff searching the talent pool see the new application at once.
    app.candidateSearch.clear();
    return { message: MESSAGES.applicationReceived };
  }

  app.post('/quick-apply', { config: formLimit }, async (request, reply) =>
    reply.code(201).send(await receiveApplication(request, 'job')),
  );
  app.post('/sales-rep-apply', { config: formLimit }, async (request, reply) =>
    reply.code(201).send(await receiveApplication(request, 'sales-rep')),
  );
  app.post('/project-manager-intern-apply', { config: formLimit }, async (request, reply) =>
    reply.code(201).send(await receiveApplication(request, 'internship')),
  );

  app.post('/contact-form', { config: formLimit }, async (request, reply) => {
    const input = parseOrThrow(contactFormSchema, request.body);
    const message = { message: MESSAGES.contactThankYouText };
    if (input[HONEYPOT_FIELD]) return reply.code(201).send(message);
    await app.db.transaction().execute(async (trx) => {
      const id = await insertContactMessage(trx, input);
      await enqueueEmail(trx, {
        to: app.config.agencyEmail,
        replyTo: input.email,
        subject: `Contact form: ${input.purpose}`,
        text: [
          `From:      ${input.email}`,
          `Country:   ${input.country}`,
          `Purpose:   ${input.purpose}`,
          `Positions: ${input.positions}`,
          '',
          input.comments ?? '(no comments)',
        ].join('\n'),
      });
      await logActivity(trx, {
        actorUserId: request.user?.id ?? null,
        action: 'contact.received',
        subjectType: 'contact',
        subjectId: id,
        summary: `${input.email} sent a message (${input.purpose})`,
      });
    });
    return reply.code(201).send(message);
  });
};
