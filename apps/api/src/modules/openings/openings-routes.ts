import type { FastifyPluginAsync } from 'fastify';
import { openingKindSchema, type OpeningQuestions } from '@staffing/shared/screening-schemas';
import { notFound } from '../../lib/http-errors.ts';
import {
  findOpeningQuestions,
  type OpeningQuestionsRecord,
} from './opening-questions-repository.ts';

export function presentOpeningQuestions(record: OpeningQuestionsRecord): OpeningQuestions {
  return {
    kind: record.kind,
    screeningQuestions: record.questions,
    updatedAt: record.updatedAt,
  };
}

// GET /api/openings/:kind/questions: what the apply form of /sales-rep or
// /project-manager-internship asks besides the spec's fields.
export const openingsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/:kind/questions', async (request, reply) => {
    const kind = openingKindSchema.safeParse((request.params as { kind?: string }).kind);
    if (!kind.success) throw notFound('No such opening.');
    // Staff changes show at once; the answer is small.
    void reply.header('cache-control', 'no-cache');
    return presentOpeningQuestions(await findOpeningQuestions(app.db, kind.data));
  });
};
