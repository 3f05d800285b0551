import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { IndustryGrid } from '@/features/industries/components/industry-grid';

// Placeholder: the 'RECENT JOB POSTINGS' list (and the navbar search's ?q=) come next.
export default function FindJobPage() {
  return (
    <>
      <PageMeta
        title="Find a Job"
        description="Browse jobs in healthcare, construction, IT and tech, driving and business."
      />
      <PageHeader
        eyebrow="For job seekers"
        title="Find a Job"
        lead="Choose an industry to see the kinds of roles we place people in."
      />
      <Section aria-labelledby="find-job-industries">
        <h2 id="find-job-industries">Browse by industry</h2>
        <IndustryGrid basePath="/find-job" headingLevel="h3" />
      </Section>
    </>
  );
}
