import type { Kysely } from 'kysely';
import type { OpeningKind, ScreeningQuestion } from '@staffing/shared/screening-schemas';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { screeningQuestionsColumn, screeningQuestionsFromColumn } from '../jobs/job-records.ts';

// The screening questions of the two standing openings (the job board's jobs keep theirs in
// their own row). An opening nobody has set questions for asks none.

export type OpeningQuestionsRecord = {
  kind: OpeningKind;
  questions: ScreeningQuestion[];
  updatedAt: string | null;
};

export async function findOpeningQuestions(
  db: Kysely<Database>,
  kind: OpeningKind,
): Promise<OpeningQuestionsRecord> {
  const row = await db
    .selectFrom('opening_questions')
    .select(['questions', 'updated_at'])
    .where('kind', '=', kind)
    .executeTakeFirst();
  return {
    kind,
    questions: screeningQuestionsFromColumn(row?.questions ?? null),
    updatedAt: row?.updated_at ?? null,
  };
}

export async function saveOpeningQuestions(
  db: Kysely<Database>,
  input: { kind: OpeningKind; questions: ScreeningQuestion[]; updatedBy: string },
): Promise<OpeningQuestionsRecord> {
  const values = {
    questions: screeningQuestionsColumn(input.questions) ?? '[]',
    updated_at: nowIso(),
    updated_by: input.updatedBy,
  };
  await db
    .insertInto('opening_questions')
    .values({ kind: input.kind, ...values })
    .onConflict((conflict) => conflict.column('kind').doUpdateSet(values))
    .execute();
  return findOpeningQuestions(db, input.kind);
}
