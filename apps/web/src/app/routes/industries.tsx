import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { IndustryGrid } from '@/features/industries/components/industry-grid';

// Spec: a static page of four industry cards.
export default function IndustriesPage() {
  return (
    <>
      <PageMeta
        title="Industries"
        description="The industries we staff: healthcare, construction, IT and tech, and drivers."
      />
      <PageHeader
        title="Industries"
        lead="We place people in healthcare, construction, IT and tech, and driving roles."
      />
      <Section>
        <IndustryGrid
          basePath="/find-job"
          industries={['Healthcare', 'Construction', 'ItTech', 'Drivers']}
        />
      </Section>
    </>
  );
}
