import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';

export default function EditJobPage() {
  return (
    <>
      <PageMeta title="Edit Job" description="Change a job listing." />
      <PageHeader eyebrow="Admin" title="Edit Job" lead="Change the details of a job listing." />
    </>
  );
}
