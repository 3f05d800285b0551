import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CANDIDATE_MESSAGES,
  candidateContactInputSchema,
  candidateListQuerySchema,
  candidateNoteInputSchema,
  candidateTagSchema,
  type CandidateDetail,
  type CandidateNote,
} from '@staffing/shared/candidate-schemas';
import type { Locale } from '@staffing/shared/i18n/locales';
import { conflict, notFound, unauthorized } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { logActivity } from '../activity/activity-repository.ts';
import { loadCandidateDetail } from '../candidates/candidate-detail.ts';
import type { CandidateFilters } from '../candidates/candidate-filters.ts';
import {
  presentCandidateDetail,
  presentCandidateListItem,
  presentCandidateNote,
} from '../candidates/candidate-presenter.ts';
import { eraseCandidate } from '../candidates/candidate-erasure.ts';
import { addCandidateNote } from '../candidates/candidate-notes.ts';
import { findCandidateResume } from '../candidates/candidate-resumes.ts';
import {
  addCandidateTag,
  listCandidateTagCounts,
  removeCandidateTag,
} from '../candidates/candidate-tags.ts';
import {
  findCandidate,
  listCandidates,
  updateCandidateContact,
  type CandidateRecord,
} from '../candidates/candidates-repository.ts';
import { sendResume } from '../resumes/send-resume.ts';

const LOCALE_LABELS: Record<Locale, string> = { en: 'English', es: 'Spanish' };

const HAS_ACCOUNT =
  'This candidate has an account: their data is erased when the account is deleted, from their own account page.';
const tagParamsSchema = z.object({ tag: candidateTagSchema });

