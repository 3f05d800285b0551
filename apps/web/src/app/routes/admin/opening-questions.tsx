import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { OpeningQuestions } from '@/features/staff/jobs/components/opening-questions';

// /admin/opening-questions: the screening questions of the agency's own two openings, which
// are not jobs on the board and so have no job form. Whoever edits jobs edits these.
export default function OpeningQuestionsPage() {
  return (
    <>
      <PageMeta
        title="Opening Questions"
        description="The screening questions of the Sales Representative and internship openings."
      />
      <PageHeader
        eyebrow="Admin"
        title="Opening Questions"
        lead="What the apply forms of our own two openings ask besides name, email and resume. A knock-out answer only flags the application for you."
        stackActionsOnPhones
        actions={
          <ButtonLink to="/admin/all-jobs" variant="secondary">
            Back to All Jobs
          </ButtonLink>
        }
      />
      <Section narrow>
        <OpeningQuestions />
      </Section>
    </>
  );
}
