import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  INTERVIEW_CALENDAR_LIMIT,
  INTERVIEW_MESSAGES,
  interviewCalendarQuerySchema,
  interviewCancelSchema,
  interviewRescheduleSchema,
  interviewScheduleSchema,
  type Interview,
  type InterviewCalendar,
} from '@staffing/shared/interview-schemas';
import { JOB_ORDER_MESSAGES } from '@staffing/shared/job-order-constants';
import { SHORTLIST_MESSAGES } from '@staffing/shared/shortlist-schemas';
import { CANDIDATE_MESSAGES } from '@staffing/shared/candidate-schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { findJobOrder } from '../job-orders/job-orders-repository.ts';
import { findShortlistEntry } from '../shortlists/shortlists-repository.ts';
import type { InterviewChange } from './interview-emails.ts';
import { presentCalendarInterview, presentInterview } from './interview-presenter.ts';
import { announceInterviewChange, slotOf } from './interview-scheduling.ts';
import {
  cancelInterview,
  findInterview,
  insertInterview,
  listCandidateInterviews,
  listInterviewsByDay,
  listOrderInterviews,
  rescheduleInterview,
  type InterviewRecord,
} from './interviews-repository.ts';

// Orders that ended take no interviews.
const CLOSED = new Set(['filled', 'cancelled', 'lost']);

