import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { CompanyInterviews } from '@/features/client/portal/components/company-interviews';

export default function ClientInterviewsPage() {
  return (
    <>
      <PageMeta title="Interviews" description="" noIndex />
      <PageHeader
        eyebrow="Client portal"
        title="Interviews"
        lead="The interviews your recruiter arranged with the candidates you asked to meet."
      />
      <Section>
        <CompanyInterviews />
      </Section>
    </>
  );
}
