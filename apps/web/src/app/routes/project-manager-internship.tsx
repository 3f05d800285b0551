import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { ApplyModal } from '@/features/applications/components/apply-modal';
import { useSession } from '@/features/auth/api/get-session';
import { JobPosting } from '@/features/careers/components/job-posting';
import { INTERNSHIP_OPENING } from '@/features/careers/data/openings';

export default function ProjectManagerInternshipPage() {
  const [applying, setApplying] = useState(false);
  const session = useSession();
  return (
    <>
      <PageMeta title={INTERNSHIP_OPENING.title} description={INTERNSHIP_OPENING.summary} />
      <PageHeader
        eyebrow="Careers"
        title={INTERNSHIP_OPENING.title}
        lead="Spend 3 months learning how projects are planned, run and delivered, working on real client work alongside our project managers."
      />
      <JobPosting
        opening={INTERNSHIP_OPENING}
        onApply={() => {
          setApplying(true);
        }}
      />
      <ApplyModal
        applicant={session.data}
        open={applying}
        onClose={() => {
          setApplying(false);
        }}
        target={{ kind: 'internship' }}
      />
    </>
  );
}
