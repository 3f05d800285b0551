import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';

// Placeholder: the job's own title replaces this heading once the job is fetched.
export default function JobDetailPage() {
  return (
    <>
      <PageMeta title="Job Details" description="Job details and how to apply." />
      <PageHeader
        eyebrow="Find a Job"
        title="Job Details"
        lead="The job's overview, description, responsibilities and skills, with an option to apply."
      />
    </>
  );
}
