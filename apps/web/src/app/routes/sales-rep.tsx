import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { ApplyModal } from '@/features/applications/components/apply-modal';
import { useSession } from '@/features/auth/api/get-session';
import { JobPosting } from '@/features/careers/components/job-posting';
import { SALES_REP_OPENING } from '@/features/careers/data/openings';

export default function SalesRepPage() {
  const [applying, setApplying] = useState(false);
  const session = useSession();
  return (
    <>
      <PageMeta title={SALES_REP_OPENING.title} description={SALES_REP_OPENING.summary} />
      <PageHeader
        eyebrow="Careers"
        title={SALES_REP_OPENING.title}
        lead="Bring employers and our recruiters together. A high-ticket commission role, 9:00am–9:00pm CST, off on weekends and 11 federal holidays."
      />
      <JobPosting
        opening={SALES_REP_OPENING}
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
        target={{ kind: 'sales-rep' }}
      />
    </>
  );
}
