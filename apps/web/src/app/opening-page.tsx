import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import type { ApplyTarget } from '@/features/applications/components/apply-modal';
import { LazyApplyModal } from '@/features/applications/components/lazy-apply-modal';
import { useSession } from '@/features/auth/api/get-session';
import { JobPosting } from '@/features/careers/components/job-posting';
import type { Opening } from '@/features/careers/data/openings';

// The agency's own openings (/sales-rep, /project-manager-internship): the posting and its
// quick-apply modal. It lives in the app layer because it composes three features.
export function OpeningPage({
  opening,
  lead,
  target,
}: {
  opening: Opening;
  lead: string;
  target: ApplyTarget;
}) {
  const [applying, setApplying] = useState(false);
  const session = useSession();
  return (
    <>
      <PageMeta title={opening.title} description={opening.summary} />
      <PageHeader eyebrow="Careers" title={opening.title} lead={lead} />
      <JobPosting
        opening={opening}
        onApply={() => {
          setApplying(true);
        }}
      />
      <LazyApplyModal
        applicant={session.data}
        open={applying}
        onClose={() => {
          setApplying(false);
        }}
        target={target}
      />
    </>
  );
}
