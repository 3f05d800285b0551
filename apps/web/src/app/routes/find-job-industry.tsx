import { useParams } from 'react-router';
import { INDUSTRY_LABELS, industryFromSlug } from '@staffing/shared/constants';
import { NotFoundView } from '@/components/layout/not-found-view';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { useSession } from '@/features/auth/api/get-session';
import { INDUSTRY_SUMMARIES } from '@/features/industries/data/industry-content';

export default function FindJobIndustryPage() {
  const { industrySlug = '' } = useParams();
  const { data: user } = useSession();
  const industry = industryFromSlug(industrySlug);
  if (!industry) return <NotFoundView />;

  const label = INDUSTRY_LABELS[industry];
  return (
    <>
      <PageMeta title={`${label} Jobs`} description={INDUSTRY_SUMMARIES[industry]} />
      <PageHeader
        eyebrow="Find a Job"
        title={`${label} Jobs`}
        lead={INDUSTRY_SUMMARIES[industry]}
        actions={
          user ? (
            // Spec: for logged-in users the industry page's 'Apply' button does nothing.
            <Button variant="accent" size="lg">
              Apply
            </Button>
          ) : (
            <ButtonLink to="/sign-up" variant="accent" size="lg">
              Sign Up
            </ButtonLink>
          )
        }
      />
    </>
  );
}
