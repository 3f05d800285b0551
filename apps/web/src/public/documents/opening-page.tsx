import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { useOpeningQuestions } from '@/features/applications/api/get-opening-questions';
import { LazyApplyModal } from '@/features/applications/components/lazy-apply-modal';
import { useSession } from '@/features/auth/api/get-session';
import { JobPosting } from '@/features/careers/components/job-posting';
import type { Opening } from '@/features/careers/data/openings';

// The agency's own openings (/sales-rep, /project-manager-internship): the posting and its
// quick-apply modal. It lives in the app layer because it composes three features.
export function OpeningPage({
  opening,
  lead,
  target,
}: {
  opening: Opening;
  lead: string;
  target: { kind: 'sales-rep' } | { kind: 'internship' };
}) {
  const [applying, setApplying] = useState(false);
  const session = useSession();
  // Staff may add questions to the opening; they are fetched once the form is opened.
  const questions = useOpeningQuestions(target.kind, { enabled: applying });
  return (
    <>
      <PageMeta title={opening.title} description={opening.summary} />
      <PageHeader eyebrow="Careers" title={opening.title} lead={lead} />
      <JobPosting
        opening={opening}
        onApply={() => {
          setApplying(true);
        }}
      />
      <LazyApplyModal
        applicant={session.data}
        open={applying}
        onClose={() => {
          setApplying(false);
        }}
        target={target}
        questions={questions.data?.screeningQuestions}
        questionsLoading={
          applying && !questions.data && (questions.isPending || questions.isFetching)
        }
        onRetryQuestions={
          questions.isError && !questions.isFetching
            ? () => {
                void questions.refetch();
              }
            : undefined
        }
      />
    </>
  );
}
