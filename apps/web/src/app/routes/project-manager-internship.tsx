import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';

export default function ProjectManagerInternshipPage() {
  return (
    <>
      <PageMeta
        title="Project Manager Internship"
        description="A three-month project manager internship."
      />
      <PageHeader
        eyebrow="Careers"
        title="Project Manager Internship"
        lead="A three-month internship working alongside our project managers."
      />
    </>
  );
}
