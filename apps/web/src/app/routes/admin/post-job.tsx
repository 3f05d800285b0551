import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';

export default function PostJobPage() {
  return (
    <>
      <PageMeta title="Post a Job" description="Publish a new job listing." />
      <PageHeader eyebrow="Admin" title="Post a Job" lead="Publish a new job listing." />
    </>
  );
}
