import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';

export default function AdminDashboardPage() {
  return (
    <>
      <PageMeta title="Admin Dashboard" description="Job listings and site statistics." />
      <PageHeader
        eyebrow="Admin"
        title="Admin Dashboard"
        lead="Post and manage job listings and see totals for jobs, applications and users."
      />
    </>
  );
}
