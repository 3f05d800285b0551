import type { FastifyPluginAsync } from 'fastify';
import { INDUSTRIES, JOB_TYPES, isStaffRole } from '@staffing/shared/constants';
import {
  createJobSchema,
  jobLifecycleSchema,
  jobListFiltersSchema,
  jobListQuerySchema,
  type JobFacetsAnswer,
  TOTAL_COUNT_PENDING_HEADER,
  updateJobSchema,
  type JobListFilters,
} from '@staffing/shared/job-schemas';
import { POSTED_WITHIN_DAYS, WORKPLACES } from '@staffing/shared/job-facts';
import { MESSAGES } from '@staffing/shared/messages';
import { z } from 'zod';
import { JOB_ORDER_MESSAGES } from '@staffing/shared/job-order-schemas';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { createResultCache } from '../../lib/result-cache.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { logActivity } from '../activity/activity-repository.ts';
import { siteTotals } from '../admin/admin-insights-repository.ts';
import { findJobOrder, linkJobToOrder } from '../job-orders/job-orders-repository.ts';
import { factsFromText, type JobFacts } from './job-facts.ts';
import { presentJob } from './job-presenter.ts';
import { countJobFacets, type JobFacetCounts } from './job-facets.ts';
import { decodeCursor } from './job-filters.ts';
import { hasKeywords, keywordKey } from './job-keywords.ts';
import { listJobs } from './job-list.ts';
import type { RankedMatch } from './job-relevance.ts';
import { countedByCounters, type ListTotal } from './job-totals.ts';
import { createJob, deleteJob, findJob, updateJob } from './job-writes.ts';
import { isJobOpen } from './open-jobs.ts';

// The lifecycle fields travel beside the spec's payloads: flat on create, top level on update.
// A job posted from a job order ("Post as a job" on the order board) names the order, and
// the two are linked in the job's transaction.
const createWithLifecycle = createJobSchema.extend({
  ...jobLifecycleSchema.shape,
  jobOrderId: z.string().trim().max(100).optional(),
});
const updateWithLifecycle = updateJobSchema.extend(jobLifecycleSchema.shape);

type StatedFacts = {
  salaryMin?: number | undefined;
  salaryMax?: number | undefined;
  salaryCurrency?: string | undefined;
  salaryPeriod?: JobFacts['salaryPeriod'] | undefined;
  city?: string | undefined;
  region?: string | undefined;
  postalCode?: string | undefined;
  workplace?: JobFacts['workplace'] | undefined;
};
const FACT_KEYS = [
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
  'city',
  'region',
  'postalCode',
  'workplace',
] as const;

// Pay and place are each read from the ad's text unless the client states them: a client that
// states none (the spec's original payloads) gets every fact from the text, and the admin
// form's blank pay or address boxes mean "as the text says", so a job is never less
// searchable than its ad. The workplace the form always states is taken as given.
function statedFacts(
  input: StatedFacts & { salary: string; location: string },
): JobFacts | undefined {
  if (FACT_KEYS.every((key) => input[key] === undefined)) return undefined;
  const fromText = factsFromText(input.salary, input.location);
  const hasPay = input.salaryMin !== undefined || input.salaryMax !== undefined;
  const hasPlace =
    input.city !== undefined || input.region !== undefined || input.postalCode !== undefined;
  return {
    ...(hasPay
      ? {
          salaryMin: input.salaryMin ?? null,
          salaryMax: input.salaryMax ?? null,
          salaryCurrency: input.salaryCurrency ?? 'USD',
          salaryPeriod: input.salaryPeriod ?? null,
        }
      : {
          salaryMin: fromText.salaryMin,
          salaryMax: fromText.salaryMax,
          salaryCurrency: fromText.salaryCurrency,
          salaryPeriod: fromText.salaryPeriod,
        }),
    ...(hasPlace
      ? {
          city: input.city ?? null,
          region: input.region ?? null,
          postalCode: input.postalCode ?? null,
        }
      : { city: fromText.city, region: fromText.region, postalCode: fromText.postalCode }),
    workplace: input.workplace ?? fromText.workplace,
  };
}

// The list filters as the repository takes them (one place, so the list, the facets and a
// saved search read a query the same way).
function filtersOf(query: JobListFilters) {
  return {
    industry: query.industry,
    type: query.type,
    q: query.q,
    lang: query.lang,
    workplace: query.workplace,
    where: query.where,
    minAnnualPay: query.minAnnualPay,
    postedWithin: query.postedWithin,
    sort: query.sort,
  };
}

