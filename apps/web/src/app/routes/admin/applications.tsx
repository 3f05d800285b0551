import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';

export default function AdminApplicationsPage() {
  return (
    <>
      <PageMeta title="Applications" description="Applications and contact messages." />
      <PageHeader
        eyebrow="Admin"
        title="Applications"
        lead="Every application received, newest first, with the applicant's resume."
      />
    </>
  );
}
