import { StaffPageHeader } from '@/features/staff/shell/components/staff-page-header';
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
      <StaffPageHeader
        title="Opening Questions"
        lead="What the apply forms of our own two openings ask besides name, email and resume. A knock-out answer only flags the application for you."
        breadcrumbs={[
          { label: 'Jobs', to: '/admin/all-jobs' },
          { label: 'Opening Questions', to: '/admin/opening-questions' },
        ]}
      />
      <Section narrow>
        <OpeningQuestions />
      </Section>
    </>
  );
}