// The talent pool: one record per person with their applications, resumes, pipeline
// history, notes and tags. Registered inside adminRoutes, so the staff check covers it;
// recruiters and admins alike. Every staff change is in the activity log.
export const adminCandidatesRoutes: FastifyPluginAsync = async (app) => {
  async function candidateOf(request: FastifyRequest): Promise<CandidateRecord> {
    const { id } = request.params as { id: string };
    const candidate = isUuid(id) ? await findCandidate(app.db, id) : undefined;
    if (!candidate) throw notFound(CANDIDATE_MESSAGES.candidateNotFound);
    return candidate;
  }

  function actorOf(request: FastifyRequest) {
    const actor = request.user;
    if (!actor) throw unauthorized();
    return { id: actor.id, name: `${actor.firstName} ${actor.lastName}`.trim() || actor.email };
  }

  const nameOf = (candidate: CandidateRecord) =>
    `${candidate.firstName} ${candidate.lastName}`.trim();

  async function detailOf(candidate: CandidateRecord): Promise<CandidateDetail> {
    return presentCandidateDetail(candidate, await loadCandidateDetail(app.db, candidate));
  }

  // A search's total and order are shared for SEARCH_COUNT_CACHE_MS (candidate-search-cache.ts),
  // its page's rows never; each change below empties them once its transaction has committed.
  const changed = () => {
    app.candidateSearch.clear();
  };

  app.get('/candidates', async (request, reply) => {
    const query = parseOrThrow(candidateListQuerySchema, request.query);
    const filters: CandidateFilters = {
      q: query.q,
      industry: query.industry,
      where: query.where,
      status: query.status,
      activeWithin: query.activeWithin,
      // A box to tick: "false" is the box left empty, no filter.
      readable: query.readable === 'true' ? true : undefined,
      tag: query.tag,
      sort: query.sort,
    };
    const { candidates, total } = await listCandidates(app.db, app.dbDialect, {
      ...filters,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
      rememberMatches: app.candidateSearch.remember(filters),
    });
    void reply.header('x-total-count', String(total));
    return candidates.map(presentCandidateListItem);
  });

  app.get('/candidates/tags', async () => listCandidateTagCounts(app.db));

  app.get('/candidates/:id', async (request) => detailOf(await candidateOf(request)));

  app.get('/candidates/:id/resumes/:resumeId', async (request, reply) => {
    const candidate = await candidateOf(request);
    const { resumeId } = request.params as { resumeId: string };
    const resume = isUuid(resumeId)
      ? await findCandidateResume(app.db, candidate, resumeId)
      : undefined;
    if (!resume) throw notFound('Resume not found.');
    return sendResume(reply, resume);
  });

  // Staff correct the phone and place a resume gave (or did not); theirs win from then on.
  // The preferred language is the one the candidate's emails are written in.
  app.patch('/candidates/:id', async (request) => {
    const actor = actorOf(request);
    const change = parseOrThrow(candidateContactInputSchema, request.body);
    const candidate = await candidateOf(request);
    await app.db.transaction().execute(async (trx) => {
      const changed = await updateCandidateContact(trx, candidate.id, change);
      if (changed.contact) {
        await logActivity(trx, {
          actorUserId: actor.id,
          action: 'candidate.contact_changed',
          subjectType: 'candidate',
          subjectId: candidate.id,
          summary: `${actor.name} changed ${nameOf(candidate)}'s contact details`,
        });
      }
      if (changed.locale) {
        await logActivity(trx, {
          actorUserId: actor.id,
          action: 'candidate.language_changed',
          subjectType: 'candidate',
          subjectId: candidate.id,
          summary: `${actor.name} set ${nameOf(candidate)}'s preferred language to ${LOCALE_LABELS[changed.locale]}`,
        });
      }
    });
    changed();
    const updated = await findCandidate(app.db, candidate.id);
    if (!updated) throw notFound(CANDIDATE_MESSAGES.candidateNotFound);
    return detailOf(updated);
  });

  // Adding a tag twice, or removing one that is not there, is not an error (204 both times).
  app.put('/candidates/:id/tags/:tag', async (request, reply) => {
    const actor = actorOf(request);
    const { tag } = parseOrThrow(tagParamsSchema, request.params);
    const candidate = await candidateOf(request);
    await app.db.transaction().execute(async (trx) => {
      if (!(await addCandidateTag(trx, { candidateId: candidate.id, tag, actorUserId: actor.id })))
        return;
      await logActivity(trx, {
        actorUserId: actor.id,
        action: 'candidate.tag_added',
        subjectType: 'candidate',
        subjectId: candidate.id,
        summary: `${actor.name} tagged ${nameOf(candidate)} “${tag}”`,
      });
    });
    changed();
    return reply.code(204).send();
  });

  app.delete('/candidates/:id/tags/:tag', async (request, reply) => {
    const actor = actorOf(request);
    const { tag } = parseOrThrow(tagParamsSchema, request.params);
    const candidate = await candidateOf(request);
    await app.db.transaction().execute(async (trx) => {
      if (!(await removeCandidateTag(trx, candidate.id, tag))) return;
      await logActivity(trx, {
        actorUserId: actor.id,
        action: 'candidate.tag_removed',
        subjectType: 'candidate',
        subjectId: candidate.id,
        summary: `${actor.name} removed the tag “${tag}” from ${nameOf(candidate)}`,
      });
    });
    changed();
    return reply.code(204).send();
  });

  app.post('/candidates/:id/notes', async (request, reply) => {
    const actor = actorOf(request);
    const { body } = parseOrThrow(candidateNoteInputSchema, request.body);
    const candidate = await candidateOf(request);
    const note = await app.db.transaction().execute(async (trx) => {
      const added = await addCandidateNote(trx, {
        candidateId: candidate.id,
        authorUserId: actor.id,
        authorName: actor.name,
        body,
      });
      await logActivity(trx, {
        actorUserId: actor.id,
        action: 'candidate.note_added',
        subjectType: 'candidate',
        subjectId: candidate.id,
        summary: `${actor.name} added a note to ${nameOf(candidate)}`,
      });
      return added;
    });
    changed();
    const answer: CandidateNote = presentCandidateNote(note);
    return reply.code(201).send(answer);
  });

  // The right to erasure for someone who only applied; an account holder's goes with their
  // account (409 here).
  app.delete('/candidates/:id', async (request, reply) => {
    const actor = actorOf(request);
    const candidate = await candidateOf(request);
    await app.db.transaction().execute(async (trx) => {
      const outcome = await eraseCandidate(trx, app.config, candidate.id);
      if (outcome === 'not-found') throw notFound(CANDIDATE_MESSAGES.candidateNotFound);
      if (outcome === 'has-account') throw conflict(HAS_ACCOUNT);
      // The log keeps that it happened, not who it was.
      await logActivity(trx, {
        actorUserId: actor.id,
        action: 'candidate.erased',
        subjectType: 'candidate',
        subjectId: null,
        summary: `${actor.name} erased a candidate's personal data`,
      });
    });
    changed();
    return reply.code(204).send();
  });
};
