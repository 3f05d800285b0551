import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { useSession } from '@/features/shared/auth/api/get-session';
import { JobPosting } from '@/features/public/careers/components/job-posting';
import type { Opening } from '@/features/public/careers/data/openings';
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
  const { t, i18n } = useLingui();
  const { data: user } = useSession();
  const title = i18n._(opening.title);
  return (
    <>
      <PageMeta title={title} description={i18n._(opening.summary)} />
      <PageHeader eyebrow={t`Careers`} title={title} lead={lead} />
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
                label: t`Apply Now`,
                block: true,
              }}
            />
            <ScriptRequired>{i18n._(APPLY_NEEDS_SCRIPT)}</ScriptRequired>
          </>
        }
      />
    </>
  );
}
