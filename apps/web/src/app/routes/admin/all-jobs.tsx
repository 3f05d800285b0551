import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';

export default function AllJobsPage() {
  return (
    <>
      <PageMeta title="All Jobs" description="Every job listing, with edit and delete." />
      <PageHeader
        eyebrow="Admin"
        title="All Jobs"
        lead="Every job listing, with edit and delete."
      />
    </>
  );
}