// Interviews for staff, registered inside adminRoutes (so the staff check covers them):
//   GET  /api/admin/interviews?from=&to=&recruiterId=&orderId=&clientId=&status=
//                                                                  the agency's, by day
//   GET  /api/admin/orders/:id/interviews                          an order's, by time
//   POST /api/admin/orders/:id/shortlist/:entryId/interviews       schedule one
//   GET  /api/admin/candidates/:id/interviews                      a candidate's
//   GET  /api/admin/interviews/:id
//   PATCH /api/admin/interviews/:id                                move it (SEQUENCE + 1)
//   POST /api/admin/interviews/:id/cancel                          cancel it (METHOD:CANCEL)
// Each change mails the candidate and the client's contact(s) the calendar file, tells the
// order's owner when someone else acted, and is an event on the candidate's timeline and an
// activity entry, all in one transaction.
export const adminInterviewsRoutes: FastifyPluginAsync = async (app) => {
  function actorOf(request: FastifyRequest) {
    const actor = request.user;
    if (!actor) throw unauthorized();
    return {
      id: actor.id,
      name: `${actor.firstName} ${actor.lastName}`.trim() || actor.email,
    };
  }

  async function interviewOrThrow(id: string): Promise<InterviewRecord> {
    const interview = isUuid(id) ? await findInterview(app.db, id) : undefined;
    if (!interview) throw notFound(INTERVIEW_MESSAGES.notFound);
    return interview;
  }

  const uidHost = new URL(app.config.publicUrl).hostname;

  const announce = (
    trx: Kysely<Database>,
    interview: InterviewRecord,
    change: InterviewChange,
    actor: { id: string; name: string },
  ) => announceInterviewChange(trx, app.config, interview, change, actor);

  app.get('/orders/:id/interviews', async (request): Promise<Interview[]> => {
    const { id } = request.params as { id: string };
    const order = isUuid(id) ? await findJobOrder(app.db, id) : undefined;
    if (!order) throw notFound(JOB_ORDER_MESSAGES.notFound);
    return (await listOrderInterviews(app.db, order.id)).map((row) => presentInterview(row));
  });

  app.get('/candidates/:id/interviews', async (request): Promise<Interview[]> => {
    const { id } = request.params as { id: string };
    const candidate = isUuid(id)
      ? await app.db.selectFrom('candidates').select('id').where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!candidate) throw notFound(CANDIDATE_MESSAGES.candidateNotFound);
    return (await listCandidateInterviews(app.db, [candidate.id])).map((row) =>
      presentInterview(row),
    );
  });

  // The interviews on the days from `from` to `to` (at most INTERVIEW_CALENDAR_MAX_DAYS), each
  // on its own date in its own zone (interviewCalendarQuerySchema says why), by day and then
  // by start; optionally only those of one owner's orders ("me", "none" or an id), one order,
  // one client company or one state. An id that is no id is a 400; one that names nothing
  // finds nothing.
  app.get('/interviews', async (request): Promise<InterviewCalendar> => {
    const query = parseOrThrow(interviewCalendarQuerySchema, request.query);
    const idOrThrow = (field: string, value: string | undefined) => {
      if (value !== undefined && !isUuid(value)) {
        throw badRequest(`Unknown ${field}`, { [field]: `Unknown ${field}` });
      }
      return value;
    };
    let ownerId: string | null | undefined;
    if (query.recruiterId === 'none') ownerId = null;
    else if (query.recruiterId === 'me') ownerId = actorOf(request).id;
    else ownerId = idOrThrow('recruiterId', query.recruiterId);
    const rows = await listInterviewsByDay(app.db, {
      from: query.from,
      to: query.to,
      ownerId,
      orderId: idOrThrow('orderId', query.orderId),
      companyId: idOrThrow('clientId', query.clientId),
      status: query.status,
      limit: INTERVIEW_CALENDAR_LIMIT + 1,
    });
    return {
      from: query.from,
      to: query.to,
      interviews: rows.slice(0, INTERVIEW_CALENDAR_LIMIT).map(presentCalendarInterview),
      truncated: rows.length > INTERVIEW_CALENDAR_LIMIT,
    };
  });

  app.get('/interviews/:id', async (request): Promise<Interview> => {
    const { id } = request.params as { id: string };
    return presentInterview(await interviewOrThrow(id));
  });

  // Only for a candidate who agreed to be shared with the order's client and still does, on
  // an order linked to a client company that has not ended.
  app.post('/orders/:id/shortlist/:entryId/interviews', async (request, reply) => {
    const actor = actorOf(request);
    const { id, entryId } = request.params as { id: string; entryId: string };
    const input = parseOrThrow(interviewScheduleSchema, request.body);
    const order = isUuid(id) ? await findJobOrder(app.db, id) : undefined;
    if (!order) throw notFound(JOB_ORDER_MESSAGES.notFound);
    const entry = isUuid(entryId) ? await findShortlistEntry(app.db, entryId) : undefined;
    if (entry?.orderId !== order.id) throw notFound(SHORTLIST_MESSAGES.notFound);
    const slot = slotOf({
      date: input.date,
      time: input.time,
      timeZone: input.timeZone,
      durationMinutes: input.durationMinutes,
      location: input.location ?? null,
      videoUrl: input.videoUrl ?? null,
      interviewer: input.interviewer,
      notes: input.notes ?? null,
    });
    if (entry.consent !== 'granted') throw conflict(INTERVIEW_MESSAGES.notShared);
    if (CLOSED.has(order.status)) throw conflict(INTERVIEW_MESSAGES.orderClosed);
    if (!entry.clientCompanyId) throw conflict(INTERVIEW_MESSAGES.noClient);
    const interview = await app.db.transaction().execute(async (trx) => {
      // The consent is read again inside the transaction: a withdrawal a moment ago wins.
      const current = await findShortlistEntry(trx, entry.id);
      if (current?.consent !== 'granted') throw conflict(INTERVIEW_MESSAGES.notShared);
      const newId = await insertInterview(trx, {
        ...slot,
        entryId: entry.id,
        orderId: order.id,
        candidateId: entry.candidateId,
        companyId: entry.clientCompanyId,
        uidHost,
        createdBy: actor,
      });
      const created = await findInterview(trx, newId);
      if (!created) throw notFound(INTERVIEW_MESSAGES.notFound);
      await announce(trx, created, 'scheduled', actor);
      return created;
    });
    return reply.code(201).send(presentInterview(interview));
  });

  // A new time (and maybe place, link, interviewer or notes): the same UID, SEQUENCE + 1,
  // METHOD:REQUEST, so the calendars move the entry they hold.
  app.patch('/interviews/:id', async (request): Promise<Interview> => {
    const actor = actorOf(request);
    const { id } = request.params as { id: string };
    const input = parseOrThrow(interviewRescheduleSchema, request.body);
    const interview = await interviewOrThrow(id);
    const slot = slotOf({
      date: input.date,
      time: input.time,
      timeZone: input.timeZone,
      durationMinutes: input.durationMinutes,
      location: input.location === undefined ? interview.location : input.location,
      videoUrl: input.videoUrl === undefined ? interview.videoUrl : input.videoUrl,
      interviewer: input.interviewer ?? interview.interviewer,
      notes: input.notes === undefined ? interview.notes : input.notes,
    });
    if (interview.status === 'cancelled') throw conflict(INTERVIEW_MESSAGES.cancelled);
    if (interview.consent !== 'granted') throw conflict(INTERVIEW_MESSAGES.notShared);
    return presentInterview(
      await app.db.transaction().execute(async (trx) => {
        if (!(await rescheduleInterview(trx, interview.id, interview.sequence, slot))) {
          throw conflict(INTERVIEW_MESSAGES.changedMeanwhile);
        }
        const moved = await findInterview(trx, interview.id);
        if (!moved) throw notFound(INTERVIEW_MESSAGES.notFound);
        await announce(trx, moved, 'rescheduled', actor);
        return moved;
      }),
    );
  });

  // METHOD:CANCEL with SEQUENCE + 1; allowed whatever the consent, since it only takes back.
  app.post('/interviews/:id/cancel', async (request): Promise<Interview> => {
    const actor = actorOf(request);
    const { id } = request.params as { id: string };
    const input = parseOrThrow(interviewCancelSchema, request.body);
    const interview = await interviewOrThrow(id);
    if (interview.status === 'cancelled') throw conflict(INTERVIEW_MESSAGES.cancelled);
    return presentInterview(
      await app.db.transaction().execute(async (trx) => {
        if (!(await cancelInterview(trx, interview.id, interview.sequence, input.reason ?? null))) {
          throw conflict(INTERVIEW_MESSAGES.changedMeanwhile);
        }
        const cancelled = await findInterview(trx, interview.id);
        if (!cancelled) throw notFound(INTERVIEW_MESSAGES.notFound);
        await announce(trx, cancelled, 'cancelled', actor);
        return cancelled;
      }),
    );
  });
};
