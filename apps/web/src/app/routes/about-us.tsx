import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';

export default function AboutUsPage() {
  return (
    <>
      <PageMeta
        title="About Us"
        description="Who we are: a staffing agency for job seekers and employers."
      />
      <PageHeader
        title="About Us"
        lead="We connect job seekers with employers in healthcare, construction, IT and tech, driving, and business."
      />
    </>
  );
}
