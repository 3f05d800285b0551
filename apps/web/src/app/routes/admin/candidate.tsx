import { useLocation, useParams, useSearchParams } from 'react-router';
import { CANDIDATE_MESSAGES } from '@staffing/shared/candidate-schemas';
import { Button, ButtonLink } from '@/components/ui/button';
import { MessagePanel } from '@/components/ui/message-panel';
import { PageLoading } from '@/components/ui/page-loading';
import { PageMeta } from '@/components/ui/page-meta';
import { useCandidate } from '@/features/staff/candidates/api/get-candidate';
import { CandidateProfile } from '@/features/staff/candidates/components/candidate-profile';
import { Panel } from '@/features/staff/candidates/components/panel';
import { listSearchFrom } from '@/features/staff/candidates/utils/list-return';
import { CandidateShortlistPanel } from '@/features/staff/shortlists/components/candidate-shortlist-panel';
import { CandidateInterviewsPanel } from '@/features/staff/interviews/components/candidate-interviews-panel';
import { ApiError } from '@/lib/api-client';

export default function AdminCandidatePage() {
  const { candidateId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const query = searchParams.get('q') ?? '';
  // Opened from another page (an application), a link with search words still returns to
  // those words' results.
  const listSearch =
    listSearchFrom(location.state) ||
    (query ? `?${new URLSearchParams({ q: query }).toString()}` : '');
  const { data: candidate, error, isPending, refetch } = useCandidate(candidateId);
  const backLink = (
    <ButtonLink to={`/admin/candidates${listSearch}`} variant="secondary">
      Back to candidates
    </ButtonLink>
  );

  if (isPending) return <PageLoading />;

  if (error) {
    if (error instanceof ApiError && error.status === 404) {
      return (
        <>
          <PageMeta title={CANDIDATE_MESSAGES.candidateNotFound} description="" noIndex />
          <MessagePanel
            code="Error 404"
            title={CANDIDATE_MESSAGES.candidateNotFound}
            text="This candidate may have been erased, or the link is wrong."
            actions={backLink}
          />
        </>
      );
    }
    return (
      <>
        <PageMeta title="Candidate" description="" noIndex />
        <MessagePanel
          role="alert"
          title="We could not load this candidate"
          text={error.message}
          actions={
            <>
              <Button onClick={() => void refetch()}>Try again</Button>
              {backLink}
            </>
          }
        />
      </>
    );
  }

  return (
    <>
      <PageMeta title={candidate.name} description="A candidate in the talent pool." noIndex />
      <CandidateProfile
        candidate={candidate}
        query={query}
        listSearch={listSearch}
        side={
          <>
            <Panel title="Shortlists">
              <CandidateShortlistPanel candidateId={candidate._id} />
            </Panel>
            <Panel title="Interviews">
              <CandidateInterviewsPanel candidateId={candidate._id} />
            </Panel>
          </>
        }
      />
    </>
  );
}
