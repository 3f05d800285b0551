import { useParams } from 'react-router';
import { INDUSTRY_LABELS, industryFromSlug } from '@staffing/shared/constants';
import { NotFoundView } from '@/components/layout/not-found-view';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { INDUSTRY_SUMMARIES } from '@/features/industries/data/industry-content';

export default function FindTalentIndustryPage() {
  const { industrySlug = '' } = useParams();
  const industry = industryFromSlug(industrySlug);
  if (!industry) return <NotFoundView />;

  const label = INDUSTRY_LABELS[industry];
  return (
    <>
      <PageMeta title={`${label} Staffing`} description={INDUSTRY_SUMMARIES[industry]} />
      <PageHeader
        eyebrow="Find Talent"
        title={`${label} Staffing`}
        lead={INDUSTRY_SUMMARIES[industry]}
        actions={
          <ButtonLink to="/contact-us" variant="accent" size="lg">
            Contact Us
          </ButtonLink>
        }
      />
    </>
  );
}
