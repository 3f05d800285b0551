import { StaffPageHeader } from '@/features/staff/shell/components/staff-page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { CandidateSearchView } from '@/features/staff/candidates/components/candidate-search-view';
import { ShortlistButton } from '@/features/staff/shortlists/components/shortlist-button';

export default function AdminCandidatesPage() {
  return (
    <>
      <PageMeta title="Candidates" description="The talent pool: everyone who applied." />
      <StaffPageHeader
        title="Candidates"
        lead="Everyone who applied or signed up, one record per person: search their resumes, contact details and the jobs they applied to."
      />
      <Section>
        <CandidateSearchView
          rowAction={(candidate) => (
            <ShortlistButton candidateId={candidate._id} name={candidate.name} />
          )}
        />
      </Section>
    </>
  );
}
