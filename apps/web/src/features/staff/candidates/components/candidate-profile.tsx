import type { ReactNode } from 'react';
import type { CandidateDetail } from '@staffing/shared/candidate-schemas';
import { RelativeTime } from '@/components/ui/relative-time';
import { Section } from '@/components/ui/section';
import { StaffPageHeader } from '@/features/staff/shell/components/staff-page-header';
import { CandidateApplications } from './candidate-applications';
import { CandidateContact } from './candidate-contact';
import { CandidateNotes } from './candidate-notes';
import { CandidateResume } from './candidate-resume';
import { CandidateTags } from './candidate-tags';
import { CandidateTimeline } from './candidate-timeline';
import { EraseCandidateButton } from './erase-candidate-button';
import { PrefersSpanish } from './prefers-spanish';
import styles from './candidate-profile.module.css';

type CandidateProfileProps = {
  candidate: CandidateDetail;
  // The search words the list was showing, marked in the resume.
  query: string;
  // The list's query string: the trail's "Candidates" returns to the same results.
  listSearch: string;
  // More of the page from other features (the candidate's shortlists), composed by the page.
  side?: ReactNode;
};

// A candidate's page: who they are and how to reach them beside their resume, what they
// applied to and everything that happened since.
export function CandidateProfile({ candidate, query, listSearch, side }: CandidateProfileProps) {
  const applications = candidate.applications.length;
  return (
    <>
      <StaffPageHeader
        breadcrumbs={[
          { label: 'Candidates', to: `/admin/candidates${listSearch}` },
          { label: candidate.name, to: `/admin/candidates/${candidate._id}` },
        ]}
        title={candidate.name}
        lead={
          <>
            Active <RelativeTime iso={candidate.lastActivityAt} /> ·{' '}
            {applications === 1 ? '1 application' : `${applications} applications`} ·{' '}
            {candidate.hasAccount ? 'Has an account' : 'No account'}
            {candidate.locale === 'es' && (
              <>
                {' '}
                <PrefersSpanish locale={candidate.locale} />
              </>
            )}
          </>
        }
        actions={<EraseCandidateButton candidate={candidate} listSearch={listSearch} />}
      />
      <Section>
        <div className={styles.layout}>
          <div className={styles.side}>
            <CandidateContact candidate={candidate} />
            <CandidateTags candidate={candidate} />
            {side}
          </div>
          <div className={styles.main}>
            <CandidateResume candidate={candidate} query={query} />
            <CandidateApplications candidate={candidate} />
            <CandidateNotes candidate={candidate} />
            <CandidateTimeline candidate={candidate} />
          </div>
        </div>
      </Section>
    </>
  );
}
