import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { AdminJobList } from '@/features/staff/jobs/components/admin-job-list';

export default function AllJobsPage() {
  return (
    <>
      <PageMeta title="All Jobs" description="Every job listing, with edit and delete." />
      <PageHeader
        eyebrow="Admin"
        title="All Jobs"
        lead="Every job listing, newest first, with edit and delete."
        stackActionsOnPhones
        actions={
          <>
            <ButtonLink to="/admin/post-job" variant="accent">
              Post a Job
            </ButtonLink>
            <ButtonLink to="/admin/opening-questions" variant="secondary">
              Opening questions
            </ButtonLink>
            <ButtonLink to="/admin" variant="secondary">
              Back to Dashboard
            </ButtonLink>
          </>
        }
      />
      <Section>
        <AdminJobList />
      </Section>
    </>
  );
}
