import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import type { OpeningKind, ScreeningQuestion } from '@staffing/shared/screening-schemas';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { useOpeningQuestions, useUpdateOpeningQuestions } from '../api/opening-questions';
import {
  questionDraftsSchema,
  toQuestionDrafts,
  type QuestionDraft,
} from '../utils/screening-question-drafts';
import { ScreeningQuestionsEditor } from './screening-questions-editor';
import styles from './opening-questions.module.css';

const OPENINGS: readonly { kind: OpeningKind; title: string; path: string }[] = [
  { kind: 'sales-rep', title: 'Sales Representative', path: '/sales-rep' },
  { kind: 'internship', title: 'Project Manager Internship', path: '/project-manager-internship' },
];

const formSchema = z.object({ questions: questionDraftsSchema });
type FormInput = { questions: QuestionDraft[] };
type FormOutput = z.output<typeof formSchema>;

/**
 * OpeningQuestions: the screening questions of the agency's two standing openings, which
 * are not jobs on the board and so have no job form; one small form per opening.
 */
export function OpeningQuestions() {
  return (
    <div className={styles.openings}>
      {OPENINGS.map((opening) => (
        <OpeningQuestionsCard key={opening.kind} {...opening} />
      ))}
    </div>
  );
}

function OpeningQuestionsCard({ kind, title, path }: (typeof OPENINGS)[number]) {
  const headingId = useId();
  const query = useOpeningQuestions(kind);
  const update = useUpdateOpeningQuestions();
  return (
    <Card as="section" padding="lg" className={styles.card} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          {title}
        </h3>
        <Link to={path} className={styles.pageLink}>
          See the page <span className="visually-hidden">of {title}</span>
        </Link>
      </div>
      {query.isPending ? (
        <p role="status" className={styles.muted}>
          Loading the questions…
        </p>
      ) : query.isError ? (
        <div role="alert" className={styles.problem}>
          <p>The questions could not be loaded. {query.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <OpeningQuestionsForm
          // A fresh form after each save, started from what was stored.
          key={query.data.updatedAt ?? 'never'}
          title={title}
          questions={query.data.screeningQuestions}
          save={(screeningQuestions) => update.mutateAsync({ kind, screeningQuestions })}
          saving={update.isPending}
        />
      )}
      <div role="status" className={styles.status}>
        {update.isSuccess && (
          <p className={styles.saved}>
            Saved. The {title} apply form asks{' '}
            {update.data.screeningQuestions.length === 0
              ? 'no questions now.'
              : update.data.screeningQuestions.length === 1
                ? 'this question now.'
                : `these ${String(update.data.screeningQuestions.length)} questions now.`}
          </p>
        )}
      </div>
      {update.isError && (
        <p role="alert" className={styles.problem}>
          The questions could not be saved. {update.error.message}
        </p>
      )}
    </Card>
  );
}

function OpeningQuestionsForm({
  title,
  questions,
  save,
  saving,
}: {
  title: string;
  questions: readonly ScreeningQuestion[];
  save: (questions: FormOutput['questions']) => Promise<unknown>;
  saving: boolean;
}) {
  const idPrefix = useId();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { questions: toQuestionDrafts(questions) },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await save(values.questions);
    } catch (error) {
      if (!(error instanceof ApiError) || !error.fieldErrors) return;
      for (const [key, message] of Object.entries(error.fieldErrors)) {
        if (!key.startsWith('screeningQuestions')) continue;
        setError(key.replace(/^screeningQuestions/, 'questions') as 'questions', {
          type: 'server',
          message,
        });
      }
    }
  });

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={`Questions for ${title}`}
      onSubmit={(event) => void submit(event)}
    >
      <Controller
        control={control}
        name="questions"
        render={({ field }) => (
          <ScreeningQuestionsEditor
            idPrefix={idPrefix}
            value={field.value}
            onChange={field.onChange}
            errors={errors.questions}
            focusRef={field.ref}
          />
        )}
      />
      <div>
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save questions'}{' '}
          <span className="visually-hidden">for {title}</span>
        </Button>
      </div>
    </form>
  );
}
