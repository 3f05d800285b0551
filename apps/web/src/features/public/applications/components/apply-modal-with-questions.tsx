import type { ComponentProps } from 'react';
import { useOpeningQuestions } from '../api/get-opening-questions';
import { ApplyModal } from './apply-modal';

type ApplyModalWithQuestionsProps = Omit<
  ComponentProps<typeof ApplyModal>,
  'questionsLoading' | 'onRetryQuestions'
>;

// The apply modal with its target's screening questions: a job's come with its page (the
// `questions` prop); an opening's are editable by staff at any time, so they are fetched when
// the form opens, and the form waits for them (or offers a retry).
export function ApplyModalWithQuestions({ questions, ...props }: ApplyModalWithQuestionsProps) {
  const openingKind = props.target.kind === 'job' ? null : props.target.kind;
  const opening = useOpeningQuestions(openingKind, { enabled: props.open });
  if (openingKind === null) return <ApplyModal {...props} questions={questions} />;
  return (
    <ApplyModal
      {...props}
      questions={opening.questions}
      questionsLoading={opening.loading}
      onRetryQuestions={opening.retry}
    />
  );
}
