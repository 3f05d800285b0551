import { ButtonLink } from '@/components/ui/button';
import { StaffPageHeader } from '@/features/staff/shell/components/staff-page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { AdminJobList } from '@/features/staff/jobs/components/admin-job-list';

export default function AllJobsPage() {
  return (
    <>
      <PageMeta title="All Jobs" description="Every job listing, with edit and delete." />
      <StaffPageHeader
        title="All Jobs"
        lead="Every job listing, newest first, with edit and delete."
        actions={
          <>
            <ButtonLink to="/admin/post-job" variant="accent">
              Post a Job
            </ButtonLink>
            <ButtonLink to="/admin/opening-questions" variant="secondary">
              Opening questions
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
