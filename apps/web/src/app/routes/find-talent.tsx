import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { IndustryGrid } from '@/features/industries/components/industry-grid';

export default function FindTalentPage() {
  return (
    <>
      <PageMeta
        title="Find Talent"
        description="Hire staff for healthcare, construction, IT and tech, driving and business roles."
      />
      <PageHeader
        eyebrow="For employers"
        title="Find Talent"
        lead="Tell us which roles you need to fill and we will find the people for them."
      />
      <Section aria-labelledby="find-talent-industries">
        <h2 id="find-talent-industries">Industries we staff</h2>
        <IndustryGrid basePath="/find-talent" headingLevel="h3" />
      </Section>
    </>
  );
}
