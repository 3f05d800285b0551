import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CLIENT_MESSAGES } from '@staffing/shared/client-schemas';
import {
  formatScreeningAnswer,
  presentScreeningAnswers,
  screeningSnapshotSchema,
} from '@staffing/shared/screening-schemas';
import {
  SHORTLIST_MESSAGES,
  clientDecisionSchema,
  type SharedCandidate,
} from '@staffing/shared/shortlist-schemas';
import { conflict, notFound, unauthorized } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { logActivity } from '../activity/activity-repository.ts';
import { enqueueEmail } from '../email/outbox-repository.ts';
import { listCandidateResumeIds } from '../candidates/candidate-resumes.ts';
import { findResume } from '../resumes/resumes-repository.ts';
import { sendResume } from '../resumes/send-resume.ts';
import { clientDecisionEmail } from './client-decision-email.ts';
import {
  findShortlistEntry,
  listSharedCandidates,
  recordClientDecision,
  type ShortlistEntryRecord,
} from './shortlists-repository.ts';

// The candidates shared with a client company on its order: /api/client/orders/:id/candidates.
// Registered inside the client routes, so the client check covers it and `request.client` is
// the caller's company. Only entries whose candidate said yes exist here; anything else,
// another company's order included, answers 404.
export const clientShortlistsRoutes: FastifyPluginAsync = async (app) => {
  function companyOf(request: FastifyRequest) {
    if (!request.client) throw unauthorized();
    return request.client.company;
  }

  async function sharedOf(request: FastifyRequest, orderId: string) {
    const company = companyOf(request);
    if (!isUuid(orderId)) throw notFound(CLIENT_MESSAGES.orderNotFound);
    const order = await app.db
      .selectFrom('job_orders')
      .select(['id', 'job_id'])
      .where('id', '=', orderId)
      .where('client_company_id', '=', company.id)
      .executeTakeFirst();
    if (!order) throw notFound(CLIENT_MESSAGES.orderNotFound);
    return { order, entries: await listSharedCandidates(app.db, company.id, order.id) };
  }

  // The screening answers the candidate gave when applying to the order's job.
  async function answersOf(entry: ShortlistEntryRecord, jobId: string | null) {
    if (!jobId) return [];
    const application = await app.db
      .selectFrom('applications')
      .select('answers')
      .where('candidate_id', '=', entry.candidateId)
      .where('job_id', '=', jobId)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!application?.answers) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(application.answers);
    } catch {
      return [];
    }
    const snapshot = screeningSnapshotSchema.safeParse(parsed);
    if (!snapshot.success) return [];
    return presentScreeningAnswers(snapshot.data).map((answer) => ({
      label: answer.label,
      answer: formatScreeningAnswer(answer.answer),
    }));
  }

  app.get('/orders/:id/candidates', async (request): Promise<SharedCandidate[]> => {
    const { id } = request.params as { id: string };
    const { order, entries } = await sharedOf(request, id);
    return Promise.all(
      entries.map(async (entry) => ({
        _id: entry.id,
        name: entry.candidateName,
        pitch: entry.pitch,
        sharedAt: entry.consentAt ?? entry.createdAt,
        hasResume:
          (
            await listCandidateResumeIds(app.db, {
              id: entry.candidateId,
              userId: entry.candidateUserId,
            })
          ).length > 0,
        answers: await answersOf(entry, order.job_id),
        decision: entry.decision,
      })),
    );
  });

  // The client's answer on a shared candidate: an interview with times that suit, a decline
  // with a reason, or a hire. The order's owner hears of it by email (the agency's mailbox
  // while the order has none); it is on the candidate's timeline and in the activity log.
  app.post('/orders/:id/candidates/:entryId/decision', async (request) => {
    const client = request.client;
    if (!client) throw unauthorized();
    const { id, entryId } = request.params as { id: string; entryId: string };
    const decision = parseOrThrow(clientDecisionSchema, request.body);
    const { entries } = await sharedOf(request, id);
    const entry = entries.find((candidate) => candidate.id === entryId);
    if (!entry) throw notFound(SHORTLIST_MESSAGES.notFound);
    const text =
      decision.decision === 'interview'
        ? decision.times
        : decision.decision === 'decline'
          ? decision.reason
          : null;
    const owner = entry.ownerUserId
      ? await app.db
          .selectFrom('users')
          .select('email')
          .where('id', '=', entry.ownerUserId)
          .where('disabled_at', 'is', null)
          .executeTakeFirst()
      : undefined;
    await app.db.transaction().execute(async (trx) => {
      const recorded = await recordClientDecision(trx, entry.id, {
        kind: decision.decision,
        text,
        actorName: client.contact.name,
      });
      if (!recorded) throw conflict(SHORTLIST_MESSAGES.notFound);
      await enqueueEmail(
        trx,
        clientDecisionEmail(app.config, owner?.email ?? app.config.agencyEmail, {
          kind: decision.decision,
          text,
          contactName: client.contact.name,
          company: client.company.name,
          position: entry.position,
          candidateName: entry.candidateName,
          orderId: entry.orderId,
          candidateId: entry.candidateId,
        }),
      );
      await logActivity(trx, {
        actorUserId: request.user?.id ?? null,
        action: 'shortlist.client_decision',
        subjectType: 'candidate',
        subjectId: entry.candidateId,
        summary: `${client.contact.name} of ${client.company.name} answered “${decision.decision}” on ${entry.candidateName} for “${entry.position}”`,
      });
    });
    const updated = await findShortlistEntry(app.db, entry.id);
    return { decision: updated?.decision ?? null };
  });

  app.get('/orders/:id/candidates/:entryId/resume', async (request, reply) => {
    const { id, entryId } = request.params as { id: string; entryId: string };
    const { entries } = await sharedOf(request, id);
    const entry = entries.find((candidate) => candidate.id === entryId);
    if (!entry) throw notFound(SHORTLIST_MESSAGES.notFound);
    const [newest] = await listCandidateResumeIds(app.db, {
      id: entry.candidateId,
      userId: entry.candidateUserId,
    });
    const resume = newest ? await findResume(app.db, newest) : undefined;
    if (!resume) throw notFound('No resume on file.');
    return sendResume(reply, resume);
  });
};
