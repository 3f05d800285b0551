import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  APPLICATIONS_FIRST_LOOK_DAYS,
  CONSENT_WAIT_DAYS,
  ORDER_START_SOON_DAYS,
  TODAY_MESSAGES,
  TODAY_SECTION_LIMIT,
  todayCountsQuerySchema,
  todayQuerySchema,
  todaySeenSchema,
  type Today,
  type TodayCounts,
} from '@staffing/shared/today-schemas';
import type { Database } from '../../db/schema.ts';
import { forbidden, unauthorized, validationFailed } from '../../lib/http-errors.ts';
import { nowIso } from '../../lib/clock.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { countOutbox, listFailedEmails } from '../email/outbox-repository.ts';
import type { UserRecord } from '../users/users-repository.ts';
import { addDays, calendarDateIn, daysAgo, isKnownTimeZone } from './today-dates.ts';
import {
  presentApplicationGroup,
  presentClientAnswer,
  presentConsent,
  presentFailedEmail,
  presentInterview,
  presentOrder,
} from './today-presenter.ts';
import {
  countApplications,
  countClientAnswers,
  countConsents,
  countInterviews,
  countOrders,
  findLastSeen,
  listApplicationGroups,
  listClientAnswers,
  listConsents,
  listInterviews,
  listOrders,
  markSeen,
  type TodayScopeFilter,
} from './today-repository.ts';

// The moments and dates each section reads, fixed once per request.
type TodayWhen = {
  today: string;
  tomorrow: string;
  startsUntil: string;
  consentAskedBefore: string;
  applicationsSince: string;
};

async function whenFor(
  db: Kysely<Database>,
  user: UserRecord,
  timeZone: string | undefined,
): Promise<TodayWhen> {
  if (timeZone !== undefined && !isKnownTimeZone(timeZone)) {
    throw validationFailed({ tz: TODAY_MESSAGES.unknownTimeZone });
  }
  const now = new Date();
  const today = calendarDateIn(now, timeZone ?? 'UTC');
  return {
    today,
    tomorrow: addDays(today, 1),
    startsUntil: addDays(today, ORDER_START_SOON_DAYS),
    consentAskedBefore: daysAgo(now, CONSENT_WAIT_DAYS),
    applicationsSince:
      (await findLastSeen(db, user.id, 'applications')) ??
      daysAgo(now, APPLICATIONS_FIRST_LOOK_DAYS),
  };
}

async function loadCounts(
  db: Kysely<Database>,
  user: UserRecord,
  scope: TodayScopeFilter,
  when: TodayWhen,
): Promise<TodayCounts> {
  const [clientAnswers, interviews, applications, orders, consents, failedEmails] =
    await Promise.all([
      countClientAnswers(db, scope),
      countInterviews(db, scope, [when.today, when.tomorrow]),
      countApplications(db, scope, when.applicationsSince),
      countOrders(db, scope, when.today, when.startsUntil),
      countConsents(db, scope, when.consentAskedBefore),
      user.role === 'admin' ? countOutbox(db, 'failed') : Promise.resolve(null),
    ]);
  return { clientAnswers, interviews, applications, orders, consents, failedEmails };
}

async function loadToday(
  db: Kysely<Database>,
  user: UserRecord,
  scope: TodayScopeFilter,
  when: TodayWhen,
): Promise<Omit<Today, 'scope'>> {
  const limit = TODAY_SECTION_LIMIT;
  const days = [when.today, when.tomorrow];
  const [counts, clientAnswers, interviews, applications, orders, consents, failedEmails] =
    await Promise.all([
      loadCounts(db, user, scope, when),
      listClientAnswers(db, scope, limit),
      listInterviews(db, scope, days, limit),
      listApplicationGroups(db, scope, when.applicationsSince, limit),
      listOrders(db, scope, when.today, when.startsUntil, limit),
      listConsents(db, scope, when.consentAskedBefore, limit),
      user.role === 'admin' ? listFailedEmails(db, { limit, offset: 0 }) : Promise.resolve(null),
    ]);
  return {
    clientAnswers: {
      total: counts.clientAnswers,
      items: clientAnswers.map(presentClientAnswer),
    },
    interviews: {
      total: counts.interviews,
      items: interviews.map((interview) => presentInterview(interview, when.today)),
    },
    applications: {
      total: counts.applications,
      items: applications.groups.map(presentApplicationGroup),
      jobs: applications.jobs,
      since: when.applicationsSince,
    },
    orders: { total: counts.orders, items: orders.map(presentOrder) },
    consents: { total: counts.consents, items: consents.map(presentConsent) },
    failedEmails: failedEmails && {
      total: failedEmails.total,
      items: failedEmails.emails.map(presentFailedEmail),
    },
  };
}

// Today, the staff home: /api/admin/today (the lists), /api/admin/today/counts (the
// navigation's badges) and /api/admin/today/seen (the staff member opened an area). Registered
// inside adminRoutes, so the staff check covers them. A recruiter sees their own work; only an
// admin may ask for everyone's (403 for a recruiter: the page does not offer it to them).
export const todayRoutes: FastifyPluginAsync = async (app) => {
  app.get('/today', async (request): Promise<Today> => {
    const user = request.user;
    if (!user) throw unauthorized();
    const query = parseOrThrow(todayQuerySchema, request.query);
    if (query.scope === 'everyone' && user.role !== 'admin') {
      throw forbidden(TODAY_MESSAGES.everyoneAdminsOnly);
    }
    const scope = { ownerId: query.scope === 'mine' ? user.id : undefined };
    const when = await whenFor(app.db, user, query.tz);
    return { scope: query.scope, ...(await loadToday(app.db, user, scope, when)) };
  });

  app.get('/today/counts', async (request): Promise<TodayCounts> => {
    const user = request.user;
    if (!user) throw unauthorized();
    const query = parseOrThrow(todayCountsQuerySchema, request.query);
    const when = await whenFor(app.db, user, query.tz);
    return loadCounts(app.db, user, { ownerId: user.id }, when);
  });

  app.post('/today/seen', async (request, reply) => {
    const user = request.user;
    if (!user) throw unauthorized();
    const input = parseOrThrow(todaySeenSchema, request.body);
    await markSeen(app.db, user.id, input.area, nowIso());
    return reply.code(204).send();
  });
};