// The filters back as a query string, in a fixed order, for the Link headers.
function searchParamsOf(query: JobListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (query.industry) params.set('industry', query.industry);
  if (query.type) params.set('type', query.type);
  if (query.q) params.set('q', query.q);
  if (query.lang) params.set('lang', query.lang);
  for (const workplace of query.workplace ?? []) params.append('workplace', workplace);
  if (query.where) params.set('where', query.where);
  if (query.minAnnualPay !== undefined) params.set('minAnnualPay', String(query.minAnnualPay));
  if (query.postedWithin !== undefined) params.set('postedWithin', String(query.postedWithin));
  if (query.sort) params.set('sort', query.sort);
  return params;
}

// One key per question a count answers: the same filters in any order or spelling of the
// keywords ("Nurse," and "nurse") count the same jobs. Sorting and paging change no count.
function countKey(query: JobListFilters): string {
  return JSON.stringify([
    query.industry ?? null,
    query.type ?? null,
    keywordKey(query),
    [...(query.workplace ?? [])].sort(),
    query.where?.toLowerCase() ?? null,
    query.minAnnualPay ?? null,
    query.postedWithin ?? null,
  ]);
}

// A date-only closing date means "through the end of that day" (UTC).
function toValidThrough(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T23:59:59.999Z`).toISOString()
    : new Date(value).toISOString();
}

export const jobsRoutes: FastifyPluginAsync = async (app) => {
  // Counting is what a common word costs at scale: its page is the newest 50 matches, but
  // its total and facets walk tens of thousands of them (a second or more at a million
  // jobs, docs/PERFORMANCE.md). Everyone searching the same thing within
  // SEARCH_COUNT_CACHE_MS shares one count, the way a search engine's request cache does (so
  // does everyone reading the same list of open jobs: its total is a second query on every
  // page); a job written through this instance empties the caches, and other instances'
  // writes show within that time (docs/DEPLOYMENT.md). A search by relevance shares its
  // ranking of the newest 500 matches the same way (bm25() counts every job holding each
  // word first), so its pages stay in one order while a visitor pages through them; the
  // page's rows are read each time.
  const listTotals = createResultCache<ListTotal>({ ttlMs: app.config.searchCountCacheMs });
  const facetCounts = createResultCache<JobFacetCounts>({
    ttlMs: app.config.searchCountCacheMs,
  });
  // A ranking is up to 500 small records (about 100 bytes each in the heap): 4 MB holds the
  // 80 or so searches asked in the last moment.
  const rankings = createResultCache<RankedMatch[]>({
    ttlMs: app.config.searchCountCacheMs,
    weigh: (ranking) => ranking.length * 100,
    maxWeight: 4 * 1024 * 1024,
  });
  // SQLite's word-forms-or-prefix choice for the keywords (a capped count, so shared like one):
  // short strings, keyed by the keywords alone.
  const matchChoices = createResultCache<string>({ ttlMs: app.config.searchCountCacheMs });
  const forgetCounts = () => {
    app.jobSearch.clear();
    listTotals.clear();
    matchChoices.clear();
    facetCounts.clear();
    rankings.clear();
  };

  const jobIdOf = (params: unknown): string => {
    const id = (params as { id?: string }).id ?? '';
    // A malformed id cannot name a job: the same 404 as an unknown one.
    if (!isUuid(id)) throw notFound(MESSAGES.jobNotFound);
    return id;
  };

  app.get('/jobs', async (request, reply) => {
    const query = parseOrThrow(jobListQuerySchema, request.query);
    const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
    if (query.cursor && !cursor) {
      throw badRequest('The page cursor is not valid.', { cursor: 'Invalid cursor' });
    }
    if (
      query.status &&
      query.status !== 'open' &&
      !(request.user && isStaffRole(request.user.role))
    ) {
      throw forbidden('Only agency staff can list jobs that are not open.');
    }
    const ranked = query.sort === 'relevance' && Boolean(query.q);
    if (ranked && cursor) {
      throw badRequest('A list sorted by relevance pages by number, not by cursor.', {
        cursor: 'Use page with sort=relevance',
      });
    }
    const page = query.page ?? 1;
    // Any list of open jobs: a keyword search's total walks its matches, pay, place or date
    // walk up to 1,001 index entries, and even a counter sum is a second round trip to
    // PostgreSQL on every page. An admin's view of closed jobs is always counted, so it
    // never lags.
    const sharedTotal = (query.status ?? 'open') === 'open';
    // One key for the total and the ranking: they answer the same filters.
    const key = countKey(query);
    const filters = { status: query.status, ...filtersOf(query) };
    // Counts never hold up a page (ADR 0020): a total that is not a sum of counter rows is
    // counted by the count workers beside the page, and left out if it is not ready in time.
    // An admin's status view is always counted with its page.
    const deferred = sharedTotal && !countedByCounters(filters);
    const pageOptions = {
      ...filters,
      limit: query.limit,
      cursor,
      offset: cursor ? 0 : (page - 1) * query.limit,
    };
    // A public keyword search nobody asked a moment ago (its total is not at hand) has its
    // page, newest first, wait its turn among at most JOB_SEARCH_CONCURRENCY (on SQLite in a
    // search process): a flood of new words waits behind itself while every other list, and
    // the searches people are making, are served as before. A ranked page reads a shared
    // ranking.
    const boundedPage =
      sharedTotal && !ranked && hasKeywords(query) && !app.jobSearch.totalKnown(key);
    const rememberMatch = (choose: () => Promise<string>) =>
      matchChoices.get(keywordKey(query), choose);
    const [result, counted] = await Promise.all([
      boundedPage
        ? app.jobSearch.page(pageOptions, rememberMatch)
        : listJobs(app.db, app.dbDialect, {
            ...pageOptions,
            withTotal: !deferred,
            rememberTotal: sharedTotal ? (count) => listTotals.get(key, count) : undefined,
            rememberRanking: sharedTotal ? (rank) => rankings.get(key, rank) : undefined,
            rememberMatch,
          }),
      deferred ? app.jobSearch.total(key, { ...filters, sort: undefined }) : undefined,
    ]);
    const total: ListTotal | undefined = !deferred
      ? { count: result.total, lowerBound: result.totalIsLowerBound }
      : counted?.ready
        ? counted.value
        : undefined;

    const base = searchParamsOf(query);
    if (query.status) base.set('status', query.status);
    base.set('limit', String(query.limit));
    const link = (params: Record<string, string>, rel: string) => {
      const search = new URLSearchParams(base);
      for (const [key, value] of Object.entries(params)) search.set(key, value);
      return `<${app.config.publicUrl}/api/jobs/jobs?${search.toString()}>; rel="${rel}"`;
    };
    const links: string[] = [];
    if (query.page !== undefined || ranked) {
      if (page * query.limit < (total?.count ?? 0) || result.hasMore)
        links.push(link({ page: String(page + 1) }, 'next'));
      if (page > 1) links.push(link({ page: String(page - 1) }, 'prev'));
    } else if (result.nextCursor) {
      links.push(link({ cursor: result.nextCursor }, 'next'));
    }
    if (total) {
      void reply.header('x-total-count', String(total.count));
      if (total.lowerBound) void reply.header('x-total-count-lower-bound', 'true');
    } else {
      // Nothing may keep an answer whose total is still being counted.
      void reply.header(TOTAL_COUNT_PENDING_HEADER, 'true');
      void reply.header('cache-control', 'no-store');
    }
    if (links.length > 0) void reply.header('link', links.join(', '));
    return result.jobs.map(presentJob);
  });

  app.get('/facets', async (request, reply) => {
    const query = parseOrThrow(jobListFiltersSchema, request.query);
    const filters = filtersOf(query);
    // Sums of counter rows (and three capped walks of the date index) are counted at once;
    // any other facets by the count workers, and answered `{ pending: true }` when they are
    // not ready in time (ADR 0020).
    if (countedByCounters(filters)) {
      return facetCounts.get(countKey(query), () =>
        countJobFacets(app.db, app.dbDialect, filters, {
          industries: INDUSTRIES,
          types: JOB_TYPES,
          workplaces: WORKPLACES,
          postedWithin: POSTED_WITHIN_DAYS,
        }),
      );
    }
    const counted = await app.jobSearch.facets(countKey(query), filters);
    if (counted.ready) return counted.value;
    void reply.header('cache-control', 'no-store');
    return { pending: true } satisfies JobFacetsAnswer;
  });

  app.get('/job/:id', async (request) => {
    const job = await findJob(app.db, jobIdOf(request.params));
    if (!job) throw notFound(MESSAGES.jobNotFound);
    return presentJob(job);
  });

  app.post('/create-job', { preHandler: app.requireStaff }, async (request, reply) => {
    const actor = request.user;
    if (!actor) throw unauthorized();
    // The spec's client sends `_id` (its user id); the schema drops it: the poster is the
    // session's user.
    const { validThrough, jobOrderId, ...input } = parseOrThrow(createWithLifecycle, request.body);
    const order =
      jobOrderId === undefined
        ? undefined
        : isUuid(jobOrderId)
          ? await findJobOrder(app.db, jobOrderId)
          : undefined;
    if (jobOrderId !== undefined && !order) throw notFound(JOB_ORDER_MESSAGES.notFound);
    if (order?.jobId) throw conflict(JOB_ORDER_MESSAGES.alreadyPosted);
    if (order && ['filled', 'cancelled', 'lost'].includes(order.status)) {
      throw conflict(JOB_ORDER_MESSAGES.closedOrder);
    }
    const job = await app.db.transaction().execute(async (trx) => {
      const created = await createJob(
        trx,
        { ...input, facts: statedFacts(input), validThrough: toValidThrough(validThrough) },
        actor.id,
      );
      if (order) {
        const by = `${actor.firstName} ${actor.lastName}`.trim() || actor.email;
        const linked = await linkJobToOrder(
          trx,
          order.id,
          { id: actor.id, name: by },
          { id: created.id, title: created.title },
        );
        // Another recruiter posted the order meanwhile: this job is not kept.
        if (!linked) throw conflict(JOB_ORDER_MESSAGES.alreadyPosted);
        await logActivity(trx, {
          actorUserId: actor.id,
          action: 'job_order.job_posted',
          subjectType: 'job_order',
          subjectId: order.id,
          summary: `${by} posted ${order.company}'s order (“${order.position}”) as “${created.title}”`,
        });
      }
      await logActivity(trx, {
        actorUserId: actor.id,
        action: 'job.created',
        subjectType: 'job',
        subjectId: created.id,
        summary: `${actor.firstName} ${actor.lastName} posted “${created.title}”`,
      });
      await app.feeds.jobChanged(trx, created.id);
      await app.searchEngines.jobChanged(trx, { id: created.id, open: isJobOpen(created) });
      return created;
    });
    forgetCounts();
    return reply.code(201).send(presentJob(job));
  });

  app.put('/job/:id', { preHandler: app.requireStaff }, async (request) => {
    const actor = request.user;
    if (!actor) throw unauthorized();
    const id = jobIdOf(request.params);
    const input = parseOrThrow(updateWithLifecycle, request.body);
    const job = await app.db.transaction().execute(async (trx) => {
      const updated = await updateJob(trx, id, {
        ...input.overview,
        ...input.details,
        facts: statedFacts(input.overview),
        aboutUs: input.aboutUs,
        whatWeOffer: input.whatWeOffer,
        screeningQuestions: input.screeningQuestions,
        spanish: input.spanish,
        status: input.status,
        validThrough: toValidThrough(input.validThrough),
      });
      if (!updated) return undefined;
      await logActivity(trx, {
        actorUserId: actor.id,
        action: 'job.updated',
        subjectType: 'job',
        subjectId: id,
        summary: `${actor.firstName} ${actor.lastName} edited “${updated.title}”`,
      });
      await app.feeds.jobChanged(trx, id);
      await app.searchEngines.jobChanged(trx, { id, open: isJobOpen(updated) });
      return updated;
    });
    if (!job) throw notFound(MESSAGES.jobNotFound);
    forgetCounts();
    return presentJob(job);
  });

  app.delete('/job/:id', { preHandler: app.requireStaff }, async (request, reply) => {
    const actor = request.user;
    if (!actor) throw unauthorized();
    const id = jobIdOf(request.params);
    const deleted = await app.db.transaction().execute(async (trx) => {
      const job = await findJob(trx, id);
      if (!job) return false;
      await app.feeds.jobChanged(trx, id);
      await app.searchEngines.jobChanged(trx, { id, open: false });
      await deleteJob(trx, id);
      await logActivity(trx, {
        actorUserId: actor.id,
        action: 'job.deleted',
        subjectType: 'job',
        subjectId: id,
        summary: `${actor.firstName} ${actor.lastName} deleted “${job.title}”`,
      });
      return true;
    });
    if (!deleted) throw notFound(MESSAGES.jobNotFound);
    forgetCounts();
    return reply.code(204).send();
  });

  app.get('/dashboard-stats', { preHandler: app.requireStaff }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return siteTotals(app.db);
  });
};
