import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { useSession } from '@/features/auth/api/get-session';
import { JobPosting } from '@/features/careers/components/job-posting';
import type { Opening } from '@/features/careers/data/openings';
import { Island } from '../island';
import ApplyIsland from '../islands/apply';
import { ScriptRequired } from '../script-required';
import { APPLY_NEEDS_SCRIPT, applicantOf } from './apply-island-props';

// The agency's own openings (/sales-rep, /project-manager-internship): the posting, rendered
// by the server, and its quick-apply button and modal, an island. Staff may add questions
// to an opening at any time, so the modal fetches them when it opens.
export function OpeningPage({
  opening,
  lead,
  target,
}: {
  opening: Opening;
  lead: string;
  target: { kind: 'sales-rep' } | { kind: 'internship' };
}) {
  const { data: user } = useSession();
  return (
    <>
      <PageMeta title={opening.title} description={opening.summary} />
      <PageHeader eyebrow="Careers" title={opening.title} lead={lead} />
      <JobPosting
        opening={opening}
        applyAction={
          <>
            <Island
              name="apply"
              component={ApplyIsland}
              props={{
                target,
                applicant: applicantOf(user),
                questions: [],
                label: 'Apply Now',
                block: true,
              }}
            />
            <ScriptRequired>{APPLY_NEEDS_SCRIPT}</ScriptRequired>
          </>
        }
      />
    </>
  );
}
