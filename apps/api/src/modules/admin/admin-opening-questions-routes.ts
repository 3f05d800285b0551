import type { FastifyPluginAsync } from 'fastify';
import {
  openingKindSchema,
  openingQuestionsChangeSchema,
  type OpeningKind,
} from '@staffing/shared/screening-schemas';
import { notFound, unauthorized } from '../../lib/http-errors.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import { logActivity } from '../activity/activity-repository.ts';
import {
  findOpeningQuestions,
  saveOpeningQuestions,
} from '../openings/opening-questions-repository.ts';
import { presentOpeningQuestions } from '../openings/openings-routes.ts';

const OPENING_TITLES: Record<OpeningKind, string> = {
  'sales-rep': 'Sales Representative',
  internship: 'Project Manager Internship',
};

function openingKindOf(params: unknown): OpeningKind {
  const kind = openingKindSchema.safeParse((params as { kind?: string }).kind);
  if (!kind.success) throw notFound('No such opening.');
  return kind.data;
}

// The standing openings' screening questions. Whoever may edit jobs (recruiters and admins)
// may edit these: registered inside adminRoutes' staff check.
export const adminOpeningQuestionsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/openings/:kind/questions', async (request) =>
    presentOpeningQuestions(await findOpeningQuestions(app.db, openingKindOf(request.params))),
  );

  // Earlier applications keep the questions as they were asked: they carry their own copy.
  app.put('/openings/:kind/questions', async (request) => {
    const actor = request.user;
    if (!actor) throw unauthorized();
    const kind = openingKindOf(request.params);
    const { screeningQuestions } = parseOrThrow(openingQuestionsChangeSchema, request.body);
    const saved = await app.db.transaction().execute(async (trx) => {
      const record = await saveOpeningQuestions(trx, {
        kind,
        questions: screeningQuestions,
        updatedBy: actor.id,
      });
      await logActivity(trx, {
        actorUserId: actor.id,
        action: 'opening.questions_changed',
        subjectType: 'opening',
        subjectId: kind,
        summary: `${actor.firstName} ${actor.lastName} changed the questions for “${OPENING_TITLES[kind]}” (${screeningQuestions.length})`,
      });
      return record;
    });
    return presentOpeningQuestions(saved);
  });
};
